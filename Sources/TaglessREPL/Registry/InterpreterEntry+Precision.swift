import Tagless
import TaglessPrecision

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
      try precisely(rendering, as: Exact.self, keep: Precisely.exact)
    },
    line: { line throws(ParseError) in try precisely(line, as: Exact.self, keep: Precisely.exact) })

  /// The value to the session's significant digits, correctly rounded.
  public static let precise: Self = {
    var entry = Self(
      name: "precise", summary: "the value to :digits significant digits, correctly rounded",
      needsValues: true,
      precise: { rendering throws(ParseError) in
        try precisely(rendering, as: Precise.self, keep: Precisely.precise)
      },
      line: { line throws(ParseError) in
        try precisely(line, as: Precise.self, keep: Precisely.precise)
      })
    // The digits, and room for a sign, `0.` and six zeros, or 20 zeros, or a point and an
    // exponent of up to 16 digits.
    entry.longestText = { digits in digits + 32 }
    return entry
  }()

  /// The expression built in `R` at the rendering's digits with its kept values: the text of
  /// a number or a Boolean, and the number to keep; or a failure placed in the line.
  static func precisely<R: Language & CustomStringConvertible>(
    _ rendering: Rendering, as _: R.Type,
    keep: (R, String) -> Result<Precisely, ArithmeticFailure>
  ) throws(ParseError) -> Precisely where R.Truth == Truth {
    // A line (the REPL, an assignment's value) is parsed by the parser specialised for `R`;
    // through the existential the parse would be generic at run time, nearly twice the work.
    if let line = rendering.written as? LineSource {
      return try precisely(
        PreciseLine(line, digits: rendering.digits, kept: rendering.kept), as: R.self, keep: keep)
    }
    let built = try Precision.withDigits(rendering.digits, keeping: rendering.kept) {
      () throws(ParseError) in try rendering.written.build(R.self)
    }
    return try shown(built, keep: keep, place: rendering.place)
  }

  /// The line built in `R` at its digits with its kept values, shown.
  static func precisely<R: Language & CustomStringConvertible>(
    _ line: PreciseLine, as _: R.Type, keep: (R, String) -> Result<Precisely, ArithmeticFailure>
  ) throws(ParseError) -> Precisely where R.Truth == Truth {
    let bytes = line.source.bytes
    // A line that names nothing reads no kept value: it needs no scope for them.
    let names = !line.namesNothing && PreciseBatch.mayName(bytes)
    let built = try Precision.withDigits(line.digits, keeping: names ? line.kept : [:]) {
      () throws(ParseError) in try line.source.build(R.self)
    }
    return try shown(built, keep: keep) { ParseError($0, in: bytes) }
  }

  /// The text of a number or a Boolean and the number to keep, or a failure placed.
  private static func shown<R: Language & CustomStringConvertible>(
    _ built: Typed<R>?, keep: (R, String) -> Result<Precisely, ArithmeticFailure>,
    place: (ArithmeticFailure) -> ParseError
  ) throws(ParseError) -> Precisely where R.Truth == Truth {
    switch built {
    case .number(let built):
      switch keep(built, built.description) {
      case .success(let shown): return shown
      case .failure(let failure): throw place(failure)
      }
    case .boolean(.success(let truth)): return Precisely(text: truth ? "true" : "false")
    case .boolean(.failure(let failure)): throw place(failure)
    case nil: return Precisely(text: "")
    }
  }
}
