import Tagless
import TaglessPrecision
import TaglessREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run of `tagless` was asked to do: the command line's values, parsed and valid.
///
/// ``TaglessCommand`` fills it from swift-argument-parser's parse; ``plain(_:)`` fills it
/// directly for the command lines whose meaning is plain (options with ordinary values, files),
/// so that `tagless -i exact -e 1/3` in a shell loop, or `tagless` alone, does not pay for the
/// parser's reflection over the command's options (most of such a run's instructions;
/// Benchmarks/README.md has the figures).
///
/// Its properties' initial values are the options' defaults, written here only:
/// ``TaglessCommand``'s options start from ``standard``, and ``plain(_:)`` from `Invocation()`.
struct Invocation {
  /// Files to run line by line (`-` is standard input).
  var files: [String] = []
  /// The `-e` lines, in order.
  var expressions: [String] = []
  /// The `-i` choices, already checked by ``TaglessCommand/validate()``.
  var interpreters: [InterpreterChoice] = []
  /// `--via`.
  var via: Encoding = .tagless
  /// `--assume`.
  var assume: Calculator.Assumption?
  /// `--digits`.
  var digits: Int?
  /// `--max-steps`.
  var maxSteps: Int?
  /// `--bail`.
  var bail = false
  /// `--no-color`.
  var noColor = false
  /// `--round-trip`.
  var roundTrip = false

  /// A command line without options: every option at its default.
  static let standard = Invocation()

  /// Runs the REPL, pipe mode, the files or the `-e` lines; returns false if any line failed.
  func run() -> Bool {
    signal(SIGPIPE, SIG_IGN)
    StackLimit.raise()
    var interpretations: [Interpretation] = []
    for case .success(let chosen) in interpreters.map(\.result) {
      interpretations += chosen.filter { !interpretations.contains($0) }
    }
    if interpretations.isEmpty { interpretations = [.eval] }
    var calculator = Calculator()
    calculator.assumption = assume ?? .any
    calculator.digits = digits ?? Precision.defaultDigits
    if let maxSteps { calculator.limits.maximumCalls = maxSteps }
    if roundTrip { calculator.display = .roundTrip }
    let interactive = expressions.isEmpty && files.isEmpty && isatty(0) == 1 && isatty(1) == 1
    let unused = UnusedOptions(
      digits: digits, assumption: assume, bail: bail, interactive: interactive,
      showing: interpretations)
    if !unused.warnings.isEmpty {
      let warnings = OutputBuffer(descriptor: 2, capacity: 1 << 12)
      for warning in unused.warnings { warnings.write("tagless: warning: \(warning)\n") }
      warnings.flush()
    }
    if interactive {
      let repl = REPL(
        calculator: calculator, display: interpretations, encoding: via,
        color: TaglessCommand.wantsColor(flag: noColor))
      repl.run()
      return true
    }
    PipeInterrupt.install()
    let pipe = PipeMode(
      interpretations: interpretations, encoding: via, bail: bail,
      output: OutputBuffer(descriptor: 1), errors: OutputBuffer(descriptor: 2, capacity: 1 << 12))
    pipe.script.calculator = calculator
    if !expressions.isEmpty {
      for (index, expression) in expressions.enumerated() where !pipe.stopped {
        pipe.run(line: expression, source: "-e", number: index + 1)
      }
      pipe.finishStatement()
    } else if files.isEmpty {
      pipe.run(descriptor: 0, source: "stdin", name: PipeMode.standardInputName())
    } else {
      for file in files where !pipe.stopped {
        pipe.run(file: file)
      }
    }
    PipeInterrupt.endIfRequested()
    return !pipe.failed
  }
}
