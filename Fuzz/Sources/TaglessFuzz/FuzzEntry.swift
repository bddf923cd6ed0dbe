import Tagless

// MARK: - Entry point

/// libFuzzer's entry point: runs the input, split into lines, through every check, once with
/// the standard limits and once with tiny ones (so that short inputs reach every limit).
///
/// A disagreement or a broken invariant aborts with a message, which libFuzzer reports as a
/// crash and saves the input for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
  for limits in [FuzzHarness.standardLimits, FuzzHarness.tinyLimits] {
    var harness = FuzzHarness(limits: limits)
    harness.run(input)
  }
  return 0
}

/// Stops the run with a message that says which invariant broke.
func fail(_ message: @autoclosure () -> String) -> Never {
  fatalError("FUZZ FINDING: " + message())
}
