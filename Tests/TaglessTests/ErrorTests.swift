import Testing

@testable import Tagless

// MARK: - Helpers

/// Parses `marked` without its marker and checks the error's message, line and column (the
/// marker's), and whether more input could complete it.
private func expectError(
  _ marked: String, _ message: String, incomplete: Bool = false,
  in environment: Environment = Fixture.environment, limits: Limits = .standard,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let input = try #require(MarkedText(marked), "no 1️⃣ marker", sourceLocation: sourceLocation)
  for error in [
    parseError(input.text, as: Evaluation.self, in: environment, limits: limits),
    parseError(input.text, as: ExpressionTree.self, in: environment, limits: limits),
  ] {
    let error = try #require(error, "\(input.text) parsed", sourceLocation: sourceLocation)
    #expect(error.message == message, sourceLocation: sourceLocation)
    #expect(error.line == input.line, "line", sourceLocation: sourceLocation)
    #expect(error.column == input.column, "column", sourceLocation: sourceLocation)
    #expect(error.isIncomplete == incomplete, "isIncomplete", sourceLocation: sourceLocation)
  }
}

/// Checks an error found while a call runs: the tagless evaluator's parse fails with `message`
/// at the marker, and the enum tree, which parses without running calls, throws the same
/// ``CallError`` from its own evaluator, at the same place.
private func expectCallError(
  _ marked: String, _ message: String, in environment: Environment,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let input = try #require(MarkedText(marked), "no 1️⃣ marker", sourceLocation: sourceLocation)
  let error = try #require(
    parseError(input.text, in: environment), "\(input.text) parsed", sourceLocation: sourceLocation)
  // The chain is data; the description shows it before the message, as the call error does.
  #expect(error.description == "1:\(input.column): " + message, sourceLocation: sourceLocation)
  #expect(error.column == input.column, "column", sourceLocation: sourceLocation)
  let tree = try Parser.typedExpression(input.text, as: ExpressionTree.self, in: environment)
  // The enum's evaluator recurses on the thread's stack, by more than a test thread has at the
  // call-depth limit in a debug build (StackDepthTests), so it runs on a large stack as the
  // `tagless` command's main thread does.
  var outcome: Result<Value, CallError>?
  _ = StackProbe.bytesUsed(stackSize: StackDepthTests.probeStack) {
    outcome = Result { () throws(CallError) -> Value in
      switch tree {
      case .number(let tree): .number(try tree.evaluate(in: environment))
      case .boolean(let tree): .boolean(try tree.evaluate(in: environment))
      }
    }
  }
  switch outcome {
  case .failure(let error):
    #expect(error.description == message, sourceLocation: sourceLocation)
    #expect(error.offset == input.column - 1, "offset", sourceLocation: sourceLocation)
  case .success(let value):
    Issue.record("\(input.text) evaluated as a tree: \(value)", sourceLocation: sourceLocation)
  case nil:
    Issue.record("\(input.text) was not evaluated", sourceLocation: sourceLocation)
  }
}

// MARK: - Messages and columns

