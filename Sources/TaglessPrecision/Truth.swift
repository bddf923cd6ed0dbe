import Tagless

extension Result where Success == Bool, Failure == ArithmeticFailure {
  /// `lhs && rhs`: a false left operand decides, even when the right one failed.
  static func conjunction(_ lhs: Self, _ rhs: Self) -> Self {
    if case .success(false) = lhs { return lhs }
    return lhs.flatMap { _ in rhs }
  }

  /// `lhs || rhs`: a true left operand decides.
  static func disjunction(_ lhs: Self, _ rhs: Self) -> Self {
    if case .success(true) = lhs { return lhs }
    return lhs.flatMap { _ in rhs }
  }

  /// The value as a decision for the parser: a failed condition counts as false (the result is
  /// its failure whichever branch runs).
  var decision: Bool {
    if case .success(let value) = self { return value }
    return false
  }

  /// The comparison of two orderable results, or the first failure.
  static func comparing<T>(
    _ comparison: Comparison, _ lhs: Result<T, ArithmeticFailure>,
    _ rhs: Result<T, ArithmeticFailure>, by order: (T, T) -> Int
  ) -> Self {
    switch (lhs, rhs) {
    case (.failure(let failure), _), (_, .failure(let failure)): .failure(failure.operandFailure)
    case (.success(let x), .success(let y)): .success(comparison.holds(order(x, y)))
    }
  }
}

// MARK: - Calls

extension Result where Failure == ArithmeticFailure {
  /// A call's result: the first failed argument's failure, else the body's value with its
  /// failure placed at the call (the outermost call of a chain places it last).
  static func called(
    _ callee: Callee, arguments: [Failure?], expansion: Self?
  ) -> Self {
    if let failed = arguments.first(where: { $0 != nil }), let failed {
      return .failure(failed.operandFailure)
    }
    guard let expansion else { return .failure(ArithmeticFailure("not evaluated")) }
    return expansion.mapError { failure in
      var placed = failure
      placed.offset = callee.offset
      return placed
    }
  }
}

extension Comparison {
  /// Whether the comparison holds for an ordering (-1, 0, 1 as from `compare`).
  func holds(_ order: Int) -> Bool {
    switch self {
    case .less: order < 0
    case .lessOrEqual: order <= 0
    case .greater: order > 0
    case .greaterOrEqual: order >= 0
    case .equal: order == 0
    case .notEqual: order != 0
    }
  }
}
