import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - Simplifying and differentiating functions as values

@Suite("Symbolic views of functions as values")
struct SymbolicHigherOrderTests {
  typealias Symbolic = Derivative<Simplified<PrettyPrint>>

  func simplified(_ text: String) throws -> String {
    try Parser.expression(text, as: Simplified<PrettyPrint>.self, freeVariables: true)
      .residual.text
  }

  func derivative(_ text: String) throws -> String {
    try Symbolic.focused(on: "x") { () throws(ParseError) in
      try Parser.expression(text, as: Symbolic.self, freeVariables: true)
    }.derivative(by: "x").residual.text
  }

  static let simplifications: [(input: String, simplified: String)] = [
    // β-reduction of known numbers.
    ("(x -> x + 1)(2)", "3"), ("((a, b) -> a * b + y)(2, 3)", "6 + y"),
    // Anything else stays applied, its body simplified: `y + 1` is not copied, and a
    // parameter inside cannot capture `k`; a name no function inside binds is put in place.
    ("(t -> t * 1)(y + 1)", "(t -> t)(y + 1)"), ("(t -> t * 2)(y)", "2 * y"),
    ("sum(k -> (t -> t ^ 1)(k), 1, n)", "sum(k -> k, 1, n)"),
    (
      "sum(k -> (t -> sum(j -> j * t, 1, 2))(k), 1, n)", "sum(k -> sum(j -> j * k, 1, 2), 1, n)"
    ),
    (
      "sum(k -> (t -> sum(k -> k * t, 1, 2))(k), 1, n)",
      "sum(k -> (t -> sum(k -> k * t, 1, 2))(k), 1, n)"
    ),
    ("(a -> (b -> sum(k -> k * b, 1, 3))(a))(x)", "sum(k -> k * x, 1, 3)"),
    ("(x -> sum(k -> k * x, 1, 3))(k)", "(x -> sum(k -> k * x, 1, 3))(k)"),
    // Sums and products over known bounds.
    ("sum(k -> 2 * 3, 1, 10)", "60"), ("sum(k -> 0.1, 1, 10)", "1"),
    ("product(k -> 2, 1.5, 4.2)", "8"), ("sum(k -> k * y, 3, 2)", "0"),
    ("product(k -> k * y, 3.5, 3.2)", "1"), ("sum(k -> k * y, 4, 4)", "4 * y + 0"),
    ("product(k -> k * y, 4, 4)", "4 * y"), ("sum(k -> abs(y) + k, 4, 4)", "abs(y) + 4"),
    // Otherwise the body is simplified and the sum kept.
    ("sum(k -> k * (1 * y), 1, 10)", "sum(k -> k * y, 1, 10)"),
    ("sum(k -> 2, 1, 1e300)", "sum(k -> 2, 1, 1e300)"),
    ("sum(k -> y, 1, 10)", "sum(k -> y, 1, 10)"),
    ("integrate(t -> t ^ 1, 0, 1 + 1)", "integrate(t -> t, 0, 2)"),
    ("root(t -> t - 0, -1, 1)", "root(t -> t, -1, 1)"), ("sum(sin, 1, 1)", "0.8414709848078965"),
  ]

  @Test("simplification of functions as values", arguments: simplifications)
  func simplification(input: String, simplified expected: String) throws {
    #expect(try simplified(input) == expected)
  }

  @Test("a sum of a constant over a range is the evaluator's loop, bit for bit")
  func constantSums() throws {
    for (body, upper) in [("0.1", 1000), ("1e308", 3), ("-0", 5), ("1 / 3", 77), ("0.7", 1)] {
      for functional in ["sum", "product"] {
        let text = "\(functional)(k -> \(body), 1, \(upper))"
        let value = try Parser.expression(text, as: Evaluation.self).value
        let folded = try Parser.expression(simplified(text), as: Evaluation.self).value
        #expect(Value.sameBits(value, folded), "\(text)")
      }
    }
  }

  static let derivatives: [(input: String, derivative: String)] = [
    ("sum(k -> k * x, 1, 10)", "sum(k -> k, 1, 10)"),
    ("sum(k -> y, 1, x)", "0"),
    (
      "product(k -> k + x, 1, 3)",
      "sum(k -> product(k -> k + x, 1, k - 1) * product(k -> k + x, k + 1, 3), 1, 3)"
    ),
    ("integrate(t -> t * x, 0, 1)", "integrate(t -> t, 0, 1)"),
    ("integrate(t -> exp(-t ^ 2), 0, x)", "exp(-x ^ 2)"),
    ("integrate(t -> t, x, 1)", "-x"),
    ("integrate(t -> t * x, 0, x)", "integrate(t -> t, 0, x) + x * x"),
    ("root(t -> t ^ 2 - x, 0, 10)", "(t -> 1 / (2 * t))(root(t -> t ^ 2 - x, 0, 10))"),
    ("(t -> t ^ 2)(x)", "2 * x"), ("(t -> t * x)(3)", "3"),
    ("(t -> t ^ 2)(2)", "0"),
  ]

