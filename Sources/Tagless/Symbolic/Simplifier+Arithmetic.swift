#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Sums

extension Simplifier: Arithmetic {
  /// A literal; a non-finite one (only `1e400`-like input gives one) keeps its written form.
  public static func number(_ value: Double) -> Self {
    folded(value) { .number(value) }
  }

  /// `lhs + rhs`, folded or simplified by the exact rules of addition.
  public static func add(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    if let simpler = simplerSum(lhs, rhs) { return simpler }
    let facts = sumFacts(lhs, rhs)
    // The operands end here: their terms move into the sum, so a long chain appends in place.
    let (l, r) = ((consume lhs).movingResidual(), (consume rhs).movingResidual())
    return Self(.add(consume l, consume r), facts: facts)
  }

  /// `lhs + rhs` by a rule, or nil when no rule applies.
  static func simplerSum(_ lhs: Self, _ rhs: Self) -> Self? {
    if let x = lhs.constantValue, let y = rhs.constantValue {
      return folded(x + y) { .add(lhs.residual, rhs.residual) }
    }
    // -0 is the identity of IEEE addition: x + -0 = x for every x.
    if rhs.isLiteral(-0.0) { return lhs }
    if lhs.isLiteral(-0.0) { return rhs }
    // A zero added to a value that is never -0 leaves it: a nonzero value or NaN absorbs the
    // zero, and +0 + ±0 = +0.
    if rhs.facts.contains(.zero), lhs.facts.contains(.notNegativeZero) { return lhs }
    if lhs.facts.contains(.zero), rhs.facts.contains(.notNegativeZero) { return rhs }
    // s + y where s differs from e at most in the sign of a zero: if e is a zero, so is s, and
    // a y that is never -0 makes both sums y (or +0 when y is +0).
    if case .zeroSignOf(let e) = lhs.shape, rhs.facts.contains(.notNegativeZero) {
      return add(e, rhs)
    }
    if case .zeroSignOf(let e) = rhs.shape, lhs.facts.contains(.notNegativeZero) {
      return add(lhs, e)
    }
    // IEEE defines x - y as x + (-y); and addition commutes exactly.
    if case .negation(let y) = rhs.shape { return subtract(lhs, y) }
    if case .negation(let x) = lhs.shape { return subtract(rhs, x) }
    if case .literal(let c) = rhs.shape, c < 0 { return subtract(lhs, literal(-c)) }
    // x + x and 2 * x are both the correctly rounded 2x.
    if case .variable(let a) = lhs.shape, case .variable(let b) = rhs.shape, a == b {
      return multiply(literal(2), lhs)
    }
    var facts = sumFacts(lhs, rhs)
    if rhs.facts.contains(.zero) {
      facts.formUnion(lhs.facts.intersection([.finite, .integral]))
      return Self(.add(lhs.residual, rhs.residual), shape: .zeroSignOf(lhs), facts: facts)
    }
    if lhs.facts.contains(.zero) {
      // z + e is e + z: written with the zero last, where it reads as the exception it is.
      facts.formUnion(rhs.facts.intersection([.finite, .integral]))
      return Self(.add(rhs.residual, lhs.residual), shape: .zeroSignOf(rhs), facts: facts)
    }
    return nil
  }

  /// `lhs - rhs`, folded or simplified by the exact rules of subtraction.
  public static func subtract(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    if let simpler = simplerDifference(lhs, rhs) { return simpler }
    // x - y is -0 only when x is -0 and y is +0; neither is a zero here.
    let facts = lhs.facts.intersection(.notNegativeZero)
    let (l, r) = ((consume lhs).movingResidual(), (consume rhs).movingResidual())
    return Self(.subtract(consume l, consume r), facts: facts)
  }

