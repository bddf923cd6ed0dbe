import Tagless

/// One line of output as text runs with a meaning, not a colour: the shell decides how (or
/// whether) each style is coloured.
///
/// ```swift
/// let line: StyledLine = [.init("x", .name), .init(" = "), .init("3", .value)]
/// line.plainText   // "x = 3"
/// ```
public struct StyledLine: Hashable, Sendable, ExpressibleByArrayLiteral,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// What a run of text is.
  public enum Style: Hashable, Sendable {
    /// Ordinary text.
    case plain
    /// A result.
    case value
    /// A name: a variable, function, interpreter or command.
    case name
    /// An error's header.
    case error
    /// The caret under an error's column.
    case caret
    /// Secondary text: headings of tables, hints, confirmations.
    case dim
    /// A plotted curve.
    case plot
  }

  /// A run of text in one style.
  public struct Segment: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Its style.
    public var style: Style

    /// A run of text.
    public init(_ text: String, _ style: Style = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// The runs, in order.
  public var segments: [Segment]

  /// A line of runs.
  public init(_ segments: [Segment]) { self.segments = segments }

  /// A line of one run.
  public init(_ text: String, _ style: Style = .plain) { self.segments = [Segment(text, style)] }

  /// A line of runs.
  public init(arrayLiteral elements: Segment...) { self.segments = elements }

  /// A plain line.
  public init(stringLiteral value: String) { self.init(value) }

  /// The text without styles.
  public var plainText: String { segments.map(\.text).joined() }

  /// The text without styles.
  public var description: String { plainText }

  /// The line with controls and bidirectional formatting in every run escaped
  /// (``VisibleText``), as anything that may quote the input is shown.
  public var visible: StyledLine {
    StyledLine(segments.map { Segment(VisibleText.escaped($0.text), $0.style) })
  }
}
