import Dispatch
import Tagless

// MARK: - PreciseBatch

/// Lines that name nothing, shown through one exact or precise entry several at a time, on
/// more than one thread, with the same texts, errors and `ans` as one after another.
///
/// A line with no letter, `_`, `:`, `=` or non-ASCII byte reads no variable, function or
/// setting, and changes nothing but `ans` (which it cannot read): such lines do not depend on
/// each other. The pipe collects them while input is at hand, and ``run(through:calculator:workers:)``
/// shows them on `workers` threads, each from its own copy of the calculator, then applies
/// what each left, in order.
///
/// ```swift
/// var batch = PreciseBatch()
/// var line = "1 / 3"
/// line.withUTF8 { batch.append($0, number: 1) }
/// var calculator = Calculator()
/// batch.run(through: .precise, calculator: &calculator, workers: 2)   // [.shown("0.333…")]
/// ```
public struct PreciseBatch: Sendable {
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

  /// Whether a line may join a batch: it names nothing and assigns nothing.
  public static func admits(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in line {
      let lower = byte | 0x20
      if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "=") || byte >= 0x80
      {
        return false
      }
    }
    return true
  }

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

  /// Shows every line through `entry` on up to `workers` threads; the outcomes in order.
  ///
  /// Then applies to `calculator` what showing them one after another would: `ans` and its
  /// kept number from the last line shown.
  public func run(through entry: InterpreterEntry, calculator: inout Calculator, workers: Int)
    -> [Outcome]
  {
    let base = calculator
    let results = Results(count: count)
    let workers = max(1, min(workers, count))
    let share = (count + workers - 1) / workers
    let lines = self
    let show = { @Sendable (worker: Int) in
      for index in (worker * share)..<min(lines.count, (worker + 1) * share) {
        results.store(index, lines.withLine(index) { base.outcome($0, entry) })
      }
    }
    if workers == 1 {
      show(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: workers, execute: show)
    }
    let outcomes = results.outcomes
    for result in results.shown { if let result { calculator.keep(result) } }
    return outcomes
  }
}

// MARK: - Results

/// One slot per line, each written by one worker and read after all have finished: memory
/// allocated once, written through pointers (no exclusive access to a shared array).
private final class Results: @unchecked Sendable {
  let outcomeSlots: UnsafeMutableBufferPointer<PreciseBatch.Outcome>
  let shownSlots: UnsafeMutableBufferPointer<Calculator.PreciseShown?>

  init(count: Int) {
    outcomeSlots = .allocate(capacity: count)
    outcomeSlots.initialize(repeating: .nothing)
    shownSlots = .allocate(capacity: count)
    shownSlots.initialize(repeating: nil)
  }

  deinit {
    outcomeSlots.deinitialize().deallocate()
    shownSlots.deinitialize().deallocate()
  }

  /// Stores line `index`'s outcome (each index is written by one worker only).
  func store(_ index: Int, _ result: (PreciseBatch.Outcome, Calculator.PreciseShown?)) {
    outcomeSlots[index] = result.0
    shownSlots[index] = result.1
  }

  /// The outcomes, in order.
  var outcomes: [PreciseBatch.Outcome] { Array(outcomeSlots) }
  /// What each line left, in order.
  var shown: [Calculator.PreciseShown?] { Array(shownSlots) }
}

extension Calculator {
  /// A batched line's outcome, and what it leaves.
  fileprivate func outcome(_ bytes: UnsafeBufferPointer<UInt8>, _ entry: InterpreterEntry)
    -> (PreciseBatch.Outcome, PreciseShown?)
  {
    do throws(ParseError) {
      guard let shown = try shown(bytes, precisely: entry) else { return (.nothing, nil) }
      return (.shown(shown.text), shown)
    } catch {
      return (.failed(error), nil)
    }
  }
}
