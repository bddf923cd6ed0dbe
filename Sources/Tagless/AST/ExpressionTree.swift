/// The initial encoding: a number-valued expression as a tree, one case per number-valued
/// constructor of ``Language``.
///
/// The typed language needs two trees, one per type, that refer to each other: `ExpressionTree`
/// for numbers and ``BooleanExpression`` for Booleans. A comparison is a ``BooleanExpression``
/// over two `ExpressionTree`s, a conditional an `ExpressionTree` over a ``BooleanExpression`` and two
/// `ExpressionTree`s, so an ill-typed tree such as "1 + (2 < 3)" cannot be built: the types are
/// checked by the Swift compiler, with no runtime tag. (The tagless-final interpreters get the
/// same guarantee from their two representations, `Self` and ``Booleans/Truth``, for free.)
///
/// The number-valued cases satisfy the protocols' static requirements directly (SE-0280); the
/// Boolean-valued requirements are met by small functions that build ``BooleanExpression`` cases.
/// So the same generic parser builds a tree, and ``fold(into:)`` interprets a tree into any
/// conforming interpreter. Beside that the enums have their own switch-based
/// ``evaluate(in:limits:)``, ``prettyPrinted()``, ``operationCount()`` and
/// ``sExpression()``, written against the cases, so the two encodings can be compared.
///
/// ```swift
/// let tree = try Parser.expression("x < 0 ? -x : x", as: ExpressionTree.self, in: environment)
/// try tree.evaluate(in: environment)  // the same value as parsing into Evaluation
/// tree.prettyPrinted()                // "x < 0 ? -x : x"
/// ```
///
/// Variables carry the value they had where the tree was parsed, for the interpreters it is
/// folded into; ``evaluate(in:limits:)`` reads them from the environment it is given instead,
/// so one tree is evaluated again for new values. A user function's call carries only its name
/// and arguments: ``evaluate(in:limits:)`` looks the function up in that environment and
/// evaluates its stored body, as an initial-encoding interpreter must. The app's constants carry their values and its
/// functions' calls carry the ``HostFunction`` itself (cases of their own: a new operation is a
/// new case, and every switch over the tree had to learn it).
///
/// Functions as values (``HigherOrder``) are nodes too: a lambda is a ``FunctionExpression``,
/// its body a tree over ``parameter(_:)`` nodes, held by ``application(_:_:)`` and
/// ``functionalCall(_:_:_:_:offset:)``.
///
/// Numbers and constants are stored in the node that holds them; every other case is boxed
/// (`indirect`), one heap allocation per node.
public enum ExpressionTree: Hashable, Sendable {
  /// A numeric literal.
  case number(_ value: Double)
  /// `lhs + rhs`.
  indirect case add(_ lhs: ExpressionTree, _ rhs: ExpressionTree)
  /// `lhs - rhs`.
  indirect case subtract(_ lhs: ExpressionTree, _ rhs: ExpressionTree)
  /// `lhs * rhs`.
  indirect case multiply(_ lhs: ExpressionTree, _ rhs: ExpressionTree)
  /// `lhs / rhs`.
  indirect case divide(_ lhs: ExpressionTree, _ rhs: ExpressionTree)
  /// `lhs % rhs`.
  indirect case remainder(_ lhs: ExpressionTree, _ rhs: ExpressionTree)
  /// `-operand`.
  indirect case negate(_ operand: ExpressionTree)
  /// `base ^ exponent`.
  indirect case power(_ base: ExpressionTree, _ exponent: ExpressionTree)
  /// `pi` or `e`.
  case constant(_ constant: Constant)
  /// A call of a one-argument built-in function.
  indirect case function1(_ function: UnaryFunction, _ argument: ExpressionTree)
  /// A call of a two-argument built-in function.
  indirect case function2(
    _ function: BinaryFunction, _ first: ExpressionTree, _ second: ExpressionTree)
  /// A call of `min` or `max`.
  indirect case functionN(_ function: VariadicFunction, _ arguments: [ExpressionTree])
  /// A number variable with the value it had where it was parsed (``evaluate(in:limits:)``
  /// reads its value from the environment it is given).
  indirect case variable(_ name: String, _ value: Double)
  /// A call of a number-valued user function.
  indirect case call(_ callee: Callee, _ arguments: [ExpressionTree])
  /// A constant the app defined, with its value where it was parsed.
  indirect case hostValue(_ name: String, _ value: Double)
  /// A call of a number-valued function the app registered: the function travels with the
  /// call, as a variable's value does.
  indirect case host(_ function: HostFunction, _ arguments: [ExpressionTree])
  /// `condition ? then : otherwise`.
  indirect case conditional(
    _ condition: BooleanExpression, _ then: ExpressionTree, _ otherwise: ExpressionTree)
  /// A parameter of the lambda around it, by name (see ``FunctionExpression``).
  case parameter(_ name: String)
  /// `function(arguments)`, a number-valued function applied where it is written.
  indirect case application(_ function: FunctionExpression, _ arguments: [ExpressionTree])
  /// `sum(function, lower, upper)` or another ``Functional``, written at byte `offset` (where
  /// its failures are reported; not compared by `==`).
  indirect case functionalCall(
    _ functional: Functional, _ function: FunctionExpression, _ lower: ExpressionTree,
    _ upper: ExpressionTree, offset: Int)
  /// A call of a number-valued user function that takes functions: its arguments in order.
  indirect case higherOrderCall(_ callee: Callee, _ arguments: [ArgumentExpression])
}

