import Tagless

/// Pipe mode's logic for one line: what goes to standard output and what to standard error.
///
/// The `tagless` shell moves these bytes; `tagless FILE` and `tagless < FILE` print exactly
/// what this produces, which is how the `Examples/` scripts are tested. Lines that start with
/// `:` are the REPL's meta-commands (as sqlite3's dot-commands are), answered by the same
/// ``Session`` logic, without colour; their errors take the pipe's `file:line:column: error:`
/// form, and confirmations (`showing pretty`, `answering via enum`) are not printed. A
/// statement with an unclosed `(` continues on the next line, as in the REPL.
public struct ScriptRun: Hashable, Sendable {
  /// The calculator, what each line shows, the encoding and the commands: the REPL's logic.
  public var session: Session
  /// Where lines come from, for error messages: a file name, `stdin` or `-e`.
  public var source: String

  /// A run with a fresh calculator.
  public init(
    source: String, interpretations: [Interpretation] = [.eval], encoding: Encoding = .tagless,
    calculator: Calculator = Calculator(), width: Int = 80
  ) {
    self.source = source
    self.session = Session(
      calculator: calculator, display: interpretations, encoding: encoding, width: width)
  }

  /// Variables, functions and `ans`, carried from line to line.
  public var calculator: Calculator {
    get { session.calculator }
    _modify { yield &session.calculator }
  }

  /// What each expression line shows.
  public var interpretations: [Interpretation] { session.display }

  /// Which encoding answers.
  public var encoding: Encoding { session.encoding }

  /// What one line printed.
  public struct Printed: Hashable, Sendable {
    /// Text for standard output (each line ends in a newline), possibly empty.
    public var output: String
    /// The error for standard error (a diagnostic: header, line and caret), if the line failed.
    public var error: String?
    /// What the shell must do next: stop (`:quit`), or time a `:bench` plan.
    public var action: Response.Action? = nil
    /// A warning for standard error that does not fail the line (a definition that left its
    /// callers stale), if any.
    public var warning: String? = nil
  }

  /// A statement continued over several lines (an unclosed `(`), as in the REPL.
  public struct Continued: Hashable, Sendable {
    /// The lines so far, joined by line breaks.
    public var text: String
    /// The number of its first line.
    public var firstLine: Int
    /// The error it gives so far, reported if the input ends before the statement does.
    public var error: ParseError
  }

  /// The statement that the next line continues, if one is open.
  public private(set) var pending: Continued?

  /// Runs line `number` (1-based) of the source.
  ///
  /// A statement with an unclosed `(` goes on over the next lines, as in the REPL (the
  /// grammar's rule); it prints nothing until it is complete, and its errors then point into
  /// the line they are on. ``finish()`` reports one still open at the end of the input.
  public mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> Printed {
    if let continued = pending {
      var text = continued.text + "\n" + String(decoding: bytes, as: UTF8.self)
      return text.withUTF8 { statement($0, firstLine: continued.firstLine) }
    }
    if Self.mayBeCommand(bytes), let command = MetaCommand(String(decoding: bytes, as: UTF8.self)) {
      return run(command, number: number)
    }
    return statement(bytes, firstLine: number)
  }

