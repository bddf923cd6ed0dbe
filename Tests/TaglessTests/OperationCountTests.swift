import Testing

@testable import Tagless

// MARK: - Helpers

/// A count built from a breakdown and a depth, for writing expectations.
private func count(_ kinds: [OperationCount.Kind: Int], depth: Int) -> OperationCount {
  var result = OperationCount()
  for (kind, number) in kinds { result[kind] = number }
  result.depth = depth
  return result
}

// MARK: - Operation counts

@Suite("Operation counts")
struct OperationCountTests {
  @Test("the worked example: 4 operations, 4 deep")
  func workedExample() throws {
    let text = "3 + 5 * (8 - 7) / 6"
    let counted = try Parser.expression(text, as: OperationCount.self)
    #expect(counted.total == 4)
    #expect(counted.depth == 4)
    #expect(counted.breakdown.map(\.kind) == [.add, .subtract, .multiply, .divide])
    #expect(counted.breakdown.map(\.count) == [1, 1, 1, 1])
    #expect(counted == count([.add: 1, .subtract: 1, .multiply: 1, .divide: 1], depth: 4))
    #expect(try tree(text).operationCount() == counted)
  }

  /// Input, its count by kind, and its depth, in the fixture's environment.
  static let table: [(input: String, kinds: [OperationCount.Kind: Int], depth: Int)] = [
    // Leaves count zero.
    ("2", [:], 0),
    ("pi", [:], 0),
    ("π", [:], 0),
    ("e", [:], 0),
    ("x", [:], 0),
    ("ans", [:], 0),
    ("(((2)))", [:], 0),
    ("+2", [:], 0),
    // Operators count one each.
    ("1 + 2", [.add: 1], 1),
    ("1 - 2", [.subtract: 1], 1),
    ("1 * 2", [.multiply: 1], 1),
    ("1 / 2", [.divide: 1], 1),
    ("1 % 2", [.remainder: 1], 1),
    ("-1", [.negate: 1], 1),
    ("--1", [.negate: 2], 2),
    ("2 ^ 3", [.power: 1], 1),
    ("2 ** 3", [.power: 1], 1),
    ("2^3^2", [.power: 2], 2),
    ("-7 % 3", [.negate: 1, .remainder: 1], 2),
    ("1 + 2 + 3 + 4", [.add: 3], 3),
    ("(1 + 2) * (3 + 4)", [.add: 2, .multiply: 1], 2),
    ("12 × 3 ÷ 4 − 1", [.subtract: 1, .multiply: 1, .divide: 1], 3),
    // A built-in call counts one, whatever its arity.
    ("sqrt(2)", [.builtin: 1], 1),
    ("hypot(3, 4)", [.builtin: 1], 1),
    ("max(1)", [.builtin: 1], 1),
    ("max(1, 2, 3, 4)", [.builtin: 1], 1),
    ("min(1 + 2, -3)", [.builtin: 1, .add: 1, .negate: 1], 2),
    ("sqrt(sqrt(sqrt(2)))", [.builtin: 3], 3),
    // A user call counts one, not its body; its arguments count.
    ("f(3)", [.call: 1], 1),
    ("h()", [.call: 1], 1),
    ("g(1, 2)", [.call: 1], 1),
    ("f(1 + 2)", [.call: 1, .add: 1], 2),
    ("k(x)", [.call: 1], 1),
    ("f(f(2))", [.call: 2], 2),
    ("2 * f(x) - sqrt(y)", [.multiply: 1, .call: 1, .subtract: 1, .builtin: 1], 3),
  ]

  @Test("tagless OperationCount", arguments: table)
  func tagless(input: String, kinds: [OperationCount.Kind: Int], depth: Int) throws {
    let expected = count(kinds, depth: depth)
    let counted = try Parser.expression(input, as: OperationCount.self, in: Fixture.environment)
    #expect(counted == expected)
    #expect(counted.total == kinds.values.reduce(0, +))
  }

