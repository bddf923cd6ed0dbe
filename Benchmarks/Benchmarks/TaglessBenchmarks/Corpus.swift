import Tagless

// MARK: - Corpus

/// Lines stored back to back in one buffer, as the pipe mode's reader sees them: each line is
/// a view of the buffer, nothing is copied or allocated per line.
struct Corpus {
  let bytes: [UInt8]
  let ranges: [Range<Int>]

  init(_ lines: [String]) {
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    for line in lines {
      let start = bytes.count
      bytes += line.utf8
      ranges.append(start..<bytes.count)
      bytes.append(UInt8(ascii: "\n"))
    }
    self.bytes = bytes
    self.ranges = ranges
  }

  /// Calls `body` with each line in turn.
  @inline(__always)
  func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    bytes.withUnsafeBufferPointer { all in
      for range in ranges { body(UnsafeBufferPointer(rebasing: all[range])) }
    }
  }
}

// MARK: - Parsing shortcuts

/// The expression of `line` parsed into `R`, or nil for an error (there are none in the
/// workloads) or a line that is not an expression.
@inline(__always)
func parse<R: Language>(
  _ line: UnsafeBufferPointer<UInt8>, as: R.Type, in environment: Environment
) -> R? {
  guard case .expression(let result)? = try? Parser.statement(line, as: R.self, in: environment)
  else { return nil }
  return result
}
