import Tagless
import TaglessPrecision

// MARK: - Exact and precise entries

extension InterpreterEntry {
  /// The exact value: a fraction of integers of any size, or a correctly rounded approximation
  /// marked `≈ ` for what leaves the rationals.
  ///
  /// Parses the line as written (literals are read exactly, whatever the encoding) at the
  /// session's digits; a division by zero is an error at the `/`. Shown alone, a line is
  /// answered by ``LinePlan/numbers(_:)``.
  public static let exact = Self(
    name: "exact", summary: "exact fractions; what leaves the rationals marked ≈",
    values: .exact
  ) { rendering throws(ParseError) in try LinePlan.Answer.of(rendering, in: .exact)?.text ?? "" }

  /// The value to the session's significant digits, correctly rounded.
  ///
  /// Shown alone, a line is answered by ``LinePlan/numbers(_:)``, and pipe mode batches the
  /// lines that name nothing.
  public static let precise = Self(
    name: "precise", summary: "the value to :digits significant digits, correctly rounded",
    values: .precise
  ) { rendering throws(ParseError) in
    try LinePlan.Answer.of(rendering, in: .precise)?.text ?? ""
  }
}
