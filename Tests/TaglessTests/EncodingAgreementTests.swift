import Testing

@testable import Tagless

// MARK: - Helpers

/// Lines that broke a property, by property, so that a failure reports a few examples.
private struct Mismatches {
  private(set) var lines: [String: [String]] = [:]

  mutating func check(_ property: String, _ holds: Bool, _ line: String) {
    if !holds { lines[property, default: []].append(line) }
  }

  /// Records one issue per property that failed, with up to three of its lines.
  func report(sourceLocation: SourceLocation = #_sourceLocation) {
    for (property, failures) in lines.sorted(by: { $0.key < $1.key }) {
      let examples = failures.prefix(3).map { "\($0.debugDescription)" }.joined(separator: ", ")
      Issue.record(
        "\(property): \(failures.count) lines, such as \(examples)", sourceLocation: sourceLocation)
    }
  }
}

// MARK: - The initial and final encodings agree

@Suite("Encoding agreement: tagless interpreters and the enum tree")
struct EncodingAgreementTests {
  static let seeds: [UInt64] = [0x7A61_1E55, 0xC0FF_EE, 0x5EED_0003, 0xBADD_CAFE]
  static let linesPerSeed = 750

  @Test("every interpreter agrees with the enum tree on random lines", arguments: seeds)
  func agreement(seed: UInt64) throws {
    let environment = Fixture.environment
    var generator = RandomExpression(seed: seed)
    var mismatches = Mismatches()
    for _ in 0..<Self.linesPerSeed {
      let line = generator.line()
      let evaluation = try Parser.expression(line, as: Evaluation.self, in: environment)
      let printed = try Parser.expression(line, as: PrettyPrint.self, in: environment)
      let counted = try Parser.expression(line, as: OperationCount.self, in: environment)
      let listed = try Parser.expression(line, as: SExpression.self, in: environment)
      let tree = try Parser.expression(line, as: ExpressionTree.self, in: environment)

      // (a) Values, bit for bit.
      let evaluated = try tree.evaluate(in: environment)
      mismatches.check("value: evaluate()", Value.sameBits(evaluation.value, evaluated), line)
      let folded = try tree.fold(into: Evaluation.self, in: environment).value
      mismatches.check("value: fold", Value.sameBits(evaluation.value, folded), line)
      // (b) Printed text.
      mismatches.check("text: prettyPrinted()", printed.text == tree.prettyPrinted(), line)
      let foldedText = tree.fold(into: PrettyPrint.self)
      mismatches.check("text: fold", printed == foldedText, line)
      // (c) Operation counts.
      mismatches.check("count: operationCount()", counted == tree.operationCount(), line)
      mismatches.check("count: fold", counted == tree.fold(into: OperationCount.self), line)
      // (d) S-expressions.
      mismatches.check("tree: sExpression()", listed.text == tree.sExpression(), line)
      mismatches.check("tree: fold", listed == tree.fold(into: SExpression.self), line)
      // (e) The printed text reads back as the same tree, and prints the same.
      do {
        let reparsed = try Parser.expression(printed.text, as: ExpressionTree.self, in: environment)
        mismatches.check("round trip", identical(reparsed, tree), line)
        let again = try Parser.expression(printed.text, as: PrettyPrint.self, in: environment)
        mismatches.check("idempotent", again == printed, line)
      } catch {
        mismatches.check("printed text parses", false, line)
      }
    }
    mismatches.report()
  }

  @Test("the random lines cover the whole language")
  func coverage() {
    var generator = RandomExpression(seed: Self.seeds[0])
    let lines = (0..<Self.linesPerSeed).map { _ in generator.line() }
    let vocabulary =
      RandomExpression.binaryOperators + RandomExpression.signs + RandomExpression.names
      + RandomExpression.userFunctions.map { $0.0 + "(" }
      + Names.builtinFunctions.filter { Functional(rawValue: $0) == nil }.map { $0 + "(" }
      + ["(", ")", ",", "\t", "\n", "#"]
    for word in vocabulary {
      #expect(lines.contains { $0.contains(word) }, "never generated: \(word.debugDescription)")
    }
  }

  @Test("the same seed gives the same lines")
  func reproducible() {
    var first = RandomExpression(seed: 42)
    var second = RandomExpression(seed: 42)
    for _ in 0..<100 { #expect(first.line() == second.line()) }
  }

  // MARK: - Literals the generator leaves out

  @Test(
    "non-finite and extreme literals agree too",
    arguments: ["1e400", "-1e400", "1e400 - 1e400", "2 ^ 1e400", "4.9e-324 / 2", "1e308 * 10"])
  func extremeLiterals(line: String) throws {
    let tree = try Parser.expression(line, as: ExpressionTree.self)
    let value = try Parser.expression(line, as: Evaluation.self).value
    #expect(Value.sameBits(value, try tree.evaluate()))
    #expect(try Parser.expression(line, as: PrettyPrint.self).text == tree.prettyPrinted())
    #expect(try Parser.expression(line, as: SExpression.self).text == tree.sExpression())
  }
}
