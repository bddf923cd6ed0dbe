import Tagless
import TaglessPrecision

// MARK: - Answer

extension LinePlan {
  /// What an exact or precise interpretation shows for an expression, and the number that
  /// variables and `ans` keep from it beyond its double (none for a Boolean).
  public struct Answer: Hashable, Sendable {
    /// The text shown.
    public var text: String
    /// The number, beyond its double (an exact interpretation's).
    public var number: Exact.Number?
    /// The value (a precise interpretation's), kept as it is until it is read as a number.
    public var precise: Precise?
    /// The truth, for a Boolean.
    public var truth: Bool?

    /// An answer.
    public init(
      text: String, number: Exact.Number? = nil, precise: Precise? = nil, truth: Bool? = nil
    ) {
      self.text = text
      self.number = number
      self.precise = precise
      self.truth = truth
    }

    /// The value kept for a name whose double is `double`, if there is one.
    public func kept(double: Double) -> Precision.Kept? {
      if let number { return Precision.Kept(number, double: double) }
      return precise.flatMap { Precision.Kept($0, double: double) }
    }

    /// The answer's own value as a double or a Boolean: what `ans` holds when the double
    /// evaluation of the line fails where this arithmetic answered.
    var value: Value {
      if let truth { return .boolean(truth) }
      if let number { return .number(Exact(.success(number)).doubleValue ?? .nan) }
      return .number(precise?.value?.doubleValue ?? .nan)
    }

    /// An exact value shown as `text`, or its failure.
    static func exact(_ value: Exact, _ text: String) -> Result<Answer, ArithmeticFailure> {
      value.result.map { Answer(text: text, number: $0) }
    }

    /// A precise value shown as `text`, or its failure.
    static func precise(_ value: Precise, _ text: String) -> Result<Answer, ArithmeticFailure> {
      if let failure = value.failure { return .failure(failure) }
      return .success(Answer(text: text, precise: value))
    }

    /// The answer of an expression built in `R`, or its failure placed in the line.
    static func of<R: Language & CustomStringConvertible>(
      _ built: Typed<R>, keep: (R, String) -> Result<Answer, ArithmeticFailure>,
      place: (ArithmeticFailure) -> ParseError
    ) throws(ParseError) -> Answer where R.Truth == Truth {
      switch built {
      case .number(let built):
        switch keep(built, built.description) {
        case .success(let shown): return shown
        case .failure(let failure): throw place(failure)
        }
      case .boolean(.success(let truth)):
        return Answer(text: truth ? "true" : "false", truth: truth)
      case .boolean(.failure(let failure)): throw place(failure)
      }
    }

    /// What an entry that evaluates in `values` (exact or precise) shows for a rendering: the
    /// expression built in that arithmetic at the rendering's digits with its kept values.
    static func of(_ rendering: Rendering, in values: InterpreterEntry.Values)
      throws(ParseError) -> Answer?
    {
      switch values {
      case .exact: try of(rendering, as: Exact.self, keep: Answer.exact)
      case .precise, .double: try of(rendering, as: Precise.self, keep: Answer.precise)
      }
    }

    /// The rendering's expression built in `R`, answered; nil when it is not an expression.
    private static func of<R: Language & CustomStringConvertible>(
      _ rendering: Rendering, as _: R.Type,
      keep: (R, String) -> Result<Answer, ArithmeticFailure>
    ) throws(ParseError) -> Answer? where R.Truth == Truth {
      let built = try Precision.withDigits(rendering.digits, keeping: rendering.kept) {
        () throws(ParseError) -> Typed<R>? in
        // A line is parsed by the parser specialised for `R`: through the existential the
        // parse would be generic at run time, nearly twice the work.
        if let line = rendering.written as? LineSource { return try line.build(R.self) }
        return try rendering.written.build(R.self)
      }
      guard let built else { return nil }
      return try of(built, keep: keep, place: rendering.place)
    }
  }
}
