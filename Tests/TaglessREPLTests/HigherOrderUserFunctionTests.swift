import Tagless
import TaglessREPL
import Testing

// MARK: - User functions that take functions

/// `twice(h, x) = h(h(x))`: parameter types inferred from use, checked at each call, the
/// calls run in every view and through both encodings alike.
@Suite("User functions that take functions")
struct HigherOrderUserFunctionTests {
  static let setup = [
    "twice(h, x) = h(h(x))", "f(x) = x^2", "compose(f, g, x) = f(g(x))",
    "apply_n(h, n, x) = n == 0 ? x : apply_n(h, n - 1, h(x))",
    "passes(h, x) = twice(h, x) + sum(h, 1, 2)", "uses(x) = twice(f, x)",
    "test(p, x) = p(x) && p(x + 1)", "add(h, n) = sum(k -> h(k) * n, 1, n)",
    "nest(h, x) = twice(y -> h(y) + x, x)", "runaway(h, n) = runaway(x -> h(h(x)), n - 1)",
    "y = 2", "alias = twice",
  ]

  static let values: [(line: String, value: String)] = [
    ("twice(y -> y + 1, 3)", "5"),
    ("twice(f, 3)", "81"),
    ("compose(f, y -> y + 1, 2)", "9"),
    ("apply_n(y -> 2 * y, 10, 1)", "1024"),
    ("sum(k -> twice(f, k), 1, 3)", "98"),
    ("passes(f, 2)", "21"),
    ("uses(2)", "16"),
    ("test(t -> t > 0, 1)", "true"),
    ("test(t -> t > 0, -1)", "false"),
    ("add(k -> k, 3)", "18"),
    ("nest(t -> 2 * t, 1)", "7"),
    ("twice(t -> t * y, 3)", "12"),
    ("sum(k -> twice(t -> t + k, 0), 1, 3)", "12"),
    ("twice(sin, 1)", "0.7456241416655579"),
    ("test(t -> t > 0, 1) ? 1 : 2", "1"),
    ("sum(uses, 1, 2)", "17"),
    ("alias(t -> t + 1, 1)", "3"),
    ("twice(f, twice(f, 2))", "65536"),
    ("twice(t -> twice(z -> z + t, t), 1)", "9"),
  ]

  @Test("values in eval", arguments: values)
  func evaluated(line: String, value: String) throws {
    #expect(try Calculator.shown(line, .eval, via: .tagless, after: Self.setup) == value)
  }

  static let exactValues: [(line: String, exact: String, precise: String)] = [
    ("twice(y -> y / 3, 1)", "1/9", "0.11111111111111111111"),
    ("sum(k -> twice(t -> 1 / t, k), 1, 3)", "6", "6"),
    ("compose(t -> t + 1/10, t -> t + 2/10, 0)", "3/10", "0.3"),
  ]

  @Test("values in exact and precise", arguments: exactValues)
  func exactAndPrecise(line: String, exact: String, precise: String) throws {
    #expect(try Calculator.shown(line, .exact, via: .tagless, after: Self.setup) == exact)
    let shown = try Calculator.shown(line, .precise, via: .tagless, after: Self.setup)
    #expect(shown.hasPrefix(precise), "\(shown)")
  }

  static let views: [Interpretation] = [
    .eval, .pretty, .count, .ast, .latex, .rpn, .exact, .precise, .simplify, .diff(by: "y"),
  ]

  @Test(
    "every view prints the same through both encodings",
    arguments: values.map(\.line) + [
      "runaway(t -> t, 3)", "twice(t -> t > 0, 1)", "twice(twice, 1)", "uses(y)",
      "twice(t -> undefined(t), 1)", "compose(f, t -> 1 / 0, 1)",
    ])
  func agree(_ line: String) throws {
    try Calculator.expectAgreement(line, in: Self.views, after: Self.setup)
  }

  static let printed: [(line: String, view: Interpretation, text: String)] = [
    ("twice(y -> y + 1, 3)", .pretty, "twice(y -> y + 1, 3)"),
    ("twice(f, 3)", .ast, "(call twice f 3)"),
    ("twice(y -> y + 1, 3)", .ast, "(call twice (lambda (y) (add y 1)) 3)"),
    ("twice(y -> y + 1, 3)", .rpn, "{ y -> y 1 + } 3 twice/2"),
    ("twice(y -> y + 1, 3)", .latex, "\\operatorname{twice}(y \\mapsto y + 1, 3)"),
    ("twice(y -> y + 1, 3)", .count, "2"),
    ("twice(f, y)", .simplify, "f(f(y))"),
  ]

  @Test("each view shows the call as written", arguments: printed)
  func views(line: String, view: Interpretation, text: String) throws {
    #expect(try Calculator.shown(line, view, via: .tagless, after: Self.setup) == text)
  }

