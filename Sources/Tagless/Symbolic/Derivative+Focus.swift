/// The variable a ``Derivative`` is built for, when only one partial is wanted.
///
/// Task-local because the constructors are static: the tagless-final family has no instance to
/// carry it through. Nil builds every partial.
enum DerivativeFocus {
  @TaskLocal static var name: String?
}

extension Derivative {
  /// Builds with `body` the derivative by `name` alone: every other variable is a constant.
  ///
  /// A front end that shows one partial should build in this scope; the partials by the other
  /// names would be dropped anyway, and they can cost the whole size budget (`y * y * … * y`
  /// has a large derivative by `y` and none by `x`).
  ///
  /// ```swift
  /// let d = try Derivative<PrettyPrint>.focused(on: "x") { () throws(ParseError) in
  ///   try Parser.expression("x * y", as: Derivative<PrettyPrint>.self, freeVariables: true)
  /// }
  /// d.partials.keys  // ["x"]
  /// ```
  public static func focused<T, Failure: Error>(
    on name: String, _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    let result = DerivativeFocus.$name.withValue(name) { () -> Result<T, Failure> in
      do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// Whether a variable of this name gets a partial by itself.
  @inline(__always)
  static func differentiates(by name: String) -> Bool {
    guard let focus = DerivativeFocus.name else { return true }
    return focus == name
  }
}
