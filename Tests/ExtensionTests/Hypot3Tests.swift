import Tagless
import TaglessPrecision
import Testing

// MARK: - hypot3, a built-in registered from outside the library

/// `hypot3(x, y, z)`, the length of a vector, registered by a client in this one file.
///
/// The descriptor gives the Double kernel, the partial derivatives `x / hypot3(x, y, z)` (and
/// by y, z), its LaTeX form and an exact kernel. It has no precise kernel, so the precise
/// interpreter must refuse it.
private func hypot3Environment() throws(RegistrationError) -> Environment {
  @Sendable func length(_ a: [Double]) -> Double {
    (a[0] * a[0] + a[1] * a[1] + a[2] * a[2]).squareRoot()
  }
  let partials = ["x", "y", "z"].indices.map { position in
    HostFunction(function: "hypot3d\(["x", "y", "z"][position])", arity: 3) { a in
      a[position] / length(a)
    }
  }
  let hypot3 = HostFunction(function: "hypot3", arity: 3, derivatives: partials, length)
    .with(LaTeXForm { a in "\\left\\lVert (\(a[0]), \(a[1]), \(a[2])) \\right\\rVert" })
    .with(
      ExactKernel { a in
        .function1(
          .sqrt, .add(.add(.multiply(a[0], a[0]), .multiply(a[1], a[1])), .multiply(a[2], a[2])))
      })
  var environment = Environment()
  try environment.register(hypot3)
  return environment
}

/// The environment with `x`, `y`, `z` assigned.
private func hypot3Environment(_ x: Double, _ y: Double, _ z: Double) throws -> Environment {
  var environment = try hypot3Environment()
  environment.assign("x", x)
  environment.assign("y", y)
  environment.assign("z", z)
  return environment
}

// MARK: - Tests

@Suite("hypot3, registered from outside the library, through every interpreter")
struct Hypot3Tests {
  static let points: [(Double, Double, Double)] = [(2, 3, 6), (1, 2, 2), (0, 0, 0), (-4, 0, 3)]

  @Test("evaluated: the tagless evaluator, the enum tree and its fold agree", arguments: points)
  func evaluate(point: (Double, Double, Double)) throws {
    let (x, y, z) = point
    let environment = try hypot3Environment(x, y, z)
    let text = "1 + hypot3(x, y, z)"
    let expected = 1 + (x * x + y * y + z * z).squareRoot()
    #expect(try Parser.expression(text, as: Evaluation.self, in: environment).value == expected)
    let tree = try Parser.expression(text, as: ExpressionTree.self, in: environment)
    #expect(try tree.evaluate(in: environment) == expected)
    #expect(try tree.fold(into: Evaluation.self, in: environment).value == expected)
  }

  @Test("compiled: one point and a column of points, from both encodings")
  func compile() throws {
    let environment = try hypot3Environment()
    let text = "hypot3(x, y, z) / 2"
    let compiled = try Parser.expression(
      text, as: Compiled.self, in: environment, freeVariables: true)
    let tree = try Parser.expression(
      text, as: ExpressionTree.self, in: environment, freeVariables: true)
    let expected = Self.points.map { (x, y, z) in (x * x + y * y + z * z).squareRoot() / 2 }
    for program in try [compiled, tree.fold(into: Compiled.self)].map({
      try $0.program(parameters: ["x", "y", "z"])
    }) {
      #expect(Self.points.map { program.evaluate([$0.0, $0.1, $0.2]) } == expected)
      let columns = [Self.points.map(\.0), Self.points.map(\.1), Self.points.map(\.2)]
      var results = [Double](repeating: .nan, count: Self.points.count)
      columns[0].withUnsafeBufferPointer { xs in
        columns[1].withUnsafeBufferPointer { ys in
          columns[2].withUnsafeBufferPointer { zs in
            results.withUnsafeMutableBufferPointer {
              program.evaluate(columns: [xs, ys, zs], into: $0)
            }
          }
        }
      }
      #expect(results == expected)
    }
  }

  @Test(
    "printed: pretty, LaTeX (its form), S-expression; the enum tree prints what tagless prints",
    arguments: [
      ("hypot3(x, y, z)", "hypot3(x, y, z)", "\\left\\lVert (x, y, z) \\right\\rVert"),
      (
        "hypot3(x + 1, y / 2, z) ^ 2", "hypot3(x + 1, y / 2, z) ^ 2",
        "\\left(\\left\\lVert (x + 1, \\frac{y}{2}, z) \\right\\rVert\\right)^{2}"
      ),
    ])
  func print(text: String, pretty: String, latex: String) throws {
    let environment = try hypot3Environment()
    let printed = try Parser.expression(
      text, as: PrettyPrint.self, in: environment, freeVariables: true)
    let typeset = try Parser.expression(text, as: LaTeX.self, in: environment, freeVariables: true)
    let tree = try Parser.expression(
      text, as: ExpressionTree.self, in: environment, freeVariables: true)
    #expect(printed.text == pretty)
    #expect(typeset.text == latex)
    #expect(tree.prettyPrinted() == pretty)
    #expect(tree.fold(into: LaTeX.self).text == latex)
  }