@Suite("Errors: messages and columns")
struct ErrorTests {
  /// Marked input and message, in the fixture's environment (x, y, z, ans, f, g, h, k).
  static let errors: [(input: String, message: String)] = [
    // Parentheses.
    ("(1 + 2 1️⃣3", "expected ')' to close '(' at column 1, found '3'"),
    ("1 + 11️⃣)", "unmatched ')'"),
    ("1 + 1️⃣)", "expected an expression, found ')'"),
    ("1️⃣)", "expected an expression, found ')'"),
    ("(1️⃣)", "expected an expression, found ')'"),
    // Names.
    ("1️⃣sqr(2)", "unknown function 'sqr'; did you mean 'sqrt'?"),
    ("1 + 1️⃣sqr(2)", "unknown function 'sqr'; did you mean 'sqrt'?"),
    ("1️⃣mux(1, 2)", "unknown function 'mux'; did you mean 'max'?"),
    ("1️⃣foo(1)", "unknown function 'foo'"),
    ("1️⃣q + 1", "unknown variable 'q'"),
    ("2 * 1️⃣ams", "unknown variable 'ams'; did you mean 'ans'?"),
    ("1️⃣sqrt", "'sqrt' is a function; call it as sqrt(…)"),
    ("1️⃣f + 1", "'f' is a function; call it as f(…)"),
    ("1️⃣pi(2)", "'pi' is a constant, not a function"),
    ("1️⃣x(2)", "'x' is a variable, not a function; write x * (…) to multiply"),
    // Arity.
    ("1️⃣hypot(1)", "'hypot' takes 2 arguments, got 1"),
    ("1️⃣sqrt()", "'sqrt' takes 1 argument, got 0"),
    ("1️⃣max()", "'max' takes at least 1 argument, got 0"),
    ("1️⃣g(1, 2, 3)", "'g' takes 2 arguments, got 3"),
    // Assignments and definitions.
    ("1️⃣pi = 3", "cannot assign to constant 'pi'"),
    ("1️⃣e = 3", "cannot assign to constant 'e'"),
    ("1️⃣sqrt = 3", "cannot assign to built-in function 'sqrt'"),
    ("1️⃣ans = 1", "cannot assign to 'ans', which holds the last result"),
    ("1️⃣sqrt(x) = 1", "cannot redefine built-in function 'sqrt'"),
    ("1️⃣pi(x) = 1", "cannot redefine constant 'pi'"),
    ("1️⃣ans(t) = 1", "cannot redefine 'ans', which holds the last result"),
    ("p(t, 1️⃣t) = 1", "parameter 't' appears twice"),
    ("p(a, b, 1️⃣a) = 1", "parameter 'a' appears twice"),
    ("p(1️⃣sin) = 1", "a parameter cannot be named after built-in function 'sin'"),
    ("p(1️⃣e) = 1", "a parameter cannot be named after constant 'e'"),
    ("f(2) 1️⃣= 3", "only a name (x = 1) or a function head (f(x) = …) can stand left of '='"),
    ("1 1️⃣= 2", "only a name (x = 1) or a function head (f(x) = …) can stand left of '='"),
    ("x = 1️⃣", "expected an expression after '='"),
    ("1️⃣=", "expected an expression, found '='"),
    ("x = 1 1️⃣= 2", "only a name (x = 1) or a function head (f(x) = …) can stand left of '='"),
    // Types.
    ("1 1️⃣+ (2 < 3)", "'+' needs a number on its right, found a Boolean"),
    ("(x > 1) 1️⃣* 2", "'*' needs a number on its left, found a Boolean"),
    ("sqrt(1️⃣1 < 2)", "'sqrt' needs a number as argument 1, found a Boolean"),
    ("true 1️⃣&& 1", "'&&' needs a Boolean on its right, found a number"),
    ("1 1️⃣< true", "'<' needs a number on its right, found a Boolean"),
    (
      "true ? 1 1️⃣: false",
      "the branches of '?:' must have the same type: a number before ':', a Boolean after it"
    ),
    ("1 < 2 1️⃣< 3", "comparisons do not chain; write 1 < 2 && 2 < 3"),
    ("1️⃣!1", "'!' needs a Boolean as its operand, found a number; compare it, as in x != 0"),
    (
      "x 1️⃣? 2 : 3", "'?' needs a Boolean as its condition, found a number; compare it, as in x != 0"
    ),
    (
      "1️⃣-true",
      "'-' needs a number as its operand, found a Boolean; write '!' to negate a Boolean"
    ),
    // Juxtaposition and stray characters.
    ("1 1️⃣2", "expected an operator before '2'; write '*' to multiply"),
    ("2x 1️⃣x", "expected an operator before 'x'; write '*' to multiply"),
    ("sqrt(2) 1️⃣(3)", "expected an operator before '('; write '*' to multiply"),
    ("1 1️⃣, 2", "expected an operator or the end of the line, found ','"),
    ("1 +1️⃣* 2", "expected an expression, found '*'"),
    ("1 +1️⃣", "expected an expression after '+'"),
    ("1 1️⃣$ 2", "unexpected character '$'"),
    ("max(1 1️⃣; 2)", "unexpected character ';'"),
    ("1 + 1️⃣😀", "unexpected character '😀'"),
    ("π × 2 ÷ 1️⃣@", "unexpected character '@'"),
    ("1 +\n  2 *\n\t1️⃣$", "unexpected character '$'"),
  ]

