import Tagless

// MARK: - Calculator

/// Runs lines against an environment: the logic shared by the REPL, pipe mode and `-e`.
///
/// A value: a line in, a ``LineResult`` out, the environment updated in place. Expression lines
/// set `ans`; assignments bind; definitions define.
///
/// ```swift
/// var calculator = Calculator()
/// try calculator.run("x = 2", showing: [.eval])            // .assigned("x", 2)
/// try calculator.run("x ^ 10", showing: [.eval, .pretty])   // .results([(.eval, "1024"), (.pretty, "x ^ 10")])
/// ```
public struct Calculator: Hashable, Sendable {
  /// Variables, functions and `ans`.
  public var environment: Environment
  /// The parser's bounds.
  public var limits: Limits

  /// A calculator with an empty environment.
  public init(environment: Environment = Environment(), limits: Limits = .standard) {
    self.environment = environment
    self.limits = limits
  }

  /// What a line did.
  public enum LineResult: Hashable, Sendable {
    /// A blank or comment-only line.
    case nothing
    /// An expression, shown through each interpretation asked for, in order.
    case results([Shown])
    /// `name = value`.
    case assigned(name: String, value: Double)
    /// A function definition.
    case defined(FunctionDefinition)
  }

  /// One interpretation of an expression line.
  public struct Shown: Hashable, Sendable {
    /// The interpreter.
    public var interpretation: Interpretation
    /// What it produced.
    public var text: String

    /// Pairs an interpretation with its text.
    public init(_ interpretation: Interpretation, _ text: String) {
      self.interpretation = interpretation
      self.text = text
    }
  }

  // MARK: Fast path