  @Test("the printed call parses back to itself", arguments: values.map(\.line))
  func roundTrip(_ line: String) throws {
    let printed = try Calculator.shown(line, .pretty, via: .tagless, after: Self.setup)
    #expect(try Calculator.shown(printed, .pretty, via: .tagless, after: Self.setup) == printed)
    #expect(
      try Calculator.shown(printed, .eval, via: .tagless, after: Self.setup)
        == Calculator.shown(line, .eval, via: .tagless, after: Self.setup))
  }

  static let errors: [(line: String, error: String)] = [
    (
      "twice(y -> y > 1, 3)",
      "7: 'twice' needs a function of one number returning a number as argument 1, found one "
        + "returning a Boolean"
    ),
    (
      "twice(3, 3)",
      "7: 'twice' needs a function of one number returning a number as argument 1, found a number"
    ),
    (
      "1 + twice((a, b) -> a, 3)",
      "11: 'twice' needs a function of one number returning a number as argument 1, found a "
        + "function of two numbers returning a number"
    ),
    ("twice(y -> y, 3, 4)", "1: 'twice' takes 2 arguments, got 3"),
    (
      "compose(f, 2, 3)",
      "12: 'compose' needs a function of one number returning a number as "
        + "argument 2, found a number"
    ),
    (
      "test(t -> t, 1)",
      "6: 'test' needs a function of one number returning a Boolean as argument 1, found one "
        + "returning a number"
    ),
    (
      "twice(twice, 1)",
      "7: 'twice' takes functions: it is called, as twice(…), not passed as a value"
    ),
    (
      "sum(twice, 1, 2)",
      "5: 'twice' takes functions: it is called, as twice(…), not passed as a value"
    ),
    (
      "runaway(t -> t, 3)",
      "1: calls of functions that take functions nest too deeply (the limit is 2500 levels of "
        + "nesting in all)"
    ),
    (
      "bad(h, x) = h(x) + h(x, x)",
      "20: 'h' is applied to two numbers here, but to one number before"
    ),
    (
      "bad(h, x) = h(x) + (h(x) && true)",
      "21: 'h(…)' is used as a Boolean here, but as a number elsewhere"
    ),
    (
      "bad(h, x) = twice(h, x) + h(x, x)",
      "27: 'h' is applied to two numbers here, but to one number before"
    ),
    (
      "bad(h, n) = n == 0 ? h(1) : bad((a, b) -> a, n - 1)",
      "33: 'bad' needs a function of one number returning a number as argument 1, found a "
        + "function of two numbers returning a number"
    ),
    (
      "bad(h) = (h -> h(1))(2)",
      "16: 'h' is a lambda's parameter here, a number: it cannot be called"
    ),
  ]

  @Test("a wrong use or call is an error at its column, naming both types", arguments: errors)
  func typeErrors(line: String, error: String) throws {
    #expect(try Calculator.shown(line, .eval, via: .tagless, after: Self.setup) == error)
    #expect(try Calculator.shown(line, .eval, via: .enum, after: Self.setup) == error)
  }

  @Test(":funcs shows the parameter types inferred from use")
  func listing() {
    let listed = Session.reply(to: [
      "twice(h, x) = h(h(x))", "test(p, x) = p(x) && p(x + 1)",
      "compose(f, g, x) = f(g(x))", "passes(h, x) = twice(h, x)", ":funcs",
    ])
    #expect(
      listed
        == "compose(f, g, x) = f(g(x))  : function of (function of one number returning a "
        + "number, function of one number returning a number, number) returning a number\n"
        + "passes(h, x) = twice(h, x)  : function of (function of one number returning a "
        + "number, number) returning a number\n"
        + "test(p, x) = p(x) && p(x + 1)  : function of (function of one number returning a "
        + "Boolean, number) returning a Boolean\n"
        + "twice(h, x) = h(h(x))  : function of (function of one number returning a number, "
        + "number) returning a number")
  }

  @Test("a failed definition changes nothing")
  func failedDefinition() {
    let reply = Session.reply(to: [
      "twice(h, x) = h(h(x))", "twice(h, x) = h(x) + h(x, x)", "twice(y -> y + 1, 3)",
    ])
    #expect(reply == "5")
    let listed = Session.reply(to: [
      "twice(h, x) = h(h(x))", "twice(h, x) = h(x) + h(x, x)", ":funcs",
    ])
    #expect(
      listed
        == "twice(h, x) = h(h(x))  : function of (function of one number returning a number, "
        + "number) returning a number")
  }

  @Test("a function defined before one it calls that takes functions says so when called")
  func forwardCall() throws {
    let setup = Self.setup + ["early(x) = later(x)", "later(x) = twice(f, x)"]
    let expected =
      "1: 'later' takes functions or calls one that does: define it before the "
      + "functions that call it"
    #expect(try Calculator.shown("early(2)", .eval, via: .tagless, after: setup) == expected)
    #expect(try Calculator.shown("early(2)", .eval, via: .enum, after: setup) == expected)
  }
}

// MARK: - Compiled

/// `:table` and `:plot` parse into ``Compiled``, whose program cannot pass functions: a call
/// of a function that takes functions is compiled as its expansion.
@Suite("Functions that take functions in compiled programs")
struct HigherOrderCompiledTests {
  @Test(":table runs them compiled, function arguments capturing the variable too")
  func table() {
    let setup = ["twice(h, x) = h(h(x))", "f(x) = x^2", "uses(x) = twice(f, x)"]
    #expect(
      Session.reply(to: setup + [":table twice(f, x) for x in 1..3"])
        == "x  twice(f, x)\n1            1\n2           16\n3           81")
    #expect(
      Session.reply(to: setup + [":table twice(y -> y * x, 1) + uses(x) for x in 1..2"])
        == "x  twice(y -> y * x, 1) + uses(x)\n1" + String(repeating: " ", count: 31) + "2\n2"
        + String(repeating: " ", count: 30) + "20")
  }
}
