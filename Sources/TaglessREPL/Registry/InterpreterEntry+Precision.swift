import Tagless

// MARK: - Exact and precise entries

extension InterpreterEntry {
  /// The exact value: a fraction of integers of any size, or a correctly rounded approximation
  /// marked `≈ ` for what leaves the rationals.
  ///
  /// Parses the line as written (literals are read exactly, whatever the encoding) at the
  /// session's digits; a division by zero is an error at the `/`.
  public static let exact = Self(
    name: "exact", summary: "exact fractions; what leaves the rationals marked ≈",
    needsValues: true,
    precise: { rendering throws(ParseError) in
      try precisely(rendering, as: Exact.self) { $0.result }
    })

  /// The value to the session's significant digits, correctly rounded.
  public static let precise = Self(
    name: "precise", summary: "the value to :digits significant digits, correctly rounded",
    needsValues: true,
    precise: { rendering throws(ParseError) in
      try precisely(rendering, as: Precise.self) { $0.result.map { .approximate($0) } }
    })

  /// The line built in `R` at the rendering's digits with its kept values: the text of a
  /// number or a Boolean, and the number to keep; or a failure placed in the line.
  static func precisely<R: Language & CustomStringConvertible>(
    _ rendering: Rendering, as _: R.Type,
    number: (R) -> Result<Exact.Number, ArithmeticFailure>
  ) throws(ParseError) -> Precisely where R.Truth == Truth {
    let built = try Precision.withDigits(rendering.digits, keeping: rendering.kept) {
      () throws(ParseError) in
      // A line (pipe mode, the REPL) is parsed by the parser specialised for `R`; through
      // the existential the parse would be generic at run time, nearly twice the work.
      if let line = rendering.written as? LineSource { return try line.build(R.self) }
      return try rendering.written.build(R.self)
    }
    switch built {
    case .number(let built):
      switch number(built) {
      case .success(let kept): return Precisely(text: built.description, number: kept)
      case .failure(let failure): throw rendering.place(failure)
      }
    case .boolean(.success(let truth)): return Precisely(text: truth ? "true" : "false")
    case .boolean(.failure(let failure)): throw rendering.place(failure)
    case nil: return Precisely(text: "")
    }
  }
}

// MARK: - Precisely

/// What an exact or precise entry shows for an expression, and the number variables and `ans`
/// keep from it (none for a Boolean).
public struct Precisely: Hashable, Sendable {
  /// The text shown.
  public var text: String
  /// The number, beyond its double.
  public var number: Exact.Number?

  /// A result.
  public init(text: String, number: Exact.Number? = nil) {
    self.text = text
    self.number = number
  }
}
