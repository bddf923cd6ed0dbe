import Testing

@testable import Tagless

// MARK: - Registration

@Suite("Host functions and constants: registration, precedence, equality")
struct HostRegistrationTests {
  /// Names an app cannot register, and why.
  static let badNames: [(String, String)] = [
    ("sqrt", "'sqrt' is built into the language"),
    ("pi", "'pi' is built into the language"),
    ("true", "'true' is built into the language"),
    ("ans", "'ans' is built into the language"),
    (
      "2x",
      "'2x' is not a name expressions can use: letters, digits and '_', not starting with a digit"
    ),
    (
      "a-b",
      "'a-b' is not a name expressions can use: letters, digits and '_', not starting with a digit"
    ),
    (
      "", "'' is not a name expressions can use: letters, digits and '_', not starting with a digit"
    ),
    (
      "π",
      "'π' is not a name expressions can use: letters, digits and '_', not starting with a digit"
    ),
  ]

  @Test(
    "built-in names and non-identifiers are refused, for functions and constants",
    arguments: badNames)
  func refused(name: String, message: String) {
    var environment = Environment()
    #expect(throws: RegistrationError(message)) {
      try environment.register(function: name, arity: 1) { $0[0] }
    }
    #expect(throws: RegistrationError(message)) { try environment.define(constant: name, 1.0) }
    #expect(environment == Environment())
  }

  /// Functions whose derivatives do not fit, and why.
  static let badDerivatives: [(HostFunction, String)] = [
    (
      HostFunction(function: "f", arity: 2, derivatives: [HostFixture.logistic]) { $0[0] },
      "'f' takes 2 arguments but has 1 derivatives: give one for each argument, or none"
    ),
    (
      HostFunction(function: "f", arity: 1, derivatives: [HostFixture.clampSlope]) { $0[0] },
      "a derivative of 'f' must be a number-valued function of 1 arguments, like it; "
        + "'clampslope' is not"
    ),
    (
      HostFunction(function: "f", arity: 1, derivatives: [HostFixture.isInteger]) { $0[0] },
      "a derivative of 'f' must be a number-valued function of 1 arguments, like it; "
        + "'isinteger' is not"
    ),
    (
      HostFunction(
        function: "f", arity: 1,
        derivatives: [HostFunction(function: "f", arity: 1) { _ in 1 }]
      ) { $0[0] },
      "'f' names two different functions among 'f' and its derivatives"
    ),
    (
      HostFunction(
        function: "f", arity: 1, derivatives: [HostFunction(function: "e", arity: 1) { _ in 1 }]
      ) {
        $0[0]
      },
      "'e' is built into the language"
    ),
  ]

  @Test(
    "derivatives must be number-valued functions of the same arity, named apart",
    arguments: badDerivatives)
  func derivatives(function: HostFunction, message: String) {
    var environment = Environment()
    #expect(throws: RegistrationError(message)) { try environment.register(function) }
    #expect(environment.hostFunctions.isEmpty)
  }

  @Test("registering a function registers its derivatives, so printed derivatives parse")
  func derivativesAreRegistered() {
    let environment = HostFixture.environment
    #expect(environment.hostFunctions["clampslope"] == HostFixture.clampSlope)
    #expect(environment.hostFunctions["logistic"] == HostFixture.logistic)
    #expect(environment.hostFunctions.count == 8)
    #expect(environment.hostConstants == ["g": .number(9.80665), "metric": .boolean(true)])
  }

  // MARK: Precedence

  @Test("the app's names come first: registering one removes the session's of that name")
  func precedence() throws {
    var session = Session()
    try session.run(["k = 2", "h(t) = t + k", "w(t) = h(t) * 2"])
    let bytes = session.environment.definitionBytes
    try session.environment.define(constant: "k", 10)
    try session.environment.register(function: "h", arity: 1) { $0[0] - 1 }
    #expect(session.environment.variables["k"] == nil)
    #expect(session.environment.functions["h"] == nil)
    #expect(session.environment.definitionBytes == bytes - "t + k".utf8.count)
    #expect(try session.run("h(k)") == .number(9))
    // A function defined before keeps calling the user function it was defined with, which is
    // gone: the call fails as any call of a function no longer defined does.
    let error = parseError("w(1)", in: session.environment)
    #expect(error?.message == "unknown function 'h'")
    #expect(error?.functions == ["w"])
  }

  @Test("a user function keeps the app's function it was defined with, in both encodings")
  func definedWith() throws {
    var session = Session(environment: HostFixture.environment)
    try session.run("r(t) = clamp(t, 0, 1) + g")
    let before = try #require(try HostFixture.agreedValue("r(5)", in: session.environment))
    try session.environment.register(function: "clamp", arity: 3) { _ in 100 }
    try session.environment.define(constant: "g", 0)
    #expect(try HostFixture.agreedValue("r(5)", in: session.environment) == before)
    #expect(
      try HostFixture.agreedValue("clamp(5, 0, 1) + g", in: session.environment) == .number(100))
  }

  @Test("a body that names a constant defined after it reads the constant when it runs")
  func definedAfter() throws {
    var session = Session()
    try session.run("later(t) = t * c")
    try session.environment.define(constant: "c", 3)
    #expect(try HostFixture.agreedValue("later(2)", in: session.environment) == .number(6))
    let derivative = try Parser.expression(
      "later(x)", as: Derivative<Simplified<PrettyPrint>>.self, in: session.environment,
      freeVariables: true)
    #expect(derivative.derivative(by: "c").residual.text == "0")
  }

  @Test("unregistering removes only the app's name")
  func unregister() throws {
    var environment = HostFixture.environment
    let removed = [environment.unregister("clamp"), environment.unregister("g")]
    #expect(removed == [true, true])
    let variable = environment.unregister("x")
    #expect(!variable)
    #expect(environment.variables["x"] == .number(0.25))
    #expect(parseError("clamp(1, 2, 3)", in: environment)?.message == "unknown function 'clamp'")
    #expect(parseError("g", in: environment)?.message == "unknown variable 'g'")
  }

  // MARK: Equality

  @Test("host functions are equal when they are the same registration")
  func equality() {
    let body: @Sendable ([Double]) -> Double = { $0[0] }
    let first = HostFunction(function: "id", arity: 1, body)
    let copy = first
    let second = HostFunction(function: "id", arity: 1, body)
    #expect(first == copy)
    #expect(first != second)
    #expect(first.hashValue == second.hashValue)
    #expect(first.description == "id/1")
    #expect(first.type == .number)
    #expect(HostFixture.isInteger.type == .boolean)
    #expect(HostFixture.isInteger([2]) == .boolean(true))
    var a = Environment()
    var b = Environment()
    #expect(throws: Never.self) { try a.register(first) }
    #expect(throws: Never.self) { try b.register(first) }
    #expect(a == b)
    #expect(throws: Never.self) { try b.register(second) }
    #expect(a != b)
  }
}
