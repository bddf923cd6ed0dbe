/// Text from the input made safe to write to a terminal: every scalar that a terminal would
/// act on rather than show is written as a Swift string literal writes it, `\u{HEX}`.
///
/// Escaped: the C0 controls but tab (an `ESC` starts a sequence that can set the window title
/// or move the cursor, a `CR` returns to the start of the line and hides what came before it),
/// `DEL`, the C1 controls U+0080 to U+009F (`U+009B` is a one-byte `ESC [`), and the
/// bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to
/// U+2069), which reorder what follows them on the line so that it reads as something it is
/// not; also U+2028 and U+2029, which some terminals treat as line breaks. Tabs stay tabs, so
/// a caret under the line can keep them. A backslash is left as it is: the escaped form is
/// for reading, and the text around it is never parsed back.
///
/// ```swift
/// VisibleText.escaped("1 + \u{1B}]0;pwned\u{7} 2") == #"1 + \u{1B}]0;pwned\u{7} 2"#   // true
/// ```
public enum VisibleText {
  /// Whether `scalar` is shown as its escape rather than as itself.
  @inlinable
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// How `scalar` is shown: `\u{1B}` for an escaped one, the scalar itself otherwise.
  public static func shown(_ scalar: Unicode.Scalar) -> String {
    guard needsEscape(scalar) else { return String(scalar) }
    return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// `text` with every scalar that ``needsEscape(_:)`` escaped; the text itself when none does.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars { result += shown(scalar) }
    return result
  }

  /// `text` escaped line by line: every line break stays a line break, and each line is
  /// ``escaped(_:)``.
  ///
  /// For a message of several lines that quotes what the user typed, such as a usage error that
  /// names an unknown option and then shows the usage.
  ///
  /// ```swift
  /// VisibleText.escapedLines("unknown '\u{1B}[2J'\nusage") == #"unknown '\u{1B}[2J'"# + "\nusage"
  /// ```
  public static func escapedLines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 != "\n" && needsEscape($0) }) else {
      return text
    }
    // By scalars: a "\r\n" is one Character, which a split on "\n" would not see.
    var result = ""
    for scalar in text.unicodeScalars { result += scalar == "\n" ? "\n" : shown(scalar) }
    return result
  }
}