  @Test("each error has its message, line and column", arguments: errors)
  func error(input: String, message: String) throws {
    try expectError(input, message)
  }

  /// Errors at the end of text that is inside parentheses: more input could complete them.
  static let incomplete: [(input: String, message: String)] = [
    ("(1 + 21️⃣", "expected ')' to close '(' at column 1"),
    ("((1 + 2)1️⃣", "expected ')' to close '(' at column 1"),
    ("1 + (2 * (31️⃣", "expected ')' to close '(' at column 10"),
    ("sqrt(21️⃣", "expected ')' to close '(' at column 5"),
    ("(1 +\n 21️⃣", "expected ')' to close '(' at column 1 of the line before"),
    ("1 +\n(2 *\n 31️⃣", "expected ')' to close '(' at column 1 of the line before"),
    ("(2 *\n 3 +\n 41️⃣", "expected ')' to close '(' at column 1 of the line 2 lines before"),
    ("(1 +1️⃣", "expected an expression after '+'"),
    ("max(1,1️⃣", "expected an expression after ','"),
    ("π × (1️⃣", "expected an expression after '('"),
  ]

  @Test("an error at the end inside parentheses is incomplete", arguments: incomplete)
  func incompleteInput(input: String, message: String) throws {
    try expectError(input, message, incomplete: true)
  }

  @Test("a call with a number for a parameter is an expression, not a definition")
  func callLeftOfEquals() throws {
    try expectError("1️⃣f(2) = 3", "unknown function 'f'", in: Environment())
    try expectError(
      "f(2) 1️⃣= 3", "only a name (x = 1) or a function head (f(x) = …) can stand left of '='")
  }

  @Test("'ans' before any expression has no value")
  func ansWithoutValue() throws {
    try expectError(
      "1 + 1️⃣ans", "'ans' has no value yet: it holds the result of the last expression",
      in: Environment())
  }

  // MARK: - Nesting limit

  @Test("parentheses nested past the limit are an error at the first one too many")
  func nestingLimit() throws {
    let limit = Limits.standard.maximumDepth
    let message = "expression nests too deeply (the limit is \(limit) levels)"
    let open = String(repeating: "(", count: limit)
    let close = String(repeating: ")", count: limit + 1)
    try expectError(open + "1️⃣(1" + close, message)
    try expectError("2 * " + open + "1️⃣(1" + close, message)
    #expect(try value(open + "1" + String(repeating: ")", count: limit)) == 1)
  }

