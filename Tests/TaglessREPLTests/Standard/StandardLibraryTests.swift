import Tagless
import TaglessPrecision
import TaglessREPL
import Testing

// MARK: - The standard set: a value every session starts from

@Suite("the standard set of descriptor built-ins: where it is, what replaces it, what names it")
struct StandardLibraryTests {
  static let names = StandardLibrary.functions.map(\.name)

  @Test("the standard environment holds each; a plain environment holds none")
  func environments() {
    #expect(Set(Environment.standard.hostFunctions.keys) == Set(Self.names))
    #expect(Environment().hostFunctions.isEmpty)
    #expect(Calculator().environment == Environment.standard)
    #expect(Self.names.allSatisfy { Environment.standard.hostFunctions[$0]?.isPrelude == true })
  }

  @Test(
    "a session's definition replaces one, recursion included, and :reset brings it back",
    arguments: [
      ("gcd(a, b) = b == 0 ? a : gcd(b, a % b)", "gcd(1071, 462)", "21"),
      ("lcm(a, b) = a * b", "lcm(4, 6)", "24"),
      ("factorial(n) = n < 2 ? 1 : n * factorial(n - 1)", "5! + factorial(3)", "126"),
      ("factorial(n) = n < 2 ? 1 : n * (n - 1)!", "5!", "120"),
    ])
  func replaced(definition: String, line: String, shown: String) throws {
    var session = Session()
    _ = session.handle(definition)
    #expect(session.handle(line).plainText == shown)
    _ = session.handle(":reset")
    #expect(session.calculator.environment == Environment.standard)
  }

  @Test(
    "a standard name cannot be assigned, as a built-in's cannot",
    arguments: ["gcd = 3", "ln = 2", "nCr = 1"])
  func notAssigned(line: String) {
    var session = Session()
    let name = String(line.prefix { $0 != " " })
    #expect(session.handle(line).plainText.contains("cannot assign to built-in function '\(name)'"))
  }

  @Test("an app cannot register log of 1 argument, nor a derivative under a built-in's name")
  func overloads() throws {
    var environment = Environment()
    #expect(throws: RegistrationError.self) {
      try environment.register(function: "log", arity: 1) { $0[0] }
    }
    let partial = HostFunction(function: "dsqrt", arity: 2) { _ in 0 }
    #expect(throws: RegistrationError.self) {
      try environment.register(function: "sqrt", arity: 2, derivatives: [partial, partial]) {
        $0[0]
      }
    }
    try environment.register(function: "sqrt", arity: 2) { $0[0] + $0[1] }
    let value = try Parser.expression("sqrt(9) + sqrt(1, 2)", as: Evaluation.self, in: environment)
    #expect(value.value == 6)
  }

  @Test(
    "did you mean: other calculators' names, and typos of the standard set's",
    arguments: [
      ("lg(100)", "log10"), ("lb(8)", "log2"), ("arcsin(1)", "asin"), ("fact(3)", "factorial"),
      ("choose(5, 2)", "binomial"), ("gdc(4, 6)", "gcd"), ("binomail(5, 2)", "binomial"),
      ("factorail(3)", "factorial"), ("lnn(2)", "ln"),
    ])
  func suggestions(line: String, suggested: String) throws {
    let shown = try Calculator.shown(line, .eval, via: .tagless, after: [])
    #expect(shown.hasSuffix("did you mean '\(suggested)'?"), "\(shown)")
  }

  @Test("without the standard set, ln suggests log")
  func lnInPlainEnvironment() {
    do {
      _ = try Parser.expression("ln(2)", as: Evaluation.self, in: Environment())
      Issue.record("ln parsed in an environment without it")
    } catch {
      #expect(error.message == "unknown function 'ln'; did you mean 'log'?")
    }
  }

  @Test(":help lists each with its arity and says what n! is; :funcs lists none of them")
  func help() {
    var session = Session()
    let help = session.handle(":help").plainText
    let words = help.split(whereSeparator: \.isWhitespace).map(String.init)
    for function in StandardLibrary.functions {
      #expect(words.contains(function.description) || words.contains(function.description + ";"))
    }
    #expect(help.contains("(n! is factorial(n))"))
    #expect(!help.contains("the app's"))
    #expect(session.handle(":funcs").plainText == "no functions yet; f(x) = x^2 defines one")
  }

  @Test(
    "completion offers them",
    arguments: [("gc", "gcd"), ("binom", "binomial"), ("fact", "factorial"), ("nC", "nCr")])
  func completion(prefix: String, name: String) {
    let session = Session()
    #expect(session.completions(for: prefix).candidates.contains(name + "("))
  }
}
