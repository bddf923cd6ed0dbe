/// The operation counter: how many operations an expression performs, by kind, and how deeply
/// they nest.
///
/// Binary operators, unary minus, comparisons, `!`, `&&`, `||`, conditionals and calls
/// (built-in or user, one each; a call of the app's function counts as a built-in one) count
/// one; numbers, `true`, `false`, constants (the app's too) and variables count zero. A user function's call counts once, whatever its body. Booleans are counted
/// with the same type (`Truth` is `OperationCount`).
///
/// ```swift
/// let count = try Parser.expression("3 + 5 * (8 - 7) / 6", as: OperationCount.self)
/// count.total   // 4
/// count.depth   // 4
/// ```
@frozen
public struct OperationCount: Hashable, Sendable {
  /// A kind of operation.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `+`.
    case add
    /// `-` between two operands.
    case subtract
    /// `*`.
    case multiply
    /// `/`.
    case divide
    /// `%`.
    case remainder
    /// Unary `-`.
    case negate
    /// `^`.
    case power
    /// A built-in function call.
    case builtin
    /// A user function call.
    case call
    /// A comparison, `<` … `!=`.
    case compare
    /// `!`.
    case not
    /// `&&`.
    case and
    /// `||`.
    case or
    /// `c ? a : b`.
    case conditional
  }

  /// `+` operations.
  public var adds = 0
  /// Binary `-` operations.
  public var subtracts = 0
  /// `*` operations.
  public var multiplies = 0
  /// `/` operations.
  public var divides = 0
  /// `%` operations.
  public var remainders = 0
  /// Unary `-` operations.
  public var negates = 0
  /// `^` operations.
  public var powers = 0
  /// Built-in function calls.
  public var builtins = 0
  /// User function calls.
  public var calls = 0
  /// Comparisons.
  public var compares = 0
  /// `!` operations.
  public var nots = 0
  /// `&&` operations.
  public var ands = 0
  /// `||` operations.
  public var ors = 0
  /// Conditionals.
  public var conditionals = 0

  /// The longest chain of nested operations from the root to a leaf (0 for a lone number).
  public var depth: Int = 0

  /// Nothing counted.
  @inlinable
  public init() {}

  /// How many operations of `kind`.
  @inlinable
  public subscript(kind: Kind) -> Int {
    get {
      switch kind {
      case .add: adds
      case .subtract: subtracts
      case .multiply: multiplies
      case .divide: divides
      case .remainder: remainders
      case .negate: negates
      case .power: powers
      case .builtin: builtins
      case .call: calls
      case .compare: compares
      case .not: nots
      case .and: ands
      case .or: ors
      case .conditional: conditionals
      }
    }
    set {
      switch kind {
      case .add: adds = newValue
      case .subtract: subtracts = newValue
      case .multiply: multiplies = newValue
      case .divide: divides = newValue
      case .remainder: remainders = newValue
      case .negate: negates = newValue
      case .power: powers = newValue
      case .builtin: builtins = newValue
      case .call: calls = newValue
      case .compare: compares = newValue
      case .not: nots = newValue
      case .and: ands = newValue
      case .or: ors = newValue
      case .conditional: conditionals = newValue
      }
    }
  }

  /// All operations.
  @inlinable
  public var total: Int {
    adds + subtracts + multiplies + divides + remainders + negates + powers + builtins + calls
      + compares + nots + ands + ors + conditionals
  }

  /// The kinds that occur, with their counts, in declaration order.
  public var breakdown: [(kind: Kind, count: Int)] {
    Kind.allCases.compactMap { kind in self[kind] > 0 ? (kind, self[kind]) : nil }
  }

  /// The counts of one operation of `kind` over one or two operands: their counts added up,
  /// one more of `kind`, and one level deeper than the deeper operand.
  ///
  /// The same as ``operation(_:over:)`` without a collection, so that a recursive count over a
  /// deep tree keeps small frames (and allocates nothing in a debug build).
  ///
  /// ```swift
  /// let sum = OperationCount.operation(.add, .init(), .init())  // sum.adds == 1
  /// ```
  @inlinable
  public static func operation(_ kind: Kind, _ first: Self, _ second: Self = Self()) -> Self {
    var result = first
    result.addCounts(of: second)
    result[kind] += 1
    result.depth = Swift.max(first.depth, second.depth) &+ 1
    return result
  }

  /// One operation of `kind` over operands that were counted already.
  @inlinable
  public static func operation(_ kind: Kind, over operands: some Sequence<Self>) -> Self {
    var result = Self()
    var deepest = 0
    for operand in operands {
      result.addCounts(of: operand)
      deepest = Swift.max(deepest, operand.depth)
    }
    result[kind] += 1
    result.depth = deepest + 1
    return result
  }

  /// Adds `other`'s count of every kind (not its depth).
  @inlinable
  mutating func addCounts(of other: Self) {
    adds += other.adds
    subtracts += other.subtracts
    multiplies += other.multiplies
    divides += other.divides
    remainders += other.remainders
    negates += other.negates
    powers += other.powers
    builtins += other.builtins
    calls += other.calls
    compares += other.compares
    nots += other.nots
    ands += other.ands
    ors += other.ors
    conditionals += other.conditionals
  }
}

