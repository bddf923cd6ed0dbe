/// A source line as a diagnostic shows it, with the caret line under it: controls escaped
/// (``VisibleText``), and a long line cut to a window around the caret, `…` marking each end
/// that was cut, so that an error on a 9 KB line shows 80 columns, not 9 KB twice.
///
/// The caret line pads with one space per column the shown text takes before the caret (an
/// escape such as `\u{1B}` takes 6), and with a tab where the line has one.
public struct SourceWindow: Hashable, Sendable {
  /// The widest line shown, in columns, `…` marks included.
  public static let standardWidth = 80

  /// The line as shown.
  public var line: String
  /// Padding up to the caret, then `^`.
  public var caret: String

  /// The window of `sourceLine` around `column` (1-based, in Unicode scalars; past the end of
  /// the line when the error is at its end), at most `width` columns wide.
  public init(_ sourceLine: String, column: Int, width: Int = Self.standardWidth) {
    let scalars = Array(sourceLine.unicodeScalars)
    let at = max(column - 1, 0)
    let beyond = max(at - scalars.count, 0)  // the caret past the end of the line
    let caretIndex = min(at, scalars.count)
    var lower = 0
    var upper = scalars.count
    if Self.columns(scalars[...]) + beyond + 1 > width {
      // Room for the two `…`, the caret's own column and whatever lies past the end.
      let budget = max(width - 2 - beyond, 1)
      (lower, upper) = Self.window(scalars, around: caretIndex, budget: budget)
    }
    var shown = lower > 0 ? "…" : ""
    var padding = lower > 0 ? " " : ""
    for index in lower..<upper {
      let text = VisibleText.shown(scalars[index])
      shown += text
      if index < caretIndex {
        padding += scalars[index] == "\t" ? "\t" : String(repeating: " ", count: text.count)
      }
    }
    if upper < scalars.count { shown += "…" }
    line = shown
    caret = padding + String(repeating: " ", count: beyond) + "^"
  }

  /// The columns `scalar` takes once shown; a tab counts as a tab stop's worth.
  static func columns(of scalar: Unicode.Scalar) -> Int {
    if scalar == "\t" { return 8 }
    return VisibleText.needsEscape(scalar) ? VisibleText.shown(scalar).unicodeScalars.count : 1
  }

  static func columns(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
    scalars.reduce(0) { $0 + columns(of: $1) }
  }

  /// The range of scalars to show: the caret's, up to half the budget before it, then as much
  /// after it as fits, then before it again if the line ended first.
  static func window(_ scalars: [Unicode.Scalar], around caret: Int, budget: Int) -> (Int, Int) {
    var lower = caret
    var upper = min(caret + 1, scalars.count)
    var used = columns(scalars[lower..<upper])
    while lower > 0, used + columns(of: scalars[lower - 1]) <= budget / 2 {
      lower -= 1
      used += columns(of: scalars[lower])
    }
    while upper < scalars.count, used + columns(of: scalars[upper]) <= budget {
      used += columns(of: scalars[upper])
      upper += 1
    }
    while lower > 0, used + columns(of: scalars[lower - 1]) <= budget {
      lower -= 1
      used += columns(of: scalars[lower])
    }
    return (lower, upper)
  }
}