  /// Runs a statement whose first line is `firstLine`.
  private mutating func statement(
    _ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int
  ) -> Printed {
    do throws(ParseError) {
      let result = try calculator.run(bytes, showing: interpretations, via: encoding)
      pending = nil
      if case .defined(let definition) = result {
        let warning = Self.staleWarning(
          of: definition.name, in: calculator.environment, source: source, line: firstLine)
        return Printed(output: "", warning: warning)
      }
      guard case .results(let shown) = result else { return Printed(output: "") }
      var output = ""
      for item in shown where item.failure == nil {
        if shown.count > 1 { output += item.interpretation.name + ": " }
        output += item.text + "\n"
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let errors = Session.failures(in: result).map {
        Diagnostic($0, source: source, firstLine: firstLine, text: text).description
      }
      return Printed(output: output, error: errors.isEmpty ? nil : errors.joined(separator: "\n"))
    } catch {
      let text = String(decoding: bytes, as: UTF8.self)
      if error.isIncomplete {
        // A first line may be as long as a line may be; what is bounded is what follows.
        guard pending == nil || bytes.count <= Session.maximumContinuedBytes else {
          pending = nil
          let header = Session.droppedContinuation(since: firstLine, source: source)
          return Printed(output: "", error: header)
        }
        pending = Continued(text: text, firstLine: firstLine, error: error)
        return Printed(output: "")
      }
      pending = nil
      let hinted = BareWord.hinted(error, line: text, interactive: false)
      let diagnostic = Diagnostic(hinted, source: source, firstLine: firstLine, text: text)
      return Printed(output: "", error: diagnostic.description)
    }
  }

  /// Ends the input: the error of a statement still open (`sqrt(` on the last line), if any.
  public mutating func finish() -> Printed? {
    guard let continued = pending else { return nil }
    pending = nil
    let diagnostic = Diagnostic(
      continued.error, source: source, firstLine: continued.firstLine, text: continued.text)
    return Printed(output: "", error: diagnostic.description)
  }

  /// Runs a meta-command: its lines to standard output, or its error to standard error.
  mutating func run(_ command: MetaCommand, number: Int) -> Printed {
    session.source = source
    let response = session.run(command, line: number)
    let isError = { (line: StyledLine) in line.segments.first?.style == .error }
    guard let first = response.lines.first, isError(first) else {
      // A confirmation (`:show pretty` says "showing pretty") is all dim: a script has no
      // one to tell, so it prints nothing.
      let isConfirmation = response.lines.allSatisfy { $0.segments.allSatisfy { $0.style == .dim } }
      let shown = response.lines.filter { !isError($0) }
      let output = isConfirmation ? "" : shown.map { $0.plainText + "\n" }.joined()
      // Errors after the output (the failed rows of a table) go to standard error.
      let errors = response.lines.filter(isError).map {
        Diagnostic(
          ParseError($0.plainText, line: 1, column: 1, offset: 0), source: source,
          firstLine: number, text: command.line
        ).header
      }
      let error = errors.isEmpty ? nil : errors.joined(separator: "\n")
      let warnings = response.warnings.map { "\(source):\(number):1: warning: " + $0 }
      return Printed(
        output: output, error: error, action: response.action,
        warning: warnings.isEmpty ? nil : warnings.joined(separator: "\n"))
    }
    // A parse error comes as a diagnostic already (header, line, caret); any other failure
    // is a message, placed at the command's first column.
    let placed = response.lines.contains { $0.segments.first?.style == .caret }
    let error =
      placed
      ? response.lines.map(\.plainText).joined(separator: "\n")
      : Diagnostic(
        ParseError(
          response.lines.map(\.plainText).joined(separator: "\n"), line: 1, column: 1,
          offset: 0), source: source, firstLine: number, text: command.line
      ).description
    return Printed(output: "", error: error, action: response.action)
  }

  /// The warning of the callers that defining `name` on line `line` of `source` left stale
  /// (``Session/staleCallers(of:in:)``), one line each; nil when it left none.
  public static func staleWarning(
    of name: String, in environment: Environment, source: String, line: Int
  ) -> String? {
    let warnings = Session.staleCallers(of: name, in: environment)
    guard !warnings.isEmpty else { return nil }
    return warnings.map { "\(source):\(line):1: warning: " + $0 }.joined(separator: "\n")
  }

  /// Whether a line can be a meta-command: its first byte other than blanks is `:`.
  public static func mayBeCommand(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
      return byte == UInt8(ascii: ":")
    }
    return false
  }

  /// Runs a whole text and returns what standard output and standard error would hold.
  ///
  /// `:quit` ends it; `:bench` prints nothing here (only the shell has a clock).
  public mutating func run(text: String) -> (output: String, errors: String) {
    var output = ""
    var errors = ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for (index, line) in lines.enumerated() {
      var line = String(line)
      let printed = line.withUTF8 { run($0, number: index + 1) }
      output += printed.output
      if let error = printed.error { errors += error + "\n" }
      if let warning = printed.warning { errors += warning + "\n" }
      if printed.action == .quit { break }
    }
    if let error = finish()?.error { errors += error + "\n" }
    return (output, errors)
  }
}
