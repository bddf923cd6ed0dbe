import CLibEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - History

extension LineEditor {
  /// Adds a line to the in-memory history (up-arrow, Ctrl-R); blank lines are skipped.
  ///
  /// A line equal to the previous entry is not added twice. Nothing is written to disk until
  /// `saveHistory()`.
  ///
  /// - Parameter line: The line as entered, without newline.
  func addHistory(_ line: String) {
    guard let history, line.contains(where: { !$0.isWhitespace }) else { return }
    var event = HistEvent()
    _ = tagless_history_enter(history, &event, line)
  }

  /// Writes the history to the history file, creating its directory (mode 0700) if needed.
  ///
  /// The file is written beside the old one and renamed over it, so a failed save never
  /// truncates existing history. Only the first problem is reported: later calls that fail, or
  /// any call after the file could not be loaded, return nil. (A file that could not be loaded
  /// is never overwritten, so a foreign history file survives.)
  ///
  /// - Returns: A warning to show the user, or nil when saved (or nothing to do).
  func saveHistory() -> String? {
    guard let historyFile, let history, !historyWarningGiven else { return nil }
    if let problem = Self.createParentDirectory(of: historyFile) {
      return historyWarning("cannot save history to \(historyFile): \(problem)")
    }
    var event = HistEvent()
    var info = stat()
    let isSymlink = lstat(historyFile, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    if !isSymlink {
      let temporary = "\(historyFile).\(getpid()).tmp"
      if tagless_history_save(history, &event, temporary) >= 0 {
        if rename(temporary, historyFile) == 0 { return nil }
      }
      unlink(temporary)
    }
    errno = 0
    guard tagless_history_save(history, &event, historyFile) >= 0 else {
      return historyWarning("cannot save history to \(historyFile): \(Self.describe(errno))")
    }
    return nil
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
        addLoadWarning("cannot read history file \(historyFile): \(Self.describe(failure))")
      }
      return
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      addLoadWarning("cannot read history file \(historyFile): it is a directory")
      return
    }
    if info.st_size == 0 { return }
    if access(historyFile, R_OK) != 0 {
      addLoadWarning("cannot read history file \(historyFile): \(Self.describe(errno))")
      return
    }
    var event = HistEvent()
    if tagless_history_load(history, &event, historyFile) < 0 {
      addLoadWarning("cannot read history file \(historyFile): not a libedit history file")
    }
  }

  // MARK: - Helpers

  /// Records a loading problem as a warning and disables saving.
  ///
  /// - Parameter text: The warning.
  private func addLoadWarning(_ text: String) {
    pendingWarnings.append(text + "; history will not be saved")
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

  /// Creates the missing directories above `path`, each with mode 0700.
  ///
  /// - Parameter path: A file path.
  /// - Returns: A description of the problem, or nil on success.
  static func createParentDirectory(of path: String) -> String? {
    let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    var prefix = ""
    for (index, component) in components.enumerated() {
      prefix += index == 0 ? String(component) : "/" + component
      if prefix.isEmpty || component.isEmpty || component == "." { continue }
      var info = stat()
      if stat(prefix, &info) == 0 {
        if (info.st_mode & S_IFMT) != S_IFDIR { return "\(prefix) is not a directory" }
        continue
      }
      if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
        return "cannot create \(prefix): \(describe(errno))"
      }
    }
    return nil
  }

  /// The text of a C error number, like `strerror(3)`.
  ///
  /// - Parameter code: An `errno` value.
  /// - Returns: A description such as "Permission denied".
  static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
