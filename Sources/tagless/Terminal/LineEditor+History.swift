import CLibEdit
import TaglessREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - History

extension LineEditor {
  /// Records an entered line: in the in-memory history (up-arrow, Ctrl-R) and, at once, at the
  /// end of the history file, which other sessions may share.
  ///
  /// `HistoryPolicy` decides what makes an entry: no blank line, no repeat of the newest entry.
  /// The file gets the entry before the line is run, so a session that crashes or is killed
  /// afterwards has lost nothing it was given. Only the first problem with the file is reported;
  /// after a file could not be loaded (another program's, say) it is never written.
  ///
  /// - Parameter line: The line as entered, without newline.
  /// - Returns: A warning to show the user, or nil.
  func addHistory(_ line: String) -> String? {
    guard let history else { return nil }
    var event = HistEvent()
    let newest = tagless_history_newest(history, &event).map { String(cString: $0) }
    guard let entry = historyPolicy.entry(for: line, newest: newest) else { return nil }
    _ = tagless_history_enter(history, &event, entry)
    guard let historyFile, historyFileUsable else { return nil }
    guard let encoded = Self.encoded(entry) else {
      return historyWarning("cannot save history to \(historyFile): libedit cannot encode the line")
    }
    guard let problem = HistoryFile.append(encoded, to: historyFile, policy: historyPolicy) else {
      return nil
    }
    return historyWarning("cannot save history to \(historyFile): \(problem)")
  }

  /// One entry as libedit writes it in a history file (`strvis` with `VIS_WHITE`), without the
  /// newline, made by libedit itself: a history of that one entry saved to a nameless file.
  ///
  /// - Parameter entry: The entry.
  /// - Returns: Its encoded bytes, or nil when libedit fails.
  static func encoded(_ entry: String) -> [UInt8]? {
    guard let single = history_init() else { return nil }
    defer { history_end(single) }
    var event = HistEvent()
    guard tagless_history_set_size(single, &event, 1) >= 0,
      tagless_history_enter(single, &event, entry) >= 0,
      let stream = tagless_anonymous_file()
    else { return nil }
    defer { fclose(stream) }
    guard tagless_history_save_fp(single, &event, stream) == 1, fflush(stream) == 0 else {
      return nil
    }
    rewind(stream)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
      bytes += chunk[0..<count]
      if count < chunk.count { break }
    }
    guard ferror(stream) == 0 else { return nil }
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard lines.count == 3, lines.removeLast().isEmpty else { return nil }  // header, entry, ""
    return Array(lines[1])
  }

  /// Sets the history size and turns on suppression of consecutive duplicates.
  ///
  /// - Parameter limit: Maximum number of entries (at least 1).
  func configureHistory(limit: Int) {
    guard let history else { return }
    var event = HistEvent()
    _ = tagless_history_set_size(history, &event, Int32(clamping: max(1, limit)))
    _ = tagless_history_set_unique(history, &event, 1)
  }

  /// Loads `historyFile` into memory; a missing or empty file is a normal first run.
  ///
  /// Any other failure adds one warning and disables saving, so that a file this editor cannot
  /// read (another program's, or one without permission) is left untouched.
  func loadHistory() {
    guard let historyFile, let history else { return }
    var info = stat()
    guard stat(historyFile, &info) == 0 else {
      let failure = errno
      if failure != ENOENT {
        addLoadWarning("cannot read history file \(historyFile): \(HistoryFile.describe(failure))")
      }
      return
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      addLoadWarning("cannot read history file \(historyFile): it is a directory")
      return
    }
    if info.st_size == 0 { return }
    if access(historyFile, R_OK) != 0 {
      addLoadWarning("cannot read history file \(historyFile): \(HistoryFile.describe(errno))")
      return
    }
    let problem: String? = HistoryFile.whileShared(historyFile) {
      if let line = HistoryFileCheck.undecodableLine(in: historyFile) {
        return "line \(line) is not in libedit's form"
      }
      var event = HistEvent()
      let loaded = tagless_history_load(history, &event, historyFile)
      return loaded < 0 ? "not a libedit history file" : nil
    }
    if let problem { addLoadWarning("cannot read history file \(historyFile): \(problem)") }
  }

  // MARK: - Helpers

  /// Records a loading problem as a warning and disables saving.
  ///
  /// - Parameter text: The warning.
  private func addLoadWarning(_ text: String) {
    pendingWarnings.append(text + "; history will not be saved")
    historyFileUsable = false
    historyWarningGiven = true
  }

  /// Returns `text` the first time a history problem occurs, nil afterwards.
  ///
  /// - Parameter text: The warning.
  /// - Returns: The warning, or nil if one was already given.
  private func historyWarning(_ text: String) -> String? {
    if historyWarningGiven { return nil }
    historyWarningGiven = true
    return text
  }
}
