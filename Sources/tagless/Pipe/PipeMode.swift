import Tagless
import TaglessPrecision
import TaglessREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs lines from a file descriptor: no prompt, no colour, one output line per value, errors
/// to standard error as `source:line:column: error: message` with the line and a caret.
final class PipeMode {
  /// What each expression line shows.
  let interpretations: [Interpretation]
  /// Which encoding answers.
  let encoding: Encoding
  /// Stop at the first error.
  let bail: Bool
  /// Pipe mode's logic, carrying variables, functions and `ans` from line to line and file
  /// to file.
  var script: ScriptRun
  /// True once any line failed.
  private(set) var failed = false
  /// True once output cannot be written or `--bail` stopped the run.
  private(set) var stopped = false
  /// True once a failure to write output was reported.
  private var reportedOutputFailure = false
  /// True once `:quit` ended the input.
  private(set) var quitting = false

  let output: OutputBuffer
  let errors: OutputBuffer

  init(
    interpretations: [Interpretation], encoding: Encoding, bail: Bool, output: OutputBuffer,
    errors: OutputBuffer
  ) {
    self.interpretations = interpretations
    self.encoding = encoding
    self.bail = bail
    self.script = ScriptRun(
      source: "stdin", interpretations: interpretations, encoding: encoding,
      width: Self.columns())
    self.output = output
    self.errors = errors
  }

  // MARK: Input

  /// Runs every line readable from `descriptor`, naming it `source` in errors, and `name` if it
  /// cannot be read (`tagless: cannot read '/tmp': Is a directory`).
  func run(descriptor: Int32, source: String, name: String) {
    Cancellation.$current.withValue(userInterruption) {
      runLines(descriptor: descriptor, source: source, name: name)
    }
  }

