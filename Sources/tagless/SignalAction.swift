#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sigaction(2)` for SIGINT, written once for both C libraries' spellings of the handler field.
enum SignalAction {
  /// Makes `handler` SIGINT's action, with `flags` (`SA_RESTART` and the like).
  ///
  /// - Returns: The previous action, or nil if `sigaction` failed (then nothing was changed).
  static func installInterrupt(
    _ handler: @escaping @convention(c) (Int32) -> Void, flags: Int32
  ) -> sigaction? {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    action.sa_flags = flags
    sigemptyset(&action.sa_mask)
    var previous = sigaction()
    guard sigaction(SIGINT, &action, &previous) == 0 else { return nil }
    return previous
  }

  /// True when SIGINT is ignored, as it is in a background job started by a shell script.
  static func interruptIsIgnored() -> Bool {
    var current = sigaction()
    guard sigaction(SIGINT, nil, &current) == 0 else { return false }
    #if canImport(Darwin)
      let handler = current.__sigaction_u.__sa_handler
    #else
      let handler = current.__sigaction_handler.sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