  @Test(
    "differentiated by the registered partial derivatives; the printed result evaluates",
    arguments: [
      ("hypot3(x, y, z)", "x", "hypot3dx(x, y, z)"),
      ("hypot3(x, y, z)", "z", "hypot3dz(x, y, z)"),
      ("hypot3(2 * x, y, 1)", "x", "2 * hypot3dx(2 * x, y, 1)"),
      ("hypot3(x, 1, 2)", "y", "0"),
    ])
  func differentiate(text: String, variable: String, derivative: String) throws {
    let environment = try hypot3Environment()
    typealias D = Derivative<Simplified<PrettyPrint>>
    let tagless = try Parser.expression(text, as: D.self, in: environment, freeVariables: true)
    #expect(tagless.derivative(by: variable).residual.text == derivative)
    let tree = try Parser.expression(
      text, as: ExpressionTree.self, in: environment, freeVariables: true)
    let folded = try tree.fold(into: D.self, in: environment, freeVariables: true)
    #expect(folded.derivative(by: variable).residual.text == derivative)
    // d/dx hypot3(x, y, z) = x / hypot3(x, y, z): at (2, 3, 6), 2/7.
    let at = try hypot3Environment(2, 3, 6)
    let value = try Parser.expression(derivative, as: Evaluation.self, in: at).value
    let expected: [String: Double] = [
      "hypot3dx(x, y, z)": 2.0 / 7, "hypot3dz(x, y, z)": 6.0 / 7,
      "2 * hypot3dx(2 * x, y, 1)": 2 * 4 / (16.0 + 9 + 1).squareRoot(), "0": 0,
    ]
    #expect(value == expected[derivative])
  }

  @Test(
    "simplified: known arguments fold through the kernel, unknown ones stay a call",
    arguments: [
      ("hypot3(2, 3, 6) + x", "7 + x"),
      ("hypot3(x, 1 + 1, 0)", "hypot3(x, 2, 0)"),
      ("hypot3(1, 2, 2) ^ 2 - x", "9 - x"),
      // Not 0: hypot3 may be infinite, and inf - inf is NaN. The simplifier knows no identity
      // of a registered function, so it never assumes one.
      ("hypot3(x, y, z) - hypot3(x, y, z)", "hypot3(x, y, z) - hypot3(x, y, z)"),
    ])
  func simplify(text: String, simplified: String) throws {
    let environment = try hypot3Environment()
    typealias S = Simplified<PrettyPrint>
    let tagless = try Parser.expression(text, as: S.self, in: environment, freeVariables: true)
    #expect(tagless.residual.text == simplified)
    let tree = try Parser.expression(
      text, as: ExpressionTree.self, in: environment, freeVariables: true)
    #expect(tree.fold(into: S.self).residual.text == simplified)
  }

  @Test(
    "exact runs the exact kernel; precise, which has none, fails at the call's column",
    arguments: [
      ("hypot3(2, 3, 6)", "7", "no precise kernel for 'hypot3'", 0),
      ("1 + hypot3(1, 2, 2) / 3", "2", "no precise kernel for 'hypot3'", 4),
      ("hypot3(0, 0, 0) + 1", "1", "no precise kernel for 'hypot3'", 0),
    ])
  func precision(text: String, exact: String, precise: String, column: Int) throws {
    let environment = try hypot3Environment()
    #expect(
      try Parser.expression(text, as: Exact.self, in: environment).description.hasPrefix(exact))
    let refused = try Parser.expression(text, as: Precise.self, in: environment)
    #expect(refused.failure?.message == precise)
    #expect(refused.failure?.offset == column)
  }

  @Test("exact without a kernel refuses too, at the call, and never uses the Double closure")
  func exactWithoutKernel() throws {
    var environment = Environment()
    try environment.register(function: "half", arity: 1) { $0[0] / 2 }
    let refused = try Parser.expression("2 * half(1)", as: Exact.self, in: environment)
    #expect(refused.failure?.message == "no exact kernel for 'half'")
    #expect(refused.failure?.offset == 4)
  }
}