  private func runLines(descriptor: Int32, source: String, name: String) {
    var reader = LineReader(
      descriptor: descriptor, maximumLength: script.calculator.limits.maximumLineLength)
    var lineNumber = 0
    // The hot loop works on a local copy: no exclusivity checks on the class's property.
    var calculator = script.calculator
    defer { script.calculator = calculator }
    // The lines' plan (``LinePlan``): plain evaluation takes the allocation-free path, and one
    // exact or precise interpretation the plan's door, batching lines that name nothing.
    // `:show`, `:via` and `:digits` in the input may change it, and a statement continued
    // over lines (an unclosed `(`) goes the general way until it is complete.
    var fast = false
    var plan: LinePlan? = nil
    var batchLines: Int? = nil
    func choosePaths(digits: Int) {
      let open = script.pending != nil
      let chosen = LinePlan(showing: script.interpretations, via: script.encoding)
      fast = !open && chosen == .evaluation
      plan = nil
      if !open, case .numbers = chosen { plan = chosen }
      batchLines = plan?.batchLines(digits: digits)
    }
    choosePaths(digits: calculator.digits)
    // These local functions are given the calculator rather than capture it: captured by
    // them as well, it was checked for exclusive access at run time on every line.
    // A line the general way. Swapped, not copied: a copy would share the environment's
    // storage, and every assignment would then copy all the variables first.
    func runOneByOne(_ bytes: UnsafeBufferPointer<UInt8>, _ calculator: inout Calculator) {
      swap(&script.calculator, &calculator)
      runShowing(bytes, source: source, lineNumber: lineNumber)
      swap(&script.calculator, &calculator)
      choosePaths(digits: calculator.digits)
    }
    // A line through the plan's door, its text written or its error reported; false for an
    // unclosed '(', which the general way continues on the next line. Kept out of the reading
    // closure: written there, it led the optimiser to check the calculator's exclusive access
    // on every plain line.
    func runPlanned(_ bytes: UnsafeBufferPointer<UInt8>, _ calculator: inout Calculator) -> Bool {
      guard let plan else { return false }
      do throws(ParseError) {
        guard case .results(let shown) = try plan.run(bytes, calculator: &calculator) else {
          return true
        }
        for item in shown {
          output.write(item.text)
          output.write("\n")
        }
      } catch {
        if error.isIncomplete { return false }
        report(error, bytes, source, lineNumber)
      }
      return true
    }
    // Lines that name nothing, shown through exact or precise, wait in a batch while input is
    // at hand, and are shown on several threads (their order and `ans` as one by one). Given
    // to `runBatch` as the calculator is: captured, it was checked for exclusive access at run
    // time on every line that joins it.
    var batch = LinePlan.Batch()
    func runBatch(_ calculator: inout Calculator, _ batch: inout LinePlan.Batch) {
      guard !batch.isEmpty, let plan else { return }
      let workers = batch.count >= Self.smallestParallelBatch ? Self.workers : 1
      let parts = batch.output(by: plan, calculator: &calculator, workers: workers)
      for part in parts where !stopped {
        // The texts, with each failure reported after the texts of the lines before it.
        var start = 0
        part.bytes.withUnsafeBufferPointer { bytes in
          for failure in part.failures where !stopped {
            output.write(UnsafeBufferPointer(rebasing: bytes[start..<failure.offset]))
            start = failure.offset
            batch.withLine(failure.index) {
              report(failure.error, $0, source, batch.numbers[failure.index])
            }
          }
          if !stopped { output.write(UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
        stopped = stopped || output.isBroken
      }
      batch.removeAll()
    }
    // The digits of exact and precise set once for the run: a line then opens no scope for
    // them unless `:digits` changed them.
    Precision.withDigits(calculator.digits) {
      // The closures are written in the call, not kept in constants: a closure in a constant
      // may escape, and the calculator it captures (for `runBatch`) would then be checked
      // for exclusive access at run time on every line.
      reader.forEach(
        beforeBlocking: {
          runBatch(&calculator, &batch)
          output.flush()
          // Everything computed is written: SIGINT may end the process at once while it waits.
          PipeInterrupt.setAllWritten(true)
          // A failure in the batch under `--bail` ends the input now, not at the next line.
          return !stopped && !PipeInterrupt.isRequested
        },
        afterBlocking: { PipeInterrupt.setAllWritten(false) }
      ) { item in
        // A failure in a batch shown before a read may have ended the input (`--bail`).
        guard !stopped else { return false }
        lineNumber += 1
        // Lines are batched only while `batchLines` is set, and a batch is shown before the
        // paths can change: a line of any other kind has no batch to look at.
        if let longest = batchLines {
          if case .line(let bytes) = item, LinePlan.Batch.admits(bytes) {
            batch.append(bytes, number: lineNumber)
            if batch.count >= longest || batch.byteCount >= LinePlan.Batch.largestBytes {
              runBatch(&calculator, &batch)
            }
            stopped = stopped || output.isBroken || PipeInterrupt.isRequested
            return !stopped
          }
          runBatch(&calculator, &batch)
          // A failure in the batch under `--bail` ends the input before this line.
          if stopped { return false }
        }
        switch item {
        case .line(let bytes) where fast:
          do throws(ParseError) {
            if let value = try calculator.evaluate(bytes) {
              output.writeLine(value, calculator.display, isExact: calculator.isExact)
            } else if let name = calculator.staleDefinition {
              calculator.staleDefinition = nil
              warnStale(name, calculator.environment, source, lineNumber)
            }
          } catch {
            // A meta-command fails to parse as a statement: it is looked for only then, so
            // plain lines pay nothing for it; nor for an unclosed '(', which the general way
            // continues on the next line.
            if error.isIncomplete || ScriptRun.mayBeCommand(bytes) {
              runOneByOne(bytes, &calculator)
            } else {
              report(error, bytes, source, lineNumber)
            }
          }
        case .line(let bytes) where plan != nil && !ScriptRun.mayBeCommand(bytes):
          // One call of the general way in this case: a second one led the optimiser to put
          // more exclusivity checks on every plain line (Benchmarks/README.md).
          if !runPlanned(bytes, &calculator) { runOneByOne(bytes, &calculator) }
        case .line(let bytes):
          runOneByOne(bytes, &calculator)
        case .tooLong(let length):
          let limit = script.calculator.limits.maximumLineLength
          report("line is too long (\(length) bytes; the limit is \(limit))", source, lineNumber)
        }
        stopped = stopped || output.isBroken || quitting || PipeInterrupt.isRequested
        return !stopped
      }
    }
    if !stopped { runBatch(&calculator, &batch) }
    finishStatement()
    output.flush()
    reportOutputFailure()
    // A descriptor that is not open (`tagless <&-`) is no input, not an error.
    if let failure = reader.failure, failure != EBADF {
      reportFailure(
        "tagless: cannot read '\(VisibleText.escaped(name))': " + String(cString: strerror(failure))
      )
    }
  }

  /// The bytes from which a line is long.
  ///
  /// The output before such a line is written first, and SIGINT in it ends the process at
  /// once. A write costs less than parsing this much.
  static let longLine = 16_384

  /// The fewest lines worth more than one thread.
  static let smallestParallelBatch = 64
  /// The threads a batch is shown on: the processors online, at most 4.
  static let workers = max(1, min(4, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

  /// Ends a source: reports a statement still open at its end (an unclosed `(` on the last
  /// line), unless the run was stopped.
  func finishStatement() {
    guard let printed = script.finish(), !stopped, !PipeInterrupt.isRequested,
      let error = printed.error
    else { return }
    emit(error)
  }

  /// Runs one line given as text, as line `number` of `source` (for the nth `-e`).
  func run(line: String, source: String, number: Int = 1) {
    var line = line
    Cancellation.$current.withValue(userInterruption) {
      line.withUTF8 { runShowing($0, source: source, lineNumber: number) }
    }
    output.flush()
    reportOutputFailure()
  }

  /// Says once why output could not be written, unless the reader simply left (`EPIPE`, as
  /// in `tagless < big | head -1`), which ends the run quietly.
  private func reportOutputFailure() {
    guard let failure = output.failure, failure != EPIPE, !reportedOutputFailure else { return }
    reportedOutputFailure = true
    emit("tagless: cannot write to standard output: " + String(cString: strerror(failure)))
  }

  // MARK: Lines

  private func runShowing(_ bytes: UnsafeBufferPointer<UInt8>, source: String, lineNumber: Int) {
    script.source = source
    // The output before a long line is written first: SIGINT in it then ends the process at
    // once, rather than after freeing what the stopped line built, which could take longer
    // than the 100 ms Ctrl-C is given (Docs/Robustness.md).
    let long = bytes.count >= Self.longLine
    if long {
      output.flush()
      PipeInterrupt.setAllWritten(!output.isBroken)
    }
    let printed = script.run(bytes, number: lineNumber)
    if long { PipeInterrupt.setAllWritten(false) }
    output.write(printed.output)
    // An interrupted line is not an error of the input: the run ends after what finished.
    if let error = printed.error, !PipeInterrupt.isRequested { emit(error) }
    if let warning = printed.warning { emit(warning, failing: false) }
    switch printed.action {
    case .quit?: quitting = true
    case .benchmark(let plan)?:
      // Nil when SIGINT stopped it: the run ends there.
      if let measured = BenchmarkTimer.measure(plan) {
        let report = script.session.report(measured, for: plan)
        output.write(report.lines.map { $0.plainText + "\n" }.joined())
      }
    case nil: break
    }
  }

  /// The width for `:table` and `:plot`: `$COLUMNS` when it is a sensible number, else 80.
  static func columns() -> Int {
    guard let text = getenv("COLUMNS"), let value = Int(String(cString: text)),
      (20...1_000).contains(value)
    else { return 80 }
    return value
  }

  // MARK: Errors

  private func report(
    _ error: ParseError, _ bytes: UnsafeBufferPointer<UInt8>, _ source: String, _ lineNumber: Int
  ) {
    guard !error.isInterruption else { return }
    let text = String(decoding: bytes, as: UTF8.self)
    let hinted = BareWord.hinted(error, line: text, interactive: false)
    let diagnostic = Diagnostic(hinted, source: source, firstLine: lineNumber, text: text)
    emit(diagnostic.description)
  }

  private func report(_ message: String, _ source: String, _ lineNumber: Int) {
    emit("\(source):\(lineNumber):1: error: \(message)")
  }

  /// Warns of the callers that defining `name` left stale, as the general way does.
  private func warnStale(
    _ name: String, _ environment: Environment, _ source: String, _ lineNumber: Int
  ) {
    guard
      let warning = ScriptRun.staleWarning(
        of: name, in: environment, source: source, line: lineNumber)
    else { return }
    emit(warning, failing: false)
  }

  /// Reports a problem that belongs to no line.
  func reportFailure(_ message: String) { emit(message) }

  /// Writes an error (or, not `failing`, a warning) after the output so far, so the two streams
  /// interleave in order.
  private func emit(_ text: String, failing: Bool = true) {
    failed = failed || failing
    output.flush()
    errors.write(text + "\n")
    errors.flush()
    if bail, failing { stopped = true }
  }
}