  @Test("ExpressionTree.operationCount()", arguments: table)
  func initial(input: String, kinds: [OperationCount.Kind: Int], depth: Int) throws {
    let expression = try tree(input, in: Fixture.environment)
    #expect(expression.operationCount() == count(kinds, depth: depth))
    #expect(expression.fold(into: OperationCount.self) == count(kinds, depth: depth))
  }

  /// Boolean-valued and conditional input: the typed language's kinds.
  static let typedTable: [(input: String, kinds: [OperationCount.Kind: Int], depth: Int)] = [
    ("true", [:], 0),
    ("1 < 2", [.compare: 1], 1),
    ("x ≥ y", [.compare: 1], 1),
    ("!true", [.not: 1], 1),
    ("!!(x == 1)", [.not: 2, .compare: 1], 3),
    ("x > 1 && y < 2", [.compare: 2, .and: 1], 2),
    ("x > 1 || !(y < 2)", [.compare: 2, .or: 1, .not: 1], 3),
    ("x < 0 ? -x : x", [.conditional: 1, .compare: 1, .negate: 1], 2),
    ("x < 0 ? x > 1 : true", [.conditional: 1, .compare: 2], 2),
    ("x < 0 ? 1 : y < 0 ? 2 : 3", [.conditional: 2, .compare: 2], 3),
    ("f(x) <= 2 * x", [.compare: 1, .call: 1, .multiply: 1], 2),
  ]

  @Test("both encodings count the typed language's kinds", arguments: typedTable)
  func typed(input: String, kinds: [OperationCount.Kind: Int], depth: Int) throws {
    let expected = count(kinds, depth: depth)
    let counted = try Parser.typedExpression(
      input, as: OperationCount.self, in: Fixture.environment)
    #expect(counted.map(number: { $0 }, boolean: { $0 }) == expected)
    let tree = try Parser.typedExpression(input, as: ExpressionTree.self, in: Fixture.environment)
    #expect(tree.map(number: { $0.operationCount() }, boolean: { $0.operationCount() }) == expected)
    let folded = tree.map(
      number: { $0.fold(into: OperationCount.self) },
      boolean: { $0.fold(into: OperationCount.self) })
    #expect(folded == expected)
  }

  @Test("a recursive call counts once, not its expansion")
  func recursiveCall() throws {
    var session = Session()
    try session.run("fact(n) = n <= 1 ? 1 : n * fact(n - 1)")
    let counted = try Parser.expression(
      "fact(100) + 1", as: OperationCount.self, in: session.environment)
    #expect(counted == count([.call: 1, .add: 1], depth: 2))
  }

  @Test("the kinds of the typed language follow the arithmetic ones")
  func kinds() {
    #expect(
      OperationCount.Kind.allCases.suffix(5) == [.compare, .not, .and, .or, .conditional])
    #expect(OperationCount.Kind.allCases.count == 14)
  }

  @Test("the breakdown lists the kinds that occur, in declaration order")
  func breakdown() throws {
    let counted = try Parser.expression(
      "2 * f(x) - sqrt(y) + 1 % 2 ^ -3", as: OperationCount.self, in: Fixture.environment)
    let kinds: [OperationCount.Kind] = [
      .add, .subtract, .multiply, .remainder, .negate, .power, .builtin, .call,
    ]
    #expect(counted.breakdown.map(\.kind) == kinds)
    #expect(counted.breakdown.allSatisfy { $0.count == 1 })
    #expect(OperationCount().breakdown.isEmpty)
    #expect(OperationCount().total == 0)
  }

  @Test(
    "combining one or two operands gives what the collection form gives",
    arguments: OperationCount.Kind.allCases)
  func combining(kind: OperationCount.Kind) {
    // Two counts with every field different, so a field left out or swapped would show.
    var first = OperationCount()
    var second = OperationCount()
    for (index, other) in OperationCount.Kind.allCases.enumerated() {
      first[other] = index + 1
      second[other] = 10 * (index + 1)
    }
    first.depth = 3
    second.depth = 7
    #expect(
      OperationCount.operation(kind, first, second)
        == OperationCount.operation(kind, over: [first, second]))
    #expect(
      OperationCount.operation(kind, second) == OperationCount.operation(kind, over: [second]))
  }
}
