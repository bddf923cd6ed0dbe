import Synchronization
import Tagless

// MARK: - Kept values

extension Precision {
  /// A variable's value beyond its double: what an exact or precise computation gave it.
  ///
  /// A front end that shows ``Exact`` or ``Precise`` results keeps them for the variables it
  /// assigns (and for `ans`), so that `x = 1/3` then `x * 3` is exactly `1`, not the double
  /// nearest a third times three. The double the environment holds for the name is kept
  /// beside it: a kept value is used only while the environment still holds that double, so a
  /// value assigned since (by the double evaluator alone) is never shadowed by a stale one.
  public struct Kept: Hashable, Sendable {
    /// How the value is held: a precise value stays as it is (inline at up to 55 digits)
    /// until it is read as a number.
    enum Held: Sendable {
      case number(Exact.Number)
      case precise(Precise)
    }

    /// The value.
    var held: Held
    /// The double the environment holds for the name.
    public var double: Double

    /// A kept value for a name whose double is `double`.
    public init(_ number: Exact.Number, double: Double) {
      self.held = .number(number)
      self.double = double
    }

    /// A precise value kept for a name whose double is `double`; nil for a failure.
    public init?(_ value: Precise, double: Double) {
      guard value.failure == nil else { return nil }
      self.held = .precise(value)
      self.double = double
    }

    /// The exact (or correctly rounded) value.
    public var number: Exact.Number {
      switch held {
      case .number(let number): number
      case .precise(let value):
        value.value.map { .approximate(Approximation(point: $0)) } ?? .exact(Rational(0))
      }
    }

    /// Equal values and doubles.
    public static func == (lhs: Kept, rhs: Kept) -> Bool {
      lhs.number == rhs.number && lhs.double.bitPattern == rhs.double.bitPattern
    }

    /// Hashes the value and the double.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(number)
      hasher.combine(double.bitPattern)
    }

    /// The kept value for a variable whose double is `value`, if it is still that double.
    func held(for value: Double) -> Held? {
      value.bitPattern == double.bitPattern ? held : nil
    }

    /// The kept number for a variable whose double is `value`, if it is still that double.
    func number(for value: Double) -> Exact.Number? {
      value.bitPattern == double.bitPattern ? number : nil
    }
  }

  /// The kept values of the parse that is running, by name.
  ///
  /// Set for a scope by ``withDigits(_:keeping:_:)``, the only way to set them: until it first
  /// keeps a value, reading them reads no task-local value.
  public static var kept: [String: Kept] { mayKeep ? scopedKept : [:] }

  /// The kept values a scope set, task-local.
  @TaskLocal static var scopedKept: [String: Kept] = [:]

  /// False until a scope keeps a value: until then ``kept`` is empty.
  @inlinable
  static var mayKeep: Bool {
    if #available(iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      return PrecisionScopes.keptOpened.load(ordering: .relaxed)
    }
    return true
  }

  /// Runs `body` with `digits` significant digits and the values `kept` for variables.
  ///
  /// ```swift
  /// let third = Precision.Kept(.exact(Rational(1, 3)), double: 1.0 / 3)
  /// try Precision.withDigits(50, keeping: ["x": third]) {
  ///   try Parser.expression("x * 3", as: Exact.self, in: environment)
  /// }  // 1
  /// ```
  @inlinable
  public static func withDigits<T, E: Error>(
    _ digits: Int, keeping kept: [String: Kept], _ body: () throws(E) -> T
  ) throws(E) -> T {
    // Until a scope keeps a value, none is kept: no task-local read (once a line in the pipe).
    if kept.isEmpty && (!mayKeep || Self.kept.isEmpty) { return try withDigits(digits, body) }
    return try withKept(kept, digits: digits, body)
  }

  /// Runs `body` in a scope that keeps `kept` (none when it is empty) at `digits`.
  @usableFromInline
  static func withKept<T, E: Error>(
    _ kept: [String: Kept], digits: Int, _ body: () throws(E) -> T
  ) throws(E) -> T {
    if !kept.isEmpty, #available(iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      PrecisionScopes.keptOpened.store(true, ordering: .relaxed)
    }
    let result: Result<T, E> = $scopedKept.withValue(kept) {
      do throws(E) { return .success(try withDigits(digits, body)) } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}
