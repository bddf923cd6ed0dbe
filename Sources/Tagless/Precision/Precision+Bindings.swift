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
    /// The exact (or correctly rounded) value.
    public var number: Exact.Number
    /// The double the environment holds for the name.
    public var double: Double

    /// A kept value for a name whose double is `double`.
    public init(_ number: Exact.Number, double: Double) {
      self.number = number
      self.double = double
    }

    /// The kept number for a variable whose double is `value`, if it is still that double.
    func number(for value: Double) -> Exact.Number? {
      value.bitPattern == double.bitPattern ? number : nil
    }
  }

  /// The kept values of the parse that is running, by name.
  @TaskLocal public static var kept: [String: Kept] = [:]

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
    if kept.isEmpty && Self.kept.isEmpty { return try withDigits(digits, body) }
    let result: Result<T, E> = $kept.withValue(kept) {
      do throws(E) { return .success(try withDigits(digits, body)) } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}
