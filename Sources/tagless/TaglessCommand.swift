import ArgumentParser
import Tagless
import TaglessPrecision
import TaglessREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `tagless` command: a REPL on a terminal, pipe mode otherwise, files, or `-e` lines.
@main
struct TaglessCommand: ParsableCommand {
  /// The version `--version` prints and the REPL's banner names.
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "tagless",
    abstract: "A calculator built on tagless-final interpreters.",
    discussion: """
      With a terminal on standard input and output, starts the REPL (:help lists its \
      commands). Otherwise reads lines from standard input (pipe mode), or from each FILE in \
      turn: one output line per expression; assignments and definitions print nothing; errors \
      go to standard error as source:line:column: error: message. The exit status is 1 if any \
      line failed, else 0. -i exact answers with exact fractions (0.1 + 0.2 is 3/10; what \
      leaves the rationals, such as sqrt(2), is marked ≈); -i precise answers to --digits \
      significant digits, correctly rounded.
      """,
    version: TaglessCommand.version)

  @Argument(
    help: "Files to run line by line, as pipe mode does ('-' is standard input).",
    completion: .file())
  var files: [String] = Invocation.standard.files

  // Unconditional: the value is the next argument even when it starts with '-' (`-e -7`).
  @Option(
    name: .customShort("e"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Evaluate a line and print its result; repeat to run several in order (as sed -e), "
        + "the nth as line n of -e. The value may start with '-' (-e -7).",
      valueName: "expr"))
  var expressions: [String] = Invocation.standard.expressions

  @Option(
    name: [.customShort("i"), .customLong("interpreter")],
    help: ArgumentHelp(
      "What each line shows (diff:NAME differentiates by NAME; all is the first four). "
        + "Repeat to show several; all but eval, exact and precise allow undefined names.",
      valueName: "name"))
  var interpreters: [InterpreterChoice] = Invocation.standard.interpreters

  @Option(
    help: ArgumentHelp(
      "Parse straight into the tagless interpreters, or into the enum tree.",
      valueName: "tagless|enum"),
    completion: .list(Encoding.allCases.map(\.rawValue)), transform: Self.encoding)
  var via: Encoding = Invocation.standard.via

  @Option(
    help: ArgumentHelp(
      "What simplify may assume about variables: any value (the default), or finite values "
        + "(then 0 * x is 0 and x - x is 0).", valueName: "any|finite"),
    completion: .list(Calculator.Assumption.allCases.map(\.rawValue)), transform: Self.assumption)
  var assume: Calculator.Assumption?

  @Option(
    help: ArgumentHelp(
      "Significant digits of precise, and of what leaves the rationals in exact: "
        + "\(Precision.minimumDigits) to \(Precision.maximumDigits) (default "
        + "\(Precision.defaultDigits)).", valueName: "n"),
    completion: .list(Self.suggestedDigits), transform: Self.digits)
  var digits: Int?

  @Option(
    name: .customLong("max-steps"),
    help: ArgumentHelp(
      "Stop a line after it runs n calls of user functions (by default there is no such "
        + "limit: Ctrl-C stops any line, and nesting stops at 10000 levels).", valueName: "n"))
  var maxSteps: Int?

  @Flag(help: "Stop at the first error.")
  var bail = Invocation.standard.bail

  @Flag(
    name: .customLong("round-trip"),
    help: ArgumentHelp(
      "Print numbers in the shortest digits that read back as the same double "
        + "(0.30000000000000004), not as a calculator shows them (0.3)."))
  var roundTrip = Invocation.standard.roundTrip

  @Flag(name: .customLong("no-color"), help: "No colour in the REPL (also: NO_COLOR=1).")
  var noColor = Invocation.standard.noColor

  func validate() throws {
    for choice in interpreters {
      if case .failure(let error) = choice.result { throw ValidationError(error.description) }
    }
    if let maxSteps, maxSteps < 1 {
      throw ValidationError("--max-steps must be at least 1, not \(maxSteps)")
    }
    if !expressions.isEmpty, !files.isEmpty {
      throw ValidationError("give either -e or files, not both")
    }
  }

  func run() throws {
    let invocation = Invocation(
      files: files, expressions: expressions, interpreters: interpreters, via: via,
      assume: assume, digits: digits, maxSteps: maxSteps, bail: bail, noColor: noColor,
      roundTrip: roundTrip)
    if !invocation.run() { throw ExitCode(1) }
  }

  // MARK: Options

  /// What completion offers after `--digits`: the default, and round numbers above it.
  static let suggestedDigits = ["\(Precision.defaultDigits)", "100", "1000", "10000"]

  static func assumption(_ name: String) throws -> Calculator.Assumption {
    guard let assumption = Calculator.Assumption(rawValue: name) else {
      throw ValidationError("unknown assumption '\(name)'; choose any or finite")
    }
    return assumption
  }

  static func digits(_ text: String) throws -> Int {
    if let problem = Precision.problem(with: text) { throw ValidationError(problem) }
    return Int(text) ?? Precision.defaultDigits
  }

  static func encoding(_ name: String) throws -> Encoding {
    guard let encoding = Encoding(rawValue: name) else {
      throw ValidationError("unknown encoding '\(name)'; choose tagless or enum")
    }
    return encoding
  }

  /// Colour on a terminal, unless `--no-color`, `NO_COLOR` or `TERM=dumb` say otherwise.
  static func wantsColor(flag noColor: Bool) -> Bool {
    if noColor { return false }
    if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }
}

extension PipeMode {
  /// Runs a file's lines, or standard input for `-`; a file that cannot be opened is an error.
  func run(file: String) {
    if file == "-" {
      run(descriptor: 0, source: "stdin", name: Self.standardInputName())
      return
    }
    let descriptor = open(file, O_RDONLY)
    guard descriptor >= 0 else {
      let failure = errno
      let reason = String(cString: strerror(failure))
      // `tagless 2+2`, the habit of calculators that take an expression as an argument.
      let hint =
        failure == ENOENT && Self.looksLikeExpression(file)
        ? "; to evaluate it, write: tagless -e '\(VisibleText.escaped(file))'" : ""
      reportFailure("tagless: cannot read '\(VisibleText.escaped(file))': \(reason)\(hint)")
      return
    }
    defer { close(descriptor) }
    run(descriptor: descriptor, source: file, name: file)
  }

  /// True for a file name that no file has and that reads as an expression: no `/`, and an
  /// operator, a parenthesis or a space in it, or a digit first (`2+2`, `sqrt(2)`, `5!`).
  static func looksLikeExpression(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard let first = bytes.first, !bytes.contains(UInt8(ascii: "/")) else { return false }
    let operators = Set("+-*^%!()<>= ".utf8)
    return first &- UInt8(ascii: "0") < 10 || bytes.contains { operators.contains($0) }
  }

  /// Standard input's path, as messages name it (`/tmp` for `tagless < /tmp`), where the
  /// system tells it (`/proc/self/fd/0`); else `standard input`.
  static func standardInputName() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/fd/0", &buffer, buffer.count - 1)
    guard length > 0, buffer[0] == CChar(UInt8(ascii: "/")) else { return "standard input" }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
