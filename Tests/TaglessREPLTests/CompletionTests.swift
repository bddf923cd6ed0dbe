import Tagless
import TaglessREPL
import Testing

// MARK: - Completion

@Suite("Completion")
struct CompletionTests {
  static let session: Session = {
    var session = Session()
    _ = session.handle("square(t) = t * t")
    _ = session.handle("sigma = 2")
    return session
  }()

  @Test(
    "Tab candidates for the text before the cursor",
    arguments: [
      ("sq", 2, ["sqrt(", "square("]),
      ("1 + sqr", 3, ["sqrt("]),
      ("si", 2, ["sigma", "sin(", "sinh("]),
      ("p", 1, ["pi", "pow(", "product("]),
      (":sh", 3, [":show"]),
      (":", 1, Registry.standard.commands.map { ":" + $0.name }.sorted()),
      (":show pr", 2, ["precise", "pretty"]),
      (":show ex", 2, ["exact"]),
      (":dig", 4, [":digits"]),
      (":via e", 1, ["enum"]),
      ("12", 0, []),
      ("", 0, []),
      ("zz", 2, []),
    ] as [(String, Int, [String])])
  func candidates(_ text: String, _ replacing: Int, _ expected: [String]) {
    let completion = Self.session.completions(for: text)
    #expect(completion.candidates == expected)
    #expect(completion.replacing == replacing)
  }

  @Test("ans is offered once there is a result")
  func ans() {
    var session = Session()
    #expect(session.completions(for: "an").candidates.isEmpty)
    _ = session.handle("1")
    #expect(session.completions(for: "an").candidates == ["ans"])
  }

  @Test("An app's functions and constants are completed and listed")
  func hostNames() throws {
    var environment = Environment()
    try environment.register(function: "clamp", arity: 3) { a in min(max(a[0], a[1]), a[2]) }
    try environment.define(constant: "gravity", 9.80665)
    var session = Session(calculator: Calculator(environment: environment))
    #expect(session.completions(for: "cla").candidates == ["clamp("])
    #expect(session.completions(for: "grav").candidates == ["gravity"])
    #expect(
      session.handle(":funcs").plainText
        == "clamp/3  : function of three numbers returning a number, the app's")
    #expect(session.handle(":vars").plainText == "gravity = 9.80665")
    #expect(session.handle("clamp(gravity, 0, 5)").plainText == "5")
  }
}