  /// Evaluates one line and applies it; returns the value of an expression line, nil otherwise.
  ///
  /// The pipe mode's hot path: no tree and, for plain arithmetic, no allocation.
  @inlinable
  public mutating func evaluate(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> Double? {
    switch try Parser.statement(bytes, as: Evaluation.self, in: environment, limits: limits) {
    case .empty: return nil
    case .expression(let result):
      environment.lastResult = result.value
      return result.value
    case .assignment(let name, let result):
      environment.assign(name, result.value)
      return nil
    case .definition(let definition):
      environment.define(definition)
      return nil
    }
  }

  // MARK: Any interpretation

  /// Runs one line, showing an expression through `interpretations` by way of `encoding`.
  ///
  /// Several of the standard interpretations come from one parse into their product
  /// (``Both``). When a symbolic interpretation is asked for, an expression line may use
  /// undefined names (their value is NaN); assignments and definitions still may not.
  public mutating func run(
    _ bytes: UnsafeBufferPointer<UInt8>, showing interpretations: [Interpretation],
    via encoding: Encoding = .tagless
  ) throws(ParseError) -> LineResult {
    let symbolic = interpretations.contains(where: \.isSymbolic)
    // Made only for an expression line, after parsing: holding a copy of the environment
    // while an assignment changes it would copy every variable.
    var source: SymbolicLine {
      SymbolicLine(bytes: bytes, environment: environment, limits: limits)
    }
    var shown: [Shown] = []
    let value: Double
    switch encoding {
    case .tagless where interpretations.count(where: { !$0.isSymbolic }) > 1:
      let all: Standard
      switch try parse(bytes, as: Standard.self, symbolic: symbolic, value: \.first.value) {
      case .expression(let result): all = result
      case .applied(let result): return result
      }
      for interpretation in interpretations {
        let text =
          interpretation.isSymbolic
          ? try source.symbolicText(interpretation) : Self.show(interpretation, of: all)
        shown.append(Shown(interpretation, text))
      }
      value = all.first.value
    case .tagless:
      let result: Evaluation
      switch try parse(bytes, as: Evaluation.self, symbolic: symbolic, value: \.value) {
      case .expression(let evaluation): result = evaluation
      case .applied(let result): return result
      }
      for interpretation in interpretations {
        let text =
          interpretation.isSymbolic
          ? try source.symbolicText(interpretation)
          : try show(interpretation, of: bytes, value: result.value, freeVariables: symbolic)
        shown.append(Shown(interpretation, text))
      }
      value = result.value
    case .enum:
      let tree: Expression
      switch try parse(bytes, as: Expression.self, symbolic: symbolic, value: { $0.evaluate() }) {
      case .expression(let result): tree = result
      case .applied(let result): return result
      }
      shown = interpretations.map { Shown($0, Self.show($0, of: tree)) }
      value = tree.evaluate()
    }
    environment.lastResult = value
    return .results(shown)
  }

  /// Runs one line of text.
  public mutating func run(
    _ line: String, showing interpretations: [Interpretation], via encoding: Encoding = .tagless
  ) throws(ParseError) -> LineResult {
    var line = line
    let outcome: Result<LineResult, ParseError> = line.withUTF8 { bytes in
      do throws(ParseError) {
        return .success(try run(bytes, showing: interpretations, via: encoding))
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  // MARK: Helpers

  /// The four standard interpreters in one product, so that one parse serves `:show all`.
  typealias Standard = Both<Evaluation, Both<PrettyPrint, Both<OperationCount, SExpression>>>

  /// A line parsed: an expression to show, or a statement already applied.
  enum Parsed<R> {
    /// An expression, in `R`.
    case expression(R)
    /// An assignment, definition or blank line, applied to the environment.
    case applied(LineResult)
  }

  /// Parses a line into `R`; applies it unless it is an expression.
  ///
  /// With `symbolic`, undefined names in an expression are free variables; a statement that
  /// binds a name is parsed again strictly, so that it never binds NaN by accident.
  mutating func parse<R: Language>(
    _ bytes: UnsafeBufferPointer<UInt8>, as interpreter: R.Type, symbolic: Bool,
    value: (R) -> Double
  ) throws(ParseError) -> Parsed<R> {
    let statement = try Parser.statement(
      bytes, as: R.self, in: environment, freeVariables: symbolic, limits: limits)
    if case .expression(let result) = statement { return .expression(result) }
    guard symbolic else { return .applied(apply(statement, value: value)) }
    let strict = try Parser.statement(bytes, as: R.self, in: environment, limits: limits)
    return .applied(apply(strict, value: value))
  }

  /// Applies an assignment or definition (or nothing) of any interpretation.
  mutating func apply<R>(_ statement: Statement<R>, value: (R) -> Double) -> LineResult {
    switch statement {
    case .empty, .expression: return .nothing
    case .assignment(let name, let result):
      let value = value(result)
      environment.assign(name, value)
      return .assigned(name: name, value: value)
    case .definition(let definition):
      environment.define(definition)
      return .defined(definition)
    }
  }

  /// Parses the line again, straight into the interpreter asked for.
  func show(
    _ interpretation: Interpretation, of bytes: UnsafeBufferPointer<UInt8>, value: Double,
    freeVariables: Bool = false
  ) throws(ParseError) -> String {
    func parse<R: Language>(_: R.Type) throws(ParseError) -> R? {
      let statement = try Parser.statement(
        bytes, as: R.self, in: environment, freeVariables: freeVariables, limits: limits)
      if case .expression(let result) = statement { return result }
      return nil
    }
    switch interpretation {
    case .eval: return NumberFormatting.string(value)
    case .pretty: return try parse(PrettyPrint.self)?.text ?? ""
    case .count: return try parse(OperationCount.self).map { "\($0.total)" } ?? ""
    case .ast: return try parse(SExpression.self)?.text ?? ""
    case .simplify, .latex, .rpn, .diff: return ""
    }
  }

  /// The standard interpretations from their product.
  static func show(_ interpretation: Interpretation, of all: Standard) -> String {
    switch interpretation {
    case .eval: NumberFormatting.string(all.first.value)
    case .pretty: all.second.first.text
    case .count: "\(all.second.second.first.total)"
    case .ast: all.second.second.second.text
    case .simplify, .latex, .rpn, .diff: ""
    }
  }

  /// The enum tree's own switch-based answer; symbolic interpretations fold the tree.
  static func show(_ interpretation: Interpretation, of tree: Expression) -> String {
    switch interpretation {
    case .eval: NumberFormatting.string(tree.evaluate())
    case .pretty: tree.prettyPrinted()
    case .count: "\(tree.operationCount().total)"
    case .ast: tree.sExpression()
    case .simplify, .latex, .rpn, .diff: (try? tree.symbolicText(interpretation)) ?? ""
    }
  }
}
