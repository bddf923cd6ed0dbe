import Testing

@testable import Tagless

// MARK: - Chains

/// A left-associative chain of `count` terms, as a line.
struct Chain: Sendable, CustomStringConvertible {
  let name: String
  let count: Int
  /// The text of term `index` (0-based) and the operator before it.
  let term: @Sendable (Int) -> (op: String, operand: String)

  var text: String {
    var text = term(0).operand
    text.reserveCapacity(count * 6)
    for index in 1..<count {
      let (op, operand) = term(index)
      text += op
      text += operand
    }
    return text
  }

  var description: String { "\(name) × \(count)" }

  static let terms = 100_000

  /// The chain with `count` terms instead.
  func with(count: Int) -> Chain { Chain(name: name, count: count, term: term) }

  /// The chains tested: every operator of `+ - * / %`, mixed precedence, `&&`/`||` over
  /// comparisons.
  static let all: [Chain] = [
    Chain(name: "ones", count: terms) { _ in ("+", "1") },
    Chain(name: "differences", count: terms) { _ in ("-", "1") },
    Chain(name: "products", count: terms) { _ in ("*", "1") },
    Chain(name: "quotients", count: terms) { _ in ("/", "1") },
    Chain(name: "remainders", count: terms) { index in ("%", index == 0 ? "7" : "5") },
    Chain(name: "mixed", count: terms) { index in
      [("+", "2*3"), ("-", "4"), ("+", "5/2"), ("*", "1"), ("-", "7%3")][index % 5]
    },
    Chain(name: "conjunctions", count: terms) { index in ("&&", "0 < \(index % 9 + 1)") },
    Chain(name: "disjunctions", count: terms) { index in
      (index % 2 == 0 ? "&&" : "||", index == terms - 1 ? "1 > 2" : "\(index % 10) >= 0")
    },
  ]
}

// MARK: - Tests

@Suite("Long left-associative chains: long, not deep")
struct LongChainTests {
  /// The tagless interpreters and the enum tree's own functions agree on every chain.
  ///
  /// None of them recurses per link, and the tree is freed through a ``ChainKeeper``. 20,000
  /// terms, ten times the old limit, keep the many views fast in a debug build;
  /// ``values(_:_:)`` runs 100,000.
  @Test(
    "long chains evaluate, print, count and compare alike in both encodings",
    arguments: Chain.all)
  func chain(_ whole: Chain) throws {
    let chain = whole.with(count: 20_000)
    let text = chain.text
    let keeper = ChainKeeper()
    let value = try Parser.typedExpression(text, as: Evaluation.self)
    let tree = try Parser.typedExpression(text, as: ExpressionTree.self)
    keeper.keep(tree)
    let printed = try Parser.typedExpression(text, as: PrettyPrint.self)
    let sExpression = try Parser.typedExpression(text, as: SExpression.self)
    let count = try Parser.typedExpression(text, as: OperationCount.self)
    switch (value, tree, printed, sExpression, count) {
    case (
      .number(let value), .number(let tree), .number(let printed), .number(let s),
      .number(let count)
    ):
      #expect(Value.sameBits(try tree.evaluate(), value.value))
      #expect(tree.prettyPrinted() == printed.text)
      #expect(tree.sExpression() == s.text)
      #expect(tree.operationCount() == count)
      #expect(count.total == chain.count - 1 + Self.innerOperations(chain))
      #expect(Value.sameBits(tree.fold(into: Evaluation.self).value, value.value))
      #expect(tree.fold(into: PrettyPrint.self).text == printed.text)
      // The printed text reads back as the same tree.
      let reparsed = try Parser.expression(printed.text, as: ExpressionTree.self)
      keeper.keep(reparsed)
      #expect(reparsed == tree && reparsed.isIdentical(to: tree))
      #expect(reparsed.hashValue == tree.hashValue)
      #expect(!tree.callsUserFunctions)
    case (
      .boolean(let value), .boolean(let tree), .boolean(let printed), .boolean(let s),
      .boolean(let count)
    ):
      #expect(try tree.evaluate() == value)
      #expect(tree.prettyPrinted() == printed.text)
      #expect(tree.sExpression() == s.text)
      #expect(tree.operationCount() == count)
      #expect(tree.fold(into: Evaluation.self) == value)
      let reparsed = try Parser.typedExpression(printed.text, as: ExpressionTree.self)
      keeper.keep(reparsed)
      guard case .boolean(let again) = reparsed else {
        Issue.record("\(chain) printed as a number")
        return
      }
      #expect(again == tree && again.isIdentical(to: tree) && again.hashValue == tree.hashValue)
    default:
      Issue.record("the encodings disagree on the type of \(chain)")
    }
  }

