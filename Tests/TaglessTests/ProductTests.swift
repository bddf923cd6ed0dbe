import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - Both

@Suite("Product interpreter")
struct ProductTests {
  typealias Standard = Both<Evaluation, Both<PrettyPrint, Both<OperationCount, SExpression>>>

  @Test("one parse gives what a parse per interpreter gives")
  func standardInterpreters() throws {
    let environment = Fixture.environment
    let text = "-(x + 1)^2 * 2 / (1 - x) % 7 + f(y) + max(z, 1, 2)"
    let all = try Parser.expression(text, as: Standard.self, in: environment)
    #expect(all.first == (try Parser.expression(text, as: Evaluation.self, in: environment)))
    #expect(
      all.second.first == (try Parser.expression(text, as: PrettyPrint.self, in: environment)))
    #expect(
      all.second.second.first
        == (try Parser.expression(text, as: OperationCount.self, in: environment)))
    #expect(
      all.second.second.second
        == (try Parser.expression(text, as: SExpression.self, in: environment)))
  }

  @Test("statements carry the product")
  func statements() throws {
    let statement = try Parser.statement("a = 2 ^ 10", as: Both<Evaluation, PrettyPrint>.self)
    guard case .assignment(let name, let both) = statement else {
      Issue.record("expected an assignment")
      return
    }
    #expect(name == "a")
    #expect(both == .number(Both(Evaluation(1024), PrettyPrint("2 ^ 10", precedence: .power))))
  }

  @Test("conformances follow the halves: Both<ExpressionTree, Derivative<…>> is a Language")
  func conditionalConformance() throws {
    typealias Mixed = Both<ExpressionTree, Derivative<Simplified<PrettyPrint>>>
    let mixed = try Parser.expression("x * sin(x)", as: Mixed.self, freeVariables: true)
    #expect(mixed.first.prettyPrinted() == "x * sin(x)")
    #expect(mixed.second.derivative(by: "x").residual.text == "sin(x) + x * cos(x)")
  }

  /// Random expressions, with every interpreter of the library in one product, against each
  /// interpreter on its own.
  @Test("agrees with separate parses on random expressions", arguments: 0..<4)
  func random(chunk: UInt64) throws {
    var terms = RandomTerm(seed: 0xB07 &+ chunk)
    var random = SeededGenerator(seed: 0xB0_7B07 &+ chunk)
    typealias Symbolic = Both<LaTeX, Both<RPN, Both<VariableNames, Simplified<PrettyPrint>>>>
    for _ in 0..<200 {
      let text = terms.expression(depth: 4)
      let environment = TestValues.environment { TestValues.any(&random) }
      let all = try Parser.expression(text, as: Both<Standard, Symbolic>.self, in: environment)
      func alone<R: Language>(_: R.Type) throws -> R {
        try Parser.expression(text, as: R.self, in: environment)
      }
      #expect(Value.sameBits(all.first.first.value, try alone(Evaluation.self).value))
      #expect(all.first.second.first == (try alone(PrettyPrint.self)))
      #expect(all.first.second.second.first == (try alone(OperationCount.self)))
      #expect(all.first.second.second.second == (try alone(SExpression.self)))
      #expect(all.second.first == (try alone(LaTeX.self)))
      #expect(all.second.second.first == (try alone(RPN.self)))
      #expect(all.second.second.second.first == (try alone(VariableNames.self)))
      #expect(
        all.second.second.second.second.residual
          == (try alone(Simplified<PrettyPrint>.self)).residual)
    }
  }
}
