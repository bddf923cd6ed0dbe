import Tagless
import TaglessPrecision

// MARK: - Answers: exact and precise lines, `ans` and kept values

extension Calculator {
  /// Runs a line through one exact or precise interpretation alone (``LinePlan/numbers(_:)``):
  /// parsed straight into `R` with the kept values in scope, which alone answers it and alone
  /// reports its failures.
  ///
  /// The double evaluation runs after it, only for the double `ans` or the assigned name
  /// holds (the evaluator's, as when several interpretations are shown); where it fails
  /// while `R` answered, the answer's own double is held, and its failure is not shown.
  mutating func answer<R: Language & CustomStringConvertible>(
    _ bytes: UnsafeBufferPointer<UInt8>, as _: R.Type, through interpretation: Interpretation,
    keep: (R, String) -> Result<LinePlan.Answer, ArithmeticFailure>
  ) throws(ParseError) -> LineResult where R.Truth == Truth {
    let statement = try parse(bytes, as: R.self, namesNothing: false)
    let place = { (failure: ArithmeticFailure) in ParseError(failure, in: bytes) }
    switch statement {
    case .empty:
      return .nothing
    case .definition(let definition):
      try Self.checkCancellation()
      environment.define(definition, limits: limits)
      return .defined(definition)
    case .expression(let built):
      let answer = try LinePlan.Answer.of(built, keep: keep, place: place)
      let value = try doubleValue(bytes) ?? answer.value
      try Self.checkCancellation()
      setAnswer(value, keeping: answer)
      return .results([Shown(interpretation, answer.text)])
    case .assignment(let name, let built):
      let answer = try LinePlan.Answer.of(built, keep: keep, place: place)
      let value = try doubleValue(bytes) ?? answer.value
      try Self.checkCancellation()
      environment.assign(name, value)
      remember(answer, for: name, holding: value)
      return .assigned(name: name, value: value)
    }
  }

  /// An expression line built in `R`, without the double evaluation and without applying
  /// anything, for a line known to name nothing when `namesNothing`; nil for a line with no
  /// expression.
  func built<R: Language>(
    _ bytes: UnsafeBufferPointer<UInt8>, as _: R.Type, namesNothing: Bool
  ) throws(ParseError) -> Typed<R>? {
    guard case .expression(let built) = try parse(bytes, as: R.self, namesNothing: namesNothing)
    else { return nil }
    return built
  }

  /// The line parsed into `R` at the digits, with the kept values in scope unless the line
  /// names nothing (then it reads none, and needs no scope for them).
  private func parse<R: Language>(
    _ bytes: UnsafeBufferPointer<UInt8>, as _: R.Type, namesNothing: Bool
  ) throws(ParseError) -> Statement<R> {
    let names = !namesNothing && LinePlan.Batch.mayName(bytes)
    return try Precision.withDigits(digits, keeping: names ? kept : [:]) {
      () throws(ParseError) in
      try Parser.statement(bytes, as: R.self, in: environment, limits: limits)
    }
  }

  /// The double evaluator's value of an expression line or of an assignment's value; nil
  /// when it fails (an interruption is thrown).
  private func doubleValue(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> Value? {
    do throws(ParseError) {
      switch try Parser.statement(bytes, as: Evaluation.self, in: environment, limits: limits) {
      case .expression(let result), .assignment(_, let result): return Self.value(of: result)
      case .empty, .definition: return nil
      }
    } catch {
      if error.isInterruption { throw error }
      return nil
    }
  }

  // MARK: `ans` and kept values

  /// Sets `ans` to an expression line's value, and keeps the number an exact or precise
  /// interpretation gave it beyond its double (or forgets the one kept before).
  ///
  /// Every line that sets `ans` sets it here.
  mutating func setAnswer(_ value: Value, keeping answer: LinePlan.Answer?) {
    environment.lastResult = value
    remember(answer, for: Names.lastResult, holding: value)
  }

  /// Keeps for `name`, whose value is now `value`, the number `answer` gave it beyond its
  /// double; forgets the one kept before when there is none.
  mutating func remember(_ answer: LinePlan.Answer?, for name: String, holding value: Value) {
    if case .number(let double) = value, let keep = answer?.kept(double: double) {
      kept[name] = keep
    } else if !kept.isEmpty {
      kept[name] = nil
    }
  }
}
