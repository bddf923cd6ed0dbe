import Tagless

// MARK: - Agreement

/// One line parsed into every interpreter, tagless and enum: all fail with the same error, or
/// all succeed and agree.
///
/// Agreeing means: the same kind of statement and type; the same value bit for bit (NaN aside)
/// from ``Evaluation``, `evaluate(in:)` and the tree folded into ``Evaluation`` — or, when a call
/// of a user function fails while it runs, the same error from the tagless parse and from the
/// enum's evaluation; the same text from ``PrettyPrint``, `prettyPrinted()` and the fold, and
/// that text parses back to the same tree; the same ``OperationCount`` three ways, within the
/// depth limit; the same ``SExpression`` three ways.
struct Agreement {
  let line: UnsafeBufferPointer<UInt8>
  let environment: Environment
  let limits: Limits
  let freeVariables: Bool

  /// What a statement is, apart from its interpretation.
  enum Shape: Equatable {
    case empty, expression
    case assignment(String)
    case definition(FunctionDefinition)
  }

  func parse<R: Language>(_: R.Type) -> Result<(Shape, Typed<R>?), ParseError> {
    Result { () throws(ParseError) in
      let statement = try Parser.statement(
        line, as: R.self, in: environment, freeVariables: freeVariables, limits: limits)
      switch statement {
      case .empty: return (.empty, nil)
      case .expression(let value): return (.expression, value)
      case .assignment(let name, let value): return (.assignment(name), value)
      case .definition(let definition): return (.definition(definition), nil)
      }
    }
  }

  static func error<T>(_ result: Result<T, ParseError>) -> ParseError? {
    if case .failure(let error) = result { return error }
    return nil
  }

  var context: String {
    "line \(String(decoding: line, as: UTF8.self).debugDescription)"
      + (freeVariables ? " (free variables)" : "")
  }

  // MARK: Checks

  func check() {
    let tree = parse(ExpressionTree.self)
    let printed = parse(PrettyPrint.self)
    let count = parse(OperationCount.self)
    let sExpression = parse(SExpression.self)
    guard case .success(let (shape, root)) = tree else {
      guard case .failure(let error) = tree else { return }
      for (name, other) in [
        ("eval", Self.error(parse(Evaluation.self))), ("pretty", Self.error(printed)),
        ("count", Self.error(count)), ("ast", Self.error(sExpression)),
      ] where other != error {
        fail(
          "enum failed with \(error) but \(name) gave \(String(describing: other)) for \(context)")
      }
      return
    }
    guard case .success(let (printedShape, printedResult)) = printed,
      case .success(let (countShape, countResult)) = count,
      case .success(let (sShape, sResult)) = sExpression
    else {
      fail("enum succeeded but a printer failed for \(context)")
    }
    if Set([printedShape, countShape, sShape].map { "\($0)" }) != ["\(shape)"] {
      fail("statement kinds differ for \(context)")
    }
    if case .definition(let definition) = shape { checkDefinition(definition) }
    guard let root, let printedResult, let countResult, let sResult else { return }
    checkValue(shape, root)
    checkText(root, printedResult, sResult)
    checkCount(root, countResult)
  }

  /// The name in a message "unknown variable 'NAME'" (the parser's) or "no value for 'NAME'"
  /// (the enum evaluator's, from inside a function's body parsed again), if it is one.
  ///
  /// Read from the text because a ``ParseError`` carries no kind: passed through one, the
  /// evaluator's ``CallError/Kind/unboundVariables(_:)`` arrives as `.noAnswer`.
  static func unknownVariable(in message: String) -> String? {
    let parts = message.split(separator: "'", omittingEmptySubsequences: false)
    guard
      let index = parts.firstIndex(where: {
        $0.hasSuffix("unknown variable ") || $0.hasSuffix("no value for ")
      }),
      index + 2 < parts.count
    else { return nil }
    return String(parts[index + 1])
  }