  /// `lhs - rhs` by a rule, or nil when no rule applies.
  static func simplerDifference(_ lhs: Self, _ rhs: Self) -> Self? {
    if let x = lhs.constantValue, let y = rhs.constantValue {
      return folded(x - y) { .subtract(lhs.residual, rhs.residual) }
    }
    // x - +0 is x + -0, which is x; -0 - x is -0 + -x, which is -x.
    if rhs.isLiteral(0.0) { return lhs }
    if lhs.isLiteral(-0.0) { return negate(rhs) }
    // x - z is x + (-z), a zero added to x: x when x is never -0.
    if rhs.facts.contains(.zero), lhs.facts.contains(.notNegativeZero) { return lhs }
    // z - c is -c for a known nonzero c, whichever the sign of the zero z.
    if lhs.facts.contains(.zero), let c = rhs.constantValue, c != 0 { return negate(rhs) }
    // s - c is s + (-c): when c is a known nonzero, -c is never -0 and the sign of s's zero
    // is forgotten.
    if case .zeroSignOf(let e) = lhs.shape, let c = rhs.constantValue, c != 0 {
      return subtract(e, rhs)
    }
    // x - s is x + (-s), and -s differs from -e at most in the sign of a zero.
    if case .zeroSignOf(let e) = rhs.shape, lhs.facts.contains(.notNegativeZero) {
      return subtract(lhs, e)
    }
    if case .negation(let y) = rhs.shape { return add(lhs, y) }
    if case .literal(let c) = rhs.shape, c < 0 { return add(lhs, literal(-c)) }
    // For finite x, x - x is an exact zero, which round-to-nearest makes +0.
    if Values.variablesAreFinite, case .variable(let a) = lhs.shape,
      case .variable(let b) = rhs.shape, a == b
    {
      return literal(0)
    }
    guard lhs.facts.contains(.zero) || rhs.facts.contains(.zero) else { return nil }
    let residual = R.subtract(lhs.residual, rhs.residual)
    // x - y is -0 only when x is -0 and y is +0.
    var facts = lhs.facts.intersection(.notNegativeZero)
    if lhs.facts.contains(.zero), rhs.facts.contains(.zero) { facts.formUnion(.zero) }
    if rhs.facts.contains(.zero) {
      facts.formUnion(lhs.facts.intersection([.finite, .integral]))
      return Self(residual, shape: .zeroSignOf(lhs), facts: facts)
    }
    facts.formUnion(rhs.facts.intersection([.finite, .integral]))
    return Self(residual, shape: .zeroSignOf(negate(rhs)), facts: facts)
  }

  /// What is known of a sum: it is -0 only when both operands are -0.
  static func sumFacts(_ lhs: Self, _ rhs: Self) -> Facts {
    var facts = lhs.facts.union(rhs.facts).intersection(.notNegativeZero)
    facts.formUnion(lhs.facts.intersection(rhs.facts).intersection([.nonNegative, .zero]))
    return facts
  }

  // MARK: Products

  /// `lhs * rhs`, folded or simplified by the exact rules of multiplication.
  public static func multiply(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    if let simpler = simplerProduct(lhs, rhs) { return simpler }
    let product = productFacts(lhs, rhs)
    // The operands end here: their terms move into the product.
    let (l, r) = ((consume lhs).movingResidual(), (consume rhs).movingResidual())
    return Self(.multiply(consume l, consume r), product)
  }

  /// What is known of a product that no rule simplified, and its shape.
  static func productFacts(_ lhs: Self, _ rhs: Self) -> (shape: Shape, facts: Facts) {
    var facts = lhs.facts.intersection(rhs.facts).intersection(.nonNegative)
    // A zero times a finite value is a zero (its sign from the signs of both).
    if lhs.facts.contains(.zero) && rhs.facts.contains(.finite)
      || rhs.facts.contains(.zero) && lhs.facts.contains(.finite)
    {
      facts.formUnion(.zero)
    }
    return (signedShape(lhs, rhs, product: true), facts)
  }

