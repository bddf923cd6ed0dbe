/// The simplifier, a partial evaluator: folds what is known and removes operations that cannot
/// change the value, building the result in any interpreter `R`.
///
/// Every rule keeps the value bit for bit (NaN payloads aside) for every value the variables
/// may take under the assumption `Values` (see ``ValueAssumption``). IEEE 754 makes many
/// textbook identities false, and those are not applied: `x + 0` is `+0` when `x` is `-0`,
/// `0 * x` is NaN when `x` is infinite, `x - x` is NaN when `x` is. The rules that are applied:
///
/// - **Folding.** An operation whose operands are all known is computed now, with the same IEEE
///   operation or C library call the evaluator uses, so the value cannot differ. Results that are
///   not finite are not folded (`1 / 0` stays `1 / 0`), so the printed result always parses
///   back; the shortest decimal form of a finite double reads back as the same double. A named
///   constant alone (`pi`) stays named; `2 * pi` folds.
/// - **Identities exact for every double:** `x * 1`, `1 * x`, `x / 1` are `x` and `x * -1`,
///   `x / -1` are `-x` (multiplying by ±1 is exact); `x - 0` and `x + -0` are `x` (`-0` is the
///   identity of addition; `x - 0` is `x + -0`); `-0 - x` is `-x`; `--x` is `x`; `x + -y` is
///   `x - y` and `x - -y` is `x + y` (subtraction is addition of the negation); `-x + y` is
///   `y - x` (addition commutes exactly); `x + c` with a negative literal `c` is `x - |c|`;
///   `(-x) * (-y)` is `x * y` and `(-x) / (-y)` is `x / y`, and `c * -y` is `-c * y`
///   (round-to-nearest is symmetric in sign); `x * c` is `c * x` (multiplication commutes);
///   `x + x` is `2 * x` (both are the correctly rounded 2x); `x ^ 0` and `1 ^ x` are `1`
///   (C99 Annex F defines both as 1 even for NaN); `x ^ 1` is `x` (exactly representable, and
///   glibc's `pow` errs by less than an ulp); `|-x|` is `|x|`; `max(x)` is `x`; a leading run of
///   known arguments of `min`/`max` folds (they combine left to right).
/// - **Identities that need a fact about an operand,** tracked bottom-up: a zero added to a value
///   that is never `-0` leaves it (`abs(x) + 0` is `abs(x)`), `|x|` is `x` when `x` has a clear
///   sign bit, rounding an integer-valued operand changes nothing (`floor(round(x))`), and
///   `(x + 0) + y` is `x + y` when `y` is never `-0`, because `x + 0` differs from `x` only in
///   the sign of a zero, which adding such a `y` forgets.
/// - **Under ``FiniteValues`` only:** `0 * x` is a zero (of unknown sign) for finite `x`, and
///   `x - x` is `+0`; with the zero rules above, `(2*3 - 6)*x + 1*(y + 0) + 2^3` becomes
///   `y + 8`, while under ``AnyValues`` it stays `0 * x + (y + 0) + 8`. The ``residual`` keeps
///   the sign of a zero (`0 * x` stays, being `-0` for negative `x`); ``shown`` is the same
///   number with a zero's sign let go (`0`).
///
/// Constants are not reassociated (`1 + (2 + x)` stays): floating-point addition is not
/// associative. Variables are never replaced by the values they have when parsed: the result must
/// hold for every value. User function calls stay calls unless their expansion is known.
///
/// ```swift
/// let simple = try Parser.expression(
///   "1 * (x + -y) ^ 1 + 2 ^ 3", as: Simplified<PrettyPrint>.self, freeVariables: true)
/// simple.residual.text  // "x - y + 8"
/// ```
public struct Simplifier<R: Language, Values: ValueAssumption> {
  /// The simplified expression, built in `R`.
  public var residual: R
  /// The value when the expression involves no variable (also when it is not finite and so was
  /// not folded into a literal).
  public var constantValue: Double?
  /// The simplified expression to show: the ``residual``, except that under ``FiniteValues``,
  /// where only its value as a number is promised, a result that is a zero of unknown sign is
  /// written `0` (`0 * x`), and one that differs from `e` at most in the sign of a zero is `e`
  /// (`y + 0 * x` is `y`).
  ///
  /// Only the whole expression is so shown: inside it a zero's sign can matter
  /// (`1 / (0 * x)` is `-inf` for negative `x`), and the residual keeps it. A known value is
  /// shown as it is (`-0` stays), since there is no variable to assume anything of.
  public var shown: R {
    guard Values.variablesAreFinite, constantValue == nil else { return residual }
    if facts.contains(.zero) { return .number(0) }
    if case .zeroSignOf(let value) = shape { return value.shown }
    return residual
  }

