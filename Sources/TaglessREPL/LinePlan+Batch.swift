import Dispatch
import Tagless

// MARK: - Batch

extension LinePlan {
  /// Lines that name nothing, shown under a plan of one exact or precise interpretation several
  /// at a time, on more than one thread, with the same texts, errors and `ans` as one after
  /// another: a detail of pipe mode's runs of ``LinePlan/numbers(_:)``.
  ///
  /// A line with no letter, `_`, `:`, `=` or non-ASCII byte reads no variable, function or
  /// setting, and changes nothing but `ans` (which it cannot read): such lines do not depend on
  /// each other, and only the last one shown sets `ans`. The pipe collects them while input is
  /// at hand, and ``output(by:calculator:workers:)`` shows them on `workers` threads (without
  /// the double evaluation, which only `ans` needs), then runs the last one shown through the
  /// plan's door for `ans`. The threads pay on a machine with more than one processor
  /// (Benchmarks/README.md, the 50-digit pipe).
  ///
  /// ```swift
  /// var batch = LinePlan.Batch()
  /// var line = "1 / 3"
  /// line.withUTF8 { batch.append($0, number: 1) }
  /// var calculator = Calculator()
  /// batch.run(by: .numbers(.precise), calculator: &calculator, workers: 2)   // [.shown("0.333…")]
  /// ```
  public struct Batch: Sendable {
    /// What one line gave.
    public enum Outcome: Hashable, Sendable {
      /// The text to print.
      case shown(String)
      /// Nothing (a blank line).
      case nothing
      /// The line's error.
      case failed(ParseError)
    }

    /// The lines' bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each line ends in `bytes`.
    private var ends: [Int] = []
    /// Each line's number in its source.
    public private(set) var numbers: [Int] = []

    /// No lines.
    public init() {}

    /// The number of lines.
    public var count: Int { ends.count }

    /// True with no lines.
    public var isEmpty: Bool { ends.isEmpty }

    /// The bytes of all the lines.
    public var byteCount: Int { bytes.count }

    /// Whether a line may join a batch: it names nothing, assigns nothing, nests at most
    /// ``deepestNesting`` levels, and closes every `(` it opens (an unclosed one continues the
    /// statement on the next line, which only the one-by-one path does).
    public static func admits(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
      // This runs on the reading thread, for every line: one table look-up, one sum and one
      // mask a byte, no branch. The sum's fields cannot overflow into each other below 2^31
      // bytes; a longer line is shown one by one.
      guard line.count < 1 << 31 else { return false }
      return byteClasses.withUnsafeBufferPointer { classes in
        var sum: UInt64 = 0
        var all = UInt64.max
        for byte in line {
          let kind = classes[Int(byte)]
          sum &+= kind
          all &= kind
        }
        let nesting = Int((sum >> 32) & 0x7fff_ffff)
        let open = Int(sum & 0xffff_ffff) - line.count
        return all >> 63 == 1 && nesting <= deepestNesting && open <= 0
      }
    }

    /// Whether a line may name something (a variable, a function, `ans`) or assign: it has a
    /// letter, `_`, `:`, `=` or a non-ASCII byte.
    public static func mayName(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
      byteClasses.withUnsafeBufferPointer { classes in
        line.contains { classes[Int($0)] >> 63 == 0 }
      }
    }

    /// What each byte is to ``admits(_:)`` and ``mayName(_:)``: bit 63 clear for a byte that
    /// names or assigns (a letter, `_`, `:`, `=`, any non-ASCII byte), and 0 beside it; for
    /// the others, bit 63 set, 1 in bit 32 for one that may nest (`( ^ - + !`), and in the low
    /// bits one more than what it adds to the open parentheses (2 for `(`, 0 for `)`, 1 for the
    /// others).
    private static let byteClasses: [UInt64] = (0...255).map { value in
      let byte = UInt8(value)
      let lower = byte | 0x20
      if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "=") || byte >= 0x80
      {
        return 0
      }
      let nests: UInt64 = "(^-+!".utf8.contains(byte) ? 1 : 0
      let opens: UInt64 = byte == UInt8(ascii: "(") ? 2 : byte == UInt8(ascii: ")") ? 0 : 1
      return 1 << 63 | nests << 32 | opens
    }

    /// The most parentheses, powers and signs a batched line may have: each may be a level of
    /// the parser's recursion, and a worker thread's stack can be far smaller than the main
    /// thread's (512 KiB where threads get the system's default, against about 6 KiB a level in
    /// a release build and 12 KiB in a debug one).
    public static let deepestNesting = 24

    /// Adds a line (copied), numbered `number`.
    public mutating func append(_ line: UnsafeBufferPointer<UInt8>, number: Int) {
      bytes.append(contentsOf: line)
      ends.append(bytes.count)
      numbers.append(number)
    }

