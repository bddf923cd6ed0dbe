import Tagless
import TaglessREPL
import Testing

// MARK: - Redefining a function that callers of functions that take functions use

/// A redefinition checks again the functions that call what changed: a caller typed by the old
/// definition fails when called, with the error a caller of a function of numbers gives, in
/// every view that runs calls and through both encodings; it is never run on its old type.
@Suite("Redefining what a function that takes functions is called with")
struct HigherOrderRedefinitionTests {
  static let numberToBoolean = [
    "f(x) = x^2", "twice(h, x) = h(h(x))", "uses(x) = twice(f, x)",
    "uses2(x) = uses(x) + 1", "thrice(h, x) = twice(h, h(x))", "t(x) = thrice(f, x)",
    "twice(h, x) = h(x) > 1",
  ]
  static let booleanToNumber = [
    "f(x) = x^2", "chk(h, x) = h(x) > 1", "u(x) = chk(f, x)", "chk(h, x) = h(x) - 4",
  ]
  /// A caller of a function of numbers, and a caller of that caller, which is not stale.
  static let firstOrder = [
    "f(x) = x^2", "g(x) = f(x) + 1", "k(x) = x * g(2)", "f(x) = x > 1",
  ]
  static let twiceError = "'twice(…)' is a Boolean here, where the body needs a number"
  static let fError = "'f(…)' is a Boolean here, where the body needs a number"
  static let chkError = "'chk(…)' is a number here, where the body needs a Boolean"

  static let cases: [(setup: [String], line: String, error: String)] = [
    (numberToBoolean, "uses(2)", "1: in 'uses': " + twiceError),
    (numberToBoolean, "y = uses(0.5)", "5: in 'uses': " + twiceError),
    (numberToBoolean, "1 + uses(2)", "5: in 'uses': " + twiceError),
    (numberToBoolean, "uses2(2)", "1: in 'uses2': in 'uses': " + twiceError),
    (numberToBoolean, "t(2)", "1: in 't': in 'thrice': " + twiceError),
    (numberToBoolean, "sum(k -> uses(k), 1, 2)", "10: in 'uses': " + twiceError),
    (booleanToNumber, "u(2)", "1: in 'u': " + chkError),
    (booleanToNumber, "c = u(2)", "5: in 'u': " + chkError),
    (booleanToNumber, "u(2) ? 1 : 0", "1: in 'u': " + chkError),
    // The derivative kept these calls without running them, and said 0.
    (firstOrder, "g(2)", "1: in 'g': " + fError),
    (firstOrder, "3 * g(2)", "5: in 'g': " + fError),
    (firstOrder, "k(2)", "1: in 'k': in 'g': " + fError),
  ]

  static let views: [Interpretation] = [.eval, .exact, .precise, .simplify, .diff(by: "x")]

  /// What `line` shows through `view` after `setup`, every line through `encoding`: its
  /// text, or its error's column and message after the chain of calls it happened in.
  static func shown(
    _ line: String, _ view: Interpretation, via encoding: Encoding, after setup: [String]
  ) throws -> String {
    var calculator = Calculator()
    for definition in setup { _ = try calculator.run(definition, showing: [.eval], via: encoding) }
    do throws(ParseError) {
      switch try calculator.run(line, showing: [view], via: encoding) {
      case .results(let shown): return shown.map(\.text).joined(separator: "; ")
      case let other: return "\(other)"
      }
    } catch {
      let chain = error.functions.map { "in '\($0)': " }.joined()
      return "\(error.column): " + chain + error.message
    }
  }

  @Test("a stale caller fails when called, in every view that runs it", arguments: cases)
  func staleCall(setup: [String], line: String, error: String) throws {
    for view in Self.views {
      for encoding in [Encoding.tagless, .enum] {
        let shown = try Self.shown(line, view, via: encoding, after: setup)
        #expect(shown == error, "\(view.name) via \(encoding)")
      }
    }
  }

  @Test("an assignment from a stale caller binds nothing", arguments: [Encoding.tagless, .enum])
  func nothingBound(_ encoding: Encoding) throws {
    var calculator = Calculator()
    for line in Self.numberToBoolean + ["y = uses(0.5)"] {
      _ = try? calculator.run(line, showing: [.eval], via: encoding)
    }
    #expect(calculator.environment.variables["y"] == nil)
  }

