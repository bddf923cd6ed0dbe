// MARK: - Fold

extension Expression {
  /// Interprets the tree in any interpreter: the bridge from the initial to the final encoding.
  ///
  /// ```swift
  /// let tree: Expression = .add(.number(1), .number(2))
  /// tree.fold(into: PrettyPrint.self).text   // "1 + 2"
  /// ```
  @inlinable
  public func fold<R: Language>(into interpreter: R.Type = R.self) -> R {
    switch self {
    case .number(let value): .number(value)
    case .add(let lhs, let rhs): .add(lhs.fold(), rhs.fold())
    case .subtract(let lhs, let rhs): .subtract(lhs.fold(), rhs.fold())
    case .multiply(let lhs, let rhs): .multiply(lhs.fold(), rhs.fold())
    case .divide(let lhs, let rhs): .divide(lhs.fold(), rhs.fold())
    case .remainder(let lhs, let rhs): .remainder(lhs.fold(), rhs.fold())
    case .negate(let operand): .negate(operand.fold())
    case .power(let base, let exponent): .power(base.fold(), exponent.fold())
    case .constant(let constant): .constant(constant)
    case .function1(let function, let argument): .function1(function, argument.fold())
    case .function2(let function, let first, let second):
      .function2(function, first.fold(), second.fold())
    case .functionN(let function, let arguments): .functionN(function, arguments.map { $0.fold() })
    case .variable(let name, let value): .variable(name, value)
    case .call(let name, let arguments, let expansion):
      .call(name, arguments.map { $0.fold() }, expansion.fold())
    }
  }
}