  @Test("derivatives of functions as values", arguments: derivatives)
  func derivativeRules(input: String, derivative expected: String) throws {
    #expect(try derivative(input) == expected)
  }

  @Test("the product rule refuses bounds its parameter would capture")
  func productCapture() throws {
    #expect(throws: ParseError.self) { try derivative("product(t -> t * x, 1, t)") }
    #expect(try derivative("product(t -> t * x, 1, k)").hasPrefix("sum(t -> "))
  }

  /// Smooth functions of x built with every higher-order construct.
  static let smooth = [
    "sum(k -> sin(k * x) / k, 1, 20)", "product(k -> 1 + x / k, 1, 6)",
    "integrate(t -> exp(-t * x), 0, 1)", "integrate(t -> t * x, x, 2 * x)",
    "integrate(t -> sin(t), 0, x ^ 2)", "root(t -> t ^ 3 + t - x, -10, 10)",
    "(t -> t ^ 3 + t)(sin(x))", "sum(i -> sum(j -> i * j * x ^ 2, 1, i), 1, 5)",
    "max(x, 2 * x, x ^ 2, 1)", "min(sin(x), cos(x), x / 3, 5)", "((a, b) -> a * b + a)(x, x ^ 2)",
    "sum(k -> (t -> t * k)(x), 1, 4)", "product(k -> x + k, 1, 1)",
    "integrate(t -> sum(k -> t ^ k * x, 0, 3), 0, 1)", "root(t -> cos(t) - x * t, 0, 2)",
    "product(k -> sin(x * k) + 2, 1, 4)", "integrate(t -> 1 / (1 + t ^ 2), -x, x)",
  ]

  @Test("derivatives match central differences", arguments: smooth)
  func centralDifferences(text: String) throws {
    let symbolic = try derivative(text)
    for x in [0.3, 0.7, 1.3] {
      func f(_ at: Double) throws -> Double {
        var environment = Environment()
        environment.assign("x", at)
        return try Parser.expression(text, as: Evaluation.self, in: environment).value
      }
      let h = 1e-3
      let wide = (try f(x + h) - f(x - h)) / (2 * h)
      let narrow = (try f(x + h / 2) - f(x - h / 2)) / h
      let numeric = (4 * narrow - wide) / 3
      var environment = Environment()
      environment.assign("x", x)
      let exact = try Parser.expression(symbolic, as: Evaluation.self, in: environment).value
      #expect(
        abs(exact - numeric) <= 1e-7 * max(1, abs(exact)),
        "d/dx \(text) = \(symbolic) at \(x): \(exact) vs \(numeric)")
    }
  }

  /// Random higher-order lines (``RandomHigherOrder``) with the fixture's functions and
  /// random values of its variables: the simplified line, directly and printed and parsed
  /// back, has the original's value bit for bit.
  @Test("simplifying functions as values never changes the value", arguments: [UInt64(7), 8])
  func valuePreserved(seed: UInt64) throws {
    var generator = RandomHigherOrder(seed: seed)
    var random = SeededGenerator(seed: seed)
    var failures: [String] = []
    var checked = 0
    for _ in 0..<200 {
      let line = generator.line()
      for _ in 0..<3 {
        var environment = Fixture.environment
        for name in ["x", "y", "z"] { environment.assign(name, TestValues.any(&random)) }
        guard
          case .number(let original)? = try? Parser.typedExpression(
            line, as: Evaluation.self, in: environment),
          case .number(let direct)? = try? Parser.typedExpression(
            line, as: Simplified<Evaluation>.self, in: environment),
          case .number(let printed)? = try? Parser.typedExpression(
            line, as: Simplified<PrettyPrint>.self, in: environment)
        else { continue }
        let reparsed = try Parser.expression(
          printed.residual.text, as: Evaluation.self, in: environment
        ).value
        checked += 1
        if !Value.sameBits(original.value, direct.residual.value)
          || !Value.sameBits(original.value, reparsed)
        {
          failures.append("\(line) → \(printed.residual.text): \(original.value) vs \(reparsed)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    #expect(checked > 300, "only \(checked) lines")
  }

  @Test("the variables of a function's body, not its parameters")
  func variableNames() throws {
    let names = try Parser.expression(
      "sum(k -> k * x, 1, n) + (t -> t * y)(2)", as: VariableNames.self, freeVariables: true)
    #expect(names.names == ["x", "n", "y"])
  }
}
