/// A user function, `f(t) = t^2 + 1`, as the parser checked, typed and compiled it.
///
/// The body is parsed once, when the function is defined, into the initial encoding
/// (``body``: an ``ExpressionTree`` or a ``BooleanExpression``, which the enum path evaluates by
/// itself) and compiled into a ``FunctionProgram`` that expands calls into any interpreter.
/// Its result type is the body's, fixed here; a parameter is a number, or a function when the
/// body applies it (``parameterTypes``, inferred from that use). Names in the body other
/// than the parameters, and the functions it calls, are looked up when the function is called,
/// so a body may call a function defined later, or itself.
public struct FunctionDefinition: Hashable, Sendable, CustomStringConvertible {
  /// The function's name.
  public var name: String
  /// The parameter names, in order.
  public var parameters: [String]
  /// The body as written (without a trailing comment).
  public var source: String
  /// The body as a typed tree.
  public var body: FunctionBody
  /// The body compiled for expansion.
  public var program: FunctionProgram
  /// The user functions the body calls directly.
  public var calls: Set<String>
  /// What each parameter stands for: all numbers but for a function that takes functions.
  public var parameterTypes: [ParameterType]

  /// A definition; the parser makes these after checking them.
  ///
  /// `parameterTypes` defaults to numbers.
  public init(
    name: String, parameters: [String], source: String, body: FunctionBody,
    parameterTypes: [ParameterType]? = nil
  ) {
    self.name = name
    self.parameters = parameters
    self.source = source
    self.body = body
    self.parameterTypes = parameterTypes ?? parameters.map { _ in .number }
    let functionParameters = Set(
      zip(parameters, self.parameterTypes).compactMap { $1 == .number ? nil : $0 })
    self.program = FunctionProgram(
      body, parameters: parameters, takesFunctions: !functionParameters.isEmpty)
    self.calls = program.calledFunctions.subtracting(functionParameters)
  }

  /// True when a parameter is a function: the function is called with its function arguments
  /// bound (see <doc:UserFunctions>).
  public var takesFunctions: Bool { parameterTypes.contains { $0 != .number } }

  /// The function's type in words: "function of two numbers returning a number", or for one
  /// that takes functions "function of (function of one number returning a number, number)
  /// returning a number".
  public var typeDescription: String {
    guard takesFunctions else {
      return FunctionType(arity: parameters.count, result: type).description
    }
    let list = parameterTypes.map(\.description).joined(separator: ", ")
    return "function of (\(list)) returning \(type.described)"
  }

  /// The type of what the function returns.
  public var type: ValueType { body.type }

  /// The body, pretty-printed.
  public var prettyBody: String { body.prettyPrinted() }

  /// `f(t) = t ^ 2 + 1`.
  public var description: String {
    name + "(" + parameters.joined(separator: ", ") + ") = " + prettyBody
  }

  /// The same function: name, parameters, text and tree (compared bit for bit, so that the
  /// NaN a parameter holds in the tree does not make a definition unequal to itself).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.parameters == rhs.parameters && lhs.source == rhs.source
      && lhs.parameterTypes == rhs.parameterTypes && lhs.body.isIdentical(to: rhs.body)
  }

  /// Hashes the name, parameters and text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(parameters)
    hasher.combine(source)
  }
}

// MARK: - FunctionBody

/// A function body in the initial encoding, of either type.
public enum FunctionBody: Hashable, Sendable {
  /// A number-valued body.
  case number(ExpressionTree)
  /// A Boolean-valued body.
  case boolean(BooleanExpression)

  /// The body's type.
  public var type: ValueType {
    switch self {
    case .number: .number
    case .boolean: .boolean
    }
  }

  /// True when both are the same tree, bit for bit (see ``ExpressionTree/isIdentical(to:)``).
  public func isIdentical(to other: FunctionBody) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)): a.isIdentical(to: b)
    case (.boolean(let a), .boolean(let b)): a.isIdentical(to: b)
    default: false
    }
  }

  /// The body as canonical text.
  public func prettyPrinted() -> String {
    switch self {
    case .number(let tree): tree.prettyPrinted()
    case .boolean(let tree): tree.prettyPrinted()
    }
  }
}
