// MARK: - The app's functions and constants

extension Environment {
  /// Registers a function the app gives the language, and its ``HostFunction/derivatives``.
  ///
  /// Expressions parsed in this environment then call it by name, with its arity checked at
  /// the call's column. A function registered again under the same name replaces the first.
  ///
  /// **Precedence.** Built-in names (functions, `pi`, `e`, `true`, `false`, `ans`) cannot be
  /// registered, except a built-in function's name with another arity and no registered
  /// derivatives (`log` of 2 arguments beside `log(x)`). The app's names come before the session's: registering a name removes a
  /// variable, user function or constant of that name, and the session can then neither
  /// assign it, define a function of that name, nor name a parameter after it (each is a
  /// parse error at the name). A user function keeps the app's functions and constants it was
  /// defined with, as it keeps `sqrt` and `pi`: they are part of its body.
  ///
  /// ```swift
  /// var environment = Environment()
  /// try environment.register(HostFunction(function: "clamp", arity: 3) { x in
  ///   min(max(x[0], x[1]), x[2])
  /// })
  /// try Parser.expression("clamp(1.5, 0, 1)", as: Evaluation.self, in: environment).value  // 1
  /// ```
  ///
  /// - Throws: ``RegistrationError`` when a name is not an identifier or is built in, or a
  ///   derivative does not fit (its arity differs, it is a predicate, it is named like the
  ///   function, or two derivatives share a name).
  public mutating func register(_ function: HostFunction) throws(RegistrationError) {
    var functions: [String: HostFunction] = [:]
    if Self.overloads(function) {
      // A built-in's name with another arity (`log(x, base)`): the parser calls the built-in
      // with its arity and this function with this one.
      hostFunctions[function.name] = function
      return
    }
    try Self.collect(function, of: function.name, into: &functions)
    for (name, member) in functions { add(name) { $0.hostFunctions[name] = member } }
  }

  /// Registers a number-valued function: ``register(_:)`` of
  /// ``HostFunction/init(function:arity:derivatives:_:)``.
  ///
  /// ```swift
  /// try environment.register(function: "clamp", arity: 3) { x in min(max(x[0], x[1]), x[2]) }
  /// ```
  public mutating func register(
    function name: String, arity: Int, derivatives: [HostFunction?] = [],
    _ body: @escaping @Sendable ([Double]) -> Double
  ) throws(RegistrationError) {
    try register(HostFunction(function: name, arity: arity, derivatives: derivatives, body))
  }

  /// Registers a Boolean-valued function: ``register(_:)`` of
  /// ``HostFunction/init(predicate:arity:_:)``.
  ///
  /// ```swift
  /// try environment.register(predicate: "isinteger", arity: 1) { $0[0].rounded() == $0[0] }
  /// ```
  public mutating func register(
    predicate name: String, arity: Int, _ body: @escaping @Sendable ([Double]) -> Bool
  ) throws(RegistrationError) {
    try register(HostFunction(predicate: name, arity: arity, body))
  }

  /// Defines a named constant of either type, which expressions read by name.
  ///
  /// Like `pi` it has a derivative of 0 and the simplifier may fold it into a number; the
  /// printers print its name. Defining it again changes its value for lines parsed later.
  /// The same precedence as for functions (``register(_:)``) applies.
  ///
  /// ```swift
  /// try environment.define(constant: "g", .number(9.80665))
  /// ```
  ///
  /// - Throws: ``RegistrationError`` when the name is not an identifier or is built in.
  public mutating func define(constant name: String, _ value: Value) throws(RegistrationError) {
    try Self.check(name)
    add(name) { $0.hostConstants[name] = value }
  }

  /// Defines a number constant; see ``define(constant:_:)-(String,Value)``.
  ///
  /// ```swift
  /// try environment.define(constant: "g", 9.80665)
  /// ```
  public mutating func define(constant name: String, _ value: Double) throws(RegistrationError) {
    try define(constant: name, .number(value))
  }

  /// Defines a Boolean constant; see ``define(constant:_:)-(String,Value)``.
  ///
  /// ```swift
  /// try environment.define(constant: "metric", true)
  /// ```
  public mutating func define(constant name: String, _ value: Bool) throws(RegistrationError) {
    try define(constant: name, .boolean(value))
  }

  /// Removes the app's function or constant `name` (and nothing else); true if there was one.
  ///
  /// Lines parsed later no longer know the name; user functions defined with it keep it.
  @discardableResult
  public mutating func unregister(_ name: String) -> Bool {
    hostFunctions.removeValue(forKey: name) != nil || hostConstants.removeValue(forKey: name) != nil
  }

  // MARK: Checks

  /// Makes `name` the app's: whatever else held it goes, then `store` puts it in place.
  private mutating func add(_ name: String, _ store: (inout Self) -> Void) {
    hostFunctions[name] = nil
    hostConstants[name] = nil
    variables[name] = nil
    if let replaced = functions.removeValue(forKey: name) {
      definitionBytes -= replaced.source.utf8.count
    }
    store(&self)
  }

  /// `function` and its derivatives, recursively, by name, each checked.
  private static func collect(
    _ function: HostFunction, of root: String, into functions: inout [String: HostFunction]
  ) throws(RegistrationError) {
    try check(function.name)
    if let known = functions[function.name] {
      guard known == function else {
        throw RegistrationError(
          "'\(function.name)' names two different functions among '\(root)' and its derivatives")
      }
      return
    }
    guard function.arity >= 0 else {
      throw RegistrationError("'\(function.name)' cannot take \(function.arity) arguments")
    }
    guard function.derivatives.isEmpty || function.derivatives.count == function.arity else {
      throw RegistrationError(
        "'\(function.name)' takes \(function.arity) arguments but has "
          + "\(function.derivatives.count) derivatives: give one for each argument, or none")
    }
    functions[function.name] = function
    for case let derivative? in function.derivatives {
      guard derivative.type == .number, derivative.arity == function.arity else {
        throw RegistrationError(
          "a derivative of '\(function.name)' must be a number-valued function of "
            + "\(function.arity) arguments, like it; '\(derivative.name)' is not")
      }
      try collect(derivative, of: root, into: &functions)
    }
  }

  /// True for a function with no derivatives registered (they would need names of their
  /// own) named like a built-in function of one fixed arity that is not its own.
  static func overloads(_ function: HostFunction) -> Bool {
    guard function.derivatives.isEmpty, function.type == .number else { return false }
    if UnaryFunction(rawValue: function.name) != nil { return function.arity != 1 }
    if BinaryFunction(rawValue: function.name) != nil { return function.arity != 2 }
    return false
  }

  /// Rejects a name that expressions could not write, or that is built in.
  static func check(_ name: String) throws(RegistrationError) {
    guard Names.isName(name) else {
      throw RegistrationError(
        "'\(name)' is not a name expressions can use: letters, digits and '_', "
          + "not starting with a digit")
    }
    if Names.isReserved(name) {
      throw RegistrationError("'\(name)' is built into the language")
    }
  }
}

// MARK: - RegistrationError

/// Why an app's function or constant could not be registered.
///
/// ```swift
/// do { try environment.define(constant: "pi", 3) } catch {
///   error.message   // "'pi' is built into the language"
/// }
/// ```
public struct RegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words.
  public var message: String

  /// An error that says `message`.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
