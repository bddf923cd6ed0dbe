// The rules of the four operations take their operands' values and partials apart and move
// them into the result. A term that ends here is then extended in place: a chain of n sums
// builds its text in O(n), and the product rule copies only the operand it needs twice, which
// keeps `x * x * … * x` quadratic (and stopped by the size bound) rather than cubic.

extension Derivative {
  /// The rule of `operation`, with the operands' partials moved into the result's and their
  /// values lent to it (a product's partial needs `u` or `v` beside the value `u * v`).
  static func binary(_ lhs: consuming Self, _ rhs: consuming Self, _ operation: Operation)
    -> Self
  {
    let literal = lhs.literal.flatMap { x in rhs.literal.flatMap { operation.fold(x, $0) } }
    let tooLarge = lhs.isTooLarge || rhs.isTooLarge
    var (u, du) = (consume lhs).parts()
    var (v, dv) = (consume rhs).parts()
    var partials: [String: R] = [:]
    // Past the size bound no partial is built, only the value.
    let names = tooLarge ? [] : Set(du.keys).union(dv.keys)
    if !names.isEmpty {
      // Built once, shared by every partial.
      let shared: R =
        switch operation {
        case .add, .subtract, .multiply: .number(0)
        case .divide: squared(copy v)
        case .remainder: .function1(.trunc, .divide(copy u, copy v))
        }
      for name in names {
        partials[name] = operation.rule(
          du.removeValue(forKey: name), dv.removeValue(forKey: name), u, v, shared)
      }
    }
    let value: R =
      switch operation {
      case .add: .add(consume u, consume v)
      case .subtract: .subtract(consume u, consume v)
      case .multiply: .multiply(consume u, consume v)
      case .divide: .divide(consume u, consume v)
      case .remainder: .remainder(consume u, consume v)
      }
    var result = Self(value: value, partials: partials)
    result.literal = literal
    if tooLarge { result.tooLarge() }
    return result
  }

  /// An operation of two numbers.
  enum Operation {
    case add, subtract, multiply, divide, remainder

    /// The operation on two numbers written in the expression (the evaluator's IEEE operation);
    /// nil for the remainder, which the power rule has never needed to see as constant.
    func fold(_ x: Double, _ y: Double) -> Double? {
      switch self {
      case .add: x + y
      case .subtract: x - y
      case .multiply: x * y
      case .divide: x / y
      case .remainder: nil
      }
    }

    /// The partial of `u ± v`, `u * v`, `u / v` or `u % v` from the operands' partials (nil:
    /// zero).
    ///
    /// `shared` is built once for all partials: `v ^ 2` for a quotient, `trunc(u / v)` for a
    /// remainder (`(u % v)' = u' - trunc(u / v) v'` between the jumps).
    func rule(_ du: consuming R?, _ dv: consuming R?, _ u: R, _ v: R, _ shared: R) -> R? {
      switch (self, consume du, consume dv) {
      case (_, nil, nil): nil
      case (.add, let du?, let dv?): .add(consume du, consume dv)
      case (.subtract, let du?, let dv?): .subtract(consume du, consume dv)
      case (.add, let du?, nil), (.subtract, let du?, nil): du
      case (.add, nil, let dv?): dv
      case (.subtract, nil, let dv?): .negate(dv)
      case (.multiply, let du?, let dv?): .add(.multiply(consume du, v), .multiply(u, consume dv))
      case (.multiply, let du?, nil): .multiply(consume du, v)
      case (.multiply, nil, let dv?): .multiply(u, consume dv)
      case (.divide, let du?, let dv?):
        .divide(.subtract(.multiply(consume du, v), .multiply(u, consume dv)), shared)
      case (.divide, let du?, nil): .divide(consume du, v)
      case (.divide, nil, let dv?): .divide(.negate(.multiply(u, consume dv)), shared)
      case (.remainder, let du?, let dv?): .subtract(consume du, .multiply(shared, consume dv))
      case (.remainder, let du?, nil): du
      case (.remainder, nil, let dv?): .negate(.multiply(shared, consume dv))
      }
    }
  }

  /// The value and the partials, taken from a derivative that ends here.
  consuming func parts() -> (value: R, partials: [String: R]) { (value, partials) }
}
