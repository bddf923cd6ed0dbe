#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Evaluate

extension Expression {
  /// The tree's value, computed by a switch over the cases (the initial encoding's evaluator).
  ///
  /// Gives the same value, bit for bit, as parsing the same text into ``Evaluation``.
  @inlinable
  public func evaluate() -> Double {
    switch self {
    case .number(let value): value
    case .add(let lhs, let rhs): lhs.evaluate() + rhs.evaluate()
    case .subtract(let lhs, let rhs): lhs.evaluate() - rhs.evaluate()
    case .multiply(let lhs, let rhs): lhs.evaluate() * rhs.evaluate()
    case .divide(let lhs, let rhs): lhs.evaluate() / rhs.evaluate()
    case .remainder(let lhs, let rhs): fmod(lhs.evaluate(), rhs.evaluate())
    case .negate(let operand): -operand.evaluate()
    case .power(let base, let exponent): pow(base.evaluate(), exponent.evaluate())
    case .constant(let constant): constant.value
    case .function1(let function, let argument): function(argument.evaluate())
    case .function2(let function, let first, let second):
      function(first.evaluate(), second.evaluate())
    case .functionN(let function, let arguments): function(arguments.lazy.map { $0.evaluate() })
    case .variable(_, let value): value
    case .call(_, _, let expansion): expansion.evaluate()
    }
  }
}
