import Tagless
import Testing

@testable import TaglessREPL

// MARK: - Registry

/// The registry's claim: one entry shows a new interpreter everywhere, one entry adds a
/// command everywhere.
@Suite("Registry")
struct RegistryTests {
  /// A throwaway interpreter: the expression's text, upper-cased (by the pretty printer, or the
  /// enum tree's own printer by way of the enum).
  static let shout = InterpreterEntry(name: "shout", summary: "print EXPR in capitals") {
    rendering throws(ParseError) in
    if let tree = rendering.tree {
      return tree.map(number: { $0.prettyPrinted() }, boolean: { $0.prettyPrinted() }).uppercased()
    }
    let text = try rendering.source.build(PrettyPrint.self)?.map(number: \.text, boolean: \.text)
    return (text ?? "").uppercased()
  }

  static var registry: Registry {
    var registry = Registry.standard
    registry.add(shout)
    registry.add(
      CommandEntry(name: "twice", arguments: "TEXT", summary: "say TEXT twice") { _, command in
        Response([StyledLine(command.argument + command.argument, .value)])
      })
    return registry
  }

  func session() -> Session { Session(registry: Self.registry) }

  @Test("one interpreter entry: -i and :show names, :help, completion, its command, both encodings")
  func interpreterEntry() throws {
    let registry = Self.registry
    #expect(try registry.interpretations(named: "shout").get().map(\.name) == ["shout"])
    #expect(registry.names.contains("shout"))
    var session = session()
    #expect(session.handle(":show eval shout").plainText == "showing eval, shout")
    #expect(session.handle("sin(x0) + 1").plainText.contains("unknown variable 'x0'"))
    #expect(session.handle("x0 = 2").plainText == "x0 = 2")
    #expect(
      session.handle("sin(x0) + 1").plainText == "eval:  1.90929742682568\nshout: SIN(X0) + 1")
    _ = session.handle(":via enum")
    #expect(
      session.handle("sin(x0) + 1").plainText == "eval:  1.90929742682568\nshout: SIN(X0) + 1")
    #expect(session.handle(":shout max(a, 2)").plainText == "MAX(A, 2)")
    #expect(session.handle(":help").plainText.contains(":shout EXPR"))
    #expect(session.handle(":help").plainText.contains("shout"))
    #expect(session.completions(for: ":sho").candidates == [":shout", ":show"])
    #expect(session.completions(for: ":show sh").candidates == ["shout"])
    // Pipe mode and scripts draw from the same entry.
    var script = ScriptRun(source: "s", interpretations: [Interpretation(Self.shout)])
    #expect(script.run(text: "y = 1\nmin(y, z)\n").output == "MIN(Y, Z)\n")
  }

  @Test("one command entry: dispatch, :help, completion, aliases")
  func commandEntry() {
    var session = session()
    #expect(session.handle(":twice ab").plainText == "abab")
    #expect(session.handle(":help").plainText.contains(":twice TEXT"))
    #expect(session.completions(for: ":tw").candidates == [":twice"])
    #expect(session.handle(":q").action == .quit)
    #expect(session.handle(":twise x").plainText.contains("did you mean :twice?"))
    // The standard registry does not have it.
    var plain = Session()
    #expect(plain.handle(":twice ab").plainText.hasPrefix("unknown command ':twice'"))
  }

  @Test("names: one parser, one set of messages for -i and :show")
  func nameErrors() {
    func message(_ name: String) -> String? {
      if case .failure(let error) = Registry.standard.interpretations(named: name) {
        return error.description
      }
      return nil
    }
    #expect(
      message("diff") == "'diff': write diff and the variable to differentiate by, as in diff:x")
    #expect(
      message("prety")?.hasPrefix("unknown interpreter 'prety'; did you mean 'pretty'?") == true)
    #expect(message("pretty:x") == "'pretty' takes no ':' part; write pretty")
    #expect(message("all") == nil)
    var session = Session()
    #expect(session.handle(":show diff").plainText == message("diff"))
  }
}
