import Foundation
import Tagless
import TaglessREPL
import Testing

// MARK: - Functions as values inside function bodies

/// `sum`, `product`, `integrate`, `root` and applied lambdas in user functions' bodies,
/// capturing the function's parameters: the values against known sums and integrals, every
/// view through both encodings, the errors' places and the limits.
@Suite("Functionals and lambdas in function bodies")
struct BodyFunctionalTests {
  static let setup = [
    "sq(n) = sum(k -> k^2, 1, n)",
    "lin(x) = integrate(t -> t * x, 0, 1)",
    "tri(n) = sum(k -> n * k, 1, n)",
    "acc(n) = n <= 0 ? 0 : sum(k -> k, 1, n) + acc(n - 1)",
    "fac(n) = product(k -> k, 1, n)",
    "sqrt2(a) = root(x -> x^2 - a, 0, a + 1)",
    "inc(n) = (x -> x + 1)(n)",
    "nest(n) = sum(i -> sum(j -> i * j * n, 1, i), 1, 10)",
    "sines(n) = sum(sin, 1, n)",
    "viaSq(n) = sum(sq, 1, n)",
    "big(n) = (x -> x > 2)(n)",
    "gauss(s) = integrate(x -> exp(-(x / s)^2), -inf, inf)",
    "basel(n) = sum(k -> 1 / k^2, 1, n)",
    "deep(n) = n <= 0 ? 0 : sum(k -> deep(n - 1), 1, 1)",
    "none(a) = root(x -> x^2 + 1, 0, a)",
    "huge(n) = sum(k -> k, 1, n)",
    "loose(n) = sum(k -> k * nowhere, 1, n)",
    "shadow(x) = sum(x -> x, 1, 3) + x",
  ]

  /// What a line shows through `view` after the setup: its text or its error, with its column.
  static func shown(_ line: String, _ view: Interpretation, via encoding: Encoding = .tagless)
    throws -> String
  {
    try Calculator.shown(line, view, via: encoding, after: setup)
  }

  /// Lines and what the evaluator answers, from the closed forms: n(n+1)(2n+1)/6, x/2,
  /// n·n(n+1)/2, the sum of the first triangular numbers, 10!, √2, the sum over i of n·i·i(i+1)/2.
  static let values: [(String, String)] = [
    ("sq(10)", "385"),
    ("lin(3)", "1.5"),
    ("tri(4)", "40"),
    ("acc(4)", "20"),
    ("fac(10)", "3628800"),
    ("inc(5)", "6"),
    ("nest(1)", "1705"),
    ("nest(2)", "3410"),
    ("viaSq(3)", "20"),
    ("big(3)", "true"),
    ("big(1)", "false"),
    ("shadow(10)", "16"),
    ("sum(k -> sq(k), 1, 3)", "20"),
    ("lin(2) + tri(2)", "7"),
    // The body's loop (compiled, its captured n a number) gives the line's loop, bit for bit.
    ("basel(1000) == sum(k -> 1 / k^2, 1, 1000)", "true"),
    ("tri(1000) == sum(k -> 1000 * k, 1, 1000)", "true"),
    ("nest(3) == sum(i -> sum(j -> i * j * 3, 1, i), 1, 10)", "true"),
    ("gauss(2) == integrate(x -> exp(-(x / 2)^2), -inf, inf)", "true"),
    // Failures inside a body's functional: at the outermost call.
    ("2 + none(1)", "5: 'root': no sign change: f(0) = 1 and f(1) = 2"),
    ("1 + huge(1e300)", "5: the range holds more than 2^53 integers, too many to run"),
    ("1 + loose(3)", "5: unknown variable 'nowhere'"),
  ]

  @Test(
    "values match the closed forms, failures their places, in both encodings", arguments: values)
  func value(_ line: String, _ expected: String) throws {
    #expect(try Self.shown(line, .eval) == expected)
    #expect(try Self.shown(line, .eval, via: .enum) == expected)
  }

  @Test("numerical functionals in bodies reach their known values")
  func numerical() throws {
    let root = try #require(Double(try Self.shown("sqrt2(2)", .eval)))
    #expect(abs(root - 2.0.squareRoot()) <= 2.0.squareRoot().ulp)
    let gauss = try #require(Double(try Self.shown("gauss(1)", .eval)))
    #expect(abs(gauss - Double.pi.squareRoot()) < 1e-14)
    let sines = try #require(Double(try Self.shown("sines(3)", .eval)))
    #expect(abs(sines - (sin(1.0) + sin(2.0) + sin(3.0))) < 1e-15)
  }

