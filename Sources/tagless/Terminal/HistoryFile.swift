import TaglessREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The history file shared by every REPL that uses it: each entry is appended when it is entered,
/// under an exclusive `flock(2)`, and the file is trimmed to its newest entries under the same
/// lock by writing a temporary file beside it and renaming it over the file.
///
/// What to write is `HistoryPolicy`'s decision; this type only reads, locks and writes. A session
/// that dies (even by SIGKILL) has already written every entry it entered, and its lock is
/// released by the kernel. A session waiting for the lock while another renamed a trimmed file
/// over the path finds that its descriptor no longer names the path, and opens the path again.
enum HistoryFile {
  /// How often to reopen the path when other sessions keep replacing it.
  private static let attempts = 100

  // MARK: - Appending

  /// Appends one encoded entry to the file at `path`, then trims it if it holds too many.
  ///
  /// The file is created (mode 0600) if missing; a symbolic link is followed, and a path that
  /// names a device is written directly. A write that fails is undone (the file is cut back to
  /// its old size), so old history survives a full disk.
  ///
  /// - Parameters:
  ///   - encodedEntry: The entry in libedit's encoding, without a newline.
  ///   - path: The history file.
  ///   - policy: What to write and how many entries to keep.
  /// - Returns: A description of the problem, or nil when the entry reached the file.
  static func append(_ encodedEntry: [UInt8], to path: String, policy: HistoryPolicy) -> String? {
    if let problem = createParentDirectory(of: path) { return problem }
    let target = resolvedPath(path)
    for _ in 0..<attempts {
      let descriptor = open(target, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { return describe(errno) }
      defer { close(descriptor) }
      if let failure = lock(descriptor) { return describe(failure) }
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { return describe(errno) }
      if (info.st_mode & S_IFMT) != S_IFREG {
        let added = policy.appending(encodedEntry, to: []) ?? []
        return writeAll(added, to: descriptor).map(describe)
      }
      if isReplaced(info, path: target) { continue }
      let contents: [UInt8]
      switch readAll(descriptor, size: Int(info.st_size)) {
      case .success(let bytes): contents = bytes
      case .failure(let failure): return describe(failure.code)
      }
      guard let added = policy.appending(encodedEntry, to: contents) else {
        return "it is not a libedit history file, so it is left as it is"
      }
      if let failure = writeAll(added, to: descriptor) {
        _ = ftruncate(descriptor, off_t(contents.count))
        return describe(failure)
      }
      guard let trimmed = policy.trimmed(contents + added) else { return nil }
      return replace(target, with: trimmed, mode: info.st_mode & 0o7777).map {
        "cannot keep it to its newest \(policy.limit) lines: \(describe($0))"
      }
    }
    return "other sessions kept replacing it"
  }

  // MARK: - Reading

  /// Runs `body` (which reads the file) while holding a shared lock on the file at `path`, so
  /// that it sees no entry half appended; without a lock when the file cannot be opened.
  ///
  /// - Parameters:
  ///   - path: The history file.
  ///   - body: What reads it.
  /// - Returns: What `body` returns.
  static func whileShared<T>(_ path: String, _ body: () -> T) -> T {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_SH) != 0 && errno == EINTR {}
    return body()
  }

  // MARK: - Steps

  /// Waits for an exclusive lock on an open file.
  ///
  /// - Parameter descriptor: The open file.
  /// - Returns: The `errno` of a failure, or nil when locked.
  private static func lock(_ descriptor: Int32) -> Int32? {
    while flock(descriptor, LOCK_EX) != 0 {
      if errno != EINTR { return errno }
    }
    return nil
  }

  /// Whether `path` now names a file other than the one `info` describes (or none).
  private static func isReplaced(_ info: stat, path: String) -> Bool {
    var current = stat()
    guard stat(path, &current) == 0 else { return true }
    return current.st_dev != info.st_dev || current.st_ino != info.st_ino
  }

  /// A failed system call's `errno`, as an error.
  private struct Failure: Error {
    let code: Int32
  }

  /// The whole file, read from its start; `size` is only a hint.
  private static func readAll(_ descriptor: Int32, size: Int) -> Result<[UInt8], Failure> {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, off_t(bytes.count))
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Failure(code: errno))
      }
      if count == 0 { return .success(bytes) }
      bytes += chunk[0..<count]
    }
  }

  /// Writes all of `bytes` (one `write(2)` unless the system takes fewer).
  ///
  /// - Returns: The `errno` of a failure, or nil when all were written.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if count == 0 { return EIO }
      offset += count
    }
    return nil
  }

  /// Replaces the file at `path` with `bytes`: a temporary file beside it is written, flushed
  /// to disk and renamed over it, so the file is at every moment either old or new, whole.
  ///
  /// - Returns: The `errno` of a failure (the file is then unchanged), or nil.
  private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t) -> Int32? {
    let temporary = "\(path).\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return errno }
    var failure = writeAll(bytes, to: descriptor)
    if failure == nil, fchmod(descriptor, mode) != 0 { failure = errno }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, rename(temporary, path) != 0 { failure = errno }
    if failure != nil { unlink(temporary) }
    return failure
  }

  // MARK: - Paths and errors

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

  /// The path with symbolic links resolved, or `path` itself when it does not exist yet.
  static func resolvedPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
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
