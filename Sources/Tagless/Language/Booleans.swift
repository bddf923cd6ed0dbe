/// Adds the language's second type, Boolean: the literals, comparisons of numbers, and logic.
///
/// An interpreter of the typed language interprets two types, so it needs two representations.
/// Swift has no higher-kinded types (no `repr<Bool>` beside `repr<Double>`), so the conforming
/// type itself is the representation of numbers and the associated type ``Truth`` is that of
/// Booleans: the evaluator's `Truth` is `Bool`, the pretty printer's is printed text (itself),
/// the enum tree's is ``BooleanExpression``. Because every constructor says which of the two it
/// takes and returns, an ill-typed term such as `1 + (2 < 3)` cannot be built in Swift at all,
/// and no interpreter carries a runtime type tag: the tagless in tagless final.
///
/// `&&` and `||` short-circuit and `c ? a : b` (``Conditionals``) runs one branch: an interpreter
/// whose conditions have known values says so through ``decision(_:)``, and the parser and the
/// expansion of user functions then leave the other operand unexpanded. Printers and counters
/// leave the default (no decision) and see both operands; the simplifier decides the conditions
/// it has folded to a constant.
///
/// ```swift
/// func between<R: Booleans>(_ x: R, _ lo: R, _ hi: R) -> R.Truth {
///   R.and(R.compare(.lessOrEqual, lo, x), R.compare(.lessOrEqual, x, hi))
/// }
/// between(Evaluation(2), Evaluation(1), Evaluation(3))  // true
/// ```
public protocol Booleans: Arithmetic {
  /// How this interpreter represents a Boolean-valued expression.
  associatedtype Truth

  /// `true` or `false`.
  static func boolean(_ value: Bool) -> Truth
  /// `lhs < rhs`, `lhs == rhs`, …: two numbers compared.
  static func compare(_ comparison: Comparison, _ lhs: consuming Self, _ rhs: consuming Self)
    -> Truth
  /// `!operand`.
  static func not(_ operand: consuming Truth) -> Truth
  /// `lhs && rhs`.
  static func and(_ lhs: consuming Truth, _ rhs: consuming Truth) -> Truth
  /// `lhs || rhs`.
  static func or(_ lhs: consuming Truth, _ rhs: consuming Truth) -> Truth

  /// The value of `condition` when this interpreter knows it, or nil.
  ///
  /// The evaluator knows every condition; the printers know none (the default). A known
  /// condition lets `&&`, `||` and `?:` leave the operand they do not need unexpanded: calls of
  /// user functions in it are not run, which is what makes recursion terminate.
  static func decision(_ condition: borrowing Truth) -> Bool?

  /// A comparison's Boolean, told the byte offset of its operator.
  ///
  /// An interpreter whose comparisons can fail (an exact comparison that cannot be decided)
  /// places the failure there, as ``Arithmetic/located(_:at:)`` places a number's; the
  /// default leaves the Boolean as it is.
  static func locatedTruth(_ truth: consuming Truth, at offset: Int) -> Truth
}

extension Booleans {
  /// No condition is known: both operands of `&&`, `||` and `?:` are built in full.
  @inlinable
  public static func decision(_ condition: borrowing Truth) -> Bool? { nil }

  /// The Boolean as it is: no comparison of this interpreter fails.
  @inlinable
  public static func locatedTruth(_ truth: consuming Truth, at offset: Int) -> Truth { truth }
}
