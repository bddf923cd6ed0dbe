import Testing

@testable import Tagless

// MARK: - Helpers

/// Runs `lines` in a fresh environment through the tagless evaluator and returns the value of
/// the last one, with the environment they built.
private func taglessValue(_ lines: [String]) throws -> (Value, Environment) {
  var environment = Environment()
  var last: Value?
  for line in lines {
    switch try Parser.statement(line, as: Evaluation.self, in: environment) {
    case .empty: break
    case .expression(.number(let x)):
      last = .number(x.value)
      environment.lastResult = last
    case .expression(.boolean(let b)):
      last = .boolean(b)
      environment.lastResult = last
    case .assignment(let name, .number(let x)): environment.assign(name, .number(x.value))
    case .assignment(let name, .boolean(let b)): environment.assign(name, .boolean(b))
    case .definition(let definition): environment.define(definition)
    }
  }
  return (try #require(last), environment)
}

/// The same lines through the enum tree and its own evaluator.
private func enumValue(_ lines: [String]) throws -> Value {
  var environment = Environment()
  var last: Value?
  for line in lines {
    switch try Parser.statement(line, as: ExpressionTree.self, in: environment) {
    case .empty: break
    case .expression(.number(let tree)):
      last = .number(try tree.evaluate(in: environment))
      environment.lastResult = last
    case .expression(.boolean(let tree)):
      last = .boolean(try tree.evaluate(in: environment))
      environment.lastResult = last
    case .assignment(let name, .number(let tree)):
      environment.assign(name, .number(try tree.evaluate(in: environment)))
    case .assignment(let name, .boolean(let tree)):
      environment.assign(name, .boolean(try tree.evaluate(in: environment)))
    case .definition(let definition): environment.define(definition)
    }
  }
  return try #require(last)
}

/// The error the last of `lines` gives through the tagless evaluator (the others must pass).
private func taglessError(_ lines: [String], _ text: String) -> ParseError? {
  guard let (_, environment) = try? taglessValue(lines + ["0"]) else { return nil }
  do {
    _ = try Parser.statement(text, as: Evaluation.self, in: environment)
    return nil
  } catch {
    return error
  }
}

/// The error the line gives through the enum tree: when parsing, or when evaluating (placed at
/// the outermost call's column, as the REPL places it).
private func enumError(_ lines: [String], _ text: String) -> ParseError? {
  guard let (_, environment) = try? taglessValue(lines + ["0"]) else { return nil }
  do {
    switch try Parser.statement(text, as: ExpressionTree.self, in: environment) {
    case .expression(.number(let tree)): _ = try tree.evaluate(in: environment)
    case .expression(.boolean(let tree)): _ = try tree.evaluate(in: environment)
    default: break
    }
    return nil
  } catch let error as ParseError {
    return error
  } catch let error as CallError {
    var text = text
    return text.withUTF8 { ParseError(error, in: $0) }
  } catch {
    return nil
  }
}

/// The pretty-printed text of a line, which must be an expression.
private func printed(_ text: String, in environment: Environment = Environment()) throws
  -> String
{
  let typed = try Parser.typedExpression(
    text, as: PrettyPrint.self, in: environment, freeVariables: true)
  return typed.map(number: \.text, boolean: \.text)
}

// MARK: - Values

@Suite("The typed language: Booleans, conditionals, recursion")
struct TypedLanguageTests {
  static let functions = [
    "fact(n) = n <= 1 ? 1 : n * fact(n - 1)",
    "gcd(a, b) = b == 0 ? a : gcd(b, a % b)",
    "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)",
    "iseven(n) = n == 0 ? true : isodd(n - 1)",
    "isodd(n) = n == 0 ? false : iseven(n - 1)",
    "collatz(n) = n == 1 ? 0 : 1 + collatz(n % 2 == 0 ? n / 2 : 3 * n + 1)",
    "ack(m, n) = m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1))",
    "loop(x) = loop(x)",
    "sign(x) = x < 0 ? -1 : x > 0 ? 1 : 0",
  ]

  static let values: [(line: String, value: Value)] = [
    ("1 < 2", .boolean(true)),
    ("2 <= 2 && 3 >= 4", .boolean(false)),
    ("1 != 1 || !(2 == 3)", .boolean(true)),
    ("0/0 == 0/0", .boolean(false)),
    ("0/0 != 0/0", .boolean(true)),
    ("-0 == 0", .boolean(true)),
    ("1 ≤ 2 && 2 ≥ 2 && 1 ≠ 2", .boolean(true)),
    ("true ? 1 : 2", .number(1)),
    ("false ? 1 : 1 < 2 ? 2 : 3", .number(2)),
    ("(1 < 2 ? 10 : 20) + 1", .number(11)),
    ("1 < 2 ? true : false", .boolean(true)),
    ("!true || false", .boolean(false)),
    ("fact(10)", .number(3_628_800)),
    ("fact(170) > 1e306", .boolean(true)),
    ("gcd(1071, 462)", .number(21)),
    ("fib(20)", .number(6765)),
    ("iseven(10) && isodd(7)", .boolean(true)),
    ("collatz(27)", .number(111)),
    ("ack(2, 3)", .number(9)),
    ("false ? loop(1) : 2", .number(2)),
    ("false && loop(1) > 0", .boolean(false)),
    ("true || loop(1) > 0", .boolean(true)),
    ("sign(-3) + sign(0) + sign(5)", .number(0)),
  ]

  @Test("Values, through both encodings", arguments: values)
  func value(_ line: String, _ expected: Value) throws {
    let (tagless, _) = try taglessValue(Self.functions + [line])
    #expect(tagless.isIdentical(to: expected), "\(line): \(tagless)")
    let tree = try enumValue(Self.functions + [line])
    #expect(tree.isIdentical(to: expected), "\(line) via enum: \(tree)")
  }

  @Test("Variables and ans hold either type")
  func variablesOfBothTypes() throws {
    let (value, environment) = try taglessValue(["x = 150", "big = x > 100", "big ? 1 : 0"])
    #expect(value == .number(1))
    #expect(environment.variables["big"] == .boolean(true))
    let (answer, _) = try taglessValue(["2 > 1", "ans && true"])
    #expect(answer == .boolean(true))
  }

  @Test("A function's result type is its body's; a self-call takes the type its use asks for")
  func resultTypes() throws {
    let (_, environment) = try taglessValue(Self.functions + ["0"])
    #expect(environment.functions["fact"]?.type == .number)
    #expect(environment.functions["iseven"]?.type == .boolean)
    #expect(environment.functions["loop"]?.type == .number)  // nothing asks: a number
    let (value, _) = try taglessValue(["all(n) = n <= 0 || (n > 0 && all(n - 1))", "all(5)"])
    #expect(value == .boolean(true))
  }

  // MARK: Errors

  static let errors: [(marked: String, message: String)] = [
    ("1 1️⃣+ (2 < 3)", "'+' needs a number on its right, found a Boolean"),
    ("sqrt(1️⃣1 < 2)", "'sqrt' needs a number as argument 1, found a Boolean"),
    ("true 1️⃣&& 1", "'&&' needs a Boolean on its right, found a number"),
    (
      "true ? 1 1️⃣: false",
      "the branches of '?:' must have the same type: a number before ':', a Boolean after it"
    ),
    ("1 < 2 1️⃣< 3", "comparisons do not chain; write 1 < 2 && 2 < 3"),
    (
      "1️⃣-(1 < 2)",
      "'-' needs a number as its operand, found a Boolean; write '!' to negate a Boolean"
    ),
    ("1️⃣!5", "'!' needs a Boolean as its operand, found a number; compare it, as in x != 0"),
    (
      "5 1️⃣? 1 : 2", "'?' needs a Boolean as its condition, found a number; compare it, as in x != 0"
    ),
    ("(1 < 2) 1️⃣* 3", "'*' needs a number on its left, found a Boolean"),
    ("fact(1️⃣true)", "'fact' needs a number as argument 1, found a Boolean"),
    ("1 < 2 ? 3 1️⃣", "expected ':' for the '?' at column 7"),
    ("1 1️⃣: 2", "':' without a '?' before it; a conditional reads c ? a : b"),
    ("1️⃣true = 1", "cannot assign to the Boolean 'true'"),
    (
      "1️⃣loop(1)",
      "calls of user functions nest too deeply (the limit is 10000 levels): 'loop' → 'loop' → 'loop' → …"
    ),
    (
      "2 + 1️⃣loop(1)",
      "calls of user functions nest too deeply (the limit is 10000 levels): 'loop' → 'loop' → 'loop' → …"
    ),
  ]

  @Test(
    "Type and call errors: message and column, the same through both encodings",
    arguments: errors)
  func error(_ marked: String, _ message: String) throws {
    let input = try #require(MarkedText(marked))
    for error in [
      taglessError(Self.functions, input.text), enumError(Self.functions, input.text),
    ] {
      let error = try #require(error, "\(input.text) did not fail")
      #expect(error.message == message)
      #expect(error.column == input.column, "column of \(input.text)")
    }
  }

  @Test("A call of itself used as the other type than the body is an error at that call")
  func selfCallOfTheWrongType() throws {
    let input = try #require(MarkedText("h(x) = 1️⃣h(x) + 1 > 0"))
    let error = try #require(taglessError([], input.text))
    #expect(error.message == "'h(…)' is used as a number here, but its body is a Boolean")
    #expect(error.column == input.column)
  }

  @Test("An ill-typed line changes nothing")
  func illTypedLineChangesNothing() throws {
    let (_, environment) = try taglessValue(["x = 1", "0"])
    #expect(throws: ParseError.self) {
      _ = try Parser.statement("x = 1 + (2 < 3)", as: Evaluation.self, in: environment)
    }
    #expect(environment.variables["x"] == .number(1))
  }

  @Test(
    "A body that calls a function defined later, or redefined with another type, fails when called")
  func lateBinding() throws {
    let (value, _) = try taglessValue(["f(x) = g(x) + 1", "g(x) = 2 * x", "f(3)"])
    #expect(value == .number(7))
    let error = taglessError(["f(x) = g(x) + 1", "g(x) = x > 0"], "f(3)")
    #expect(error?.message == "'g(…)' is a Boolean here, where the body needs a number")
    #expect(error?.functions == ["f"])
    #expect(error?.column == 1)
    let unknown = taglessError(["f(x) = g(x) + 1"], "1 + f(3)")
    #expect(unknown?.message == "unknown function 'g'")
    #expect(unknown?.functions == ["f"])
    #expect(unknown?.column == 5)
  }

  @Test(
    "A line with a syntax error after a failing call reports the syntax error, in both encodings")
  func syntaxErrorsComeFirst() throws {
    for error in [
      taglessError(Self.functions, "loop(1) + )"), enumError(Self.functions, "loop(1) + )"),
    ] {
      #expect(error?.message == "expected an expression, found ')'")
      #expect(error?.column == 11)
    }
  }
}
