// MARK: - Operands a condition decides

extension RecursiveDescent {
  /// Runs `parse` with calls of user functions left unexpanded when `skip` is true.
  @inlinable
  mutating func skipping(if skip: Bool, _ parse: (inout Self) throws(ParseError) -> TypedNode)
    throws(ParseError) -> TypedNode
  {
    guard skip, expanding else { return try parse(&self) }
    expanding = false
    defer { expanding = true }
    return try parse(&self)
  }

  /// Runs `parse` counted as under a condition `R` cannot decide when `decision` is nil and a
  /// call of a function that takes functions is being expanded (``LambdaRun/undecided``).
  @inlinable
  mutating func undecided(
    _ decision: Bool?, _ parse: (inout Self) throws(ParseError) -> TypedNode
  ) throws(ParseError) -> TypedNode {
    guard decision == nil, let run = expansionRun else { return try parse(&self) }
    run.undecided += 1
    defer { run.undecided -= 1 }
    return try parse(&self)
  }

  /// The line's run of functions while a call of a function that takes functions is being
  /// expanded; nil elsewhere.
  @inlinable
  var expansionRun: LambdaRun? {
    guard let run = aside?.run, run.higherOrderNesting > 0 else { return nil }
    return run
  }
}
