import TaglessREPL
import Testing

/// `:table` and `:plot` at the edges of the doubles: where a step is finer than their spacing
/// each double is one row; labels tell apart ends that differ; subnormal values are drawn to
/// scale.
@Suite("Tables at the edges of the double range")
struct RangeEdgeTests {
  /// Ranges, and the first column of their rows.
  static let tables: [(line: String, xs: [String])] = [
    (
      ":table x for x in 1e16..1e16+10",
      [
        "10000000000000000", "10000000000000002", "10000000000000004", "10000000000000006",
        "10000000000000008", "10000000000000010",
      ]
    ),
    (":table x for x in 1..3", ["1", "2", "3"]),
  ]

  @Test("one row per double", arguments: tables)
  func rows(line: String, xs: [String]) {
    let reply = Session.reply(to: [line])
    let firstColumn = reply.split(separator: "\n").dropFirst().map {
      String($0.split(separator: " ").first ?? "")
    }
    #expect(firstColumn == xs, "\(reply)")
  }

  /// A plot's reply: its first line (the top label) and its x-range line.
  static func plotLabels(_ line: String) -> (top: String, x: String) {
    let lines = Session.reply(to: [line]).split(separator: "\n").map(String.init)
    return (lines.first ?? "", lines.last ?? "")
  }

  @Test("the labels of ends 1 apart at 1e15 differ")
  func labelsThatDiffer() {
    let (top, x) = Self.plotLabels(":plot x for x in 1e15..1e15+1")
    #expect(top.hasPrefix("1000000000000001 ┤"), "\(top)")
    let ends = x.split(separator: " ").map(String.init)
    #expect(ends == ["1000000000000000", "x", "1000000000000001"], "\(x)")
  }

  @Test("values near 1e-310 are drawn as a line rising to a top label of their own size")
  func subnormalValues() {
    let reply = Session.reply(to: [":plot x*1e-310 for x in 0..1"])
    let lines = reply.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("1.1e-310 ┤") == true, "\(reply)")
    // A rising line marks rows between the top and the bottom, not only the bottom one.
    let marked = lines.dropFirst().dropLast(3).filter {
      $0.contains(where: { "⠁⠂⠄⡀⢀⣀⠉⠒⠤".contains($0) })
    }
    #expect(marked.count >= 5, "\(reply)")
  }
}
