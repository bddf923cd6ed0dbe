import Synchronization
import Tagless

/// The number of significant decimal digits that ``Precise`` rounds to, and that ``Exact``
/// uses for what leaves the rationals.
///
/// The interpreters' constructors are static functions with nothing but their operands, so the
/// precision is a task-local value, set around a parse with ``withDigits(_:_:)``: scoped, and
/// never shared between two parses running at once. Outside it the precision is 50 digits.
///
/// ```swift
/// let third = try Precision.withDigits(20) {
///   try Parser.expression("1/3", as: Precise.self)
/// }
/// third.description   // "0.33333333333333333333"
/// ```
public enum Precision {
  /// The precision used when none is set: 50 significant digits.
  public static let defaultDigits = 50
  /// The fewest significant digits: 2.
  public static let minimumDigits = 2
  /// The most significant digits: 100,000.
  public static let maximumDigits = 100_000
  /// The largest decimal exponent a value may have: results beyond `1e±1000000000000000` are
  /// errors (too large, too small).
  public static let maximumExponent = 1_000_000_000_000_000

  /// The precision of the parse that is running.
  ///
  /// Until a scope sets other digits than the default, the task-local value is not read: every
  /// scope in the process would hold the default (a read costs about a hundred instructions,
  /// and every literal and operator of ``Precise`` reads it).
  public static var digits: Int {
    if #available(iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      guard PrecisionScopes.opened.load(ordering: .relaxed) else { return defaultDigits }
    }
    return scoped.get()
  }

  /// The digits a scope set, task-local.
  @usableFromInline static let scoped = TaskLocal<Int>(wrappedValue: defaultDigits)

  /// Runs `body` with `digits` significant digits (clamped to 2...100,000).
  ///
  /// Inlinable, so that a front end calling it once a line pays for no generic result type;
  /// when the digits are already set, no scope is opened.
  @inlinable
  public static func withDigits<T, E: Error>(_ digits: Int, _ body: () throws(E) -> T)
    throws(E) -> T
  {
    let clamped = min(max(digits, minimumDigits), maximumDigits)
    if clamped == Self.digits { return try body() }
    if #available(iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      PrecisionScopes.opened.store(true, ordering: .relaxed)
    }
    let result: Result<T, E> = scoped.withValue(clamped) {
      do throws(E) { return .success(try body()) } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// Checks a number of digits a person typed: nil when it is valid, the reason otherwise.
  ///
  /// ```swift
  /// Precision.problem(with: "0")    // "the number of digits must be at least 2, got 0"
  /// Precision.problem(with: "100")  // nil
  /// ```
  public static func problem(with text: String) -> String? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) {
        return "the number of digits must be at least \(minimumDigits), got \(text)"
      }
      return "the number of digits must be a whole number from \(minimumDigits) to "
        + "\(maximumDigits), got '\(text)'"
    }
    guard let value = Int(text), value <= maximumDigits else {
      return "the number of digits must be at most \(maximumDigits), got \(text)"
    }
    guard value >= minimumDigits else {
      return "the number of digits must be at least \(minimumDigits), got \(text)"
    }
    return nil
  }
}

// MARK: - PrecisionScopes

/// Whether any scope has set other digits than the default, once (it is never cleared): until
/// then ``Precision/digits`` is the default without reading its task-local value.
@available(iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
@usableFromInline
enum PrecisionScopes {
  /// Set by the first scope with other digits.
  @usableFromInline static let opened = Atomic<Bool>(false)
  /// Set by the first scope that keeps values for variables (``Precision/kept``).
  @usableFromInline static let keptOpened = Atomic<Bool>(false)
}
