import Benchmark
import Tagless
import TaglessWorkloads

// MARK: - Formula

/// Group 3: the 50-node formula, parsed once, evaluated at 1,000,000 values of `x` by each
/// encoding, and by the same formula written in Swift.
func formulaBenchmarks() {
  let arguments = Workloads.formulaArguments(count: 1_000_000)
  // 1,000,000 evaluations an iteration, reported per 1,000 (a scaling factor of kilo), so that
  // the table's whole nanoseconds keep three decimals per evaluation.
  let perThousand = Benchmark.Configuration(scalingFactor: .kilo)
  let formula = Workloads.formula
  guard let compiled = try? Parser.expression(formula, as: Compiled.self, freeVariables: true),
    let tree = try? Parser.expression(formula, as: ExpressionTree.self, freeVariables: true),
    let closures = try? Parser.expression(formula, as: Closures.self, freeVariables: true),
    let program = try? compiled.program(parameters: ["x"])
  else { fatalError("the formula does not parse") }

  Benchmark("3 formula x1M (ns per 1,000 x): hand-written Swift", configuration: perThousand) { _ in
    var sum = 0.0
    for x in arguments { sum += Workloads.handWritten(x) }
    blackHole(sum)
  }
  nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Double>.allocate(
    capacity: arguments.count)
  Benchmark("3 formula x1M (ns per 1,000 x): compiled, all x at once", configuration: perThousand) {
    _ in
    arguments.withUnsafeBufferPointer { xs in
      program.evaluate(columns: [xs], into: results)
    }
    blackHole(results.baseAddress)
  }
  Benchmark("3 formula x1M (ns per 1,000 x): compiled, one x at a time", configuration: perThousand)
  { _ in
    var sum = 0.0
    for x in arguments { sum += program.evaluate(x) }
    blackHole(sum)
  }
  Benchmark("3 formula x1M (ns per 1,000 x): enum tree walk", configuration: perThousand) { _ in
    var sum = 0.0
    for x in arguments { sum += tree.value(at: x) }
    blackHole(sum)
  }
  Benchmark("3 formula x1M (ns per 1,000 x): tagless closures", configuration: perThousand) { _ in
    var sum = 0.0
    for x in arguments { sum += closures.run(x) }
    blackHole(sum)
  }
  // Parsing again for each x, with x in the environment: 1,000 values to an iteration.
  let some = Array(arguments.prefix(1_000))
  Benchmark("3 formula x1K (ns per 1,000 x): tagless re-parse") { _ in
    var environment = Environment()
    var sum = 0.0
    for x in some {
      environment.assign("x", x)
      sum += (try? Parser.expression(formula, as: Evaluation.self, in: environment).value) ?? 0
    }
    blackHole(sum)
  }
}
