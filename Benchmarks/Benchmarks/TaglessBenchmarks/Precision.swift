import Benchmark
import Tagless
import TaglessPrecision
import TaglessWorkloads

// MARK: - Exact and arbitrary precision

/// Group 7: `Precise` and `Exact` through the generic parser.
///
/// The six expressions of the bc comparison at 1,000 significant digits, one parse an
/// iteration; and the short lines (1,000 to an iteration) in `Precise` at 50 digits, as the pipe
/// benchmark feeds them, and in `Exact`, which keeps every digit.
func precisionBenchmarks(_ kilo: Benchmark.Configuration) {
  let empty = Environment()
  for text in ["pi", "e", "exp(1.5)", "sin(1)", "log(2)", "atan(1)"] {
    let line = Corpus([text])
    Benchmark("7 precise 1000 digits: \(text)") { _ in
      Precision.withDigits(1_000) {
        line.forEachLine { blackHole(parse($0, as: Precise.self, in: empty)?.value) }
      }
    }
  }
  let short = Corpus(Workloads.shortLines(count: 1_000))
  Benchmark("7 short lines: precise 50 digits", configuration: kilo) { _ in
    Precision.withDigits(50) {
      short.forEachLine { blackHole(parse($0, as: Precise.self, in: empty)?.description) }
    }
  }
  Benchmark("7 short lines: exact", configuration: kilo) { _ in
    short.forEachLine { blackHole(parse($0, as: Exact.self, in: empty)?.description) }
  }
}
