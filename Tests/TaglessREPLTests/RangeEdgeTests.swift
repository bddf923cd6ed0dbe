import TaglessREPL
import Testing

/// `:table` at the edge of the doubles: where the step is finer than their spacing, each
/// double is one row.
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
}
