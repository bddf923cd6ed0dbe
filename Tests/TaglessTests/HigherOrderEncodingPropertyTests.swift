import Testing

@testable import Tagless

// MARK: - Both encodings on random higher-order programs

/// Random well-typed higher-order lines (``RandomHigherOrder``: lambdas nested and capturing
/// outer parameters, applications, sums, products, integrals, roots) read into the enum tree
/// give what the tagless interpreters give, through the tree's own switches and through
/// ``ExpressionTree/fold(into:)``, and print back to the same tree.
@Suite("Higher-order lines: the enum tree agrees with the tagless interpreters")
struct HigherOrderEncodingPropertyTests {
  static let seeds: [UInt64] = [0x1A4B_DA, 0xE_0921, 0x5EED_0021]
  static let linesPerSeed = 250

  /// A value's bits, or the message of the error that stopped it.
  static func outcome(_ run: () throws -> String) -> String {
    do {
      return try run()
    } catch let error as ParseError {
      return "error: " + error.message
    } catch let error as CallError {
      return "error: " + error.message
    } catch {
      return "error: \(error)"
    }
  }

  @Test("values, texts, counts and trees agree; printed text reads back", arguments: seeds)
  func agreement(seed: UInt64) throws {
    let environment = Fixture.environment
    var generator = RandomHigherOrder(seed: seed)
    var failures: [String] = []
    var trees = 0
    var functionNodes = 0
    for _ in 0..<Self.linesPerSeed {
      let line = generator.line()
      let tagless = Self.outcome {
        try Parser.typedExpression(line, as: Evaluation.self, in: environment).map(
          number: { "\($0.value.bitPattern)" }, boolean: { "\($0)" })
      }
      guard let tree = try? Parser.typedExpression(line, as: ExpressionTree.self, in: environment)
      else { continue }
      trees += 1
      if tree.map(number: { $0.sExpression() }, boolean: { $0.sExpression() }).contains("lambda") {
        functionNodes += 1
      }
      let evaluated = Self.outcome {
        switch tree {
        case .number(let tree): "\(try tree.evaluate(in: environment).bitPattern)"
        case .boolean(let tree): "\(try tree.evaluate(in: environment))"
        }
      }
      if evaluated != tagless { failures.append("evaluate: \(line): \(tagless) \(evaluated)") }
      let folded = Self.outcome {
        switch tree {
        case .number(let tree):
          "\(try tree.fold(into: Evaluation.self, in: environment).value.bitPattern)"
        case .boolean(let tree): "\(try tree.fold(into: Evaluation.self, in: environment))"
        }
      }
      if folded != tagless { failures.append("fold: \(line): \(tagless) \(folded)") }
      let printed = try Parser.typedExpression(line, as: PrettyPrint.self, in: environment)
        .map(number: \.text, boolean: \.text)
      let text = tree.map(number: { $0.prettyPrinted() }, boolean: { $0.prettyPrinted() })
      let foldedText = tree.map(
        number: { $0.fold(into: PrettyPrint.self).text },
        boolean: { $0.fold(into: PrettyPrint.self).text })
      if text != printed || foldedText != printed { failures.append("pretty: \(line)") }
      let counted = try Parser.typedExpression(line, as: OperationCount.self, in: environment)
        .map(number: { $0 }, boolean: { $0 })
      let count = tree.map(number: { $0.operationCount() }, boolean: { $0.operationCount() })
      let foldedCount = tree.map(
        number: { $0.fold(into: OperationCount.self) },
        boolean: { $0.fold(into: OperationCount.self) })
      if count != counted || foldedCount != counted { failures.append("count: \(line)") }
      let listed = try Parser.typedExpression(line, as: SExpression.self, in: environment)
        .map(number: \.text, boolean: \.text)
      let sExpression = tree.map(number: { $0.sExpression() }, boolean: { $0.sExpression() })
      if sExpression != listed { failures.append("ast: \(line)") }
      let again = try Parser.typedExpression(printed, as: ExpressionTree.self, in: environment)
      let same =
        switch (tree, again) {
        case (.number(let a), .number(let b)): a.isIdentical(to: b) && a.hashValue == b.hashValue
        case (.boolean(let a), .boolean(let b)): a.isIdentical(to: b)
        default: false
        }
      if !same { failures.append("reread: \(line)") }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, such as \(failures.prefix(3))")
    // Most lines parse, and most of those hold a function node: the property is not vacuous.
    #expect(trees > Self.linesPerSeed / 2)
    #expect(functionNodes > trees / 2)
  }
}
