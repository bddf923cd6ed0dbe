import Synchronization
import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Flag

/// Set by the SIGINT handler; read and cleared by `InterruptFlag.take()`.
///
/// A global because a signal handler is a C function pointer and cannot capture state. An
/// `Atomic<Bool>` is lock-free, so storing into it is async-signal-safe.
private let interruptRaised = Atomic<Bool>(false)

/// The SIGINT handler: only records that Ctrl-C was pressed.
///
/// - Parameter signal: The signal number (always SIGINT here).
private func recordInterrupt(_ signal: Int32) {
  interruptRaised.store(true, ordering: .relaxed)
  userInterruption.cancel()
}

/// What Ctrl-C (SIGINT) cancels.
///
/// The work of the line running consults it as ``Cancellation/current`` (the REPL and pipe
/// mode set it around their lines). Cancelling is
/// one atomic store, safe in a signal handler; the object exists before any handler is
/// installed.
let userInterruption = Cancellation()

/// Ctrl-C as a flag instead of a process kill.
///
/// `installHandler()` replaces SIGINT's action with one that sets a flag. The action has no
/// `SA_RESTART`, so a blocking `read(2)` (such as libedit's in `el_gets`) returns with `EINTR`
/// and the editor can give back control. Long computations may poll `isRaised`.
enum InterruptFlag {
  /// Whether Ctrl-C was pressed since the flag was last taken.
  ///
  /// Reading does not clear the flag; use `take()` for that.
  static var isRaised: Bool { interruptRaised.load(ordering: .relaxed) }

  /// Clears the flag and returns whether it was set.
  ///
  /// Use it where a Ctrl-C is handled, so that the same keypress is not handled twice.
  @discardableResult
  static func take() -> Bool {
    interruptRaised.exchange(false, ordering: .relaxed)
  }

  /// Installs the flag-setting SIGINT handler.
  ///
  /// The global flag is touched first so that its lazy initialisation never runs inside the
  /// handler.
  ///
  /// - Returns: The previous action, to give to `restoreHandler(_:)`, or nil if `sigaction`
  ///   failed (then nothing was changed).
  static func installHandler() -> sigaction? {
    _ = take()
    userInterruption.reset()
    // No SA_RESTART: interrupted reads must fail with EINTR.
    return SignalAction.installInterrupt(recordInterrupt, flags: 0)
  }

  /// Puts back the SIGINT action that `installHandler()` replaced.
  ///
  /// - Parameter previous: The action `installHandler()` returned.
  static func restoreHandler(_ previous: sigaction) {
    var previous = previous
    _ = sigaction(SIGINT, &previous, nil)
  }
}
