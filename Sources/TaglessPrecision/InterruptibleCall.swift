import Dispatch
import Synchronization
import Tagless

/// One long MPFR computation that a cancellation stops waiting for at once.
///
/// MPFR has no way to stop a function half way, and at high precision one call takes longer
/// than a person waits after Ctrl-C (about 0.25 s for a logarithm at 340,000 bits, 100,000
/// digits). So a computation of at least ``threshold`` bits, with a cancellation in force
/// (`Cancellation.current`), runs on another thread while this one waits, looking at the
/// cancellation every 2 ms. Cancelled, the wait ends with nil and the computation is
/// abandoned: it finishes on its own thread, frees what it made, and its value is dropped. In
/// pipe mode the process ends first; in the REPL the abandoned thread runs at most the length
/// of one call.
///
/// It is safe because the other thread shares nothing mutable with this one: the computation
/// makes its own MPFR numbers from values (``Ball``, ``BigInt``) and returns a value, and MPFR
/// keeps its caches, flags and exponent range per thread (Debian's and Homebrew's builds are
/// thread-safe: `mpfr_buildopt_tls_p`). Below the threshold, or with nothing that can cancel,
/// the computation runs here: a call below it takes a few milliseconds, and the callers look at
/// the cancellation between calls.
enum InterruptibleCall {
  /// The precision (bits) from which a computation runs on another thread: about 10,000
  /// digits, where one logarithm takes about 7 ms and the thread's start about 0.05 ms.
  static let threshold = 32_768

  /// The value of `computation`, which works at `bits` bits of precision; nil when it gives
  /// none, or when the cancellation in force asked to stop before it finished.
  static func run(bits: Int, _ computation: @escaping @Sendable () -> Ball?) -> Ball? {
    guard bits >= threshold, let cancellation = Cancellation.current else {
      return computation()
    }
    if cancellation.isCancelled { return nil }
    let outcome = Outcome()
    DispatchQueue.global().async {
      outcome.value.withLock { $0 = computation() }
      outcome.finished.signal()
    }
    while outcome.finished.wait(timeout: .now() + .milliseconds(2)) == .timedOut {
      // Not `isCancelled`: a poll is not one of the checks a test's cancellation counts, so
      // the result does not depend on how fast the machine is.
      if cancellation.isRequestedNow { return nil }
    }
    return outcome.value.withLock { $0 }
  }

  /// What the other thread hands back.
  private final class Outcome: Sendable {
    let value = Mutex<Ball?>(nil)
    let finished = DispatchSemaphore(value: 0)
  }
}
