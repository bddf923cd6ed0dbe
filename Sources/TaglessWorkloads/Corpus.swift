/// Lines stored back to back in one buffer, as the pipe mode's reader sees them: each line is a
/// view of the buffer, nothing is copied or allocated per line.
///
/// The benchmarks and the profiling driver run their workloads through it.
///
/// ```swift
/// let corpus = Corpus(Workloads.shortLines(count: 1_000))
/// corpus.forEachLine { line in _ = try? Parser.statement(line, as: Evaluation.self) }
/// ```
public struct Corpus: Sendable {
  /// The lines' UTF-8 bytes, each followed by a line break.
  public let bytes: [UInt8]
  /// Where each line is in ``bytes``, without its line break.
  public let ranges: [Range<Int>]

  /// The lines, copied into one buffer.
  public init(_ lines: [String]) {
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
  @inlinable @inline(__always)
  public func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    bytes.withUnsafeBufferPointer { all in
      for range in ranges { body(UnsafeBufferPointer(rebasing: all[range])) }
    }
  }
}