    /// Removes every line, keeping the storage.
    public mutating func removeAll() {
      bytes.removeAll(keepingCapacity: true)
      ends.removeAll(keepingCapacity: true)
      numbers.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with line `index`'s bytes.
    public func withLine<T>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
      let start = index == 0 ? 0 : ends[index - 1]
      return bytes.withUnsafeBufferPointer {
        body(UnsafeBufferPointer(rebasing: $0[start..<ends[index]]))
      }
    }

    /// Shows every line under `plan` on up to `workers` threads; the outcomes in order.
    ///
    /// Then applies to `calculator` what showing them one after another would: `ans` and its
    /// kept number from the last line shown.
    public func run(by plan: LinePlan, calculator: inout Calculator, workers: Int) -> [Outcome] {
      var outcomes: [Outcome] = []
      for part in output(by: plan, calculator: &calculator, workers: workers) {
        var failures = part.failures.makeIterator()
        var failure = failures.next()
        var cursor = 0
        for index in part.lines {
          if failure?.index == index, let failed = failure {
            outcomes.append(.failed(failed.error))
            failure = failures.next()
          } else if part.blank.contains(index) {
            outcomes.append(.nothing)
          } else {
            // The text up to the next newline.
            let end = part.bytes[cursor...].firstIndex(of: UInt8(ascii: "\n")) ?? part.bytes.count
            outcomes.append(.shown(String(decoding: part.bytes[cursor..<end], as: UTF8.self)))
            cursor = end + 1
          }
        }
      }
      return outcomes
    }

    /// What one worker showed for consecutive lines: their texts, each followed by a newline,
    /// and their failures, each placed after the text of the lines before it.
    public struct Part: Sendable {
      /// The lines, by index in the batch.
      public var lines: Range<Int>
      /// The texts shown, one line each.
      public var bytes: [UInt8] = []
      /// The lines that failed, in order.
      public var failures: [Failure] = []
      /// The lines that showed nothing (blank lines).
      public var blank: [Int] = []
      /// The last line shown, by index in the batch.
      var lastShown: Int? = nil
    }

    /// A failed line in a ``Part``.
    public struct Failure: Sendable {
      /// The line, by index in the batch.
      public var index: Int
      /// How many bytes of the part's text come before it.
      public var offset: Int
      /// Its error.
      public var error: ParseError
    }

    /// Shows every line under `plan` on up to `workers` threads, each building the text of its
    /// share of the lines; the parts in order (none for a plan other than
    /// ``LinePlan/numbers(_:)``).
    ///
    /// Then applies to `calculator` what the last line shown left, as showing the lines one
    /// after another would.
    public func output(by plan: LinePlan, calculator: inout Calculator, workers: Int) -> [Part] {
      guard let values = plan.numbers else { return [] }
      let base = calculator
      let workers = max(1, min(workers, count))
      let share = (count + workers - 1) / workers
      let parts = Parts(count: workers)
      let lines = self
      let show = { @Sendable (worker: Int) in
        var part = Part(
          lines: min(lines.count, worker * share)..<min(lines.count, (worker + 1) * share))
        part.bytes.reserveCapacity(part.lines.count * 56)
        for index in part.lines {
          lines.withLine(index) { bytes in
            do throws(ParseError) {
              guard
                try LinePlan.write(bytes, in: values, calculator: base, into: &part.bytes)
              else {
                part.blank.append(index)
                return
              }
              part.lastShown = index
            } catch {
              part.failures.append(Failure(index: index, offset: part.bytes.count, error: error))
            }
          }
        }
        parts.store(worker, part)
      }
      if workers == 1 {
        show(0)
      } else {
        // The workers' threads do not inherit task-local values: hand the cancellation over.
        let cancellation = Cancellation.current
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
          Cancellation.$current.withValue(cancellation) { show(worker) }
        }
      }
      let result = parts.all
      // Only the last line shown sets `ans`: it runs again through the plan's door, for it
      // alone (its double evaluated only now).
      if let last = result.last(where: { $0.lastShown != nil })?.lastShown {
        withLine(last) { bytes in _ = try? plan.run(bytes, calculator: &calculator) }
      }
      return result
    }

    /// The most lines a batch holds before it is shown.
    public static let largestCount = 4_096
    /// The most bytes a batch holds before it is shown (lines may be long).
    public static let largestBytes = 1 << 20
  }
}

// MARK: - Parts

/// One slot per worker, each written by its worker and read after all have finished: memory
/// allocated once, written through a pointer (no exclusive access to a shared array).
private final class Parts: @unchecked Sendable {
  let slots: UnsafeMutableBufferPointer<LinePlan.Batch.Part?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit { slots.deinitialize().deallocate() }

  /// Stores worker `index`'s part.
  func store(_ index: Int, _ part: LinePlan.Batch.Part) { slots[index] = part }

  /// The parts, in order.
  var all: [LinePlan.Batch.Part] { slots.compactMap { $0 } }
}
