import Testing

@testable import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - HostFixture

/// An environment with functions and constants an app registered, and user functions and
/// variables of the session that use them.
enum HostFixture {
  /// `clamp(x, lo, hi)`'s derivative by `x`: 1 strictly between the bounds, else 0.
  static let clampSlope = HostFunction(function: "clampslope", arity: 3) { a in
    a[0] > a[1] && a[0] < a[2] ? 1 : 0
  }
  /// By `lo`: 1 below it.
  static let clampLow = HostFunction(function: "clamplow", arity: 3) { a in a[0] < a[1] ? 1 : 0 }
  /// By `hi`: 1 above it.
  static let clampHigh = HostFunction(function: "clamphigh", arity: 3) { a in a[0] > a[2] ? 1 : 0 }

  /// `clamp(x, lo, hi)`, with its three partial derivatives.
  static let clamp = HostFunction(
    function: "clamp", arity: 3, derivatives: [clampSlope, clampLow, clampHigh]
  ) { a in Swift.min(Swift.max(a[0], a[1]), a[2]) }

  /// The logistic function, the derivative of ``softplus``.
  static let logistic = HostFunction(function: "logistic", arity: 1) { a in 1 / (1 + exp(-a[0])) }
  /// `log(1 + e^x)`.
  static let softplus = HostFunction(function: "softplus", arity: 1, derivatives: [logistic]) {
    a in log1p(exp(a[0]))
  }
  /// A function registered without derivatives.
  static let square = HostFunction(function: "sq", arity: 1) { a in a[0] * a[0] }
  /// A predicate.
  static let isInteger = HostFunction(predicate: "isinteger", arity: 1) { a in
    a[0].rounded(.towardZero) == a[0]
  }

  /// `g`.
  static let gravity = 9.80665

  /// The app's registrations, then the session's lines.
  static let environment: Environment = {
    var environment = Environment()
    do {
      try environment.register(clamp)
      try environment.register(softplus)
      try environment.register(square)
      try environment.register(isInteger)
      try environment.define(constant: "g", gravity)
      try environment.define(constant: "metric", true)
    } catch {
      Issue.record("registration failed: \(error)")
    }
    var session = Session(environment: environment)
    do {
      try session.run([
        "x = 0.25",
        "y = 3",
        "fall(t) = g * t ^ 2 / 2",
        "inrange(v) = clamp(v, 0, 1) == v",
        "ramp(v) = metric ? clamp(v, 0, 1) : sq(v)",
      ])
    } catch {
      Issue.record("session failed: \(error)")
    }
    return session.environment
  }()

  /// The value of a number-valued line through every evaluator: the tagless evaluator, the
  /// enum tree's evaluator and its fold, and a compiled program; nil unless all agree bit for
  /// bit.
  static func agreedValue(_ line: String, in environment: Environment = environment) throws
    -> Value?
  {
    let evaluated = try Parser.typedExpression(line, as: Evaluation.self, in: environment)
    let tree = try Parser.typedExpression(line, as: ExpressionTree.self, in: environment)
    let compiled = try Parser.typedExpression(line, as: Compiled.self, in: environment)
    let values: [Value]
    switch (evaluated, tree, compiled) {
    case (.number(let x), .number(let t), .number(let c)):
      values = [
        .number(x.value), .number(try t.evaluate(in: environment)),
        .number(try t.fold(into: Evaluation.self, in: environment).value),
        try c.program(in: environment).result([]),
      ]
    case (.boolean(let x), .boolean(let t), .boolean(let c)):
      values = [
        .boolean(x), .boolean(try t.evaluate(in: environment)),
        .boolean(try t.fold(into: Evaluation.self, in: environment)),
        try c.fragment.program(in: environment).result([]),
      ]
    default:
      return nil
    }
    guard values.allSatisfy({ $0.isIdentical(to: values[0]) }) else { return nil }
    return values[0]
  }
}