  @Test("a smaller nesting limit is enforced at its own column")
  func customNestingLimit() throws {
    let limits = Limits(
      maximumDepth: 3, maximumLineLength: 100, expansionBudget: 1000, maximumVariables: 10,
      maximumFunctions: 10, maximumHeight: 3)
    let message = "expression nests too deeply (the limit is 3 levels)"
    let height = "expression is too deep: more than 3 operations nested on one path"
    try expectError("(((1️⃣(1))))", message, limits: limits)
    // A chain's left operands do not count; a right operand three deep does.
    #expect(
      try Parser.expression("1 + 2 + 3 + 4 + 5", as: Evaluation.self, limits: limits).value == 15)
    try expectError("1 1️⃣+ ---1", height, limits: limits)
    try expectError("---1️⃣-1", height, limits: limits)
    try expectError("2^2^2^21️⃣^2", message, limits: limits)
    try expectError("sqrt(sqrt(sqrt(sqrt1️⃣(1))))", message, limits: limits)
    let long = String(repeating: "1+", count: 60) + "1"
    try expectError(
      String(long.prefix(100)) + "1️⃣" + long.dropFirst(100),
      "the line is too long (the limit is 100 bytes)", limits: limits)
  }

  // MARK: - Recursion

  /// What a call that never stops gives, with the standard limits.
  static func tooDeep(_ name: String) -> String {
    "calls of user functions nest too deeply (the limit is \(Limits.standard.maximumCallDepth) "
      + "levels): '\(name)' → '\(name)' → '\(name)' → …"
  }

  @Test("a function may call itself; a call that never stops is an error at its column")
  func directRecursion() throws {
    var session = Session()
    try session.run("r(t) = t + 1")
    // What was rejected ("'r' would call itself") is defined now, replacing the old r.
    #expect(try session.run("r(t) = t <= 0 ? 0 : 1 + r(t - 1)") == nil)
    #expect(try session.run("r(25)") == .number(25))
    try session.run("q(t) = q(t)")
    try expectCallError("1 + 1️⃣q(2)", Self.tooDeep("q"), in: session.environment)
    try expectCallError("1️⃣q(0) < 1", Self.tooDeep("q"), in: session.environment)
  }

  @Test("a cycle through other functions is defined too, and fails only when it is run")
  func indirectRecursion() throws {
    var session = Session()
    try session.run(["a(t) = t + 1", "b(t) = a(t) * 2", "c(t) = b(t) - 1"])
    #expect(try session.run("c(3)") == .number(7))
    // What was rejected ("'a' would call itself through 'c' (a → c → b → a)") is defined now.
    #expect(try session.run("a(t) = t + c(t)") == nil)
    let message =
      "calls of user functions nest too deeply (the limit is \(Limits.standard.maximumCallDepth) "
      + "levels): 'c' → 'b' → 'a' → …"
    try expectCallError("1️⃣c(3)", message, in: session.environment)
  }

  // MARK: - Errors when a function is called

  @Test("a body's unknown names are errors where the function is called")
  func callTimeErrors() throws {
    var session = Session()
    try session.run(["p(t) = q(t) + 1", "w(t) = t + nope", "s(t) = p(t) * 2"])
    let environment = session.environment
    try expectCallError("1 + 1️⃣p(2)", "in 'p': unknown function 'q'", in: environment)
    try expectCallError("1️⃣w(1)", "in 'w': unknown variable 'nope'", in: environment)
    try expectCallError("1️⃣s(1)", "in 's': in 'p': unknown function 'q'", in: environment)
    let chained = try #require(parseError("s(1)", in: environment))
    #expect(chained.functions == ["s", "p"])
    #expect(chained.message == "unknown function 'q'")
    try session.run("q(t) = t * 10")
    #expect(try session.run("s(1)") == .number(22))
  }

  @Test("a body whose names changed type since is an error where it is called")
  func callTimeTypeErrors() throws {
    var session = Session()
    try session.run(["b = true", "g(t) = b", "n(t) = t", "m(t) = n(t) + 1"])
    #expect(try session.run("g(1)") == .boolean(true))
    try session.run(["b = 2", "n(t) = t > 0"])
    try expectCallError(
      "1️⃣g(1)", "in 'g': 'b' is a number here, where the body needs a Boolean",
      in: session.environment)
    try expectCallError(
      "2 * 1️⃣m(1)", "in 'm': 'n(…)' is a Boolean here, where the body needs a number",
      in: session.environment)
  }

  // MARK: - Invalid UTF-8

  static let invalidUTF8: [(bytes: [UInt8], byte: String, column: Int)] = [
    (Array("1 + ".utf8) + [0xFF], "FF", 5),
    (Array("π + ".utf8) + [0xC3], "C3", 5),
    (Array("1 # ".utf8) + [0xFE], "FE", 5),
    ([0xE2, 0x88], "E2", 1),
    (Array("(1".utf8) + [0x80], "80", 3),
    ([0xC0, 0xAF], "C0", 1),
    ([0xED, 0xA0, 0x80], "ED", 1),
    ([0xF4, 0x90, 0x80, 0x80], "F4", 1),
  ]

  @Test("bytes that are not UTF-8 are an error at their column", arguments: invalidUTF8)
  func invalidBytes(bytes: [UInt8], byte: String, column: Int) throws {
    for error in [parseError(bytes: bytes), parseError(bytes: bytes, as: ExpressionTree.self)] {
      let error = try #require(error)
      #expect(error.message == "invalid UTF-8 (byte 0x\(byte)); the line must be UTF-8 text")
      #expect(error.column == column)
      #expect(error.line == 1)
    }
  }

  @Test("well-formed bytes parse through the byte entry point")
  func validBytes() throws {
    let bytes = Array("2 × (3 − 1) ÷ 4 # note".utf8)
    let statement = try bytes.withUnsafeBufferPointer { buffer throws(ParseError) in
      try Parser.statement(buffer, as: Evaluation.self)
    }
    #expect(statement == .expression(.number(Evaluation(1))))
  }
}
