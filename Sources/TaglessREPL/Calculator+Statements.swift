import Tagless

// MARK: - Statements

/// Parsing a line into an interpretation and applying what is not an expression.
extension Calculator {

  /// The value an evaluation holds.
  @inlinable
  public static func value(of result: Typed<Evaluation>) -> Value {
    switch result {
    case .number(let x): .number(x.value)
    case .boolean(let b): .boolean(b)
    }
  }

  /// The enum tree's value, by its own evaluator, with a failed call placed in `bytes`.
  static func value(
    of tree: Typed<ExpressionTree>, in environment: Environment, limits: Limits,
    bytes: UnsafeBufferPointer<UInt8>
  ) throws(ParseError) -> Value {
    do throws(CallError) {
      switch tree {
      case .number(let tree):
        return .number(
          try tree.evaluate(in: environment, limits: limits))
      case .boolean(let tree):
        return .boolean(
          try tree.evaluate(in: environment, limits: limits))
      }
    } catch {
      throw ParseError(error, in: bytes)
    }
  }

  /// A line parsed: an expression to show, or a statement already applied.
  enum Parsed<R: Booleans> {
    /// An expression, in `R`.
    case expression(Typed<R>)
    /// An assignment, definition or blank line, applied to the environment.
    case applied(LineResult)
  }

  /// Parses a line into `R`; applies it unless it is an expression.
  ///
  /// With `symbolic`, undefined names in an expression are free variables; a statement that
  /// binds a name is parsed again strictly, so that it never binds NaN by accident.
  mutating func parse<R: Language>(
    _ bytes: UnsafeBufferPointer<UInt8>, as interpreter: R.Type, symbolic: Bool,
    value: (Typed<R>) throws(ParseError) -> Value
  ) throws(ParseError) -> Parsed<R> {
    let statement = try Parser.statement(
      bytes, as: R.self, in: environment, freeVariables: symbolic, limits: limits)
    if case .expression(let result) = statement { return .expression(result) }
    guard symbolic else { return .applied(try apply(statement, line: bytes, value: value)) }
    let strict = try Parser.statement(bytes, as: R.self, in: environment, limits: limits)
    return .applied(try apply(strict, line: bytes, value: value))
  }

  /// Whether `bytes`, which failed to parse strictly with `error`, is an expression that the
  /// symbolic views can show, its undefined names being free variables there.
  func isSymbolicExpression(_ bytes: UnsafeBufferPointer<UInt8>, failing error: ParseError)
    throws(ParseError) -> Bool
  {
    guard !error.isIncomplete, !error.isInterruption else { return false }
    let statement = try Parser.statement(
      bytes, as: PrettyPrint.self, in: environment, freeVariables: true, limits: limits)
    guard case .expression = statement else { return false }
    return true
  }

  /// Whether `bytes`, whose double evaluation failed with `error`, is an expression that parses
  /// strictly: the failure was the evaluation's (a call's), not the line's, and exact and
  /// precise may answer it themselves.
  func isStrictExpression(_ bytes: UnsafeBufferPointer<UInt8>, failing error: ParseError)
    throws(ParseError) -> Bool
  {
    guard !error.isIncomplete, !error.isInterruption else { return false }
    do throws(ParseError) {
      // The printer runs no calls: nothing is evaluated.
      let statement = try Parser.statement(
        bytes, as: PrettyPrint.self, in: environment, limits: limits)
      guard case .expression = statement else { return false }
      return true
    } catch {
      if error.isInterruption { throw error }
      return false
    }
  }

  /// Applies an assignment or definition (or nothing) of any interpretation, parsed from
  /// `bytes`.
  mutating func apply<R>(
    _ statement: Statement<R>, line bytes: UnsafeBufferPointer<UInt8>,
    value: (Typed<R>) throws(ParseError) -> Value
  ) throws(ParseError) -> LineResult {
    switch statement {
    case .empty, .expression: return .nothing
    case .assignment(let name, let result):
      let value = try value(result)
      try Self.checkCancellation()
      if case .number(let number) = value, NumberDisplay.isLargeInteger(number) {
        isExact = display == .calculator && isExact(number, line: bytes)
      }
      environment.assign(name, value)
      return .assigned(name: name, value: value)
    case .definition(let definition):
      try Self.checkCancellation()
      environment.define(definition, limits: limits)
      return .defined(definition)
    }
  }
}
