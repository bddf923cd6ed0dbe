import Tagless
import TaglessPrecision

// MARK: - PreciseLine

/// One line to show through an exact or precise entry, with what the parse needs: the pipe's
/// fast path hands it to ``InterpreterEntry/line`` without a ``Rendering``.
public struct PreciseLine {
  /// The line parsed, as written.
  var source: LineSource
  /// The significant digits.
  public var digits: Int
  /// The values variables keep beyond their doubles.
  public var kept: [String: Precision.Kept]
  /// True when the line is known to name nothing (a batched line): no kept value is needed.
  var namesNothing = false

  /// An expression line, whose names are those of `environment`.
  public init(
    bytes: UnsafeBufferPointer<UInt8>, environment: Environment, limits: Limits, digits: Int,
    kept: [String: Precision.Kept]
  ) {
    let source = LineSource(
      bytes: bytes, environment: environment, limits: limits, freeVariables: false)
    self.init(source, digits: digits, kept: kept)
  }

  /// A line source.
  init(_ source: LineSource, digits: Int, kept: [String: Precision.Kept]) {
    self.source = source
    self.digits = digits
    self.kept = kept
  }
}
