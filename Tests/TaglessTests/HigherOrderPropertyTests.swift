import Testing

@testable import Tagless

/// Random well-typed higher-order lines: sums, products, integrals, roots and applications
/// (number- and Boolean-valued) of lambdas whose bodies are ``RandomExpression``'s expressions (their `x` and `y` become the lambdas'
/// parameters), nested, with the fixture's variables and user functions around them.
struct RandomHigherOrder {
  var base: RandomExpression

  init(seed: UInt64) { base = RandomExpression(seed: seed) }

  /// A line with at least one function value in it.
  mutating func line() -> String {
    functionUse(depth: 1 + base.below(2))
  }

  /// A higher-order construct whose lambda's body is `depth` constructs deep at most.
  mutating func functionUse(depth: Int) -> String {
    let parameter = base.pick(["x", "y"])
    let body = depth > 0 && base.below(3) == 0 ? functionUse(depth: depth - 1) : expression()
    let lambda = parameter + base.space() + base.pick(["->", "→"]) + base.space() + body
    switch base.below(7) {
    case 0: return "sum(" + lambda + ", 1, " + String(1 + base.below(5)) + ")"
    case 1: return "product(" + lambda + ", " + String(base.below(3)) + ", 3)"
    case 2: return "(" + lambda + ")(" + expression() + ")"
    case 3: return "integrate(" + lambda + ", 0, " + String(1 + base.below(2)) + ")"
    case 4: return "root(" + lambda + ", -" + String(1 + base.below(3)) + ", 2)"
    case 5:
      // A Boolean-valued lambda of two parameters, applied.
      return "((x, y) -> " + expression() + " < " + body + ")(" + expression() + ", 1) ? 1 : 0"
    default: return "sum(" + base.pick(["sin", "f", "sqrt", "k"]) + ", 1, 4) + " + expression()
    }
  }

  mutating func expression() -> String { base.expression(depth: 1 + base.below(3)) }
}

@Suite("Higher-order lines: properties over random programs")
struct HigherOrderPropertyTests {
  static let seeds: [UInt64] = [0x1A4B_DA, 0x5_0F_5E_ED]
  static let linesPerSeed = 300

  /// A line's value, or its error message.
  static func outcome(_ text: String) -> String {
    do throws(ParseError) {
      let result = try Parser.typedExpression(
        text, as: Evaluation.self, in: Fixture.environment)
      return result.map(number: { "\($0.value.bitPattern)" }, boolean: { "\($0)" })
    } catch {
      return "error: " + error.message
    }
  }

  @Test("printed text reads back, prints the same, and evaluates the same", arguments: seeds)
  func roundTrip(seed: UInt64) throws {
    var generator = RandomHigherOrder(seed: seed)
    var failures: [String] = []
    var printedLines = 0
    for _ in 0..<Self.linesPerSeed {
      let line = generator.line()
      guard
        let printed = try? Parser.typedExpression(
          line, as: PrettyPrint.self, in: Fixture.environment
        ).map(number: \.text, boolean: \.text)
      else { continue }
      printedLines += 1
      let again = try? Parser.typedExpression(
        printed, as: PrettyPrint.self, in: Fixture.environment
      ).map(number: \.text, boolean: \.text)
      if again != printed { failures.append("idempotent: " + line) }
      if Self.outcome(printed) != Self.outcome(line) { failures.append("value: " + line) }
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
    // Most lines are well typed: the property is not vacuous.
    #expect(printedLines > Self.linesPerSeed / 2)
  }

  @Test("counting a line gives the count of its printed text", arguments: seeds)
  func counts(seed: UInt64) throws {
    var generator = RandomHigherOrder(seed: seed)
    for _ in 0..<100 {
      let line = generator.line()
      guard
        let count = try? Parser.typedExpression(
          line, as: OperationCount.self, in: Fixture.environment
        ).map(number: { $0 }, boolean: { $0 }),
        let printed = try? Parser.typedExpression(
          line, as: PrettyPrint.self, in: Fixture.environment
        ).map(number: \.text, boolean: \.text),
        let again = try? Parser.typedExpression(
          printed, as: OperationCount.self, in: Fixture.environment
        ).map(number: { $0 }, boolean: { $0 })
      else { continue }
      #expect(count == again, "\(line)")
    }
  }
}
