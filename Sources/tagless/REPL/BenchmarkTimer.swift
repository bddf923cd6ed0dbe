import Tagless
import TaglessREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Times a ``BenchmarkPlan`` with the monotonic clock, for `:bench`.
enum BenchmarkTimer {
  /// The median nanoseconds per run of each case, over five batches of about 20 ms.
  ///
  /// A case whose single run takes over 200 ms is timed by that run alone. Nil when the
  /// cancellation in force (Ctrl-C) stopped it.
  static func measure(_ plan: BenchmarkPlan) -> [BenchmarkPlan.Measurement]? {
    var measurements: [BenchmarkPlan.Measurement] = []
    var sink = 0
    for item in plan.cases {
      // Find a batch size that takes about 20 ms.
      var runs = 1
      var elapsed = 0
      while true {
        elapsed = time { for _ in 0..<runs { sink &+= plan.run(item) } }
        if Cancellation.isRequested { return nil }
        if elapsed > 20_000_000 || runs > 1 << 24 { break }
        runs *= elapsed < 2_000_000 ? 8 : 2
      }
      guard runs > 1 || elapsed < 200_000_000 else {
        measurements.append(BenchmarkPlan.Measurement(item, nanoseconds: Double(elapsed)))
        continue
      }
      var samples: [Double] = []
      for _ in 0..<5 {
        let elapsed = time { for _ in 0..<runs { sink &+= plan.run(item) } }
        if Cancellation.isRequested { return nil }
        samples.append(Double(elapsed) / Double(runs))
      }
      measurements.append(BenchmarkPlan.Measurement(item, nanoseconds: samples.sorted()[2]))
    }
    if sink == 42 { print("", terminator: "") }  // keeps the work observable
    return measurements
  }

  private static func time(_ work: () -> Void) -> Int {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    work()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return (end.tv_sec - start.tv_sec) * 1_000_000_000 + (end.tv_nsec - start.tv_nsec)
  }
}
