/// Why ``RootFinder/root(_:in:_:)`` found no root.
///
/// `FunctionFailure` is the error type of the function (`Never` for a plain closure).
///
/// ```swift
/// do {
///   _ = try RootFinder.root({ x in x * x + 1 }, in: -1, 1)
/// } catch .noSignChange(let a, let fa, let b, let fb) {
///   print("f(\(a)) = \(fa) and f(\(b)) = \(fb) have the same sign")
/// } catch {
///   print(error)
/// }
/// ```
public enum RootError<FunctionFailure: Error>: Error, CustomStringConvertible {
  /// `f` has the same sign at both ends, so no root is bracketed (there may be an even number
  /// of them, or none).
  case noSignChange(lower: Double, valueAtLower: Double, upper: Double, valueAtUpper: Double)
  /// `f` changes sign at `near` but grows there, above its size at both bounds: a pole (as
  /// `tan` has at π/2), not a root.
  case pole(near: Double)
  /// `f` returned NaN or an infinity at `at`.
  case notFinite(at: Double, value: Double)
  /// A bound is NaN or infinite.
  case invalidBound(Double)
  /// ``Cancellation/current`` asked to stop.
  case cancelled
  /// The function itself threw.
  case function(FunctionFailure)

  /// A sentence for a person.
  public var description: String {
    let text = NumberFormatting.string
    return switch self {
    case .noSignChange(let a, let fa, let b, let fb):
      "no sign change: f(\(text(a))) = \(text(fa)) and f(\(text(b))) = \(text(fb))"
    case .pole(let x): RootFinder.poleMessage(text(x))
    case .notFinite(let x, let value): "the function is \(text(value)) at \(text(x))"
    case .invalidBound(let bound): "a bound of the search is \(text(bound))"
    case .cancelled: Cancellation.message
    case .function(let failure): "\(failure)"
    }
  }
}
