/// Why running a call of a user function failed: a chain of calls too deep or too long, or a
/// name in a body that does not fit when the body runs.
///
/// Such an error is found while a call runs, not while its line is parsed, so it carries the
/// chain of functions it happened in (``functions``, outermost first) and the byte ``offset``
/// of the outermost call in the line. ``ParseError/init(_:in:)-(CallError,_)`` places it at that call's
/// column, keeping the chain as data (``ParseError/functions``).
public struct CallError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, without the chain.
  public var message: String
  /// The functions being run when it happened, outermost first (empty when the chain itself is
  /// the problem, as for ``Limits/maximumCallDepth``).
  public var functions: [String]
  /// The byte offset of the outermost call in the parsed line.
  public var offset: Int
  /// What kind of failure it is.
  public var kind: Kind

  /// An error in the chain `functions`, for the call at `offset`.
  ///
  /// Without a `kind`, it is ``Kind/interrupted`` for the cancellation's message and
  /// ``Kind/noAnswer`` otherwise.
  public init(
    _ message: String, in functions: [String] = [], at offset: Int = 0, kind: Kind? = nil
  ) {
    self.message = message
    self.functions = functions
    self.offset = offset
    self.kind = kind ?? (message == Cancellation.message ? .interrupted : .noAnswer)
  }

  /// The message with its chain: `in 'f': in 'g': unknown variable 'k'`; a chain of more than
  /// three calls keeps the outermost and the two innermost: `in 'f': … in 'h': in 'k': …`.
  public var description: String { Self.describe(message, in: functions) }

  /// `message` after the chain of functions it happened in, as ``description`` shows it (and
  /// ``Diagnostic`` for a ``ParseError`` that carries the chain).
  static func describe(_ message: String, in functions: [String]) -> String {
    let prefix = { (name: String) in "in '\(name)': " }
    guard functions.count > 3, let first = functions.first else {
      return functions.map(prefix).joined() + message
    }
    return prefix(first) + "… " + functions.suffix(2).map(prefix).joined() + message
  }

  // MARK: The errors

  /// The chain of calls nests deeper than the limit.
  static func tooDeep(_ chain: [String], _ limits: Limits, at offset: Int) -> Self {
    let names = chain.prefix(3).map { "'\($0)'" }.joined(separator: " → ")
    return Self(
      "calls of user functions nest too deeply (the limit is \(limits.maximumCallDepth) "
        + "levels): \(names) → …", at: offset, kind: .limit)
  }

  /// The line runs more calls than the limit.
  static func tooMany(_ limits: Limits, at offset: Int) -> Self {
    Self(
      "the line runs too many calls of user functions (the limit is \(limits.maximumCalls))",
      at: offset, kind: .limit)
  }

  /// The cancellation in force asked to stop (``Cancellation``).
  static func interrupted(at offset: Int) -> Self {
    Self(Cancellation.message, at: offset)
  }

  /// How many calls run between two looks at the cancellation: often enough to stop within a
  /// millisecond, rarely enough to cost nothing measurable.
  static let callsBetweenChecks = 4096

  /// Throws ``interrupted(at:)`` when the `calls`-th call is due to look at the cancellation
  /// and it asks to stop.
  @inline(__always)
  static func checkCancellation(calls: Int, at offset: Int) throws(CallError) {
    if calls % callsBetweenChecks == 0, Cancellation.isRequested {
      throw .interrupted(at: offset)
    }
  }

  /// A call, in a body compiled before the function was defined, of a function that takes
  /// functions or calls one that does (such a call is made by parsing, where it is written).
  static func expandsByParsing(_ name: String, in chain: [String], at offset: Int) -> Self {
    Self(
      "'\(name)' takes functions or calls one that does: define it before the functions that "
        + "call it", in: chain, at: offset, kind: .definitionChanged)
  }

  /// A body calls a function that is not defined (now).
  static func unknownFunction(_ name: String, in chain: [String], at offset: Int) -> Self {
    Self("unknown function '\(name)'", in: chain, at: offset, kind: .definitionChanged)
  }

  /// A body calls a function with the wrong number of arguments (it was defined again since).
  static func arity(_ name: String, expected: Int, got: Int, in chain: [String], at offset: Int)
    -> Self
  {
    let noun = expected == 1 ? "argument" : "arguments"
    return Self(
      "'\(name)' takes \(expected) \(noun), got \(got)", in: chain, at: offset,
      kind: .definitionChanged)
  }

  /// A body uses a function's result, or a variable, as the other type (it changed since).
  static func type(
    _ what: String, is actual: ValueType, expected: ValueType, in chain: [String], at offset: Int
  ) -> Self {
    Self(
      "\(what) is \(actual.described) here, where the body needs \(expected.described)",
      in: chain, at: offset, kind: .definitionChanged)
  }

  /// A body names a variable that is not defined (now).
  static func unknownVariable(_ name: String, in chain: [String], at offset: Int) -> Self {
    Self("unknown variable '\(name)'", in: chain, at: offset, kind: .definitionChanged)
  }
}
