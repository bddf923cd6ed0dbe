import Tagless
import TaglessPrecision

// MARK: - Calculator

/// Runs lines against an environment: the logic shared by the REPL, pipe mode and `-e`.
///
/// A value: a line in, a ``LineResult`` out, the environment updated in place. Expression lines
/// set `ans`; assignments bind; definitions define.
///
/// ```swift
/// var calculator = Calculator()
/// try calculator.run("x = 2", showing: [.eval])            // .assigned("x", .number(2))
/// try calculator.run("x ^ 10", showing: [.eval, .pretty])   // .results([(.eval, "1024"), (.pretty, "x ^ 10")])
/// try calculator.run("x > 1", showing: [.eval])             // .results([(.eval, "true")])
/// ```
public struct Calculator: Hashable, Sendable {
  /// Variables, functions and `ans`.
  public var environment: Environment
  /// The parser's bounds.
  public var limits: Limits
  /// What `simplify` may assume about the values of variables.
  public var assumption: Assumption = .any
  /// The significant digits of the `precise` interpreter, and of what leaves the rationals in
  /// `exact` (``Precision/minimumDigits`` to ``Precision/maximumDigits``).
  public var digits: Int = Precision.defaultDigits
  /// What the `exact` and `precise` interpreters gave variables and `ans`, beyond their doubles.
  public var kept: [String: Precision.Kept] = [:]

  /// A calculator with an empty environment.
  public init(environment: Environment = Environment(), limits: Limits = .standard) {
    self.environment = environment
    self.limits = limits
  }

  /// Forgets variables, functions, `ans` and the values kept beyond their doubles; the
  /// settings (limits, assumption, digits) stay.
  public mutating func forget() {
    environment = Environment()
    kept = [:]
  }

  /// What the simplifier may assume about variables.
  public enum Assumption: String, CaseIterable, Hashable, Sendable {
    /// Nothing: the simplification holds for every double, infinities and NaN included.
    case any
    /// The variables are finite, and a zero's sign is let go: `0 * x` and `x - x` are `0`.
    case finite
  }

  /// What a line did.
  public enum LineResult: Hashable, Sendable {
    /// A blank or comment-only line.
    case nothing
    /// An expression, shown through each interpretation asked for, in order.
    case results([Shown])
    /// `name = value`.
    case assigned(name: String, value: Value)
    /// A function definition.
    case defined(FunctionDefinition)
  }

  /// One interpretation of an expression line: its text, or why it failed while the line's
  /// other interpretations answered.
  public struct Shown: Hashable, Sendable {
    /// The interpreter.
    public var interpretation: Interpretation
    /// What it produced (empty when it failed).
    public var text: String
    /// Why this interpretation failed, when others of the same line did not (a line whose
    /// every interpretation fails throws instead).
    public var failure: ParseError?

    /// Pairs an interpretation with its text.
    public init(_ interpretation: Interpretation, _ text: String) {
      self.interpretation = interpretation
      self.text = text
    }

    /// An interpretation that failed.
    public init(_ interpretation: Interpretation, failure: ParseError) {
      self.interpretation = interpretation
      self.text = ""
      self.failure = failure
    }
  }

  // MARK: Fast path

