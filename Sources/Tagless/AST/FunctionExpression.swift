/// A function as a value in the enum tree: its parameter names and its body, a tree that
/// refers to the parameters by ``ExpressionTree/parameter(_:)`` nodes.
///
/// The final encoding hands a function over as a ``Lambda``, a Swift closure that each
/// interpreter applies to its own values (higher-order abstract syntax). A tree cannot hold a
/// closure and still be compared, hashed, printed and walked by switches, so the enum builds
/// the body once, by applying the closure to parameter nodes, and keeps the result: the
/// function becomes data, and every switch over the tree must learn its cases.
///
/// Parameters are named nodes rather than de Bruijn indices. A tree is built by applying a
/// HOAS closure to the parameter nodes before anyone knows how deep under other lambdas each
/// use will sit, so an index (which counts the binders between a use and its own) cannot be
/// written into the node then; the printers need the names anyway; and the parser has already
/// resolved every name lexically, so looking a parameter up innermost lambda first, as the
/// evaluator and ``ExpressionTree/fold(into:)`` do, finds the binder the text meant, shadowing
/// included (`x -> sum(x -> x, 1, 2)`). The tree is never rewritten by substituting under a
/// binder, the one place names could be captured.
///
/// ```swift
/// let square = FunctionExpression(
///   parameters: ["k"], body: .number(.multiply(.parameter("k"), .parameter("k"))))
/// ExpressionTree.functionalCall(.sum, square, .number(1), .number(3), offset: 0).prettyPrinted()
/// // "sum(k -> k * k, 1, 3)"
/// ```
public struct FunctionExpression: Hashable, Sendable {
  /// The parameter names, as written (`x` in `x -> x ^ 2`).
  public var parameters: [String]
  /// The function's name when it is one (`f`, `sin`), nil for a lambda written in place.
  public var name: String?
  /// The body, its type the function's result type.
  public var body: FunctionBody

  /// A function of `parameters` returning `body`; `name` when it is a named function.
  public init(parameters: [String], name: String? = nil, body: FunctionBody) {
    self.parameters = parameters
    self.name = name
    self.body = body
  }

  /// What the function returns.
  public var result: ValueType { body.type }

  /// The function's type.
  public var type: FunctionType { FunctionType(arity: parameters.count, result: result) }

  /// True when `other` is the same function, its trees' doubles compared by `numbers`.
  func matches(_ other: FunctionExpression, numbers: (Double, Double) -> Bool) -> Bool {
    guard parameters == other.parameters, name == other.name else { return false }
    switch (body, other.body) {
    case (.number(let a), .number(let b)): return a.matches(b, numbers: numbers)
    case (.boolean(let a), .boolean(let b)): return a.matches(b, numbers: numbers)
    default: return false
    }
  }

  /// Hashes the names and the body.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(parameters)
    hasher.combine(name)
    hasher.combine(body)
  }

  /// The same function with equal numbers (IEEE `==`).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.matches(rhs, numbers: ==) }
}