// MARK: - BooleanExpression

/// The initial encoding of a Boolean-valued expression: the second of the two trees.
///
/// See ``ExpressionTree``: the two enums are mutually recursive, one per type of the language.
///
/// ```swift
/// let test = try Parser.statement("1 < 2 && !false", as: ExpressionTree.self)
/// ```
public enum BooleanExpression: Hashable, Sendable {
  /// `true` or `false`.
  case boolean(_ value: Bool)
  /// Two numbers compared.
  indirect case compare(_ comparison: Comparison, _ lhs: ExpressionTree, _ rhs: ExpressionTree)
  /// `!operand`.
  indirect case not(_ operand: BooleanExpression)
  /// `lhs && rhs`.
  indirect case and(_ lhs: BooleanExpression, _ rhs: BooleanExpression)
  /// `lhs || rhs`.
  indirect case or(_ lhs: BooleanExpression, _ rhs: BooleanExpression)
  /// `condition ? then : otherwise`, with Boolean branches.
  indirect case conditional(
    _ condition: BooleanExpression, _ then: BooleanExpression, _ otherwise: BooleanExpression)
  /// A Boolean variable with the value it had where it was parsed (`evaluate(in:limits:)` reads
  /// its value from the environment it is given).
  indirect case variable(_ name: String, _ value: Bool)
  /// A call of a Boolean-valued user function.
  indirect case call(_ callee: Callee, _ arguments: [ExpressionTree])
  /// A Boolean constant the app defined, with its value where it was parsed.
  indirect case hostValue(_ name: String, _ value: Bool)
  /// A call of a Boolean-valued function the app registered.
  indirect case host(_ function: HostFunction, _ arguments: [ExpressionTree])
  /// `function(arguments)`, a Boolean-valued function applied where it is written.
  indirect case application(_ function: FunctionExpression, _ arguments: [ExpressionTree])
  /// A call of a Boolean-valued user function that takes functions.
  indirect case higherOrderCall(_ callee: Callee, _ arguments: [ArgumentExpression])
}

// MARK: - Conformances

// Every number-valued requirement is met by the case of the same name and shape; the
// Boolean-valued ones build the other enum's cases.
extension ExpressionTree: Builtins, Power, UserFunctions, Variables, Conditionals {
  /// The other tree.
  public typealias Truth = BooleanExpression

  /// The tree shows calls as written; ``evaluate(in:limits:)`` runs them when asked.
  public static var callExpansion: CallExpansion { .none }

  /// `true` or `false`.
  public static func boolean(_ value: Bool) -> BooleanExpression { .boolean(value) }
  /// A comparison.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self)
    -> BooleanExpression
  { .compare(comparison, lhs, rhs) }
  /// `!operand`.
  public static func not(_ operand: BooleanExpression) -> BooleanExpression { .not(operand) }
  /// `lhs && rhs`.
  public static func and(_ lhs: BooleanExpression, _ rhs: BooleanExpression)
    -> BooleanExpression
  { .and(lhs, rhs) }
  /// `lhs || rhs`.
  public static func or(_ lhs: BooleanExpression, _ rhs: BooleanExpression)
    -> BooleanExpression
  { .or(lhs, rhs) }
  /// A conditional with Boolean branches.
  public static func conditional(
    _ condition: BooleanExpression, _ then: BooleanExpression, _ otherwise: BooleanExpression
  ) -> BooleanExpression { .conditional(condition, then, otherwise) }
  /// A Boolean variable.
  public static func variable(_ name: String, _ value: Bool) -> BooleanExpression {
    .variable(name, value)
  }
  /// A call of a number-valued user function; the expansion is not kept.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    .call(callee, arguments)
  }
  /// A call of a Boolean-valued user function.
  public static func call(
    _ callee: Callee, _ arguments: [Self], _ expansion: BooleanExpression?
  ) -> BooleanExpression { .call(callee, arguments) }
  /// The app's constant, as ``hostValue(_:_:)`` (a case of another name: an enum case and
  /// the protocol's default of one name would be two witnesses).
  public static func hostConstant(_ name: String, _ value: Double) -> Self {
    .hostValue(name, value)
  }
  /// A call of the app's function, as ``host(_:_:)``.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    .host(function, arguments)
  }
  /// The app's Boolean constant.
  public static func hostConstant(_ name: String, _ value: Bool) -> BooleanExpression {
    .hostValue(name, value)
  }
  /// A call of the app's Boolean-valued function.
  public static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> BooleanExpression {
    .host(predicate, arguments)
  }
}
