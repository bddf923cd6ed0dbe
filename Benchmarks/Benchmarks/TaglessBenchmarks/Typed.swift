import Benchmark
import Tagless
import TaglessWorkloads

// MARK: - Booleans and recursion

/// Group 5: the typed language through both encodings.
///
/// Boolean lines are the short lines compared and chosen between
/// (`a < b && b != 0 ? a : b`, ``Workloads/booleanLines(count:)``), 1,000 to an iteration;
/// recursion is `fib(20)` (21,891 calls) and `fact(170)` (170 calls), parsed and evaluated
/// once an iteration: tagless through the expansion machine, enum by `evaluate(in:)`.
func typedBenchmarks(_ kilo: Benchmark.Configuration) {
  let booleans = Corpus(Workloads.booleanLines(count: 1_000))
  let empty = Environment()
  Benchmark("5 Boolean lines: tagless", configuration: kilo) { _ in
    booleans.forEachLine { blackHole(parseTyped($0, as: Evaluation.self, in: empty)) }
  }
  Benchmark("5 Boolean lines: enum", configuration: kilo) { _ in
    booleans.forEachLine { line in
      switch parseTyped(line, as: ExpressionTree.self, in: empty) {
      case .number(let tree)?: blackHole(try? tree.evaluate())
      case .boolean(let tree)?: blackHole(try? tree.evaluate())
      case nil: break
      }
    }
  }
  let environment = Workloads.recursiveFunctions
  for call in ["fib(20)", "fact(170)"] {
    let line = Corpus([call])
    Benchmark("5 recursion \(call): tagless") { _ in
      line.forEachLine { blackHole(parse($0, as: Evaluation.self, in: environment)?.value) }
    }
    Benchmark("5 recursion \(call): enum") { _ in
      line.forEachLine {
        blackHole(
          parse($0, as: ExpressionTree.self, in: environment).map {
            try? $0.evaluate(in: environment)
          })
      }
    }
  }
}
