import Testing

@testable import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Symbolic interpreters and the compiler

@Suite("Host functions and constants: simplifier, derivatives, compiled programs")
struct HostSymbolicTests {
  /// Lines and their simplified text: calls are opaque, and fold only of known arguments.
  static let simplified: [(String, String)] = [
    ("clamp(2, 0, 1) + x * 1", "1 + x"),
    ("clamp(x, 0, 1) * 1", "clamp(x, 0, 1)"),
    ("clamp(x + 0 * 2, lo, 1)", "clamp(x + 0, lo, 1)"),
    ("g", "g"),
    ("2 * g", "19.6133"),
    ("metric ? x : sq(x)", "x"),
    ("isinteger(4) && x > 0", "x > 0"),
    ("sq(x) - sq(x)", "sq(x) - sq(x)"),
  ]

  @Test("the simplifier keeps calls opaque and keeps every value", arguments: simplified)
  func simplify(line: String, text: String) throws {
    var environment = HostFixture.environment
    environment.assign("lo", -1)
    let simple = try Parser.typedExpression(
      line, as: Simplified<Both<PrettyPrint, Evaluation>>.self, in: environment)
    let value = try Parser.typedExpression(line, as: Evaluation.self, in: environment)
    switch (simple, value) {
    case (.number(let simple), .number(let value)):
      #expect(simple.residual.first.text == text)
      #expect(Value.sameBits(simple.residual.second.value, value.value))
    case (.boolean(let simple), .boolean(let value)):
      #expect(simple.residual.first.text == text)
      #expect(simple.residual.second == value)
    default:
      Issue.record("the types differ")
    }
  }

  /// Lines and their derivatives by `x`, simplified.
  static let derivatives: [(String, String)] = [
    ("clamp(x, 0, 1)", "clampslope(x, 0, 1)"),
    ("clamp(0.5, x, 2 * x)", "clamplow(0.5, x, 2 * x) + 2 * clamphigh(0.5, x, 2 * x)"),
    ("softplus(3 * x)", "3 * logistic(3 * x)"),
    ("sq(x)", "sq'(x)"),
    ("g * x ^ 2", "g * (2 * x)"),
    ("fall(x)", "g * (2 * x) / 2"),
    ("ramp(x)", "clampslope(x, 0, 1)"),
    ("isinteger(x) ? x : sq(x)", "isinteger(x) ? 1 : sq'(x)"),
  ]

  @Test(
    "derivatives follow the registered ones; without one, an undefined f'",
    arguments: derivatives)
  func derivative(line: String, text: String) throws {
    let environment = HostFixture.environment
    let derivative = try Parser.expression(
      line, as: Derivative<Simplified<PrettyPrint>>.self, in: environment, freeVariables: true)
    #expect(derivative.derivative(by: "x").residual.text == text)
    // The enum tree folds into the same derivative.
    let tree = try Parser.expression(line, as: ExpressionTree.self, in: environment)
    let folded = try tree.fold(into: Derivative<Simplified<PrettyPrint>>.self, in: environment)
    #expect(folded.derivative(by: "x").residual.text == text)
  }

  @Test(
    "a printed derivative parses and evaluates to the dual number's derivative",
    arguments: [-0.5, 0.25, 0.75, 3])
  func derivativeValues(at point: Double) throws {
    var environment = HostFixture.environment
    environment.assign("x", point)
    for line in ["clamp(x, 0, 1) * softplus(x)", "fall(softplus(x))", "clamp(0.5, x, 2 * x)"] {
      let symbolic = try Parser.expression(
        line, as: Derivative<PrettyPrint>.self, in: environment
      ).derivative(by: "x").text
      let evaluated = try value(symbolic, in: environment)
      let dual = try Parser.expression(line, as: DualNumber.self, in: environment)
      #expect(Value.sameBits(evaluated, dual.derivative(by: "x")), "\(line): \(symbolic)")
      #expect(Value.sameBits(dual.value, try value(line, in: environment)))
    }
    let unknown = try Parser.expression("sq(x)", as: DualNumber.self, in: environment)
    #expect(unknown.derivative(by: "x").isNaN)
    #expect(
      try Parser.expression("g * x", as: DualNumber.self, in: environment).partials == [
        "x": 9.80665
      ])
  }

  // MARK: Compiled

  @Test("compiled programs call the closure on the accumulator machine, one point or a block")
  func compiled() throws {
    let environment = HostFixture.environment
    let xs: [Double] = [-1, -0, 0.25, 0.5, 1, 2, .nan, .infinity]
    for line in [
      "clamp(x, 0, 1) * g", "softplus(clamp(x, -1, 1)) + sq(x) / 2",
      "isinteger(x) ? clamp(x, 0, 1) : -x", "isinteger(2 * x) && metric",
    ] {
      let compiled = try Parser.typedExpression(
        line, as: Compiled.self, in: environment, freeVariables: true)
      let program: CompiledProgram =
        switch compiled {
        case .number(let fragment): try fragment.program(parameters: ["x"])
        case .boolean(let condition): try condition.fragment.program(parameters: ["x"])
        }
      #expect(program.description.contains("host "), "\(line) runs on the accumulator machine")
      #expect(!program.description.contains("call"))
      let block = program.evaluate(at: xs)
      for (index, x) in xs.enumerated() {
        var at = environment
        at.assign("x", x)
        let expected: Double =
          switch try Parser.typedExpression(line, as: Evaluation.self, in: at) {
          case .number(let value): value.value
          case .boolean(let value): value ? 1 : 0
          }
        #expect(Value.sameBits(program.evaluate(x), expected), "\(line) at \(x)")
        #expect(Value.sameBits(block[index], expected), "\(line) at \(x), in a block")
      }
    }
  }

  @Test("a call of known arguments, or of the app's constants, is folded when compiled")
  func folded() throws {
    let compiled = try Parser.expression(
      "clamp(g, 0, 1) + sq(2) + x", as: Compiled.self, in: HostFixture.environment,
      freeVariables: true)
    let program = try compiled.program(parameters: ["x"])
    #expect(program.description == "argument 0\nadd 5")
  }

  @Test("a program with user calls runs the app's functions on the expansion machine")
  func general() throws {
    let environment = HostFixture.environment
    let compiled = try Parser.expression(
      "fall(x) + clamp(x, 0, 1)", as: Compiled.self, in: environment, freeVariables: true)
    let program = try compiled.program(parameters: ["x"], in: environment)
    #expect(program.description.contains("host clamp/3"))
    let g = HostFixture.gravity
    let atTwo: Double = g * 4 / 2 + 1
    let atHalf: Double = g * 0.25 / 2 + 0.5
    #expect(program.evaluate(2) == atTwo)
    #expect(try program.result([0.5]) == .number(atHalf))
  }
}
