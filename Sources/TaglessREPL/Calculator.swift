import Tagless

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

  /// A calculator with an empty environment.
  public init(environment: Environment = Environment(), limits: Limits = .standard) {
    self.environment = environment
    self.limits = limits
  }

  /// What the simplifier may assume about variables.
  public enum Assumption: String, CaseIterable, Hashable, Sendable {
    /// Nothing: the simplification holds for every double, infinities and NaN included.
    case any
    /// The variables are finite: `0 * x` is a zero and `x - x` is `0`.
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

  /// Runs one line, showing an expression through `interpretations` by way of `encoding`.
  ///
  /// Several of the standard interpretations come from one parse into their product
  /// (``Both``). An expression line may use undefined names (free variables, whose value is
  /// NaN) when the evaluator is not asked for — printing and counting need no values — or when
  /// a symbolic interpretation is; assignments and definitions still may not.
  public mutating func run(
    _ bytes: UnsafeBufferPointer<UInt8>, showing interpretations: [Interpretation],
    via encoding: Encoding = .tagless
  ) throws(ParseError) -> LineResult {
    let symbolic =
      interpretations.contains(where: \.isSymbolic) || !interpretations.contains(.eval)
    // Made only for an expression line, after parsing: holding a copy of the environment
    // while an assignment changes it would copy every variable.
    var source: SymbolicLine {
      SymbolicLine(bytes: bytes, environment: environment, limits: limits, assumption: assumption)
    }
    var shown: [Shown] = []
    if !interpretations.contains(.eval),
      let shown = try shownWithoutValue(bytes, interpretations, encoding)
    {
      return .results(shown)
    }
    let value: Value
    switch encoding {
    case .tagless:
      let result: Typed<Evaluation>
      switch try parse(bytes, as: Evaluation.self, symbolic: symbolic, value: Self.value(of:)) {
      case .expression(let evaluation): result = evaluation
      case .applied(let result): return result
      }
      value = Self.value(of: result)
      // Several printers come from one parse into their product. The evaluator is not part of
      // it: a product expands calls for all its halves, and a printer's half of a recursion's
      // expansion (its arguments' text inside their text) can grow exponentially.
      let printers = interpretations.count(where: { !$0.isSymbolic && $0 != .eval }) > 1
      let all = printers ? try printed(bytes, freeVariables: symbolic) : nil
      for interpretation in interpretations {
        let text: String
        if interpretation.isSymbolic {
          text = try source.symbolicText(interpretation)
        } else if let all, interpretation != .eval {
          text = Self.show(interpretation, of: all)
        } else {
          text = try show(interpretation, of: bytes, value: value, freeVariables: symbolic)
        }
        shown.append(Shown(interpretation, text))
      }
    case .enum:
      let tree: Typed<Expression>
      let (environment, limits) = (self.environment, self.limits)
      let evaluate = { (tree: Typed<Expression>) throws(ParseError) -> Value in
        try Self.value(
          of: tree, in: environment, limits: limits, freeVariables: symbolic, bytes: bytes)
      }
      switch try parse(bytes, as: Expression.self, symbolic: symbolic, value: evaluate) {
      case .expression(let result): tree = result
      case .applied(let result): return result
      }
      value = try evaluate(tree)
      let source = TreeSource(
        tree: tree, environment: environment, limits: limits, bytes: bytes,
        assumption: assumption, freeVariables: symbolic)
      for interpretation in interpretations {
        shown.append(Shown(interpretation, try source.show(interpretation, value: value)))
      }
    }
    environment.lastResult = value
    return .results(shown)
  }

  /// What an expression line shows when the evaluator is not asked for: nothing is evaluated
  /// (undefined names are free variables, a recursion with one stays a call) and `ans` is left
  /// as it was; nil for a line that is not an expression, which is applied as usual.
  func shownWithoutValue(
    _ bytes: UnsafeBufferPointer<UInt8>, _ interpretations: [Interpretation], _ encoding: Encoding
  ) throws(ParseError) -> [Shown]? {
    switch encoding {
    case .tagless:
      let statement = try Parser.statement(
        bytes, as: Printers.self, in: environment, freeVariables: true, limits: limits)
      guard case .expression(let all) = statement else { return nil }
      let source = SymbolicLine(
        bytes: bytes, environment: environment, limits: limits, assumption: assumption)
      var shown: [Shown] = []
      for interpretation in interpretations {
        let text =
          interpretation.isSymbolic
          ? try source.symbolicText(interpretation) : Self.show(interpretation, of: all)
        shown.append(Shown(interpretation, text))
      }
      return shown
    case .enum:
      let statement = try Parser.statement(
        bytes, as: Expression.self, in: environment, freeVariables: true, limits: limits)
      guard case .expression(let tree) = statement else { return nil }
      let source = TreeSource(
        tree: tree, environment: environment, limits: limits, bytes: bytes,
        assumption: assumption, freeVariables: true)
      var shown: [Shown] = []
      for interpretation in interpretations {
        shown.append(Shown(interpretation, try source.show(interpretation, value: .number(.nan))))
      }
      return shown
    }
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

  /// The three standard printers in one product, so that one parse serves `:show all`.
  typealias Printers = Both<PrettyPrint, Both<OperationCount, SExpression>>

  /// The line parsed into the printers' product.
  func printed(_ bytes: UnsafeBufferPointer<UInt8>, freeVariables: Bool)
    throws(ParseError) -> Typed<Printers>?
  {
    let statement = try Parser.statement(
      bytes, as: Printers.self, in: environment, freeVariables: freeVariables, limits: limits)
    if case .expression(let result) = statement { return result }
    return nil
  }

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
    of tree: Typed<Expression>, in environment: Environment, limits: Limits,
    freeVariables: Bool = false, bytes: UnsafeBufferPointer<UInt8>
  ) throws(ParseError) -> Value {
    do throws(CallError) {
      switch tree {
      case .number(let tree):
        return .number(
          try tree.evaluate(in: environment, limits: limits, freeVariables: freeVariables))
      case .boolean(let tree):
        return .boolean(
          try tree.evaluate(in: environment, limits: limits, freeVariables: freeVariables))
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
    guard symbolic else { return .applied(try apply(statement, value: value)) }
    let strict = try Parser.statement(bytes, as: R.self, in: environment, limits: limits)
    return .applied(try apply(strict, value: value))
  }

  /// Applies an assignment or definition (or nothing) of any interpretation.
  mutating func apply<R>(
    _ statement: Statement<R>, value: (Typed<R>) throws(ParseError) -> Value
  ) throws(ParseError) -> LineResult {
    switch statement {
    case .empty, .expression: return .nothing
    case .assignment(let name, let result):
      let value = try value(result)
      environment.assign(name, value)
      return .assigned(name: name, value: value)
    case .definition(let definition):
      environment.define(definition)
      return .defined(definition)
    }
  }

  /// Parses the line again, straight into the interpreter asked for.
  func show(
    _ interpretation: Interpretation, of bytes: UnsafeBufferPointer<UInt8>, value: Value,
    freeVariables: Bool = false
  ) throws(ParseError) -> String {
    func parse<R: Language>(_: R.Type) throws(ParseError) -> Typed<R>? {
      let statement = try Parser.statement(
        bytes, as: R.self, in: environment, freeVariables: freeVariables, limits: limits)
      if case .expression(let result) = statement { return result }
      return nil
    }
    switch interpretation {
    case .eval: return value.description
    case .pretty:
      return try parse(PrettyPrint.self)?.map(number: \.text, boolean: \.text) ?? ""
    case .count:
      return try parse(OperationCount.self)?.map(number: \.total, boolean: \.total).description
        ?? ""
    case .ast:
      return try parse(SExpression.self)?.map(number: \.text, boolean: \.text) ?? ""
    case .simplify, .latex, .rpn, .diff: return ""
    }
  }

  /// The standard printers' texts from their product ("" for the others).
  static func show(_ interpretation: Interpretation, of all: Typed<Printers>) -> String {
    switch (interpretation, all) {
    case (.pretty, .number(let all)): all.first.text
    case (.pretty, .boolean(let all)): all.first.text
    case (.count, .number(let all)): "\(all.second.first.total)"
    case (.count, .boolean(let all)): "\(all.second.first.total)"
    case (.ast, .number(let all)): all.second.second.text
    case (.ast, .boolean(let all)): all.second.second.text
    case (.eval, _), (.simplify, _), (.latex, _), (.rpn, _), (.diff, _): ""
    }
  }
}
