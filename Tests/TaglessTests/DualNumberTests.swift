import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - DualNumber

@Suite("Dual numbers (forward-mode automatic differentiation)")
struct DualNumberTests {
  /// `text` with `x` (and `y`) bound, as dual numbers.
  func dual(_ text: String, x: Double, y: Double = 0.5) throws -> DualNumber {
    var environment = Environment()
    environment.assign("x", x)
    environment.assign("y", y)
    return try Parser.expression(text, as: DualNumber.self, in: environment)
  }

  @Test("values and derivatives of known functions")
  func known() throws {
    let cubic = try dual("x ^ 3 + sin(x)", x: 2)
    #expect(cubic.value == 8 + UnaryFunction.sin(2))
    #expect(cubic.derivative(by: "x") == 3 * 4 + UnaryFunction.cos(2))
    let product = try dual("x * y", x: 3, y: 5)
    #expect(product.derivative(by: "x") == 5)
    #expect(product.derivative(by: "y") == 3)
    #expect(product.derivative(by: "z") == 0)
    #expect(try dual("exp(2 * x)", x: 0).derivative(by: "x") == 2)
    #expect(try dual("max(x, y)", x: 1, y: 0).derivative(by: "x") == 1)
    #expect(try dual("max(x, y)", x: 1, y: 0).derivative(by: "y") == 0)
    #expect(try dual("abs(x)", x: -2).derivative(by: "x") == -1)
    #expect(try dual("floor(x) * 3", x: 1.5).derivative(by: "x") == 0)
  }

  /// Where an argument of `abs`, `min` or `max` is 0 or tied, or a power is constant: finite,
  /// the symbolic derivative's value bit for bit, and the central difference's.
  @Test(
    "finite at kinks and ties, as the symbolic rules are", arguments: DerivativeTests.kinkPoints)
  func kinks(input: String, x: Double) throws {
    let forward = try dual(input, x: x).derivative(by: "x")
    let symbolic = try Parser.expression(
      input, as: Derivative<Simplified<PrettyPrint>>.self, freeVariables: true)
    var environment = Environment()
    environment.assign("x", x)
    let printed = symbolic.derivative(by: "x").residual.text
    let evaluated = try Parser.expression(printed, as: Evaluation.self, in: environment).value
    let numeric = try DerivativeTests.centralDifference(input, at: x)
    #expect(forward.isFinite)
    #expect(Value.sameBits(forward, evaluated), "\(forward) vs \(printed) = \(evaluated)")
    #expect(abs(forward - numeric) <= 1e-5 * max(1, abs(forward)), "\(forward) vs \(numeric)")
  }

  @Test("a user function's call follows its expansion")
  func userFunctions() throws {
    var session = Session()
    try session.run(["f(t) = t ^ 2", "x = 3"])
    let result = try Parser.expression("f(2 * x)", as: DualNumber.self, in: session.environment)
    #expect(result.value == 36)
    #expect(result.derivative(by: "x") == 24)
  }

  /// Random expressions at random values: the dual number's value is the evaluator's, and its
  /// derivative is the symbolic derivative evaluated, both bit for bit (NaN aside) — whether the
  /// symbolic one is built straight into ``Evaluation`` or simplified, printed and parsed back.
  /// (The simplifier's rules are exact, so simplifying cannot change the value.)
  @Test("agrees with the symbolic derivative, evaluated", arguments: 0..<6)
  func agreesWithSymbolic(chunk: UInt64) throws {
    var terms = RandomTerm(seed: 0xD0A1 &+ chunk)
    var random = SeededGenerator(seed: 0x5EED &+ chunk)
    var failures: [String] = []
    for _ in 0..<250 {
      let text = terms.expression(depth: 4)
      let symbolic = try Parser.expression(
        text, as: Derivative<Simplified<PrettyPrint>>.self, freeVariables: true)
      let printed = ["x", "y"].map { symbolic.derivative(by: $0).residual.text }
      for _ in 0..<4 {
        let environment = TestValues.environment {
          random.below(3) == 0 ? TestValues.any(&random) : random.uniform(-3...3)
        }
        typealias All = Both<DualNumber, Both<Evaluation, Derivative<Evaluation>>>
        let all = try Parser.expression(text, as: All.self, in: environment)
        let dual = all.first
        if !Value.sameBits(dual.value, all.second.first.value) {
          failures.append("value of \(text) at \(environment.variables)")
        }
        for (name, derivative) in zip(["x", "y"], printed) {
          let direct = all.second.second.derivative(by: name).value
          let reparsed = try Parser.expression(derivative, as: Evaluation.self, in: environment)
            .value
          let forward = dual.derivative(by: name)
          if !Value.sameBits(forward, direct) || !Value.sameBits(forward, reparsed) {
            failures.append(
              "d/d\(name) \(text) = \(derivative) at \(environment.variables): "
                + "\(forward), \(direct), \(reparsed)")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }
}

// MARK: - Functions as values

extension DualNumberTests {
  /// Functionals and applied lambdas, at x = 2 (y = 0.5): value and derivative by x, worked by
  /// hand.
  static let higherOrder: [(input: String, value: Double, derivative: Double)] = [
    ("sum(k -> k * x ^ 2, 1, 3)", 24, 24),  // 6 x², 12 x
    ("product(k -> x + k, 1, 2)", 12, 7),  // (x + 1)(x + 2), 2 x + 3
    ("integrate(t -> x * t, 0, 1)", 1, 0.5),  // x / 2, 1 / 2
    ("integrate(t -> t, 0, x)", 2, 2),  // x² / 2, x (the integrand at the upper bound)
    ("root(t -> t - x, -10, 10)", 2, 1),  // x, 1
    ("(t -> t ^ 2)(x)", 4, 4),  // x², 2 x
    ("((a, b) -> a * b)(x, y)", 1, 0.5),  // x y, y
    ("sum(k -> y * k, 1, 3)", 3, 0),  // no x: derivative 0
  ]

  @Test(
    "sums, products, integrals, roots and lambdas carry their derivatives", arguments: higherOrder)
  func functionsAsValues(input: String, value: Double, derivative: Double) throws {
    let result = try dual(input, x: 2)
    #expect(abs(result.value - value) <= 1e-12 * max(1, abs(value)), "\(result.value)")
    #expect(
      abs(result.derivative(by: "x") - derivative) <= 1e-9 * max(1, abs(derivative)),
      "\(result.derivative(by: "x"))")
  }
}
