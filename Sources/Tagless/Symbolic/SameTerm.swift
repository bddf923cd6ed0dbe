// MARK: - SameTerm

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
  /// Whether `lhs` and `rhs`, arrays of this type, are the same terms one by one.
  static func sameTerms<T>(_ lhs: [T], _ rhs: [T]) -> Bool {
    guard let lhs = lhs as? [Self], let rhs = rhs as? [Self] else { return false }
    return zip(lhs, rhs).allSatisfy { $0.isSameTerm(as: $1) }
  }
}

/// Whether `lhs` and `rhs` are the same terms one by one: false when `T` cannot tell
/// (``SameTerm``).
func sameTerms<T>(_ lhs: [T], _ rhs: [T]) -> Bool {
  guard lhs.count == rhs.count, let type = T.self as? any SameTerm.Type else { return false }
  return type.sameTerms(lhs, rhs)
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
