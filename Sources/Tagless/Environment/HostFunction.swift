/// A function an app gives the language: a name, a fixed number of number arguments, a Swift
/// closure, and optionally its partial derivatives.
///
/// Register one in an ``Environment`` and expressions call it like a built-in function: the
/// parser checks the number of arguments at the call's column, the evaluator and ``Compiled``
/// run the closure, the printers print the call by name, and the symbolic interpreters treat
/// it as an opaque function (the simplifier folds a call whose arguments are all known;
/// ``Derivative`` and ``DualNumber`` use the ``derivatives`` registered with it).
///
/// The closure must be *pure and total*: the same arguments always give the same result, and
/// any doubles (NaN and infinities included) give one. Interpreters rely on that: the
/// simplifier and ``Compiled`` call it once for known arguments and keep the result, and a
/// compiled conditional may call it for the branch that is not taken.
///
/// **Equality.** Closures cannot be compared, so a host function is the same as another when
/// it is the same *registration*: same name, arity and derivatives, and the closure of the
/// same ``init(function:arity:derivatives:_:)`` (or ``init(predicate:arity:_:)``) call. A copy
/// is equal to its original; a second function made from the same closure is not. Hashing
/// uses the name and arity. This keeps ``Environment`` (and the trees that hold a call)
/// `Hashable`: two environments are equal when they hold the same registrations.
///
/// ```swift
/// let clamp = HostFunction(function: "clamp", arity: 3) { x in min(max(x[0], x[1]), x[2]) }
/// clamp([5, 0, 1])   // .number(1)
/// ```
public struct HostFunction: Hashable, Sendable, CustomStringConvertible {
  /// The name expressions call it by.
  public let name: String
  /// How many arguments it takes, all numbers.
  public let arity: Int
  /// The partial derivatives by each argument, in order, as number-valued host functions of
  /// the same arity; empty, or nil at a position, where none is known.
  ///
  /// ``Derivative`` writes the chain rule with calls of these, so they are registered with
  /// the function (``Environment/register(_:)``): a printed derivative parses and evaluates.
  public let derivatives: [HostFunction?]
  /// The closure and the capabilities, in a box whose identity is the registration's.
  let body: Body

  /// A number-valued function of `arity` numbers.
  ///
  /// - Parameters:
  ///   - name: the name expressions call it by; an identifier that is not built in.
  ///   - arity: how many arguments it takes.
  ///   - derivatives: the partial derivative by each argument (or none), for ``Derivative``
  ///     and ``DualNumber``.
  ///   - body: the function; it gets exactly `arity` arguments.
  ///
  /// ```swift
  /// let logistic = HostFunction(function: "logistic", arity: 1) { 1 / (1 + exp(-$0[0])) }
  /// let softplus = HostFunction(function: "softplus", arity: 1, derivatives: [logistic]) {
  ///   log1p(exp($0[0]))
  /// }
  /// ```
  public init(
    function name: String, arity: Int, derivatives: [HostFunction?] = [],
    _ body: @escaping @Sendable ([Double]) -> Double
  ) {
    self.name = name
    self.arity = arity
    self.derivatives = derivatives
    self.body = Body(.number(body), capabilities: [:])
  }

  /// A Boolean-valued function (a predicate) of `arity` numbers.
  ///
  /// ```swift
  /// let isInteger = HostFunction(predicate: "isinteger", arity: 1) { $0[0].rounded() == $0[0] }
  /// ```
  public init(predicate name: String, arity: Int, _ body: @escaping @Sendable ([Double]) -> Bool) {
    self.name = name
    self.arity = arity
    self.derivatives = []
    self.body = Body(.boolean(body), capabilities: [:])
  }

  /// The same function with `body`: what ``with(_:)`` makes.
  private init(_ function: HostFunction, body: Body) {
    self.name = function.name
    self.arity = function.arity
    self.derivatives = function.derivatives
    self.body = body
  }

  /// This function with `capability` added (replacing one of the same type): a new
  /// registration, not equal to this one.
  ///
  /// ```swift
  /// let hypot3 = HostFunction(function: "hypot3", arity: 3) { a in
  ///   (a[0] * a[0] + a[1] * a[1] + a[2] * a[2]).squareRoot()
  /// }.with(LaTeXForm { a in "\\left\\lVert (\(a[0]), \(a[1]), \(a[2])) \\right\\rVert" })
  /// ```
  public func with(_ capability: some BuiltinCapability) -> HostFunction {
    var capabilities = body.capabilities
    capabilities[ObjectIdentifier(Swift.type(of: capability))] = capability
    return HostFunction(self, body: Body(body.kind, capabilities: capabilities))
  }

  /// The capability of type `type` registered with this function, or nil.
  ///
  /// ```swift
  /// hypot3.capability(LaTeXForm.self)?.typeset(["x", "y", "z"])
  /// ```
  public func capability<Capability: BuiltinCapability>(_ type: Capability.Type)
    -> Capability?
  {
    body.capabilities[ObjectIdentifier(type)] as? Capability
  }

  /// The type of what it returns.
  public var type: ValueType {
    switch body.kind {
    case .number: .number
    case .boolean: .boolean
    }
  }

  /// Calls the closure.
  ///
  /// ```swift
  /// clamp([5, 0, 1])   // .number(1)
  /// ```
  public func callAsFunction(_ arguments: [Double]) -> Value {
    switch body.kind {
    case .number(let function): .number(function(arguments))
    case .boolean(let function): .boolean(function(arguments))
    }
  }

  /// The result as a number: a predicate's is 1 or 0, as Booleans are in ``Compiled``.
  func number(_ arguments: [Double]) -> Double {
    switch body.kind {
    case .number(let function): function(arguments)
    case .boolean(let function): function(arguments) ? 1 : 0
    }
  }

  /// The result as a Boolean: a number-valued function's is true when it is not zero.
  func truth(_ arguments: [Double]) -> Bool {
    switch body.kind {
    case .number(let function): function(arguments) != 0
    case .boolean(let function): function(arguments)
    }
  }

  /// The partial derivative by argument `position` (from 0), if one was given.
  func derivative(_ position: Int) -> HostFunction? {
    position < derivatives.count ? derivatives[position] : nil
  }

  /// `clamp/3`.
  public var description: String { name + "/" + String(arity) }

  /// The same registration: name, arity, derivatives and the very closure.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.body === rhs.body && lhs.name == rhs.name && lhs.arity == rhs.arity
      && lhs.derivatives == rhs.derivatives
  }

  /// Hashes the name and arity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(arity)
  }

  // MARK: Body

  /// The closure and the capabilities; a class, so that its identity stands for the
  /// registration.
  final class Body: Sendable {
    enum Kind {
      case number(@Sendable ([Double]) -> Double)
      case boolean(@Sendable ([Double]) -> Bool)
    }

    let kind: Kind
    /// Each capability by the identity of its type.
    let capabilities: [ObjectIdentifier: any BuiltinCapability]

    init(_ kind: Kind, capabilities: [ObjectIdentifier: any BuiltinCapability]) {
      self.kind = kind
      self.capabilities = capabilities
    }
  }
}
