import Foundation
import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - RPN

@Suite("Reverse Polish printer")
struct RPNTests {
  static let table: [(input: String, rpn: String)] = [
    ("3 + 5 * (8 - 7) / 6", "3 5 8 7 - * 6 / +"), ("-x ^ 2", "x 2 ^ neg"),
    ("(-x) ^ 2", "x neg 2 ^"),
    ("2 ^ 3 ^ 2", "2 3 2 ^ ^"), ("(2 ^ 3) ^ 2", "2 3 ^ 2 ^"), ("a % b - c", "a b % c -"),
    ("sqrt(x) * pi", "x sqrt pi *"), ("atan2(y, x)", "y x atan2"), ("max(1, 2, 3)", "1 2 3 max/3"),
    ("min(x)", "x min/1"), ("1e400", "1e309"), ("-0", "0 neg"), ("1.5e-7", "1.5e-7"),
    ("x < 0 ? -x : x", "x 0 < x neg x ?:"),
    ("x > 0 ? 1 : y > 0 ? 2 : 3", "x 0 > 1 y 0 > 2 3 ?: ?:"),
  ]

  /// Boolean-valued constructs.
  static let booleans: [(input: String, rpn: String)] = [
    ("true", "true"), ("x <= 1", "x 1 <="), ("x ≠ y", "x y !="), ("!(x < y)", "x y < not"),
    ("x < y && z >= 1 || false", "x y < z 1 >= and false or"),
    ("a || b && c", "a b c and or"), ("x == 0 ? true : y > x", "x 0 == true y x > ?:"),
  ]

  @Test("each Boolean construct", arguments: booleans)
  func booleanConstruct(input: String, rpn: String) throws {
    var environment = Environment()
    for name in ["a", "b", "c"] { environment.assign(name, .boolean(true)) }
    let typed = try Parser.typedExpression(
      input, as: RPN.self, in: environment, freeVariables: true)
    #expect(typed.boolean?.text == rpn)
  }

  @Test("each construct", arguments: table)
  func construct(input: String, rpn: String) throws {
    #expect(try Parser.expression(input, as: RPN.self, freeVariables: true).text == rpn)
  }

  @Test("user functions carry their argument count")
  func userFunctions() throws {
    var session = Session()
    try session.run(["g(a, b) = a * b", "h() = 1"])
    let text = try Parser.expression(
      "g(x, 2) + h()", as: RPN.self, in: session.environment, freeVariables: true
    ).text
    #expect(text == "x 2 g/2 h/0 +")
  }

  @Test("a recursive call prints as a call, not expanded")
  func recursiveCall() throws {
    var session = Session()
    try session.run("fact(n) = n <= 1 ? 1 : n * fact(n - 1)")
    let text = try Parser.expression("fact(5) + 1", as: RPN.self, in: session.environment).text
    #expect(text == "5 fact/1 1 +")
  }

  /// A stack machine for the printed tokens: running the RPN must give the evaluator's value.
  static func run(_ text: String, in environment: Environment) -> Double? {
    var stack: [Double] = []
    func pop(_ count: Int) -> [Double]? {
      guard stack.count >= count else { return nil }
      defer { stack.removeLast(count) }
      return Array(stack.suffix(count))
    }
    for token in text.split(separator: " ").map(String.init) {
      let binary: [String: (Double, Double) -> Double] = [
        "+": { $0 + $1 }, "-": { $0 - $1 }, "*": { $0 * $1 }, "/": { $0 / $1 },
        "%": { fmod($0, $1) }, "^": { pow($0, $1) },
      ]
      if let operation = binary[token] {
        guard let operands = pop(2) else { return nil }
        stack.append(operation(operands[0], operands[1]))
      } else if token == "neg" {
        guard let operand = pop(1) else { return nil }
        stack.append(-operand[0])
      } else if let function = UnaryFunction(rawValue: token) {
        guard let operand = pop(1) else { return nil }
        stack.append(function(operand[0]))
      } else if let function = BinaryFunction(rawValue: token) {
        guard let operands = pop(2) else { return nil }
        stack.append(function(operands[0], operands[1]))
      } else if let slash = token.firstIndex(of: "/"),
        let function = VariadicFunction(rawValue: String(token[..<slash])),
        let count = Int(token[token.index(after: slash)...])
      {
        guard let operands = pop(count) else { return nil }
        stack.append(function(operands))
      } else if let value = environment.value(of: token)?.number ?? Double(token) {
        stack.append(token == "1e309" ? .infinity : value)
      } else {
        return nil
      }
    }
    return stack.count == 1 ? stack[0] : nil
  }

  @Test("running the printed RPN gives the evaluator's value", arguments: 0..<3)
  func roundTrip(chunk: UInt64) throws {
    var terms = RandomTerm(seed: 0x2B1 &+ chunk)
    var random = SeededGenerator(seed: 0x2B1_2B1 &+ chunk)
    for _ in 0..<300 {
      let text = terms.expression(depth: 5)
      let environment = TestValues.environment { TestValues.any(&random) }
      let both = try Parser.expression(text, as: Both<Evaluation, RPN>.self, in: environment)
      let ran = Self.run(both.second.text, in: environment)
      #expect(
        ran.map { Value.sameBits($0, both.first.value) } == true, "\(text) → \(both.second.text)")
    }
  }
}
