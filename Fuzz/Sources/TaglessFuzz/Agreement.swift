import Tagless

// MARK: - Agreement

/// One line parsed into every interpreter, tagless and enum: all fail with the same error, or
/// all succeed and agree.
///
/// Agreeing means: the same kind of statement; the same value bit for bit (NaN aside) from
/// ``Evaluation``, `Expression.evaluate()` and the tree folded into ``Evaluation``; the same
/// text from ``PrettyPrint``, `prettyPrinted()` and the fold, and that text parses back to the
/// same tree; the same ``OperationCount`` three ways, within the depth limit; the same
/// ``SExpression`` three ways.
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

  func parse<R: Language>(_: R.Type) -> Result<(Shape, R?), ParseError> {
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
    let tree = parse(Expression.self)
    let value = parse(Evaluation.self)
    let printed = parse(PrettyPrint.self)
    let count = parse(OperationCount.self)
    let sExpression = parse(SExpression.self)
    guard case .success(let (shape, root)) = tree else {
      guard case .failure(let error) = tree else { return }
      for (name, other) in [
        ("eval", Self.error(value)), ("pretty", Self.error(printed)),
        ("count", Self.error(count)), ("ast", Self.error(sExpression)),
      ] where other != error {
        fail(
          "enum failed with \(error) but \(name) gave \(String(describing: other)) for \(context)")
      }
      return
    }
    guard case .success(let (valueShape, valueResult)) = value,
      case .success(let (printedShape, printedResult)) = printed,
      case .success(let (countShape, countResult)) = count,
      case .success(let (sShape, sResult)) = sExpression
    else {
      fail("enum succeeded but another interpreter failed for \(context)")
    }
    if Set([valueShape, printedShape, countShape, sShape].map { "\($0)" }) != ["\(shape)"] {
      fail("statement kinds differ for \(context)")
    }
    if case .definition(let definition) = shape { checkDefinition(definition) }
    guard let root, let valueResult, let printedResult, let countResult, let sResult else {
      return
    }
    checkValue(root, valueResult)
    checkText(root, printedResult, sResult)
    checkCount(root, countResult)
  }

  func checkValue(_ tree: Expression, _ value: Evaluation) {
    let values = [value.value, tree.evaluate(), tree.fold(into: Evaluation.self).value]
    if !values.allSatisfy({ Same.bits($0, values[0]) }) {
      fail("values differ \(values) for \(context)")
    }
    if !Same.tree(tree, tree.fold(into: Expression.self)) {
      fail("folding the tree into Expression changed it for \(context)")
    }
  }

  func checkText(_ tree: Expression, _ printed: PrettyPrint, _ sExpression: SExpression) {
    let texts = [printed.text, tree.prettyPrinted(), tree.fold(into: PrettyPrint.self).text]
    if Set(texts).count != 1 { fail("pretty texts differ \(texts) for \(context)") }
    let trees = [sExpression.text, tree.sExpression(), tree.fold(into: SExpression.self).text]
    if Set(trees).count != 1 { fail("S-expressions differ \(trees) for \(context)") }
    // Printed text parses back to the same tree (when it still fits on a line).
    guard printed.text.utf8.count <= limits.maximumLineLength else { return }
    let again: Expression
    do throws(ParseError) {
      again = try Parser.expression(
        printed.text, as: Expression.self, in: environment, freeVariables: freeVariables,
        limits: limits)
    } catch {
      fail("pretty text \(printed.text.debugDescription) does not parse (\(error)) for \(context)")
    }
    if !Same.tree(tree, again) {
      fail("pretty text \(printed.text.debugDescription) parses to another tree for \(context)")
    }
    if again.prettyPrinted() != printed.text { fail("printing is not idempotent for \(context)") }
  }

  func checkCount(_ tree: Expression, _ count: OperationCount) {
    let counts = [count, tree.operationCount(), tree.fold(into: OperationCount.self)]
    if Set(counts).count != 1 { fail("counts differ \(counts) for \(context)") }
    if count.depth > limits.maximumHeight {
      fail("height \(count.depth) is over the limit for \(context)")
    }
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
      again.prettyBody == definition.prettyBody, again.calls == definition.calls
    else {
      fail("definition \(text.debugDescription) parses to something else for \(context)")
    }
  }
}
