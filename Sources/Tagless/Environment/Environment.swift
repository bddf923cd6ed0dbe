/// What a session knows: variables, user functions and the last result, `ans` — and the
/// functions and constants the app gives the language.
///
/// A value: the parser reads it, and applying a statement returns or changes a copy. Names are
/// checked by the parser before they get here (no constants, no built-in function names, none
/// of the app's names). Variables and `ans` hold a number or a Boolean.
///
/// An app adds its own functions and constants with ``register(_:)`` and
/// ``define(constant:_:)-(String,Double)`` (see ``HostFunction``); the session cannot assign or
/// redefine them.
///
/// ```swift
/// var environment = Environment()
/// environment.assign("x", 2)
/// environment.assign("big", .boolean(true))
/// environment.value(of: "x")   // .number(2)
/// ```
public struct Environment: Hashable, Sendable {
  /// Variables by name.
  public internal(set) var variables: [String: Value]
  /// User functions by name.
  public internal(set) var functions: [String: FunctionDefinition]
  /// The value of the last expression evaluated, read as `ans`.
  public var lastResult: Value?
  /// The functions the app registered, by name (``register(_:)``).
  public internal(set) var hostFunctions: [String: HostFunction] = [:]
  /// The constants the app defined, by name (``define(constant:_:)-(String,Value)``).
  public internal(set) var hostConstants: [String: Value] = [:]
  /// The bytes of all function bodies, kept as functions are defined.
  public internal(set) var definitionBytes = 0
  /// The user functions that no longer type-check since a function they call was defined
  /// again, each with why (see ``define(_:limits:)``): calling one is that error.
  public internal(set) var stale: [String: CallError] = [:]

  /// An environment with no variables, no functions and no `ans`.
  public init() {
    self.variables = [:]
    self.functions = [:]
    self.lastResult = nil
  }

  /// Binds `name` to `value`.
  public mutating func assign(_ name: String, _ value: Value) { variables[name] = value }

  /// Binds `name` to the number `value`.
  public mutating func assign(_ name: String, _ value: Double) { variables[name] = .number(value) }

  /// Adds or replaces a user function, and checks again each function that calls it.
  ///
  /// A function of the standard set of that name (``Prelude``) goes: the session's definition
  /// replaces it.
  ///
  /// A caller was typed by the function it calls as that was defined then; one that no longer
  /// type-checks against the new definition is kept, marked ``stale``, and fails when called
  /// with the error its check found, as a caller of a function of numbers does. Returns the
  /// callers of the new definition that are stale now, by name.
  @discardableResult
  public mutating func define(_ definition: FunctionDefinition, limits: Limits = .standard)
    -> [String: CallError]
  {
    if hostFunctions[definition.name]?.isPrelude == true {
      hostFunctions[definition.name] = nil
    }
    definitionBytes -= functions[definition.name]?.source.utf8.count ?? 0
    definitionBytes += definition.source.utf8.count
    functions[definition.name] = definition
    stale[definition.name] = nil
    return recheckCallers(of: definition.name, limits: limits)
  }

  /// The value a name has here: a constant, `ans`, one of the app's constants, or a variable.
  @inlinable
  public func value(of name: String) -> Value? {
    if let constant = Constant(rawValue: name) { return .number(constant.value) }
    if name == Names.lastResult { return lastResult }
    if !hostConstants.isEmpty, let value = hostConstants[name] { return value }
    return variables[name]
  }
}
