import Tagless
import TaglessPrecision

/// How the lines of a run are answered, decided once from what they are shown through and by
/// way of which encoding: the one door every line of the REPL, pipe mode and `-e` goes through.
///
/// Plain evaluation, one exact or precise interpretation, or several interpretations. The plan
/// runs a line against a ``Calculator`` and is the only code that sets `ans` and the values
/// kept beyond their doubles (``Calculator/setAnswer(_:keeping:)``). Under one exact or
/// precise interpretation the line is parsed straight into that arithmetic, which alone
/// answers it and alone reports its failures: the double evaluation runs after it, only for
/// `ans`'s double, and its failure is never shown. Pipe mode batches such lines when they name
/// nothing (``Batch``).
///
/// ```swift
/// var calculator = Calculator()
/// let plan = LinePlan(showing: [.precise], via: .tagless)     // .numbers(.precise)
/// try plan.run("x = 1/3", calculator: &calculator)            // .assigned("x", .number(0.333…))
/// try plan.run("x * 3", calculator: &calculator)              // .results([(.precise, "1")])
/// ```
public enum LinePlan: Hashable, Sendable {
  /// The double evaluator alone, by way of the tagless encoding: pipe mode's allocation-free
  /// path is ``Calculator/evaluate(_:)``.
  case evaluation
  /// One exact or precise interpretation alone, by way of either encoding.
  case numbers(Interpretation)
  /// Anything else: the line is parsed once for the values (when an interpretation evaluates)
  /// and each interpretation renders it.
  case interpretations([Interpretation], Encoding)

  /// The plan for lines shown through `interpretations` by way of `encoding`.
  ///
  /// One exact or precise interpretation is planned alike through either encoding: those
  /// arithmetics build from the line as written in both (the enum tree keeps a literal only as
  /// its double), and the doubles of both encodings agree.
  public init(showing interpretations: [Interpretation], via encoding: Encoding) {
    guard interpretations.count == 1, let only = interpretations.first else {
      self = .interpretations(interpretations, encoding)
      return
    }
    switch only.entry.values {
    case .double? where encoding == .tagless: self = .evaluation
    case .exact?, .precise?: self = .numbers(only)
    default: self = .interpretations(interpretations, encoding)
    }
  }

  /// What lines are shown through.
  public var interpretations: [Interpretation] {
    switch self {
    case .evaluation: [.eval]
    case .numbers(let only): [only]
    case .interpretations(let all, _): all
    }
  }

  /// Runs one line and applies it.
  ///
  /// An expression line is shown and sets `ans`; an assignment binds (and keeps an exact or
  /// precise value beyond its double); a definition defines. A line that fails, or is
  /// interrupted (``Cancellation``), changes nothing: no variable, no function, no `ans`, no
  /// kept value.
  public func run(_ bytes: UnsafeBufferPointer<UInt8>, calculator: inout Calculator)
    throws(ParseError) -> Calculator.LineResult
  {
    switch self {
    case .evaluation:
      return try calculator.show(bytes, through: [.eval], via: .tagless)
    case .numbers(let only):
      switch only.entry.values {
      case .exact?:
        return try calculator.answer(bytes, as: Exact.self, through: only, keep: Answer.exact)
      default:
        return try calculator.answer(bytes, as: Precise.self, through: only, keep: Answer.precise)
      }
    case .interpretations(let all, let encoding):
      return try calculator.show(bytes, through: all, via: encoding)
    }
  }

  /// Runs one line of text.
  public func run(_ line: String, calculator: inout Calculator) throws(ParseError)
    -> Calculator.LineResult
  {
    try line.withUTF8Typed { (bytes) throws(ParseError) in try run(bytes, calculator: &calculator) }
  }

  /// The most lines a ``Batch`` holds at `digits`, for a plan whose lines may be batched (one
  /// precise interpretation); nil otherwise.
  ///
  /// A precise text is at most the digits and 32 bytes (a sign, `0.` and six zeros, or 20
  /// zeros, or a point and an exponent of up to 16 digits), so a batch's texts stay within
  /// about 1 MiB, as one by one the output buffer does; an exact fraction can be any length.
  public func batchLines(digits: Int) -> Int? {
    guard case .numbers(let only) = self, only.entry.values == .precise else { return nil }
    return max(1, min(Batch.largestCount, Batch.largestBytes / (digits + 32)))
  }

  /// The numbers of a plan of one exact or precise interpretation; nil for another plan.
  var numbers: InterpreterEntry.Values? {
    guard case .numbers(let only) = self else { return nil }
    return only.entry.values
  }

  /// Writes the text a line shows in `values` (exact or precise) and a newline to `output`,
  /// without the double evaluation that only `ans` needs and without applying anything; false
  /// for a line with no expression.
  ///
  /// For a line that names nothing (``Batch/admits(_:)``): it cannot be an assignment or a
  /// definition, and reads no kept value. Given the numbers, not the plan: a batch looks at
  /// its plan once, not at every line (copying the plan's entry retains its closures). A
  /// precise value held inline is written from the stack, with no string made.
  static func write(
    _ bytes: UnsafeBufferPointer<UInt8>, in values: InterpreterEntry.Values,
    calculator: Calculator, into output: inout [UInt8]
  ) throws(ParseError) -> Bool {
    let place = { (failure: ArithmeticFailure) in ParseError(failure, in: bytes) }
    switch values {
    case .exact:
      guard let built = try calculator.built(bytes, as: Exact.self, namesNothing: true) else {
        return false
      }
      output.append(contentsOf: try Answer.of(built, keep: Answer.exact, place: place).text.utf8)
    case .precise, .double:
      guard let built = try calculator.built(bytes, as: Precise.self, namesNothing: true) else {
        return false
      }
      if case .number(let value) = built {
        if let failure = value.failure { throw place(failure) }
        value.withText { output.append(contentsOf: $0) }
      } else {
        output.append(
          contentsOf: try Answer.of(built, keep: Answer.precise, place: place).text.utf8)
      }
    }
    output.append(UInt8(ascii: "\n"))
    return true
  }
}
