import Testing

@testable import Tagless
@testable import TaglessWorkloads

// MARK: - The benchmark corpus

/// Every interpreter over the benchmarks' own inputs, through both paths.
///
/// The inputs come from TaglessWorkloads, the generator Benchmarks/ uses; the paths are
/// straight into the interpreter, and through the enum tree. Timing says nothing if the paths
/// compute different things.
@Suite("Benchmark corpus: both paths agree")
struct BenchmarkCorpusAgreementTests {
  /// The short lines, the long line and the deepest expression.
  static let corpus = Workloads.shortLines(count: 1_000) + [Workloads.longLine, Workloads.deepest]

  @Test("the workloads are what the benchmarks say they are")
  func shapes() throws {
    let short = Workloads.shortLines(count: 1_000)
    #expect(short.allSatisfy { (20...40).contains($0.utf8.count) })
    // The same lines as scripts/workloads.py, which feeds the pipe benchmark.
    #expect(
      short.prefix(3) == [
        "20 - 70.8 + (58 * 0.4 + 74) * 89", "(65 / 92 - 91) * (1 + 19)",
        "97 / 60 / 6 * 6.5 + 44.5",
      ])
    #expect((1_800...2_200).contains(Workloads.longLine.utf8.count))
    #expect(Workloads.formulaTerm.nodeCount == 50)
    #expect(
      Workloads.formula
        == "x + 3 + 0.5 / (0.25 * (x + 0.25 / (-x * 1.5)) / x) - (1.75 + x * x) / x * "
        + "(((0.5 - (1.75 + 0.5 * 1.5)) / 1.75 - (0.5 + x) + (3 + x)) / (0.25 + x + x))")
  }

  @Test("the deepest workload is the deepest the parser accepts")
  func deepest() throws {
    let depth = Limits.standard.maximumDepth
    var count: OperationCount? = nil
    var error: ParseError? = nil
    // Unoptimised code needs more stack for 1,000 levels than a test thread has.
    _ = StackProbe.bytesUsed(stackSize: Self.stackSize) {
      count = try? Parser.expression(Workloads.deepest, as: OperationCount.self)
      error = parseError(Workloads.nested(levels: depth + 2))
    }
    // `nested(levels: n)` holds n operations inside n - 1 parentheses.
    #expect(count?.depth == depth + 1)
    #expect(error?.message.contains("nests too deeply") == true)
  }

  /// The stack the deep workloads run on.
  static let stackSize = 64 << 20

  @Test("every interpreter gives the same result through both paths")
  func agreement() throws {
    var failures: [String] = []
    _ = StackProbe.bytesUsed(stackSize: Self.stackSize) {
      for line in Self.corpus where !Self.agree(on: line) {
        failures.append(String(line.prefix(60)))
      }
    }
    #expect(failures.isEmpty, "\(failures.count) lines, such as \(failures.prefix(3))")
  }

  /// Whether every interpreter gives the same result for `line` through both paths.
  static func agree(on line: String) -> Bool {
    do {
      let value = try Parser.expression(line, as: Evaluation.self).value
      let printed = try Parser.expression(line, as: PrettyPrint.self).text
      let counted = try Parser.expression(line, as: OperationCount.self)
      let listed = try Parser.expression(line, as: SExpression.self).text
      let compiled = try Parser.expression(line, as: Compiled.self).program()
      let tree = try Parser.expression(line, as: ExpressionTree.self)
      return try Value.sameBits(tree.evaluate(), value)
        && Value.sameBits(compiled.evaluate(), value)
        && Value.sameBits(tree.fold(into: Compiled.self).program().evaluate(), value)
        && tree.prettyPrinted() == printed && tree.operationCount() == counted
        && tree.sExpression() == listed
    } catch {
      return false
    }
  }

  @Test("the formula: hand-written Swift, compiled, enum and tagless agree at every x")
  func formula() throws {
    let text = Workloads.formula
    let program = try Parser.expression(text, as: Compiled.self, freeVariables: true)
      .program(parameters: ["x"])
    var environment = Environment()
    var failures: [Double] = []
    for x in Workloads.formulaArguments(count: 2_000) + [0, -0.0, -1, 1e-300, .infinity, .nan] {
      environment.assign("x", x)
      let value = try Parser.expression(text, as: Evaluation.self, in: environment).value
      let tree = try Parser.expression(text, as: ExpressionTree.self, in: environment)
        .evaluate(in: environment)
      let agrees =
        Value.sameBits(Workloads.handWritten(x), value)
        && Value.sameBits(program.evaluate(x), value)
        && Value.sameBits(tree, value)
      if !agrees { failures.append(x) }
    }
    #expect(failures.isEmpty, "at x = \(failures.prefix(5))")
  }
}
