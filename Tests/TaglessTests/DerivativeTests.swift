import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - Derivative

@Suite("Symbolic derivative")
struct DerivativeTests {
  typealias Symbolic = Derivative<Simplified<PrettyPrint>>

  /// The derivative of `text` by `variable`, simplified and printed.
  func derivative(
    _ text: String, by variable: String = "x", in environment: Environment = Environment()
  ) throws -> String {
    try Parser.expression(text, as: Symbolic.self, in: environment, freeVariables: true)
      .derivative(by: variable).residual.text
  }

  /// Every operator and built-in function, with its derivative as the simplifier leaves it.
  static let table: [(input: String, derivative: String)] = [
    ("3", "0"), ("pi", "0"), ("y", "0"), ("x", "1"), ("x + y", "1"), ("y - x", "-1"),
    ("x * y", "y"), ("x * x", "2 * x"), ("x / y", "1 / y"), ("y / x", "-y / x ^ 2"),
    ("x / (x + 1)", "(x + 1 - x) / (x + 1) ^ 2"), ("x % y", "1"),
    ("y % x", "-trunc(y / x)"), ("-x", "-1"),
    ("x ^ 3", "3 * x ^ 2"), ("x ^ 2", "2 * x"), ("x ^ y", "y * x ^ (y - 1)"),
    ("2 ^ x", "0.6931471805599453 * 2 ^ x"), ("e ^ x", "e ^ x"),
    ("x ^ x", "x ^ x * (log(x) + x / x)"), ("pow(x, 3)", "3 * x ^ 2"),
    ("abs(x)", "x < 0 ? -1 : 1"), ("sqrt(x)", "1 / (2 * sqrt(x))"),
    ("cbrt(x)", "1 / (3 * cbrt(x) ^ 2)"), ("exp(x)", "exp(x)"), ("log(x)", "1 / x"),
    ("log2(x)", "1 / (0.6931471805599453 * x)"), ("log10(x)", "1 / (2.302585092994046 * x)"),
    ("sin(x)", "cos(x)"), ("cos(x)", "-sin(x)"), ("tan(x)", "1 / cos(x) ^ 2"),
    ("asin(x)", "1 / sqrt(1 - x ^ 2)"), ("acos(x)", "-1 / sqrt(1 - x ^ 2)"),
    ("atan(x)", "1 / (1 + x ^ 2)"), ("sinh(x)", "cosh(x)"), ("cosh(x)", "sinh(x)"),
    ("tanh(x)", "1 / cosh(x) ^ 2"), ("floor(x)", "0"), ("ceil(x)", "0"), ("round(x)", "0"),
    ("trunc(x)", "0"), ("atan2(y, x)", "-y / (x ^ 2 + y ^ 2)"),
    ("atan2(x, y)", "y / (y ^ 2 + x ^ 2)"), ("hypot(x, 3)", "x / hypot(x, 3)"),
    ("max(x, 0)", "x >= 0 ? 1 : 0"), ("min(x, 0)", "x <= 0 ? 1 : 0"),
    ("max(y, x)", "x >= y ? 1 : 0"), ("max(x, x)", "x >= x ? 1 : 1"),
    ("max(x, 1, 2, 3)", "x >= 3 ? 1 : 0"),
    ("min(2 * x, y, -x)", "min(2 * x, -x) <= y ? 2 * x <= -x ? 2 : -1 : 0"),
    ("abs(x) ^ 2", "2 * abs(x) * (x < 0 ? -1 : 1)"),
    // Constant powers, though built from x: no 0 * x ^ -1, no log(0).
    ("x ^ 0", "0"), ("x ^ -0", "0"), ("pow(x, 0)", "0"), ("0 ^ x", "0"), ("(-0) ^ x", "0"),
    ("1 ^ x", "0"), ("0 ^ (2 * x)", "0"),
    ("x ^ (2 - 2)", "0"), ("(3 - 3) ^ x", "0"), ("(2 / 2) ^ x", "0"), ("x ^ (0 * 5)", "0"),
    ("x ^ 3 + sin(2 * x)", "3 * x ^ 2 + 2 * cos(2 * x)"),
    ("sin(x) ^ 2", "2 * sin(x) * cos(x)"), ("exp(-x ^ 2)", "exp(-x ^ 2) * -(2 * x)"),
    // Piecewise: each branch is differentiated, the condition kept.
    ("x < 0 ? -x : x ^ 2", "x < 0 ? -1 : 2 * x"),
    ("y > 1 && x != 0 ? x * y : 3", "y > 1 && x != 0 ? y : 0"),
  ]

