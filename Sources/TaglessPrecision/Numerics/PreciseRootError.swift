import Tagless

/// Why ``PreciseRootFinder/root(_:in:_:digits:)`` found no root.
///
/// `FunctionFailure` is the error type the function throws (`Never` for a plain closure).
public enum PreciseRootError<FunctionFailure: Error>: Error, CustomStringConvertible {
  /// `f` has the same sign at both ends.
  case noSignChange(lower: Precise, valueAtLower: Precise, upper: Precise, valueAtUpper: Precise)
  /// `f`'s value at `at` is a failure.
  case functionFailure(ArithmeticFailure, at: Precise)
  /// `f` changes sign at `near` but grows there beyond its size at both bounds: a pole.
  case pole(near: Precise)
  /// A bound is a failure.
  case invalidBound
  /// The bracket did not close within ``PreciseRootFinder/maximumSteps``; carries the last.
  case noConvergence(PreciseRoot)
  /// `Cancellation.current` asked to stop.
  case cancelled
  /// The function itself threw.
  case function(FunctionFailure)

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .noSignChange(let a, let fa, let b, let fb):
      "no sign change: f(\(a)) = \(fa) and f(\(b)) = \(fb)"
    case .functionFailure(let failure, let x): "the function fails at \(x): \(failure)"
    case .pole(let x): RootFinder.poleMessage("\(x)")
    case .invalidBound: "invalid bound of the search"
    case .noConvergence(let root):
      "no convergence: the root lies between \(root.lower) and \(root.upper)"
    case .cancelled: Cancellation.message
    case .function(let failure): "\(failure)"
    }
  }
}
