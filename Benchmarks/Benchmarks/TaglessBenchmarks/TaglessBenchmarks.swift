import Benchmark
@_spi(Benchmarks) import Tagless
import TaglessWorkloads

// MARK: - Benchmarks

// Names line up in pairs: the group number and workload, then the path.
// Short lines run 1,000 to an iteration and the formula 1,000,000 (a scaling factor of kilo
// or mega), so every time and malloc count is per line or per evaluation.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    maxDuration: .seconds(2),
    maxIterations: 1_000)

  let short = Corpus(Workloads.shortLines(count: 1_000))
  // The same kind of lines, a million of them, all different: the 1,000 lines above repeat at
  // every iteration, so the processor's branch predictors learn part of them; here they cannot.
  let distinct = Corpus(Workloads.shortLines(count: 1_000_000))
  let long = Corpus([Workloads.longLine])
  let deepest = Corpus([Workloads.deepest])
  let empty = Environment()
  let kilo = Benchmark.Configuration(scalingFactor: .kilo)

  // MARK: 1. Parse and evaluate: straight into Evaluation, or through the enum tree.

  let mega = Benchmark.Configuration(scalingFactor: .mega)
  for (name, corpus, configuration) in [
    ("short", short, kilo), ("short 1M distinct", distinct, mega), ("long", long, .init()),
    ("deepest", deepest, .init()),
  ] {
    Benchmark("1 parse+evaluate \(name): tagless", configuration: configuration) { _ in
      corpus.forEachLine { blackHole(parse($0, as: Evaluation.self, in: empty)?.value) }
    }
    Benchmark("1 parse+evaluate \(name): enum", configuration: configuration) { _ in
      corpus.forEachLine {
        blackHole(parse($0, as: ExpressionTree.self, in: empty).map { try? $0.evaluate() })
      }
    }
  }

  // MARK: 2. Parse only (the enum tree, the no-op interpreter), and the lexer alone.

  for (name, corpus, configuration) in [("short", short, kilo), ("long", long, .init())] {
    Benchmark("2 parse \(name): enum tree", configuration: configuration) { _ in
      corpus.forEachLine { blackHole(parse($0, as: ExpressionTree.self, in: empty)) }
    }
    Benchmark("2 parse \(name): no-op interpreter", configuration: configuration) { _ in
      corpus.forEachLine { blackHole(parse($0, as: Nothing.self, in: empty)) }
    }
    Benchmark("2 parse \(name): lexer alone", configuration: configuration) { _ in
      corpus.forEachLine { blackHole(Lexing.tokenCount($0)) }
    }
  }

  // MARK: 3. Evaluate a parsed formula at 1,000,000 values of x.

  formulaBenchmarks()

  // MARK: 5. Booleans and recursion, through both paths.

  typedBenchmarks(kilo)

  // MARK: 7. Exact and arbitrary precision.

  precisionBenchmarks(kilo)

  // MARK: 4. Pretty printing and counting through both paths.

  for (name, corpus, configuration) in [("short", short, kilo), ("long", long, .init())] {
    Benchmark("4 pretty \(name): tagless", configuration: configuration) { _ in
      corpus.forEachLine { blackHole(parse($0, as: PrettyPrint.self, in: empty)?.text) }
    }
    Benchmark("4 pretty \(name): enum", configuration: configuration) { _ in
      corpus.forEachLine { blackHole(parse($0, as: ExpressionTree.self, in: empty)?.prettyPrinted()) }
    }
    Benchmark("4 count \(name): tagless", configuration: configuration) { _ in
      corpus.forEachLine { blackHole(parse($0, as: OperationCount.self, in: empty)?.total) }
    }
    Benchmark("4 count \(name): enum", configuration: configuration) { _ in
      corpus.forEachLine {
        blackHole(parse($0, as: ExpressionTree.self, in: empty)?.operationCount().total)
      }
    }
  }
}
