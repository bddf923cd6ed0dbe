import Tagless
import TaglessPrecision

/// The work `:bench EXPR` times: the standard interpreters and the exact and precise ones,
/// through both encodings, on one expression.
///
/// The core says what to run and formats the measurements; only the shell reads the clock.
public struct BenchmarkPlan: Hashable, Sendable {
  /// One thing to time.
  public struct Case: Hashable, Sendable {
    /// The interpreter.
    public var interpretation: Interpretation
    /// The encoding.
    public var encoding: Encoding

    /// A case.
    public init(_ interpretation: Interpretation, _ encoding: Encoding) {
      self.interpretation = interpretation
      self.encoding = encoding
    }
  }

  /// A case and how long one run took.
  public struct Measurement: Hashable, Sendable {
    /// What was timed.
    public var `case`: Case
    /// Nanoseconds per run (the median of several batches).
    public var nanoseconds: Double

    /// A measurement.
    public init(_ case: Case, nanoseconds: Double) {
      self.case = `case`
      self.nanoseconds = nanoseconds
    }
  }

  /// The expression, as typed.
  public var expression: String
  /// The environment its names refer to.
  public var environment: Environment
  /// The significant digits of the precise interpreters.
  public var digits: Int
  /// What to time, in order.
  public var cases: [Case]

  /// A plan for each standard interpreter, then `exact` and `precise` at `digits`, through both
  /// encodings.
  public init(
    expression: String, environment: Environment, digits: Int = Precision.defaultDigits
  ) {
    self.expression = expression
    self.environment = environment
    self.digits = digits
    self.cases = (Interpretation.standard + [.exact, .precise]).flatMap { interpretation in
      Encoding.allCases.map { Case(interpretation, $0) }
    }
  }

  /// The interpretations timed, in order.
  public var interpretations: [Interpretation] {
    cases.map(\.interpretation).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  /// A value as a number the same for both encodings: a double's bits, a Boolean's 1 or 2.
  static func digest(_ value: Value) -> Int {
    switch value {
    case .number(let x): Int(x.bitPattern >> 1)
    case .boolean(let b): b ? 2 : 1
    }
  }

  /// Runs a case once and returns a number derived from the result.
  ///
  /// Parses straight into the interpreter (tagless), or parses into the tree and switches over
  /// it (enum). The number keeps the work from being optimised away; it is 0 if the expression
  /// does not parse.
  public func run(_ case: Case) -> Int {
    func parse<R: Language>(_: R.Type) -> Typed<R>? {
      try? Parser.typedExpression(expression, as: R.self, in: environment)
    }
    switch (`case`.encoding, `case`.interpretation) {
    case (.tagless, .eval):
      return parse(Evaluation.self).map { Self.digest(Calculator.value(of: $0)) } ?? 0
    case (.tagless, .pretty):
      return parse(PrettyPrint.self)?.map(number: \.text, boolean: \.text).utf8.count ?? 0
    case (.tagless, .count):
      return parse(OperationCount.self)?.map(number: \.total, boolean: \.total) ?? 0
    case (.tagless, .ast):
      return parse(SExpression.self)?.map(number: \.text, boolean: \.text).utf8.count ?? 0
    case (.tagless, let interpretation):
      let text = SymbolicText(text: expression, environment: environment)
      let rendering = Rendering(
        source: text, tree: nil, value: nil, parameter: interpretation.parameter,
        assumption: .any, written: text, place: { ParseError($0, in: "") }, digits: digits)
      return (try? interpretation.entry.render(rendering))?.utf8.count ?? 0
    case (.enum, .exact):
      return folded(Exact.self)
    case (.enum, .precise):
      return folded(Precise.self)
    case (.enum, .eval):
      guard let tree = parse(ExpressionTree.self) else { return 0 }
      switch tree {
      case .number(let tree):
        return (try? tree.evaluate(in: environment)).map { Self.digest(.number($0)) } ?? 0
      case .boolean(let tree):
        return (try? tree.evaluate(in: environment)).map { Self.digest(.boolean($0)) } ?? 0
      }
    case (.enum, .count):
      return parse(ExpressionTree.self)?.map(
        number: { $0.operationCount().total }, boolean: { $0.operationCount().total }) ?? 0
    case (.enum, .pretty):
      return parse(ExpressionTree.self)?.map(
        number: { $0.prettyPrinted() }, boolean: { $0.prettyPrinted() }
      ).utf8.count ?? 0
    case (.enum, let interpretation):
      // The other symbolic interpreters have no switch function of their own: the tree's
      // S-expression stands for them.
      return parse(ExpressionTree.self)?.map(
        number: { $0.sExpression() }, boolean: { $0.sExpression() }
      ).utf8.count
        ?? Int(interpretation.name.utf8.count)
    }
  }

  /// The tree parsed once and folded into `R` at the plan's digits: the enum path of `exact`
  /// and `precise`; the length of the result's text.
  func folded<R: Language>(_: R.Type) -> Int where R: CustomStringConvertible {
    guard
      let tree = try? Parser.typedExpression(expression, as: ExpressionTree.self, in: environment)
    else { return 0 }
    return Precision.withDigits(digits) {
      switch tree {
      case .number(let tree):
        (try? tree.fold(into: R.self, in: environment))?.description.utf8.count ?? 0
      case .boolean(let tree):
        (try? tree.fold(into: R.self, in: environment)).map { "\($0)" }?.utf8.count ?? 0
      }
    }
  }
}
