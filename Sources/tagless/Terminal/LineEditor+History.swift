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
  /// The file is written beside the old one (beside the file a symbolic link points to) and
  /// renamed over it, and only after every write, flush and `fsync` succeeded, so a failed save
  /// (a full or read-only disk) never truncates existing history. A path that names a device is
  /// written directly. Only the first problem is reported: later calls that fail, or any call
  /// after the file could not be loaded, return nil. (A file that could not be loaded is never
  /// overwritten, so a foreign history file survives.)
  ///
  /// - Returns: A warning to show the user, or nil when saved (or nothing to do).
  func saveHistory() -> String? {
    guard let historyFile, let history, !historyWarningGiven else { return nil }
    if let problem = Self.createParentDirectory(of: historyFile) {
      return historyWarning("cannot save history to \(historyFile): \(problem)")
    }
    let target = Self.resolvedPath(historyFile)
    var info = stat()
    if stat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
      guard let failure = Self.save(history, to: target, flags: O_WRONLY) else { return nil }
      return historyWarning("cannot save history to \(historyFile): \(Self.describe(failure))")
    }
    let temporary = "\(target).\(getpid()).tmp"
    var failure = Self.save(history, to: temporary, flags: O_WRONLY | O_CREAT | O_TRUNC)
    if failure == nil, rename(temporary, target) != 0 { failure = errno }
    guard let failure else { return nil }
    unlink(temporary)
    return historyWarning("cannot save history to \(historyFile): \(Self.describe(failure))")
  }

  /// Writes `history` to `path` in libedit's format, checking every step that libedit does not.
  ///
  /// - Returns: The `errno` of the first failure, or nil when all of it reached the disk.
  static func save(_ history: OpaquePointer, to path: String, flags: Int32) -> Int32? {
    let descriptor = open(path, flags, 0o600)
    guard descriptor >= 0 else { return errno }
    guard let file = fdopen(descriptor, "w") else {
      let failure = errno
      close(descriptor)
      return failure
    }
    var event = HistEvent()
    errno = 0
    var failure: Int32?
    let written = tagless_history_save_fp(history, &event, file)
    if written < 0 || fflush(file) != 0 || ferror(file) != 0 {
      failure = errno == 0 ? EIO : errno
    }
    var info = stat()
    if failure == nil, fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      fsync(descriptor) != 0
    {
      failure = errno
    }
    if fclose(file) != 0, failure == nil { failure = errno }
    return failure
  }

  /// The path with symbolic links resolved, or `path` itself when it does not exist yet.
  static func resolvedPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
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
    if let line = HistoryFileCheck.undecodableLine(in: historyFile) {
      let problem = "line \(line) is not in libedit's form"
      addLoadWarning("cannot read history file \(historyFile): \(problem)")
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