  /// Evaluates one line and applies it; returns the value of an expression line, nil otherwise.
  ///
  /// The pipe mode's hot path: no tree and, for plain arithmetic, no allocation.
  @inlinable
  public mutating func evaluate(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> Value? {
    switch try Parser.statement(bytes, as: Evaluation.self, in: environment, limits: limits) {
    case .empty: return nil
    case .expression(let result):
      let value = Self.value(of: result)
      environment.lastResult = value
      return value
    case .assignment(let name, let result):
      environment.assign(name, Self.value(of: result))
      return nil
    case .definition(let definition):
      environment.define(definition)
      return nil
    }
  }

  // MARK: Any interpretation

  /// Runs one line, showing an expression through `interpretations` by way of `encoding`:
  /// by the plan for them (``LinePlan/run(_:calculator:)``), the one door of every line.
  public mutating func run(
    _ bytes: UnsafeBufferPointer<UInt8>, showing interpretations: [Interpretation],
    via encoding: Encoding = .tagless
  ) throws(ParseError) -> LineResult {
    try LinePlan(showing: interpretations, via: encoding).run(bytes, calculator: &self)
  }

  /// Runs one line through several interpretations, or through the evaluator alone.
  ///
  /// The statement is applied once. An expression line is parsed once to be evaluated (when
  /// an interpretation evaluates) and then each interpretation renders it from one source: the
  /// line, parsed straight into that interpreter (tagless), or the enum tree, parsed once and
  /// shown by its own functions or folded (enum). An expression line may use undefined names
  /// (free variables, whose value is NaN) when no interpretation evaluates — printing and
  /// counting need no values, and then nothing is evaluated and `ans` stays as it was — or
  /// when a symbolic interpretation is asked for; assignments and definitions still may not.
  mutating func show(
    _ bytes: UnsafeBufferPointer<UInt8>, through interpretations: [Interpretation],
    via encoding: Encoding
  ) throws(ParseError) -> LineResult {
    // Nothing is applied until the work that can fail is done (the cancellation is looked at
    // once more just before), except a precise value kept after its assignment, which is
    // undone below. No copy of the environment is taken for the other lines: a copy would
    // share its storage, and the assignment would then copy every variable.
    guard let numbers = interpretations.lazy.compactMap(\.entry.values).first(where: \.keepsNumbers)
    else {
      let result = try showEach(bytes, through: interpretations, via: encoding)
      if !kept.isEmpty, case .assigned(let name, _) = result { kept[name] = nil }
      return result
    }
    let (before, keptBefore) = (environment, kept)
    let result = try showEach(bytes, through: interpretations, via: encoding)
    guard case .assigned(let name, let value) = result else { return result }
    kept[name] = nil
    guard case .number(let double) = value else { return result }
    let rendering = Rendering(
      source: EmptySource(), tree: nil, value: value, parameter: nil, assumption: assumption,
      written: LineSource(
        bytes: bytes, environment: before, limits: limits, freeVariables: false,
        assignedValue: true),
      place: { ParseError($0, in: bytes) }, digits: digits, kept: keptBefore)
    do throws(ParseError) {
      kept[name] = try LinePlan.Answer.of(rendering, in: numbers)?.kept(double: double)
      try Self.checkCancellation()
    } catch {
      (environment, kept) = (before, keptBefore)
      throw error
    }
    return result
  }

  /// Throws the interruption when the cancellation in force asks to stop: looked at just
  /// before a line changes anything, since work that saw it may have returned early with a
  /// meaningless value.
  static func checkCancellation() throws(ParseError) {
    if Cancellation.isRequested {
      throw ParseError(Cancellation.message, line: 1, column: 1, offset: 0)
    }
  }

  /// Runs one line (``show(_:through:via:)`` without keeping an assignment's precise value).
  private mutating func showEach(
    _ bytes: UnsafeBufferPointer<UInt8>, through interpretations: [Interpretation],
    via encoding: Encoding
  ) throws(ParseError) -> LineResult {
    // The enum tree's chains are kept until every copy of the tree made below is gone, so
    // that a sum of 100,000 terms is freed in a loop, not by recursion (`ChainKeeper`).
    let keeper = ChainKeeper()
    return try showEach(bytes, through: interpretations, via: encoding, keeping: keeper)
  }

  /// ``showEach(_:through:via:)``, with the enum tree's chains kept by `keeper`.
  private mutating func showEach(
    _ bytes: UnsafeBufferPointer<UInt8>, through interpretations: [Interpretation],
    via encoding: Encoding, keeping keeper: ChainKeeper
  ) throws(ParseError) -> LineResult {
    let needsValue = interpretations.contains { $0.entry.values != nil }
    let symbolic = !needsValue || interpretations.contains(where: \.entry.isSymbolic)
    var value: Value?
    var valueFailure: ParseError? = nil
    let source: any ExpressionSource
    var tree: Typed<Expression>? = nil
    switch encoding {
    case .tagless:
      if needsValue {
        // Strictly: an undefined name is an error for the values, even where a symbolic view
        // takes it for a free variable and still answers.
        do throws(ParseError) {
          switch try parse(bytes, as: Evaluation.self, symbolic: false, value: Self.value(of:)) {
          case .expression(let result): value = Self.value(of: result)
          case .applied(let result): return result
          }
        } catch {
          guard symbolic, try isSymbolicExpression(bytes, failing: error) else { throw error }
          (value, valueFailure) = (nil, error)
        }
      } else {
        // Told apart by a parse into the printer, which runs no calls: nothing is evaluated.
        let statement = try Parser.statement(
          bytes, as: PrettyPrint.self, in: environment, freeVariables: true, limits: limits)
        guard case .expression = statement else {
          switch try parse(bytes, as: Evaluation.self, symbolic: false, value: Self.value(of:)) {
          case .expression: return .nothing  // the same line: never an expression here
          case .applied(let result): return result
          }
        }
        value = nil
      }
      source = LineSource(
        bytes: bytes, environment: environment, limits: limits, freeVariables: symbolic)
    case .enum:
      let (environment, limits) = (self.environment, self.limits)
      let evaluate = { (tree: Typed<Expression>) throws(ParseError) -> Value in
        try Self.value(
          of: tree, in: environment, limits: limits, freeVariables: symbolic, bytes: bytes)
      }
      let parsed: Typed<Expression>
      switch try parse(bytes, as: Expression.self, symbolic: symbolic, value: evaluate) {
      case .expression(let result): parsed = result
      case .applied(let result): return result
      }
      keeper.keep(parsed)
      if needsValue && symbolic {
        do throws(ParseError) {
          // The tree above holds free variables; the values need every name defined.
          _ = try Parser.statement(bytes, as: Expression.self, in: environment, limits: limits)
          value = try Self.value(of: parsed, in: environment, limits: limits, bytes: bytes)
        } catch {
          guard !error.isInterruption else { throw error }
          (value, valueFailure) = (nil, error)
        }
      } else {
        value = needsValue ? try evaluate(parsed) : nil
      }
      tree = parsed
      source = TreeSource(
        tree: parsed, environment: environment, limits: limits,
        place: { ParseError($0, in: bytes) }, freeVariables: symbolic)
    }
    var shown: [Shown] = []
    var keptAnswer: LinePlan.Answer? = nil
    do {
      // Gone before `kept` changes below, so that its table is not copied.
      var rendering = Rendering(
        source: source, tree: tree, value: value, parameter: nil, assumption: assumption,
        written: LineSource(
          bytes: bytes, environment: environment, limits: limits, freeVariables: symbolic),
        place: { ParseError($0, in: bytes) }, digits: digits, kept: kept)
      for interpretation in interpretations {
        rendering.parameter = interpretation.parameter
        if let valueFailure, interpretation.entry.values != nil {
          shown.append(Shown(interpretation, failure: valueFailure))
          continue
        }
        do throws(ParseError) {
          if let values = interpretation.entry.values, values.keepsNumbers {
            let result = try LinePlan.Answer.of(rendering, in: values)
            if keptAnswer == nil, let result, result.number != nil || result.precise != nil {
              keptAnswer = result
            }
            shown.append(Shown(interpretation, result?.text ?? ""))
          } else {
            shown.append(Shown(interpretation, try interpretation.entry.render(rendering)))
          }
        } catch {
          guard !error.isInterruption else { throw error }
          shown.append(Shown(interpretation, failure: error))
        }
      }
    }
    // One view failing does not lose the others' answers; a line all of whose views fail is
    // an error, as it is with one view. Either way the line failed: `ans` stays.
    if let failure = shown.lazy.compactMap(\.failure).first {
      if shown.allSatisfy({ $0.failure != nil }) { throw failure }
      return .results(shown)
    }
    try Self.checkCancellation()
    if let value { setAnswer(value, keeping: keptAnswer) }
    return .results(shown)
  }

  /// Runs one line of text.
  public mutating func run(
    _ line: String, showing interpretations: [Interpretation], via encoding: Encoding = .tagless
  ) throws(ParseError) -> LineResult {
    try line.withUTF8Typed { (bytes) throws(ParseError) in
      try run(bytes, showing: interpretations, via: encoding)
    }
  }
}
