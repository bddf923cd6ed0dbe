// MARK: - ParseError

/// Why a line could not be parsed or evaluated, and where.
///
/// Every error carries the 1-based line and column of the offending token (columns count
/// Unicode scalars, so `π` is one column) and a message a person can act on. Render it for a
/// person with ``Diagnostic``.
///
/// ```swift
/// do { _ = try Parser.expression("(1 + 2", as: Evaluation.self) } catch {
///   error.message   // "expected ')' to close '(' at column 1"
///   error.column    // 7
/// }
/// ```
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in words.
  public var message: String
  /// The 1-based line in the parsed text (it has several only when input was continued).
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// The byte offset in the parsed text.
  public var offset: Int
  /// True when the text ended inside parentheses, so more input could complete it.
  public var isIncomplete: Bool

  /// An error at a known place.
  public init(_ message: String, line: Int, column: Int, offset: Int, isIncomplete: Bool = false) {
    self.message = message
    self.line = line
    self.column = column
    self.offset = offset
    self.isIncomplete = isIncomplete
  }

  /// An error at byte `offset` of `bytes`; line and column are worked out from the text.
  @usableFromInline
  init(
    _ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>,
    isIncomplete: Bool = false
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
    self.init(message, line: line, column: column, offset: offset, isIncomplete: isIncomplete)
  }

  /// A failed call of a user function, at the column of the outermost call in `bytes`, the
  /// text that was parsed.
  public init(_ error: CallError, in bytes: UnsafeBufferPointer<UInt8>) {
    self.init(error.description, at: error.offset, in: bytes)
  }

  /// `line:column: message`.
  public var description: String { "\(line):\(column): \(message)" }
}
