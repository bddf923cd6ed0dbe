/// Why a line could not be parsed or evaluated, and where.
///
/// Every error carries the 1-based line and column of the offending token (columns count
/// Unicode scalars, so `π` is one column) and a message a person can act on; one that happened
/// while a call of a user function ran also carries the chain of functions it happened in.
/// Render it for a person with ``Diagnostic``.
///
/// ```swift
/// do { _ = try Parser.expression("(1 + 2", as: Evaluation.self) } catch {
///   error.message   // "expected ')' to close '(' at column 1"
///   error.column    // 7
/// }
/// ```
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in words (without the chain of ``functions``).
  public var message: String
  /// The 1-based line in the parsed text (it has several only when input was continued).
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// The byte offset in the parsed text.
  public var offset: Int
  /// True when the text ended inside parentheses, so more input could complete it.
  public var isIncomplete: Bool
  // Declared last: declared after `message`, it cost the pipe-mode parser about 43
  // instructions a line (callgrind), though no error was thrown.
  /// The user functions being run when it went wrong, outermost first.
  ///
  /// `["f", "g"]` for an unknown variable in `g`'s body, called from `f`'s, called from the
  /// line; empty for an error in the line itself.
  public var functions: [String]

  /// An error at a known place, in the chain of user functions `functions` (outermost first).
  public init(
    _ message: String, line: Int, column: Int, offset: Int, isIncomplete: Bool = false,
    functions: [String] = []
  ) {
    self.message = message
    self.functions = functions
    self.line = line
    self.column = column
    self.offset = offset
    self.isIncomplete = isIncomplete
  }

  /// An error at byte `offset` of `bytes`; line and column are worked out from the text.
  @usableFromInline
  init(
    _ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>,
    isIncomplete: Bool = false, functions: [String] = []
  ) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    var column = 1
    var index = lineStart
    while index < min(offset, bytes.count) {
      index += Scanner.sequenceLength(bytes, at: index) ?? 1
      column += 1
    }
    self.init(
      message, line: line, column: column, offset: offset, isIncomplete: isIncomplete,
      functions: functions)
  }

  /// A failed call of a user function, at the column of the outermost call in `bytes`, the
  /// text that was parsed, with its chain of functions.
  public init(_ error: CallError, in bytes: UnsafeBufferPointer<UInt8>) {
    self.init(error.message, at: error.offset, in: bytes, functions: error.functions)
  }

  /// Whether work stopped because it was cancelled (``Cancellation``), not because the line is
  /// wrong: the REPL says `interrupted`, and pipe mode ends after writing what it computed.
  public var isInterruption: Bool { message == Cancellation.message }

  /// `line:column: message`, the message after its chain: `1:5: in 'f': unknown function 'g'`.
  public var description: String {
    "\(line):\(column): " + CallError.describe(message, in: functions)
  }
}