  @Test("every operator and built-in function", arguments: table)
  func rules(input: String, derivative expected: String) throws {
    #expect(try derivative(input) == expected)
  }

  /// Points where an argument of `abs`, `min` or `max` is 0 or tied, or a power is constant.
  ///
  /// The derivative exists at each; rules that divide by `abs(…)`, or write `0 * x ^ -1` or
  /// `log(0)`, give NaN there. Shared with ``DualNumberTests``.
  static let kinkPoints: [(input: String, x: Double)] = [
    ("abs(x) ^ 2", 0), ("x * abs(x)", 0), ("abs(x) ^ 3", 0), ("abs(x)", -1.5), ("abs(x)", 2),
    ("abs(sin(x))", 1), ("max(x, x)", 0), ("max(x, x)", 1.5), ("min(x, x)", -2),
    ("max(x ^ 2, x ^ 2)", 0), ("max(x ^ 2, x ^ 2)", -1), ("min(sin(x), sin(x), 3)", 0.5),
    ("max(x, 1, 2, 3)", 5), ("max(x, 1, 2, 3)", 0), ("min(x, 2 * x, -x, 7)", 1),
    ("max(x, 2 * x, 3 * x, x ^ 2)", -1), ("x ^ 0", 0), ("x ^ 0", 2), ("pow(x, 0)", 0),
    ("0 ^ x", 1.5), ("1 ^ x", 0), ("x ^ (1 - 1)", 0), ("x * 0 ^ (x * x + 1)", 0),
  ]

  /// The central difference of `text` at `x`, with a step small enough that a kink of the
  /// second derivative (as `x * abs(x)` has at 0) stays within the tolerance.
  static func centralDifference(_ text: String, at x: Double) throws -> Double {
    func f(_ at: Double) throws -> Double {
      var environment = Environment()
      environment.assign("x", at)
      return try Parser.expression(text, as: Evaluation.self, in: environment).value
    }
    let h = 1e-6
    return (try f(x + h) - f(x - h)) / (2 * h)
  }

  @Test("finite and equal to central differences at kinks and ties", arguments: kinkPoints)
  func kinks(input: String, x: Double) throws {
    var environment = Environment()
    environment.assign("x", x)
    let exact = try Parser.expression(derivative(input), as: Evaluation.self, in: environment)
      .value
    let numeric = try Self.centralDifference(input, at: x)
    #expect(exact.isFinite)
    #expect(abs(exact - numeric) <= 1e-5 * max(1, abs(exact)), "\(exact) vs \(numeric)")
  }

  /// The derivative of n arguments is O(n) in size.
  ///
  /// Combining the two-argument rule left to right copies the derivative so far twice per
  /// argument: 2^n in size, gigabytes of text at 26 arguments. Halving comparisons are n log n;
  /// binding the extreme once, `(m -> a1 == m ? a1' : …)(max(a1, …))`, is linear.
  @Test("the derivative of min or max is linear in n", arguments: [100, 1000])
  func variadicSize(count: Int) throws {
    let constants = "max(x, " + (1...count).map(String.init).joined(separator: ", ") + ")"
    #expect(try derivative(constants) == "x >= \(count) ? 1 : 0")
    // Every argument involves x: each is written twice (in the max and in its test), its
    // derivative once.
    let multiples = "min(" + (1...count).map { "\($0) * x" }.joined(separator: ", ") + ")"
    let text = try derivative(multiples)
    #expect(text.utf8.count <= multiples.utf8.count * 4, "\(text.utf8.count) characters")
    #expect(text.hasPrefix("(m -> x == m ? 1 : 2 * x == m ? 2 : "))
  }