  @Test("exact and precise run the functionals of a body in their own arithmetic")
  func exactAndPrecise() throws {
    // 1 + 1/4 + … + 1/100 as one fraction.
    #expect(try Self.shown("basel(10)", .exact) == "1968329/1270080")
    #expect(try Self.shown("fac(20)", .exact) == "2432902008176640000")
    #expect(
      try Self.shown("sqrt2(2)", .precise) == "1.4142135623730950488016887242096980785696718753769")
    #expect(try Self.shown("tri(4)", .precise) == "40")
  }

  /// Lines whose views (every one) must print the same through both encodings.
  static let lines = [
    "sq(10)", "lin(3)", "tri(4)", "acc(4)", "fac(10)", "sqrt2(2)", "inc(5)", "nest(1)",
    "sines(3)", "viaSq(3)", "big(3)", "basel(10)", "shadow(10)", "lin(x)", "tri(y)", "inc(y)",
    "sqrt2(y)", "1 + deep(100000)", "2 + none(1)", "1 + huge(1e300)", "1 + loose(3)",
    "sum(k -> tri(k), 1, 3)", "deep(3)", "deep(y)", "acc(y)",
  ]

  static let views: [Interpretation] = [
    .eval, .pretty, .count, .ast, .latex, .rpn, .exact, .precise, .simplify, .diff(by: "x"),
    .diff(by: "y"),
  ]

  @Test("every view prints the same through both encodings", arguments: lines)
  func agree(_ line: String) throws {
    try Calculator.expectAgreement(line, in: Self.views, after: Self.setup)
  }

  @Test("the derivative goes through the body's functional")
  func derivative() throws {
    #expect(try Self.shown("lin(x)", .diff(by: "x")) == "integrate(t -> t, 0, 1)")
    #expect(try Self.shown("tri(y)", .diff(by: "x")) == "0")
    #expect(try Self.shown("inc(y)", .diff(by: "y")) == "1")
    // A recursion under a condition the derivative cannot decide stays a call, inside a
    // body's lambda too (it used to expand until the nesting limit).
    #expect(try Self.shown("acc(y)", .diff(by: "y")) == "y <= 0 ? 0 : acc'(y - 1)")
    #expect(try Self.shown("deep(y)", .diff(by: "y")) == "y <= 0 ? 0 : deep'(y - 1) + 0")
    #expect(
      try Self.shown("deep(y)", .diff(by: "y"), via: .enum) == "y <= 0 ? 0 : deep'(y - 1) + 0")
  }

  @Test("a recursion through a body's lambda stops at the limit, not the stack")
  func nesting() throws {
    let expected =
      "5: functions built in function bodies are applied inside each other too deeply (the "
      + "limit is 250)"
    #expect(try Self.shown("1 + deep(100000)", .eval) == expected)
    #expect(try Self.shown("1 + deep(100000)", .eval, via: .enum) == expected)
    #expect(try Self.shown("deep(200)", .eval) == "0")
  }

  @Test("a sum in a body counts against --max-steps")
  func budget() throws {
    var limits = Limits.standard
    limits.maximumCalls = 100
    var calculator = Calculator(limits: limits)
    _ = try calculator.run("f(n) = sum(k -> k, 1, n)", showing: [.eval])
    for encoding in [Encoding.tagless, .enum] {
      #expect(throws: ParseError.self) {
        _ = try calculator.run("1 + f(1000)", showing: [.eval], via: encoding)
      }
      guard case .results(let shown) = try calculator.run("f(10)", showing: [.eval], via: encoding)
      else {
        Issue.record("no result")
        continue
      }
      #expect(shown.map(\.text) == ["55"])
    }
  }

  @Test(":funcs shows a body with its functionals and lambdas as written")
  func listing() {
    let listed = Session.reply(to: [
      "f(n) = sum(k -> n * k, 1, n)", "g(x) = integrate(t -> t * x, 0, 1)",
      "h(n) = (x -> x + 1)(n)", ":funcs",
    ])
    #expect(
      listed
        == "f(n) = sum(k -> n * k, 1, n)  : function of one number returning a number\n"
        + "g(x) = integrate(t -> t * x, 0, 1)  : function of one number returning a number\n"
        + "h(n) = (x -> x + 1)(n)  : function of one number returning a number")
  }
}
