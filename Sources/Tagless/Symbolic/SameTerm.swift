/// A term that can tell whether another is the same term: built by the same constructors
/// from the same operands, so that anything built from either is the same.
///
/// ``AppliedBody`` compares a function's arguments so: a symbolic interpreter that needs a
/// function's body several times over the same arguments (its value, then its partial
/// derivatives, then once more to print it) builds it once. Only text and the symbolic
/// interpreters over text conform; for any other interpreter every application builds anew.
protocol SameTerm {
  /// Whether `other` is the same term as this one.
  func isSameTerm(as other: Self) -> Bool
}

extension SameTerm {
  /// Whether two values of `T`, which is this type, are the same term; false for values of
  /// another type.
  static func comparison<T>(of _: T.Type) -> (T, T) -> Bool {
    { lhs, rhs in
      guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return false }
      return lhs.isSameTerm(as: rhs)
    }
  }
}

/// Whether two lists of `T` are the same terms one by one, decided by ``SameTerm`` when `T`
/// conforms, and false when it cannot tell.
///
/// The conformance is looked up once, when the value is made: looked up at each comparison,
/// as the lists of a memo are compared many times a line, the lookup and the cast of the whole
/// arrays cost more than the comparison itself.
struct SameTerms<T> {
  private let same: ((T, T) -> Bool)?

  /// The comparison of `T`'s terms, if it has one.
  init() {
    same = (T.self as? any SameTerm.Type)?.comparison(of: T.self)
  }

  /// Whether `T` can tell terms apart: when not, no two lists are the same.
  var canTell: Bool { same != nil }

  /// Whether `lhs` and `rhs` are the same terms one by one.
  func callAsFunction(_ lhs: [T], _ rhs: [T]) -> Bool {
    guard let same, lhs.count == rhs.count else { return false }
    for index in lhs.indices where !same(lhs[index], rhs[index]) { return false }
    return true
  }
}

extension PrettyPrint: SameTerm {
  /// The same text, binding as tightly.
  func isSameTerm(as other: Self) -> Bool { self == other }
}

extension LaTeX: SameTerm {
  /// The same source, with the same properties.
  func isSameTerm(as other: Self) -> Bool { self == other }
}

extension RPN: SameTerm {
  /// The same text.
  func isSameTerm(as other: Self) -> Bool { self == other }
}

extension SExpression: SameTerm {
  /// The same text.
  func isSameTerm(as other: Self) -> Bool { self == other }
}

extension Simplifier: SameTerm where R: SameTerm {
  /// The same residual, with the same value, shape and facts: the rules see nothing else.
  func isSameTerm(as other: Self) -> Bool {
    residual.isSameTerm(as: other.residual) && facts == other.facts
      && constantValue?.bitPattern == other.constantValue?.bitPattern
      && Self.sameShape(shape, other.shape)
  }

  /// Whether two shapes are the same.
  static func sameShape(_ lhs: Shape, _ rhs: Shape) -> Bool {
    switch (lhs, rhs) {
    case (.literal(let a), .literal(let b)): a.bitPattern == b.bitPattern
    case (.variable(let a), .variable(let b)): a == b
    case (.parameter(let a), .parameter(let b)): a == b
    case (.other, .other): true
    case (.negation(let a), .negation(let b)), (.zeroSignOf(let a), .zeroSignOf(let b)):
      a.isSameTerm(as: b)
    default: false
    }
  }
}

extension Derivative: SameTerm where R: SameTerm {
  /// The same value and partials, the same literal, and the same size flag.
  func isSameTerm(as other: Self) -> Bool {
    guard value.isSameTerm(as: other.value), isTooLarge == other.isTooLarge,
      literal?.bitPattern == other.literal?.bitPattern, partials.count == other.partials.count
    else { return false }
    return partials.allSatisfy { name, partial in
      other.partials[name].map { partial.isSameTerm(as: $0) } ?? false
    }
  }
}
