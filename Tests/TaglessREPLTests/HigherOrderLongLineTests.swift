import Tagless
import TaglessREPL
import Testing

// MARK: - A long line of calls of a function that takes functions

/// `tw(u -> u * x, x) + tw(u -> u * x, x) + …`, stopped where the cancellation is seen.
///
/// Each call is expanded by parsing `tw`'s body again, or kept as written by a view that
/// expands none. The cancellation stops the line at the call where it is seen, in every view
/// and both encodings; the rest of the line is not parsed (a syntax error at its end is never
/// reached).
@Suite("A long line of calls of a function that takes functions")
struct HigherOrderLongLineTests {
  static let setup = ["tw(h, y) = h(h(y))", "x = 2"]
  static let terms = 200
  static let line = Array(repeating: "tw(u -> u * x, x)", count: terms).joined(separator: " + ")

  static let views: [Interpretation] = [
    .eval, .pretty, .count, .ast, .latex, .rpn, .exact, .precise, .simplify, .diff(by: "x"),
  ]

  /// What `line` shows through `view` after the setup, run under `cancellation` when given.
  static func shown(
    _ line: String, _ view: Interpretation, via encoding: Encoding,
    cancellation: Cancellation? = nil
  ) throws -> String {
    var calculator = Calculator()
    for definition in setup { _ = try calculator.run(definition, showing: [.eval], via: encoding) }
    return Cancellation.$current.withValue(cancellation) {
      calculator.shown(line, view, via: encoding)
    }
  }

  @Test("the cancellation stops the line where it is seen", arguments: views)
  func cancelled(_ view: Interpretation) throws {
    for encoding in [Encoding.tagless, .enum] {
      let shown = try Self.shown(
        Self.line + " + )", view, via: encoding, cancellation: Cancellation(afterChecks: 3))
      #expect(shown.hasSuffix(": " + Cancellation.message), "\(view.name) via \(encoding)")
    }
  }

  @Test("the values: one term's, times the terms")
  func values() throws {
    let total = String(8 * Self.terms)
    for encoding in [Encoding.tagless, .enum] {
      #expect(try Self.shown(Self.line, .eval, via: encoding) == total)
      #expect(try Self.shown(Self.line, .exact, via: encoding) == total)
    }
    let printed = try Self.shown(Self.line, .pretty, via: .tagless)
    #expect(printed == Self.line)
  }

  @Test("every view prints the same through both encodings", arguments: views)
  func agree(_ view: Interpretation) throws {
    let tagless = try Self.shown(Self.line, view, via: .tagless)
    #expect(try Self.shown(Self.line, view, via: .enum) == tagless)
  }
}
