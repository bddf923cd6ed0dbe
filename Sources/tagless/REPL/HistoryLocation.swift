#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the REPL keeps its history: `$TAGLESS_HISTORY` (empty disables), else
/// `$XDG_STATE_HOME/tagless/history`, else `~/.local/state/tagless/history`.
enum HistoryLocation {
  /// Problems finding a place, said once.
  nonisolated(unsafe) static var warnings: [String] = []

  /// The history file's path, or nil when history is not kept.
  static func path() -> String? {
    if let chosen = variable("TAGLESS_HISTORY") { return chosen.isEmpty ? nil : chosen }
    if let state = variable("XDG_STATE_HOME"), !state.isEmpty {
      return state + "/tagless/history"
    }
    guard let home = variable("HOME"), !home.isEmpty else {
      warnings.append("HOME is not set, so history is not saved (set TAGLESS_HISTORY to keep it)")
      return nil
    }
    return home + "/.local/state/tagless/history"
  }

  private static func variable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
