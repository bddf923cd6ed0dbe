import Tagless
import TaglessPrecision

// MARK: - Several interpretations

extension Calculator {
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
    // once more just before), except an assignment, undone below when its exact or precise
    // value fails. No copy of the environment is taken for the other lines: a copy would
    // share its storage, and the assignment would then copy every variable.
    guard let numbers = interpretations.lazy.compactMap(\.entry.values).first(where: \.keepsNumbers)
    else {
      let result = try showEach(bytes, through: interpretations, via: encoding)
      if case .assigned(let name, let value) = result { remember(nil, for: name, holding: value) }
      return result
    }
    let (before, keptBefore) = (environment, kept)
    let result = try showEach(bytes, through: interpretations, via: encoding)
    guard case .assigned(let name, let value) = result, case .number = value else {
      if case .assigned(let name, let value) = result { remember(nil, for: name, holding: value) }
      return result
    }
    let rendering = Rendering(
      source: EmptySource(), tree: nil, value: value, parameter: nil, assumption: assumption,
      written: LineSource(
        bytes: bytes, environment: before, limits: limits, freeVariables: false,
        assignedValue: true),
      place: { ParseError($0, in: bytes) }, digits: digits, kept: keptBefore)
    do throws(ParseError) {
      let answer = try LinePlan.Answer.of(rendering, in: numbers)
      try Self.checkCancellation()
      remember(answer, for: name, holding: value)
    } catch {
      environment = before
      throw error
    }
    return result
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
    let keepsNumbers = interpretations.contains { $0.entry.values?.keepsNumbers == true }
    var value: Value?
    var valueFailure: ParseError? = nil
    // True when the double evaluation failed on a line that parses: exact and precise then
    // answer it themselves, with their own value or error, never the evaluator's.
    var numbersAnswer = false
    let source: any ExpressionSource
    var tree: Typed<ExpressionTree>? = nil
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
          if keepsNumbers, try isStrictExpression(bytes, failing: error) {
            (value, valueFailure, numbersAnswer) = (nil, error, true)
          } else if symbolic, try isSymbolicExpression(bytes, failing: error) {
            (value, valueFailure) = (nil, error)
          } else {
            throw error
          }
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
      let evaluate = { (tree: Typed<ExpressionTree>) throws(ParseError) -> Value in
        try Self.value(of: tree, in: environment, limits: limits, bytes: bytes)
      }
      let parsed: Typed<ExpressionTree>
      switch try parse(bytes, as: ExpressionTree.self, symbolic: symbolic, value: evaluate) {
      case .expression(let result): parsed = result
      case .applied(let result): return result
      }
      keeper.keep(parsed)
      if needsValue && symbolic {
        var strict = false
        do throws(ParseError) {
          // The tree above holds free variables; the values need every name defined.
          _ = try Parser.statement(bytes, as: ExpressionTree.self, in: environment, limits: limits)
          strict = true
          value = try Self.value(of: parsed, in: environment, limits: limits, bytes: bytes)
        } catch {
          guard !error.isInterruption else { throw error }
          (value, valueFailure, numbersAnswer) = (nil, error, strict && keepsNumbers)
        }
      } else if needsValue {
        do throws(ParseError) { value = try evaluate(parsed) } catch {
          guard keepsNumbers, !error.isInterruption else { throw error }
          (value, valueFailure, numbersAnswer) = (nil, error, true)
        }
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
        place: { ParseError($0, in: bytes) }, digits: digits, kept: kept, display: display,
        environment: environment)
      for interpretation in interpretations {
        rendering.parameter = interpretation.parameter
        if let valueFailure, let values = interpretation.entry.values,
          !(numbersAnswer && values.keepsNumbers)
        {
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
    // One view failing does not lose the others' answers; a line all of whose views fail
    // alike is an error, as it is with one view, and views that fail differently each say
    // why, named. Either way the line failed: `ans` stays.
    if let failure = shown.lazy.compactMap(\.failure).first {
      if shown.allSatisfy({ $0.failure == failure }) { throw failure }
      return .results(shown)
    }
    try Self.checkCancellation()
    if let value { setAnswer(value, keeping: keptAnswer) }
    return .results(shown)
  }
}
