import CLibEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Completion action

/// What Tab should do to the line, decided from the completer's answer alone.
enum CompletionAction: Equatable {
  /// Nothing to complete: ring the bell.
  case beep
  /// Delete `deleting` characters (Unicode scalars) before the cursor, then insert `inserting`.
  case replace(deleting: Int, inserting: String)
  /// Several candidates and no progress possible: show them.
  case list([String])
}

// MARK: - Completion

extension LineEditor {
  /// Decides what Tab does, without touching the terminal.
  ///
  /// One candidate replaces the fragment; several are reduced to their longest common prefix
  /// (in Unicode scalars), and listed when that prefix is no longer than the fragment. When the
  /// replacement merely extends the fragment, only the new text is inserted.
  ///
  /// - Parameters:
  ///   - text: The line up to the cursor.
  ///   - replacing: How many scalars at the end of `text` the candidates replace.
  ///   - candidates: The completer's candidates (duplicates and empty strings are ignored).
  /// - Returns: The edit to perform.
  static func completionAction(
    text: String, replacing: Int, candidates: [String]
  ) -> CompletionAction {
    var seen: Set<String> = []
    let unique = candidates.filter { !$0.isEmpty && seen.insert($0).inserted }
    guard let first = unique.first else { return .beep }
    let scalars = Array(text.unicodeScalars)
    let fragment = Array(scalars.suffix(max(0, min(replacing, scalars.count))))

    var common = Array(first.unicodeScalars)
    for candidate in unique.dropFirst() {
      let other = Array(candidate.unicodeScalars)
      var length = 0
      while length < min(common.count, other.count) && common[length] == other[length] {
        length += 1
      }
      common.removeSubrange(length...)
    }
    if unique.count > 1 && common.count <= fragment.count { return .list(unique) }
    if common == fragment { return .beep }
    if common.starts(with: fragment) {
      return .replace(deleting: 0, inserting: Self.string(common.dropFirst(fragment.count)))
    }
    return .replace(deleting: fragment.count, inserting: Self.string(common[...]))
  }

  /// Lays out candidates in columns, filled top to bottom, for a terminal `width` wide.
  ///
  /// - Parameters:
  ///   - items: The strings to show.
  ///   - width: The terminal width in columns.
  /// - Returns: The lines to print, without newlines or trailing spaces.
  static func columns(_ items: [String], width: Int) -> [String] {
    guard !items.isEmpty else { return [] }
    let cell = (items.map(\.count).max() ?? 0) + 2
    // Lines stay shorter than `width` (the last column needs no gap), so none wraps.
    let columnCount = max(1, min(items.count, (width + 1) / cell))
    let rowCount = (items.count + columnCount - 1) / columnCount
    return (0..<rowCount).map { row in
      var line = ""
      for column in 0..<columnCount {
        let index = column * rowCount + row
        guard index < items.count else { break }
        let item = items[index]
        let isLast = column == columnCount - 1 || index + rowCount >= items.count
        line += isLast ? item : item + String(repeating: " ", count: cell - item.count)
      }
      return line
    }
  }

  /// Runs the completer on the text before the cursor and applies the result.
  ///
  /// - Parameter editLine: The editor that received Tab.
  /// - Returns: A libedit `CC_*` code telling it how to redraw.
  func complete(in editLine: OpaquePointer) -> UInt8 {
    guard let completer, let info = el_line(editLine),
      let buffer = info.pointee.buffer, let cursor = info.pointee.cursor
    else { return UInt8(CC_ERROR) }
    let length = max(0, buffer.distance(to: cursor))
    let before = buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
    let answer = completer(before)

    switch Self.completionAction(
      text: before, replacing: answer.replacing, candidates: answer.candidates)
    {
    case .beep:
      return UInt8(CC_ERROR)
    case .replace(let deleting, let inserting):
      if deleting > 0 { el_deletestr(editLine, Int32(clamping: deleting)) }
      if !inserting.isEmpty && el_insertstr(editLine, inserting) != 0 {
        return UInt8(CC_ERROR)
      }
      return UInt8(CC_REFRESH)
    case .list(let items):
      let width = Int(tagless_el_get_columns(editLine, 80))
      let lines = Self.columns(items, width: width)
      writeOutput("\n" + lines.joined(separator: "\n") + "\n")
      return UInt8(CC_REDISPLAY)
    }
  }

  /// Registers the completion command with libedit and binds it to Tab.
  ///
  /// - Parameter editLine: The editor to configure.
  func bindCompletion(_ editLine: OpaquePointer) {
    _ = tagless_el_add_function(
      editLine, "tagless-complete", "Complete the word before the cursor", completionCallback)
    _ = tagless_el_bind(editLine, "^I", "tagless-complete")
  }

  /// Builds a string from Unicode scalars.
  ///
  /// - Parameter scalars: The scalars.
  /// - Returns: The string.
  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }
}

// MARK: - Completion callback

/// libedit's Tab handler (registered with `EL_ADDFN`): forwards to the owning `LineEditor`.
///
/// - Parameters:
///   - editLine: The editor that received the key.
///   - key: The key pressed.
/// - Returns: A libedit `CC_*` code.
private func completionCallback(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  guard let editLine, let editor = LineEditor.owner(of: editLine) else {
    return UInt8(CC_ERROR)
  }
  return editor.complete(in: editLine)
}
