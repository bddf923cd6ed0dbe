import Testing

@testable import Tagless

// MARK: - Pretty printing

@Suite("Pretty printing")
struct PrettyPrintTests {
  /// Input and its canonical text: minimal parentheses, one space around binary operators, none
  /// after unary minus or inside a call, shortest numbers, ASCII spellings.
  static let table: [(input: String, printed: String)] = [
    ("(1+2)*3", "(1 + 2) * 3"),
    ("1-(2-3)", "1 - (2 - 3)"),
    ("(1-2)-3", "1 - 2 - 3"),
    ("1*(2*3)", "1 * (2 * 3)"),
    ("(2^3)^2", "(2 ^ 3) ^ 2"),
    ("2^3^2", "2 ^ 3 ^ 2"),
    ("2^(3^2)", "2 ^ 3 ^ 2"),
    ("(-2)^2", "(-2) ^ 2"),
    ("-2^2", "-2 ^ 2"),
    ("-(2)^2", "-2 ^ 2"),
    ("-(2^2)", "-2 ^ 2"),
    ("2*(-3)", "2 * -3"),
    ("(-2)*3", "-2 * 3"),
    ("-(1+2)", "-(1 + 2)"),
    ("-(2*3)", "-(2 * 3)"),
    ("- - 2", "--2"),
    ("+2", "2"),
    ("1 - (-2)", "1 - -2"),
    ("2^(-1)", "2 ^ -1"),
    ("2^(1+1)", "2 ^ (1 + 1)"),
    ("(1+2)-(3+4)", "1 + 2 - (3 + 4)"),
    ("(1*2)/(3*4)", "1 * 2 / (3 * 4)"),
    ("(8 % 3) % 2", "8 % 3 % 2"),
    ("8 % (3 % 2)", "8 % (3 % 2)"),
    ("(1 + 2) % 2", "(1 + 2) % 2"),
    ("sqrt( 2 )", "sqrt(2)"),
    ("max( 1 ,2,  3 )", "max(1, 2, 3)"),
    ("hypot(3,(4))", "hypot(3, 4)"),
    ("sqrt((1+2))", "sqrt(1 + 2)"),
    ("(sqrt(2))^2", "sqrt(2) ^ 2"),
    ("2.50", "2.5"),
    ("1e3", "1000"),
    ("0.1e1", "1"),
    ("1e21", "1e21"),
    ("1.5e-7", "1.5e-7"),
    ("007.0", "7"),
    ("12 × 3 ÷ 4", "12 * 3 / 4"),
    ("π", "pi"),
    ("2**3", "2 ^ 3"),
    ("5 − 3 – 1", "5 - 3 - 1"),
    ("2 · x", "2 * x"),
    ("(x)", "x"),
    ("ans + f((1)) * g(x, y)", "ans + f(1) * g(x, y)"),
    ("h( )", "h()"),
    ("1 + 2 # note", "1 + 2"),
  ]

  @Test("tagless PrettyPrint", arguments: table)
  func tagless(input: String, printed: String) throws {
    #expect(try pretty(input, in: Fixture.environment) == printed)
  }

  @Test("ExpressionTree.prettyPrinted()", arguments: table)
  func initial(input: String, printed: String) throws {
    #expect(try tree(input, in: Fixture.environment).prettyPrinted() == printed)
  }

  @Test("ExpressionTree folded into PrettyPrint", arguments: table)
  func folded(input: String, printed: String) throws {
    let expression = try tree(input, in: Fixture.environment)
    #expect(expression.fold(into: PrettyPrint.self).text == printed)
  }

  @Test("the printed text parses back to the same tree", arguments: table)
  func roundTrip(input: String, printed: String) throws {
    let original = try tree(input, in: Fixture.environment)
    let reparsed = try tree(original.prettyPrinted(), in: Fixture.environment)
    #expect(identical(reparsed, original), "\(reparsed) ≠ \(original)")
  }

  @Test("printing is idempotent", arguments: table)
  func idempotent(input: String, printed: String) throws {
    let once = try pretty(input, in: Fixture.environment)
    #expect(try pretty(once, in: Fixture.environment) == once)
  }

  // MARK: - Literals that cannot be written as they print

  @Test(
    "an overflowing literal prints as 1e309, the shortest text that reads back as infinity",
    arguments: [("1e400", "1e309"), ("-1e400", "-1e309"), ("2 * 1e999", "2 * 1e309")])
  func infiniteLiteral(input: String, printed: String) throws {
    #expect(try tree(input).prettyPrinted() == printed)
    #expect(try pretty(input) == printed)
    #expect(try tree(input).fold(into: PrettyPrint.self).text == printed)
    #expect(try value(pretty(input)) == value(input))
  }

  @Test("trees that the parser never builds still print text that evaluates the same")
  func negativeLiterals() throws {
    let trees: [(ExpressionTree, String)] = [
      (.power(.number(-2), .number(2)), "(-2) ^ 2"),
      (.subtract(.number(1), .number(-2)), "1 - -2"),
      (.multiply(.number(-0.0), .number(3)), "-0 * 3"),
      (.negate(.number(-2)), "--2"),
      (.power(.number(2), .number(-1)), "2 ^ -1"),
    ]
    for (expression, printed) in trees {
      #expect(expression.prettyPrinted() == printed)
      #expect(expression.fold(into: PrettyPrint.self).text == printed)
      #expect(try Value.sameBits(value(printed), expression.evaluate()), "\(printed)")
    }
  }

  // MARK: - Definitions

  @Test("a definition keeps its body as written and pretty-printed")
  func definitionBody() throws {
    let statement = try Parser.statement("f( t ,u )=t**2+π*u", as: Evaluation.self)
    guard case .definition(let definition) = statement else {
      Issue.record("not a definition: \(statement)")
      return
    }
    #expect(definition.parameters == ["t", "u"])
    #expect(definition.source == "t**2+π*u")
    #expect(definition.type == .number)
    #expect(definition.prettyBody == "t ^ 2 + pi * u")
    #expect(definition.description == "f(t, u) = t ^ 2 + pi * u")
  }
}