  static let restored: [(setup: [String], line: String, value: String)] = [
    (numberToBoolean + ["twice(h, x) = h(h(x))"], "uses(2)", "16"),
    (numberToBoolean + ["twice(h, x) = h(h(x))"], "t(2)", "256"),
    (numberToBoolean + ["uses(x) = twice(f, x)"], "uses(2)", "true"),
    (booleanToNumber + ["chk(h, x) = h(x) > 3"], "u(2)", "true"),
  ]

  @Test("defining either side again makes the caller fit again", arguments: restored)
  func restoredCall(setup: [String], line: String, value: String) throws {
    for encoding in [Encoding.tagless, .enum] {
      #expect(try Self.shown(line, .eval, via: encoding, after: setup) == value)
    }
  }

  @Test("the environment marks the callers that no longer type-check, and clears them")
  func staleMarks() throws {
    var environment = Environment()
    var found: [String: CallError] = [:]
    for line in Self.numberToBoolean {
      guard
        case .definition(let definition) = try Parser.statement(
          line, as: ExpressionTree.self, in: environment)
      else { continue }
      found = environment.define(definition)
    }
    #expect(found.keys.sorted() == ["thrice", "uses"])
    #expect(environment.stale["uses"]?.message == Self.twiceError)
    #expect(environment.stale["uses2"] == nil)
    guard
      case .definition(let again) = try Parser.statement(
        "twice(h, x) = h(h(x))", as: ExpressionTree.self, in: environment)
    else { return }
    #expect(environment.define(again).isEmpty)
    #expect(environment.stale.isEmpty)
  }

  static let parsedAgain: [(setup: [String], caller: String, message: String)] = [
    (
      ["twice(h, x) = h(h(x))", "uses(x) = twice(y -> y + 1, x)", "twice(h, x) = h(x, x)"],
      "uses",
      "'twice' needs a function of two numbers returning a number as argument 1, found a "
        + "function of one number returning a number"
    ),
    (["g(x) = f(x)", "f(x) = x", "f(x, y) = x + y"], "g", "'f' takes 2 arguments, got 1"),
  ]

  @Test("a caller that no longer parses is stale with the parser's error", arguments: parsedAgain)
  func staleByParse(setup: [String], caller: String, message: String) throws {
    var calculator = Calculator()
    for line in setup { _ = try calculator.run(line, showing: [.eval]) }
    #expect(calculator.environment.stale[caller]?.message == message)
  }

  @Test("the pipe's fast path learns which definition left callers stale, and warns as scripts do")
  func fastPathWarning() throws {
    var calculator = Calculator()
    for line in Self.numberToBoolean.prefix(3) + ["twice(h, x) = h(x) > 1"] {
      #expect(calculator.staleDefinition == nil)
      var text = line
      #expect(try text.withUTF8 { try calculator.evaluate($0) } == nil)
    }
    #expect(calculator.staleDefinition == "twice")
    #expect(
      ScriptRun.staleWarning(of: "twice", in: calculator.environment, source: "stdin", line: 4)
        == "stdin:4:1: warning: 'uses' calls 'twice' and no longer type-checks: "
        + "\(Self.twiceError); calling it is an error until one of them is defined again")
    #expect(
      ScriptRun.staleWarning(of: "f", in: Calculator().environment, source: "-e", line: 1) == nil)
  }

  @Test("the REPL and scripts warn of the callers a definition left stale")
  func warnings() {
    let reply = Session.reply(
      to: Array(Self.numberToBoolean.prefix(3)) + ["twice(h, x) = h(x) > 1"])
    #expect(
      reply
        == "defined twice(h, x) = h(x) > 1\nwarning: 'uses' calls 'twice' and no longer "
        + "type-checks: \(Self.twiceError); calling it is an error until one of them is "
        + "defined again")
    var script = ScriptRun(source: "-e")
    var printed: ScriptRun.Printed?
    for (index, line) in Self.booleanToNumber.enumerated() {
      printed = line.withUTF8Typed { script.run($0, number: index + 1) }
    }
    #expect(printed?.error == nil)
    #expect(
      printed?.warning
        == "-e:4:1: warning: 'u' calls 'chk' and no longer type-checks: \(Self.chkError); "
        + "calling it is an error until one of them is defined again")
  }
}
