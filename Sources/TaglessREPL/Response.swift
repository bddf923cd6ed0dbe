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

  /// A response.
  public init(_ lines: [StyledLine] = [], action: Action? = nil) {
    self.lines = lines
    self.action = action
  }

  /// The lines as plain text, one per line.
  public var plainText: String { lines.map(\.plainText).joined(separator: "\n") }
}
