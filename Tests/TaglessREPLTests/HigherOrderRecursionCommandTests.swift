import Testing

@testable import TaglessREPL

// MARK: - Commands over recursions of functions that take functions

/// Commands answer for recursions of functions that take functions as for closed forms.
///
/// A recursion such as `apply_n(h, n, x) = n == 0 ? x : apply_n(h, n - 1, h(x))` is decided
/// only by the values of its arguments: `:diff` without `by` finds its variable (F19 in
/// Docs/Robustness.md), and so it does, at once, for calls nested in their functions (F21);
/// `:table` and `:plot` evaluate such a recursion point by point (F20).
@Suite("Commands over recursions of functions that take functions")
struct HigherOrderRecursionCommandTests {
  static let setup = [
    "apply_n(h, n, x) = n == 0 ? x : apply_n(h, n - 1, h(x))",
    "deeper(h, n) = n <= 0 ? h(1) : deeper(t -> h(h(t)) / 2, n - 1)",
    "twice(h, x) = h(h(x))",
  ]

  /// `twice(t1 -> twice(t2 -> … twice(t10 -> t10 + x, t9) …, t1), x)`: ten calls nested in
  /// their functions, 3^10 applications to find the variable before F21.
  static let nested = (1...10).reversed().reduce("t10 + x") { inner, level in
    "twice(t\(level) -> \(inner), \(level == 1 ? "x" : "t\(level - 1)"))"
  }

  static let same: [(line: String, closedForm: String)] = [
    (":diff apply_n(y -> 2 * y, 3, x)", ":diff 8 * x"),
    (":diff apply_n(y -> 2 * y, 3, x)", ":diff apply_n(y -> 2 * y, 3, x) by x"),
    (":diff deeper(t -> t * x, 3)", ":diff deeper(t -> t * x, 3) by x"),
    (":table apply_n(y -> 2 * y, 3, x) for x in 0..2", ":table 8 * x for x in 0..2"),
    (":table apply_n(y -> y + 1, x, 0) for x in 0..4 step 1", ":table x for x in 0..4 step 1"),
    (":plot apply_n(y -> 2 * y, 3, x) for x in 0..1", ":plot 8 * x for x in 0..1"),
    (":diff " + nested, ":diff " + nested + " by x"),
  ]

  /// A reply without a table's heading (which quotes the expression), each row's last column.
  static func shown(_ reply: String, table: Bool) -> [String] {
    let lines = reply.split(separator: "\n")
    guard table else { return lines.map(String.init) }
    return lines.dropFirst().map { String($0.split(separator: " ").last ?? "") }
  }

  @Test("each answers what its closed form answers", arguments: same)
  func closedForm(line: String, closedForm: String) {
    let reply = Session.reply(to: Self.setup + [line])
    let table = line.hasPrefix(":table")
    #expect(
      Self.shown(reply, table: table)
        == Self.shown(Session.reply(to: Self.setup + [closedForm]), table: table))
    #expect(!reply.contains("error") && !reply.isEmpty, "\(reply)")
  }

  @Test("a point where the recursion does not end is that row's error, the others answer")
  func rowError() {
    let reply = Session.reply(
      to: Self.setup + [
        ":table apply_n(y -> y + 1, x, 0) for x in 0..1 step 0.5"
      ])
    #expect(reply.contains("nest too deeply"), "\(reply)")
    #expect(reply.split(separator: "\n").count >= 3, "\(reply)")
  }
}