// MARK: - Conformances

extension OperationCount: Language {
  /// The operations in a literal.
  public static func number(_ value: Double) -> Self { Self() }
  /// The operations in `lhs + rhs`.
  public static func add(_ lhs: Self, _ rhs: Self) -> Self { operation(.add, lhs, rhs) }
  /// The operations in `lhs - rhs`.
  public static func subtract(_ lhs: Self, _ rhs: Self) -> Self {
    operation(.subtract, lhs, rhs)
  }
  /// The operations in `lhs * rhs`.
  public static func multiply(_ lhs: Self, _ rhs: Self) -> Self {
    operation(.multiply, lhs, rhs)
  }
  /// The operations in `lhs / rhs`.
  public static func divide(_ lhs: Self, _ rhs: Self) -> Self {
    operation(.divide, lhs, rhs)
  }
  /// The operations in `lhs % rhs`.
  public static func remainder(_ lhs: Self, _ rhs: Self) -> Self {
    operation(.remainder, lhs, rhs)
  }
  /// The operations in `-operand`.
  public static func negate(_ operand: Self) -> Self {
    operation(.negate, operand)
  }
  /// The operations in `base ^ exponent`.
  public static func power(_ base: Self, _ exponent: Self) -> Self {
    operation(.power, base, exponent)
  }
  /// The operations in a constant.
  public static func constant(_ constant: Constant) -> Self { Self() }
  /// The operations in a one-argument built-in call.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    operation(.builtin, argument)
  }
  /// The operations in a two-argument built-in call.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    operation(.builtin, first, second)
  }
  /// The operations in a call of `min` or `max`.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    operation(.builtin, over: arguments)
  }
  /// The operations in a variable.
  public static func variable(_ name: String, _ value: Double) -> Self { Self() }
}

// MARK: - Booleans and calls

extension OperationCount {
  /// Booleans are counted with the same type.
  public typealias Truth = OperationCount

  /// The operations in `true` or `false`: none.
  public static func boolean(_ value: Bool) -> Self { Self() }
  /// The operations in a comparison.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Self {
    operation(.compare, lhs, rhs)
  }
  /// The operations in `!operand`.
  public static func not(_ operand: Self) -> Self { operation(.not, operand) }
  /// The operations in `lhs && rhs`.
  public static func and(_ lhs: Self, _ rhs: Self) -> Self { operation(.and, lhs, rhs) }
  /// The operations in `lhs || rhs`.
  public static func or(_ lhs: Self, _ rhs: Self) -> Self { operation(.or, lhs, rhs) }
  /// The operations in a conditional: both branches are counted.
  public static func conditional(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    operation(.conditional, over: [condition, then, otherwise])
  }
  /// The operations in a Boolean variable: none.
  public static func variable(_ name: String, _ value: Bool) -> Self { Self() }

  /// The counter counts a call as one operation.
  public static var callExpansion: CallExpansion { .none }
  /// The operations in a user function call: one, plus its arguments'.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    operation(.call, over: arguments)
  }

  /// The operations in the app's constant: none.
  public static func hostConstant(_ name: String, _ value: Double) -> Self { Self() }
  /// The operations in the app's Boolean constant: none.
  public static func hostConstant(_ name: String, _ value: Bool) -> Self { Self() }
  /// The operations in a call of the app's function: one built-in call (the app's functions
  /// extend the built-in ones), plus its arguments'.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    operation(.builtin, over: arguments)
  }
}