  /// The evaluator, the enum's own evaluator and the fold agree, on a value or on an error.
  func checkValue(_ shape: Shape, _ tree: Typed<ExpressionTree>) {
    let tagless = parse(Evaluation.self)
    // Nil where the enum's evaluator names free variables unbound (checked below): then the
    // tagless parse and the fold must still agree.
    var evaluated: Result<Value, ParseError>?
    let folded: Result<Value, CallError>
    let line = self.line
    do throws(CallError) {
      switch tree {
      case .number(let tree):
        evaluated = .success(.number(try tree.evaluate(in: environment, limits: limits)))
      case .boolean(let tree):
        evaluated = .success(.boolean(try tree.evaluate(in: environment, limits: limits)))
      }
    } catch {
      // The enum's evaluator reads every name from the environment: a free variable, which
      // the tagless parse reads as NaN (or false), is an error there that names it.
      if case .unboundVariables(let names) = error.kind {
        let bound = names.contains { environment.value(of: $0) != nil }
        if !freeVariables || names.isEmpty || bound {
          fail("the enum named \(names) unbound for \(context)")
        }
      } else if freeVariables, error.kind == .definitionChanged || error.kind == .noAnswer,
        let name = Self.unknownVariable(in: error.message), environment.value(of: name) == nil
      {
        // Likewise a name a function's body reads that nothing defines: the enum's evaluator
        // says so, where the tagless parse with free variables reads it as NaN. In the body of
        // a function that takes functions, which the enum's evaluator runs by parsing it
        // again, the parser's error arrives as `.noAnswer` (the fuzzer's `w1(…, cos)`), and
        // so does the evaluator's for a free name in a lambda passed to it
        // (`w1(3, s -> k * 3 / c)`).
      } else {
        evaluated = .failure(ParseError(error, in: line))
      }
    }
    do throws(CallError) {
      switch tree {
      case .number(let tree):
        let value = try tree.fold(
          into: Evaluation.self, in: environment, limits: limits, freeVariables: freeVariables)
        folded = .success(.number(value.value))
      case .boolean(let tree):
        folded = .success(
          .boolean(
            try tree.fold(
              into: Evaluation.self, in: environment, limits: limits, freeVariables: freeVariables))
        )
      }
    } catch {
      folded = .failure(error)
    }
    let evaluation = evaluated ?? folded.mapError { ParseError($0, in: line) }
    switch (tagless, evaluation, folded) {
    case (.success(let (taglessShape, value?)), .success(let other), .success(let third)):
      let mine = value.map(number: { Value.number($0.value) }, boolean: { Value.boolean($0) })
      if "\(taglessShape)" != "\(shape)" { fail("statement kinds differ for \(context)") }
      if !Same.value(mine, other) || !Same.value(mine, third) {
        fail("values differ \([mine, other, third]) for \(context)")
      }
    case (.failure(let a), .failure(let b), .failure(let c)):
      if !Same.error(a, b) || !Same.error(a, ParseError(c, in: line)) {
        fail("errors differ: tagless \(a), enum \(b), fold \(c) for \(context)")
      }
    default:
      fail("tagless \(tagless), enum \(evaluation), fold \(folded) disagree for \(context)")
    }
    if !Same.tree(
      tree,
      tree.map(
        number: { .number($0.fold(into: ExpressionTree.self)) },
        boolean: { .boolean($0.fold(into: ExpressionTree.self)) }))
    {
      fail("folding the tree into ExpressionTree changed it for \(context)")
    }
  }

  func checkText(
    _ tree: Typed<ExpressionTree>, _ printed: Typed<PrettyPrint>, _ sExpression: Typed<SExpression>
  ) {
    let text = printed.map(number: \.text, boolean: \.text)
    let texts = [
      text, tree.map(number: { $0.prettyPrinted() }, boolean: { $0.prettyPrinted() }),
      tree.map(
        number: { $0.fold(into: PrettyPrint.self).text },
        boolean: { $0.fold(into: PrettyPrint.self).text }),
    ]
    if Set(texts).count != 1 { fail("pretty texts differ \(texts) for \(context)") }
    let trees = [
      sExpression.map(number: \.text, boolean: \.text),
      tree.map(number: { $0.sExpression() }, boolean: { $0.sExpression() }),
      tree.map(
        number: { $0.fold(into: SExpression.self).text },
        boolean: { $0.fold(into: SExpression.self).text }),
    ]
    if Set(trees).count != 1 { fail("S-expressions differ \(trees) for \(context)") }
    // Printed text parses back to the same tree (when it still fits on a line).
    guard text.utf8.count <= limits.maximumLineLength else { return }
    let again: Typed<ExpressionTree>
    do throws(ParseError) {
      again = try Parser.typedExpression(
        text, as: ExpressionTree.self, in: environment, freeVariables: freeVariables,
        limits: limits)
    } catch {
      fail("pretty text \(text.debugDescription) does not parse (\(error)) for \(context)")
    }
    if !Same.tree(tree, again) {
      fail("pretty text \(text.debugDescription) parses to another tree for \(context)")
    }
    let reprinted = again.map(number: { $0.prettyPrinted() }, boolean: { $0.prettyPrinted() })
    if reprinted != text { fail("printing is not idempotent for \(context)") }
  }

  func checkCount(_ tree: Typed<ExpressionTree>, _ count: Typed<OperationCount>) {
    let counts = [
      count.map(number: { $0 }, boolean: { $0 }),
      tree.map(number: { $0.operationCount() }, boolean: { $0.operationCount() }),
      tree.map(
        number: { $0.fold(into: OperationCount.self) },
        boolean: { $0.fold(into: OperationCount.self) }),
    ]
    if Set(counts).count != 1 { fail("counts differ \(counts) for \(context)") }
    // The tree's height is not bounded by the height limit: a chain's left operands do not
    // count (`1+1+…+1` of any length is 1), and the enum functions walk chains in a loop.
    // Running those functions on every input under AddressSanitizer is what checks that the
    // parser's bound keeps their recursion within the stack.
  }

  /// A definition prints as text that defines the same function again.
  func checkDefinition(_ definition: FunctionDefinition) {
    let text = definition.description
    guard text.utf8.count <= limits.maximumLineLength else { return }
    // The printed body can be longer than the typed one (spaces around operators), so the
    // limit on the bytes of all bodies may not hold for it: it is not what is checked here.
    var relaxed = limits
    relaxed.maximumDefinitionBytes = .max
    let statement: Statement<Evaluation>
    do throws(ParseError) {
      statement = try Parser.statement(text, as: Evaluation.self, in: environment, limits: relaxed)
    } catch {
      fail("definition \(text.debugDescription) does not parse again (\(error)) for \(context)")
    }
    guard case .definition(let again) = statement, again.parameters == definition.parameters,
      again.prettyBody == definition.prettyBody, again.calls == definition.calls,
      again.type == definition.type
    else {
      fail("definition \(text.debugDescription) parses to something else for \(context)")
    }
  }
}