  /// `lhs * rhs` by a rule, or nil when no rule applies.
  static func simplerProduct(_ lhs: Self, _ rhs: Self) -> Self? {
    if let x = lhs.constantValue, let y = rhs.constantValue {
      return folded(x * y) { .multiply(lhs.residual, rhs.residual) }
    }
    // Multiplying by ±1 is exact.
    if rhs.isLiteral(1) { return lhs }
    if lhs.isLiteral(1) { return rhs }
    if rhs.isLiteral(-1) { return negate(lhs) }
    if lhs.isLiteral(-1) { return negate(rhs) }
    // Round-to-nearest is symmetric in sign, and multiplication commutes exactly.
    if case .negation(let x) = lhs.shape, case .negation(let y) = rhs.shape {
      return multiply(x, y)
    }
    if rhs.isLiteral, !lhs.isLiteral { return multiply(rhs, lhs) }
    if case .literal(let c) = lhs.shape, case .negation(let y) = rhs.shape {
      return multiply(literal(-c), y)
    }
    return nil
  }

  /// A product or quotient with one negative operand is the negation of the same operation on
  /// the operand's magnitude (`-2 * x` is `-(2 * x)` exactly), which sums can then use
  /// (`y + -2 * x` is `y - 2 * x`).
  static func signedShape(_ lhs: Self, _ rhs: Self, product: Bool) -> Shape {
    let (x, y) = (lhs.magnitude, rhs.magnitude)
    guard (x == nil) != (y == nil) else { return .other }
    let (a, b) = (x ?? lhs, y ?? rhs)
    return .negation(product ? multiply(a, b) : divide(a, b))
  }

  /// The operand without its sign, when it is a negation or a negative literal.
  var magnitude: Self? {
    if case .negation(let operand) = shape { return operand }
    if case .literal(let value) = shape, value < 0 { return .literal(-value) }
    return nil
  }

  /// `lhs / rhs`, folded or simplified by the exact rules of division.
  public static func divide(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    if let simpler = simplerQuotient(lhs, rhs) { return simpler }
    let facts = lhs.facts.intersection(rhs.facts).intersection(.nonNegative)
    let shape = signedShape(lhs, rhs, product: false)
    let (l, r) = ((consume lhs).movingResidual(), (consume rhs).movingResidual())
    return Self(.divide(consume l, consume r), shape: shape, facts: facts)
  }

  /// `lhs / rhs` by a rule, or nil when no rule applies.
  static func simplerQuotient(_ lhs: Self, _ rhs: Self) -> Self? {
    if let x = lhs.constantValue, let y = rhs.constantValue {
      return folded(x / y) { .divide(lhs.residual, rhs.residual) }
    }
    if rhs.isLiteral(1) { return lhs }
    if rhs.isLiteral(-1) { return negate(lhs) }
    if case .negation(let x) = lhs.shape, case .negation(let y) = rhs.shape {
      return divide(x, y)
    }
    if case .literal(let c) = lhs.shape, case .negation(let y) = rhs.shape {
      return divide(literal(-c), y)
    }
    return nil
  }

  /// `lhs % rhs`, folded when both are known; `fmod` keeps the sign of `lhs`.
  public static func remainder(_ lhs: Self, _ rhs: Self) -> Self {
    if let x = lhs.constantValue, let y = rhs.constantValue {
      return folded(fmod(x, y)) { .remainder(lhs.residual, rhs.residual) }
    }
    return Self(
      .remainder(lhs.residual, rhs.residual), facts: lhs.facts.intersection(.nonNegative))
  }

  /// `-operand`: a literal's negation is a literal, and `--x` is `x`.
  public static func negate(_ operand: Self) -> Self {
    if case .literal(let value) = operand.shape { return literal(-value) }
    if case .negation(let inner) = operand.shape { return inner }
    // A named constant keeps its name: -pi rather than -3.141592653589793.
    return Self(
      .negate(operand.residual), value: operand.constantValue.map { -$0 },
      shape: .negation(operand), facts: operand.facts.intersection([.finite, .zero, .integral]))
  }
}
