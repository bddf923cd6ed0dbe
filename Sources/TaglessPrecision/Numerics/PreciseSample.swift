import Tagless

/// One value of the function a precise method samples, or why there is none.
///
/// ``PreciseQuadrature`` and ``PreciseRootFinder`` sample alike and differ only in the errors
/// they report, so the rule of what an interruption is stands here once.
enum PreciseSample<Failure: Error> {
  /// The function's value.
  case value(Precise)
  /// `Cancellation.current` asked to stop, before the call or inside it.
  case cancelled
  /// The function threw.
  case thrown(Failure)
  /// The function's value is a failure (a division by zero, say).
  case failed(ArithmeticFailure)

  /// `f(x)`, with the cancellation looked at first; a failure with the cancellation's message
  /// is the elementary functions' own interruption, not a failure of `f`.
  static func of(_ f: (Precise) throws(Failure) -> Precise, at x: Precise) -> Self {
    if Cancellation.isRequested { return .cancelled }
    let y: Precise
    do { y = try f(x) } catch { return .thrown(error) }
    guard let failure = y.failure else { return .value(y) }
    return failure.isInterruption ? .cancelled : .failed(failure)
  }
}

extension ArithmeticFailure {
  /// Whether this is an interruption (Ctrl-C), which the kernels report as a failure.
  var isInterruption: Bool { message == Cancellation.message }
}
