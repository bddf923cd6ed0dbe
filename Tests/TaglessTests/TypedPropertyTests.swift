import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - RandomTypedProgram

/// A seeded generator of well-typed lines of both types: arithmetic, comparisons, logic,
/// conditionals, Boolean variables, and calls of recursive functions of both types.
struct RandomTypedProgram {
  var random: SeededGenerator

  /// A generator whose lines depend only on `seed`.
  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  /// The functions every program may call (`count` and `down` recurse on a decreasing
  /// argument, so their calls end).
  static let definitions = [
    "count(n) = n <= 0 ? 0 : 1 + count(n - 1)",
    "down(n) = n <= 0 || down(n - 1)",
    "twice(x) = 2 * x",
    "flag = 3 > 2",
    "x = 1.5",
    "y = -2",
  ]

  mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }

  /// A number-valued expression of at most `depth` levels.
  mutating func number(depth: Int) -> String {
    guard depth > 0, below(4) != 0 else {
      return ["0", "1", "2", "0.5", "3", "1e3", "x", "y", "pi", "-0"][below(10)]
    }
    let d = depth - 1
    switch below(8) {
    case 0, 1:
      let op = ["+", "-", "*", "/", "%", "^"][below(6)]
      return "(" + number(depth: d) + " " + op + " " + number(depth: d) + ")"
    case 2: return "-" + number(depth: d)
    case 3:
      return "(" + boolean(depth: d) + " ? " + number(depth: d) + " : " + number(depth: d) + ")"
    case 4: return "count(" + ["0", "1", "3", "x", "2"][below(5)] + ")"
    case 5: return "twice(" + number(depth: d) + ")"
    case 6: return ["sqrt", "abs", "floor", "exp"][below(4)] + "(" + number(depth: d) + ")"
    default: return "max(" + number(depth: d) + ", " + number(depth: d) + ")"
    }
  }

  /// A Boolean-valued expression of at most `depth` levels.
  mutating func boolean(depth: Int) -> String {
    guard depth > 0, below(4) != 0 else { return ["true", "false", "flag"][below(3)] }
    let d = depth - 1
    switch below(6) {
    case 0, 1:
      let op = ["<", "<=", ">", ">=", "==", "!="][below(6)]
      return number(depth: d) + " " + op + " " + number(depth: d)
    case 2: return "!(" + boolean(depth: d) + ")"
    case 3:
      let op = ["&&", "||"][below(2)]
      return "(" + boolean(depth: d) + " " + op + " " + boolean(depth: d) + ")"
    case 4: return "down(" + ["0", "1", "2"][below(3)] + ")"
    default:
      return "(" + boolean(depth: d) + " ? " + boolean(depth: d) + " : " + boolean(depth: d) + ")"
    }
  }

  /// A line of either type.
  mutating func line() -> String {
    below(2) == 0 ? number(depth: 1 + below(4)) : boolean(depth: 1 + below(4))
  }
}

// MARK: - Properties

@Suite("Random well-typed programs")
struct TypedPropertyTests {
  static let environment: Environment = {
    var environment = Environment()
    for line in RandomTypedProgram.definitions {
      switch try? Parser.statement(line, as: Evaluation.self, in: environment) {
      case .definition(let definition): environment.define(definition)
      case .assignment(let name, .number(let x)): environment.assign(name, .number(x.value))
      case .assignment(let name, .boolean(let b)): environment.assign(name, .boolean(b))
      default: break
      }
    }
    return environment
  }()

  static let lines: [String] = {
    var generator = RandomTypedProgram(seed: 0x7A66_1E55)
    return (0..<400).map { _ in generator.line() }
  }()

  @Test("Both encodings give the same value, bit for bit")
  func encodingsAgree() throws {
    for line in Self.lines {
      let tagless = try Parser.typedExpression(line, as: Evaluation.self, in: Self.environment)
      let tree = try Parser.typedExpression(line, as: ExpressionTree.self, in: Self.environment)
      switch (tagless, tree) {
      case (.number(let x), .number(let tree)):
        let y = try tree.evaluate(in: Self.environment)
        #expect(Value.sameBits(x.value, y), "\(line)")
      case (.boolean(let x), .boolean(let tree)):
        #expect(try x == tree.evaluate(in: Self.environment), "\(line)")
      default:
        Issue.record("\(line): the encodings disagree on the type")
      }
    }
  }

  @Test("Printed text reads back as the same tree, and prints the same")
  func prettyPrintingRoundTrips() throws {
    for line in Self.lines {
      let printed = try Parser.typedExpression(line, as: PrettyPrint.self, in: Self.environment)
        .map(number: \.text, boolean: \.text)
      let again = try Parser.typedExpression(printed, as: PrettyPrint.self, in: Self.environment)
        .map(number: \.text, boolean: \.text)
      #expect(again == printed, "\(line)")
      let tree = try Parser.typedExpression(line, as: ExpressionTree.self, in: Self.environment)
      let reparsed = try Parser.typedExpression(
        printed, as: ExpressionTree.self, in: Self.environment)
      switch (tree, reparsed) {
      case (.number(let a), .number(let b)): #expect(a.isIdentical(to: b), "\(line)")
      case (.boolean(let a), .boolean(let b)): #expect(a.isIdentical(to: b), "\(line)")
      default: Issue.record("\(line): printing changed the type")
      }
    }
  }

  @Test("Simplification keeps the value bit for bit")
  func simplificationKeepsValues() throws {
    for line in Self.lines {
      let value = try Parser.typedExpression(line, as: Evaluation.self, in: Self.environment)
      let simple = try Parser.typedExpression(
        line, as: Simplified<PrettyPrint>.self, in: Self.environment
      ).map(number: \.residual.text, boolean: \.residual.text)
      let again = try Parser.typedExpression(simple, as: Evaluation.self, in: Self.environment)
      switch (value, again) {
      case (.number(let x), .number(let y)):
        #expect(
          Value.sameBits(x.value, y.value),
          "\(line) simplified to \(simple)")
      case (.boolean(let x), .boolean(let y)): #expect(x == y, "\(line) simplified to \(simple)")
      default: Issue.record("\(line): simplification changed the type")
      }
    }
  }
}
