/// What the REPL keeps in its history file, decided from values: which lines become entries, the
/// bytes one entry adds to the file, and what the file keeps once it holds more than the limit.
///
/// The file is libedit's: a header line `_HiStOrY_V2_`, then one encoded entry a line, oldest
/// first. Sessions that share the file append each entry when it is entered, under a lock, and
/// never rewrite what others wrote, except to drop the oldest entries beyond the limit. The shell
/// does the reading, locking and writing; this type only says what to write.
///
/// ```swift
/// let policy = HistoryPolicy(limit: 2)
/// let file = Array("_HiStOrY_V2_\n1\n2\n".utf8)
/// let added = policy.appending(Array("3".utf8), to: file)  // "3\n"
/// policy.trimmed(file + (added ?? []))                      // "_HiStOrY_V2_\n2\n3\n"
/// ```
public struct HistoryPolicy: Hashable, Sendable {
  // MARK: - Format

  /// The first line of a libedit history file, without its newline.
  public static let header: [UInt8] = Array("_HiStOrY_V2_".utf8)

  /// The line separator.
  private static let newline = UInt8(ascii: "\n")

  // MARK: - State

  /// The most entries the file keeps (at least 1).
  public let limit: Int

  /// A policy that keeps at most `limit` entries (at least 1).
  ///
  /// - Parameter limit: How many of the newest entries the file keeps.
  public init(limit: Int) {
    self.limit = max(1, limit)
  }

  // MARK: - Entries

  /// The entry an entered line makes, or nil when it makes none.
  ///
  /// A line of nothing but white space makes no entry, and neither does a line equal to the
  /// newest entry (libedit's history is set to skip such repeats, and the file follows it).
  ///
  /// - Parameters:
  ///   - line: The line as entered, without its newline.
  ///   - newest: The newest entry of the session's history, if any.
  /// - Returns: The entry to record, or nil.
  public func entry(for line: String, newest: String?) -> String? {
    guard line.contains(where: { !$0.isWhitespace }), line != newest else { return nil }
    return line
  }

  // MARK: - Appending

  /// The bytes that appending one entry writes at the end of the file, or nil to write nothing.
  ///
  /// An empty (or new) file gets the header first. A file whose last line lacks its newline (a
  /// write cut short) gets one first, so the new entry stays a line of its own. A file that is
  /// not a libedit history file (another program's) is left alone: nil. So is an encoded entry
  /// that is not a single line, which libedit never produces.
  ///
  /// - Parameters:
  ///   - encodedEntry: The entry as libedit encodes it (`strvis`), without a newline.
  ///   - contents: The file's current bytes.
  /// - Returns: The bytes to append, or nil.
  public func appending(_ encodedEntry: [UInt8], to contents: [UInt8]) -> [UInt8]? {
    guard !encodedEntry.contains(Self.newline) else { return nil }
    if contents.isEmpty { return Self.header + [Self.newline] + encodedEntry + [Self.newline] }
    guard Self.isHistory(contents) else { return nil }
    let separator = contents.last == Self.newline ? [] : [Self.newline]
    return separator + encodedEntry + [Self.newline]
  }

  // MARK: - Trimming

  /// The file with only its newest `limit` entries, or nil when it needs no trimming.
  ///
  /// Entries are kept in their order, each on a line ending in a newline. A file with at most
  /// `limit` entries, or one that is not a libedit history file, is not trimmed (nil).
  ///
  /// - Parameter contents: The file's bytes.
  /// - Returns: The trimmed file's bytes, or nil.
  public func trimmed(_ contents: [UInt8]) -> [UInt8]? {
    guard Self.isHistory(contents) else { return nil }
    var lines = contents.split(separator: Self.newline, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }  // after the final newline
    let entries = lines.dropFirst()
    guard entries.count > limit else { return nil }
    var result = Self.header
    result.append(Self.newline)
    result.reserveCapacity(entries.suffix(limit).reduce(result.count) { $0 + $1.count + 1 })
    for entry in entries.suffix(limit) {
      result += entry
      result.append(Self.newline)
    }
    return result
  }

  /// Whether `contents` starts with libedit's header line.
  ///
  /// - Parameter contents: A file's bytes.
  /// - Returns: True when the first line is exactly the header.
  public static func isHistory(_ contents: [UInt8]) -> Bool {
    guard contents.starts(with: header) else { return false }
    return contents.count == header.count || contents[header.count] == newline
  }
}