  @Test("partial derivatives by each variable from one parse")
  func partials() throws {
    let d = try Parser.expression("x ^ 2 * y + sin(y)", as: Symbolic.self, freeVariables: true)
    #expect(d.derivative(by: "x").residual.text == "2 * x * y")
    #expect(d.derivative(by: "y").residual.text == "x ^ 2 + cos(y)")
    #expect(d.derivative(by: "z").residual.text == "0")
    #expect(d.value.residual.text == "x ^ 2 * y + sin(y)")
  }

  @Test("a user function is differentiated through its expansion")
  func userFunctions() throws {
    var session = Session()
    try session.run(["f(t) = t ^ 3 + a * t", "a = 2"])
    let d = try Parser.expression(
      "f(sin(x))", as: Symbolic.self, in: session.environment, freeVariables: true)
    #expect(d.value.residual.text == "f(sin(x))")
    #expect(d.derivative(by: "x").residual.text == "3 * sin(x) ^ 2 * cos(x) + a * cos(x)")
  }

  @Test("the second derivative is the derivative's derivative")
  func secondDerivative() throws {
    let d = try Parser.expression(
      "x ^ 3", as: Derivative<Derivative<Simplified<PrettyPrint>>>.self, freeVariables: true)
    #expect(d.derivative(by: "x").derivative(by: "x").residual.text == "3 * (2 * x)")
  }

  // MARK: Numerical agreement

  /// The derivative printed, simplified, parsed back and evaluated at random points agrees with
  /// central differences where the function is smooth there.
  ///
  /// Smooth means: every subexpression is finite at the point and each operation is
  /// differentiable there (``SmoothnessProbe``), and central differences with steps
  /// h = 1e-4·max(1, |x|) and h/2 agree to 1e-7 relative (so there is no jump, pole or rounding
  /// noise at that scale). Richardson's extrapolation of the two, (4·D(h/2) − D(h)) / 3, then
  /// has error O(h⁴), and the stated tolerance is |symbolic − numeric| ≤ 1e-6·max(1, |symbolic|).
  @Test("matches central differences where smooth", arguments: 0..<6)
  func centralDifferences(chunk: UInt64) throws {
    var terms = RandomTerm(seed: 0xD1FF &+ chunk, literals: RandomTerm.moderate)
    var random = SeededGenerator(seed: 0xCE17 &+ chunk)
    var checked = 0
    var failures: [String] = []
    for _ in 0..<250 {
      let text = terms.expression(depth: 4)
      let symbolic = try derivative(text)
      for _ in 0..<4 {
        var environment = Environment()
        environment.assign("y", random.uniform(0.5...2))
        environment.assign("z", random.uniform(-2...(-0.5)))
        let x = random.uniform(-3...3)
        func f(_ at: Double) -> Double {
          var bound = environment
          bound.assign("x", at)
          return (try? Parser.expression(text, as: Evaluation.self, in: bound).value) ?? .nan
        }
        var bound = environment
        bound.assign("x", x)
        let probe = try Parser.expression(text, as: SmoothnessProbe.self, in: bound)
        guard probe.isSmooth else { continue }
        let h = 1e-4 * max(1, abs(x))
        let wide = (f(x + h) - f(x - h)) / (2 * h)
        let narrow = (f(x + h / 2) - f(x - h / 2)) / h
        guard f(x).isFinite, abs(f(x)) < 1e6, wide.isFinite, narrow.isFinite,
          abs(wide - narrow) <= 1e-7 * max(1, abs(narrow))
        else { continue }
        let numeric = (4 * narrow - wide) / 3
        environment.assign("x", x)
        let exact = try Parser.expression(symbolic, as: Evaluation.self, in: environment).value
        checked += 1
        if !(abs(exact - numeric) <= 1e-6 * max(1, abs(exact))) {
          failures.append("d/dx \(text) = \(symbolic) at x = \(x): \(exact) vs \(numeric)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    // The check must not be vacuous.
    #expect(checked >= 500, "only \(checked) smooth points")
  }
}
