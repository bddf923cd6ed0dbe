import Testing

@testable import Tagless

// MARK: - Typographic aliases

@Suite("Typographic aliases, whitespace and comments")
struct AliasTests {
  /// Text with an alias, and the same text in ASCII.
  static let aliases: [(alias: String, ascii: String)] = [
    ("3 \u{2212} 2", "3 - 2"),  // MINUS SIGN
    ("3 \u{2013} 2", "3 - 2"),  // EN DASH
    ("\u{2212}2", "-2"),
    ("\u{2013}2", "-2"),
    ("2 \u{2212}\u{2212}2", "2 --2"),
    ("2 \u{2013} \u{2212}2", "2 - -2"),
    ("2 × 3", "2 * 3"),
    ("2 · 3", "2 * 3"),
    ("2×3·4", "2*3*4"),
    ("6 ÷ 3", "6 / 3"),
    ("12 × 3 ÷ 4", "12 * 3 / 4"),
    ("π", "pi"),
    ("2 × π", "2 * pi"),
    ("sin(π / 2)", "sin(pi / 2)"),
    ("π^2", "pi^2"),
    ("2 ** 3", "2 ^ 3"),
    ("2**3**2", "2^3^2"),
    ("2 ** -1", "2 ^ -1"),
    ("(−2)**2 × π ÷ 4 – 1", "(-2)^2 * pi / 4 - 1"),
  ]

  @Test("an alias gives the same tree as its ASCII form", arguments: aliases)
  func sameTree(alias: String, ascii: String) throws {
    #expect(try sExpression(alias) == sExpression(ascii))
    #expect(try tree(alias) == tree(ascii))
    #expect(try value(alias).bitPattern == value(ascii).bitPattern)
  }

  @Test("an alias prints in its ASCII spelling", arguments: aliases)
  func printsAsASCII(alias: String, ascii: String) throws {
    let printed = try pretty(alias)
    #expect(printed == (try pretty(ascii)))
    let isASCII = printed.unicodeScalars.allSatisfy(\.isASCII)
    #expect(isASCII, "\(printed)")
  }

  @Test(
    "a typographic comparison gives the same tree and prints in ASCII",
    arguments: [
      ("1 ≤ 2", "1 <= 2"), ("1 ≥ 2", "1 >= 2"), ("1 ≠ 2", "1 != 2"), ("x ≤ π", "x <= pi"),
    ])
  func comparisonAlias(alias: String, ascii: String) throws {
    var environment = Environment()
    environment.assign("x", 3)
    let typed = try Parser.typedExpression(alias, as: ExpressionTree.self, in: environment)
    let expected = try Parser.typedExpression(ascii, as: ExpressionTree.self, in: environment)
    #expect(typed == expected)
    let printed = try Parser.typedExpression(alias, as: PrettyPrint.self, in: environment)
    #expect(printed.boolean?.text == ascii)
  }

  @Test("π is the constant pi wherever a name is read")
  func piIsAName() throws {
    #expect(try tree("π") == .constant(.pi))
    let assignment = try #require(parseError("π = 3"))
    #expect(assignment.message == "cannot assign to constant 'pi'")
    let call = try #require(parseError("π(2)"))
    #expect(call.message == "'pi' is a constant, not a function")
    let parameter = try #require(parseError("f(π) = 1"))
    #expect(parameter.message == "a parameter cannot be named after constant 'pi'")
    #expect(parameter.column == 3)
  }

  @Test(
    "an alias needs a space only where its ASCII form would",
    arguments: ["π2", "ππ"])
  func juxtaposition(input: String) throws {
    let error = try #require(parseError(input))
    #expect(error.message.hasPrefix("expected an operator before"), "\(error.message)")
    #expect(error.column == 2)
  }

  @Test("2π multiplies, as 2pi does")
  func numberBeforePi() throws {
    #expect(try value("2π") == 2 * Double.pi)
    #expect(try sExpression("2π") == "(multiply 2 pi)")
  }

  @Test("'* *' with a space is two operators, not '**'")
  func spacedStars() throws {
    let error = try #require(parseError("2 * * 3"))
    #expect(error.message == "expected an expression, found '*'")
    #expect(error.column == 5)
  }

  // MARK: - Whitespace and comments

  static let spacing: [(input: String, value: Double)] = [
    ("1+2", 3),
    ("  1 +   2  ", 3),
    ("1\t+\t2", 3),
    ("\t\t1 + 2\t", 3),
    ("1 + 2 # note", 3),
    ("1 + 2 #note # more", 3),
    ("1 + 2# no space before the comment", 3),
    ("(1 +\n 2)", 3),
    ("(1 +\r\n 2)", 3),
    ("1 + # the first line's comment\n2", 3),
    ("sqrt(\n  16\n)", 4),
    ("max(1,\n2,\t3)", 3),
    ("1 +\n\n\n2", 3),
    ("1\n", 1),
  ]

  @Test("spaces, tabs, line breaks and comments separate tokens", arguments: spacing)
  func whitespace(input: String, value expected: Double) throws {
    #expect(try value(input) == expected)
    #expect(
      try Parser.statement(input, as: Evaluation.self) == .expression(.number(Evaluation(expected)))
    )
  }

  @Test(
    "a blank or comment-only line is the empty statement",
    arguments: [
      "", " ", "\t", "   \t  ", "\n", " \n\t\n", "# only a comment", "   # indented", "#", "#\n#",
    ])
  func empty(input: String) throws {
    #expect(try Parser.statement(input, as: Evaluation.self) == .empty)
    #expect(try Parser.statement(input, as: ExpressionTree.self) == .empty)
    #expect(try Parser.statement(input, as: PrettyPrint.self) == .empty)
  }

  @Test("an expression is required where the grammar needs one", arguments: ["", "# nothing"])
  func emptyExpression(input: String) throws {
    #expect(throws: ParseError.self) { try Parser.expression(input, as: Evaluation.self) }
  }

  @Test(
    "a comment may hold any UTF-8 text",
    arguments: ["1 + 2 # π", "1 + 2 # café", "1 + 2 # × ÷ − –", "1 + 2 # 😀", "# ×\n1 + 2"])
  func nonASCIIComment(input: String) throws {
    #expect(try value(input) == 3)
  }

  @Test("a trailing comment is not part of a function body")
  func commentAfterDefinition() throws {
    let statement = try Parser.statement("f(x) = x + 1  # add one", as: Evaluation.self)
    guard case .definition(let definition) = statement else {
      Issue.record("not a definition: \(statement)")
      return
    }
    #expect(definition.source == "x + 1")
    guard case .number(let body) = definition.body else {
      Issue.record("not a number-valued body: \(definition.body)")
      return
    }
    #expect(identical(body, .add(.variable("x", .nan), .number(1))))
    #expect(definition.prettyBody == "x + 1")
    #expect(definition.description == "f(x) = x + 1")
  }
}
