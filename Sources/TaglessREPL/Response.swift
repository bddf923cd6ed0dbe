/// What the shell should do after a line: show these lines, then maybe act.
public struct Response: Hashable, Sendable {
  /// Something only the shell can do.
  public enum Action: Hashable, Sendable {
    /// End the session.
    case quit
    /// Time the plan's cases with the clock and give the measurements to
    /// ``Session/report(_:for:)``.
    case benchmark(BenchmarkPlan)
  }

  /// Lines to show, in order.
  public var lines: [StyledLine]
  /// What to do after showing them.
  public var action: Action?
  /// Warnings that do not fail the line (a function left stale by `:unset`), shown after
  /// the lines: in the REPL as lines of their own, in a script on standard error.
  public var warnings: [String]

  /// A response.
  public init(_ lines: [StyledLine] = [], action: Action? = nil, warnings: [String] = []) {
    self.lines = lines
    self.action = action
    self.warnings = warnings
  }

  /// The lines, then the warnings, as the REPL shows them.
  public var shown: [StyledLine] { lines + warnings.map { StyledLine("warning: " + $0, .error) } }

  /// What the REPL shows, as plain text, one line per line.
  public var plainText: String { shown.map(\.plainText).joined(separator: "\n") }
}
