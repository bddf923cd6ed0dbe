import Tagless

// MARK: - ScriptRun

/// Pipe mode's logic for one line: what goes to standard output and what to standard error.
///
/// The `tagless` shell moves these bytes; `tagless FILE` and `tagless < FILE` print exactly
/// what this produces, which is how the `Examples/` scripts are tested.
public struct ScriptRun: Hashable, Sendable {
  /// Variables, functions and `ans`, carried from line to line.
  public var calculator: Calculator
  /// What each expression line shows.
  public var interpretations: [Interpretation]
  /// Which encoding answers.
  public var encoding: Encoding
  /// Where lines come from, for error messages: a file name, `stdin` or `-e`.
  public var source: String

  /// A run with a fresh calculator.
  public init(
    source: String, interpretations: [Interpretation] = [.eval], encoding: Encoding = .tagless,
    calculator: Calculator = Calculator()
  ) {
    self.source = source
    self.interpretations = interpretations
    self.encoding = encoding
    self.calculator = calculator
  }

  /// What one line printed.
  public struct Printed: Hashable, Sendable {
    /// Text for standard output (each line ends in a newline), possibly empty.
    public var output: String
    /// The error for standard error, if the line failed.
    public var error: Diagnostic?
  }

  /// Runs line `number` (1-based) of the source.
  public mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> Printed {
    do throws(ParseError) {
      let result = try calculator.run(bytes, showing: interpretations, via: encoding)
      guard case .results(let shown) = result else { return Printed(output: "") }
      var output = ""
      for item in shown {
        if shown.count > 1 { output += item.interpretation.name + ": " }
        output += item.text + "\n"
      }
      return Printed(output: output)
    } catch {
      let text = String(decoding: bytes, as: UTF8.self)
      return Printed(
        output: "", error: Diagnostic(error, source: source, firstLine: number, text: text))
    }
  }

  /// Runs a whole text and returns what standard output and standard error would hold.
  public mutating func run(text: String) -> (output: String, errors: String) {
    var output = ""
    var errors = ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for (index, line) in lines.enumerated() {
      var line = String(line)
      let printed = line.withUTF8 { run($0, number: index + 1) }
      output += printed.output
      if let error = printed.error { errors += error.description + "\n" }
    }
    return (output, errors)
  }
}