  /// The operations inside the terms of a chain: `2*3` is one, `1 < 2` one.
  static func innerOperations(_ chain: Chain) -> Int {
    (0..<chain.count).reduce(0) { total, index in
      total + chain.term(index).operand.filter { "*/%<>".contains($0) }.count
    }
  }

  @Test(
    "known values of 100,000-term chains in both encodings",
    arguments: [
      ("ones", 100_000.0), ("differences", -99_998), ("products", 1), ("quotients", 1),
      ("remainders", 2), ("conjunctions", 1), ("disjunctions", 1),
    ])
  func values(_ name: String, _ expected: Double) throws {
    let chain = try #require(Chain.all.first { $0.name == name })
    let keeper = ChainKeeper()
    let text = chain.text
    let tree = try Parser.typedExpression(text, as: ExpressionTree.self)
    keeper.keep(tree)
    switch (tree, try Parser.typedExpression(text, as: Evaluation.self)) {
    case (.number(let tree), .number(let value)):
      #expect(try tree.evaluate() == expected && value.value == expected)
    case (.boolean(let tree), .boolean(let value)):
      #expect(try tree.evaluate() == (expected != 0) && value == (expected != 0))
    default: Issue.record("the encodings disagree on the type of \(chain)")
    }
  }

  /// Nesting keeps its limit: a run of signs as a chain's right operand is as deep as it is
  /// alone, and one sign more than the limit fails at the operator whose operand it is.
  @Test("a right operand nested past the height limit is still an error at its operator")
  func rightNestingKeepsItsLimit() throws {
    let height = Limits.standard.maximumHeight
    let within = "1 + " + String(repeating: "-", count: height - 1) + "1"
    #expect(try Parser.expression(within, as: Evaluation.self).value == 0)
    let over = "1 + " + String(repeating: "-", count: height) + "1"
    let tooDeep = "expression is too deep: more than \(height) operations nested on one path"
    #expect(Self.error(over, as: Evaluation.self) == "3: \(tooDeep)")
    #expect(Self.error(over, as: ExpressionTree.self) == "3: \(tooDeep)")
    let signs = String(repeating: "-", count: height + 1) + "1 + 1"
    #expect(Self.error(signs, as: Evaluation.self) == "\(height + 1): \(tooDeep)")
  }

  /// The column and message of the error parsing `text` gives, if it fails.
  static func error<R: Language>(_ text: String, as interpreter: R.Type) -> String? {
    do {
      _ = try Parser.expression(text, as: R.self)
      return nil
    } catch {
      return "\(error.column): \(error.message)"
    }
  }

  /// A long chain under a long chain: the heights of the inner chains are 1, so a chain of
  /// parenthesized chains is 2.
  @Test("chains of parenthesized chains")
  func chainsOfChains() throws {
    let inner = "(" + Array(repeating: "1", count: 200).joined(separator: "+") + ")"
    let text = Array(repeating: inner, count: 500).joined(separator: "-")
    let keeper = ChainKeeper()
    let tree = try Parser.expression(text, as: ExpressionTree.self)
    keeper.keep(tree)
    #expect(try tree.evaluate() == 200 - 499 * 200)
    #expect(try Parser.expression(text, as: Evaluation.self).value == 200 - 499 * 200)
    #expect(tree.prettyPrinted() == (try Parser.expression(text, as: PrettyPrint.self)).text)
  }
}