  /// What the rules need to know about the form of the residual.
  var shape: Shape { shapeBox?.shape ?? .other }
  /// The shape, when it is not `.other`, held by reference: a value of a generic indirect enum
  /// stored in the struct made Swift 6.3.1's move checker crash on ``movingResidual()``.
  private let shapeBox: ShapeBox?
  /// What is known about the values the expression can take.
  var facts: Facts

  /// A simplified expression with what is known about it.
  init(_ residual: R, value: Double? = nil, shape: Shape = .other, facts: Facts = []) {
    self.residual = residual
    self.constantValue = value
    if case .other = shape { shapeBox = nil } else { shapeBox = ShapeBox(shape) }
    self.facts = facts.closed
  }

  /// A simplified expression with its shape and facts.
  init(_ residual: R, _ known: (shape: Shape, facts: Facts)) {
    self.init(residual, shape: known.shape, facts: known.facts)
  }

  // MARK: Shape

  /// The few forms of the residual that rules look into.
  indirect enum Shape {
    /// A finite number, built as `R.number`.
    case literal(Double)
    /// A variable.
    case variable(String)
    /// A function's parameter, by its name, standing for what the function is applied to: a
    /// name or a value of `R`'s choosing, never a term to copy, and never known to be finite.
    case parameter(String)
    /// `-operand`.
    case negation(Simplifier)
    /// A value equal to this one's except perhaps in the sign of a zero, such as `e + 0`.
    case zeroSignOf(Simplifier)
    /// Anything else.
    case other
  }

  /// A shape on the heap.
  final class ShapeBox {
    let shape: Shape
    init(_ shape: Shape) { self.shape = shape }
  }

  /// Facts about every value an expression can take.
  typealias Facts = ValueFacts

  // MARK: Helpers

  /// A finite number as a literal.
  static func literal(_ value: Double) -> Self {
    Self(.number(value), value: value, shape: .literal(value), facts: .of(value))
  }

  /// A known value: a literal when finite, else the unfolded residual with the value noted.
  static func folded(_ value: Double, _ residual: () -> R) -> Self {
    if value.isFinite { return literal(value) }
    return Self(residual(), value: value, facts: .of(value))
  }

  /// True when this is the literal `value`, bit for bit (so `0` is not `-0`).
  func isLiteral(_ value: Double) -> Bool {
    if case .literal(let literal) = shape { return literal.bitPattern == value.bitPattern }
    return false
  }

  /// The residual, taken from a value that ends here, so that a long chain's text is appended
  /// to in place rather than copied at each operation.
  consuming func movingResidual() -> R { residual }

  /// True when this is a literal.
  var isLiteral: Bool {
    if case .literal = shape { return true }
    return false
  }

  /// The facts shared by every one of `operands`.
  static func common(_ operands: [Self], _ facts: Facts) -> Facts {
    operands.reduce(facts) { $0.intersection($1.facts) }
  }
}

// MARK: - Simplified

/// The simplifier with no assumption about variables: its results hold for every double,
/// infinities and NaN included.
///
/// ```swift
/// try Parser.expression("x * 1 - 0", as: Simplified<PrettyPrint>.self, freeVariables: true)
///   .residual.text  // "x"
/// ```
public typealias Simplified<R: Language> = Simplifier<R, AnyValues>

// MARK: - Conformances

extension Simplifier: CustomStringConvertible where R: CustomStringConvertible {
  /// The residual's description: for ``PrettyPrint``, the simplified text.
  public var description: String { residual.description }
}

extension Simplifier: Sendable where R: Sendable {}
extension Simplifier.Shape: Sendable where R: Sendable {}
extension Simplifier.ShapeBox: Sendable where R: Sendable {}
