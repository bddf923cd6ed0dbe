import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - State

/// Set by the handler when SIGINT arrives while a line is being computed.
private let interruptRequested = Atomic<Bool>(false)

/// True while pipe mode has written all its output and what it does cannot add to it before
/// it finishes (it waits for input, or computes a long line): SIGINT may end the process at
/// once then, with nothing lost.
private let allWritten = Atomic<Bool>(false)

/// The SIGINT handler of pipe mode.
///
/// With everything written, it ends the process by SIGINT at once: the
/// action is already back to the default (`SA_RESETHAND`), and the signal, blocked while its
/// handler runs, is delivered as the handler returns. Otherwise it only records the request,
/// for the line loop to stop after the current line and write what it computed.
private func handlePipeInterrupt(_ signal: Int32) {
  if allWritten.load(ordering: .relaxed) {
    _ = raise(SIGINT)
  } else {
    interruptRequested.store(true, ordering: .relaxed)
    userInterruption.cancel()
  }
}

/// Ctrl-C in pipe mode: the results computed so far are written, then the process ends with
/// SIGINT's status, as a filter killed by it does.
///
/// Without a handler SIGINT would end the process at once and drop up to an output buffer of
/// results (64 KiB). With it, a SIGINT that arrives while a line is computed cancels that line
/// (`userInterruption`, which the line's work consults); the run stops there, flushes what
/// finished lines computed, and ends by the signal (``endIfRequested()``). One that
/// arrives while the process waits for input ends it at once, as its output is already written;
/// so does one during a long line, whose output before it is written first (a line stopped
/// deep in its work may have built much, and freeing it took longer than the 100 ms that
/// Ctrl-C is given).
/// A second SIGINT always ends it at once (the handler is installed `SA_RESETHAND`), so a line
/// that runs long, or output that nobody reads, cannot hold the process.
enum PipeInterrupt {
  /// Installs the handler, unless SIGINT is ignored (as in a background job), which stays so.
  static func install() {
    _ = interruptRequested.load(ordering: .relaxed)  // globals initialised outside the handler
    _ = allWritten.load(ordering: .relaxed)
    userInterruption.reset()
    guard !SignalAction.interruptIsIgnored() else { return }
    _ = SignalAction.installInterrupt(
      handlePipeInterrupt, flags: Int32(truncatingIfNeeded: SA_RESETHAND))
  }

  /// True once SIGINT asked the run to stop.
  static var isRequested: Bool { interruptRequested.load(ordering: .relaxed) }

  /// Marks a time when all output is written and nothing can add to it.
  ///
  /// That is the wait for input, and a long line being computed: SIGINT may end the process
  /// at once then. False marks its end.
  static func setAllWritten(_ written: Bool) {
    allWritten.store(written, ordering: .relaxed)
  }

  /// Ends the process by SIGINT if it asked the run to stop; call it once the output is
  /// written.
  static func endIfRequested() {
    guard isRequested else { return }
    signal(SIGINT, SIG_DFL)
    _ = raise(SIGINT)
    exit(128 + SIGINT)  // not reached: SIGINT's default action ends the process
  }
}
