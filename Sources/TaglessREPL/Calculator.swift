import Tagless
import TaglessPrecision

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
  /// The function the last ``evaluate(_:)`` defined, when the definition left callers of it
  /// stale (``Environment/stale``): the caller warns of them, then sets it back to nil.
  public var staleDefinition: String?
  /// How numbers are shown: as a calculator shows them, or in the digits that read back.
  public var display: NumberDisplay = .calculator
  /// Whether the last integer of `2^53` or more that a line gave (as ``evaluate(_:)``'s value
  /// or an assignment's) is exactly the number the line computes: the calculator display
  /// shows every digit of it then, and marks it otherwise (``NumberDisplay``).
  public internal(set) var isExact = false

  /// A calculator whose environment starts as given: by default empty but for the standard
  /// built-ins (``Environment/standard``).
  public init(environment: Environment = .standard, limits: Limits = .standard) {
    self.environment = environment
    self.limits = limits
  }

  /// Forgets variables, functions, `ans` and the values kept beyond their doubles, and
  /// brings back the standard built-ins a definition replaced; the settings (limits,
  /// assumption, digits) stay.
  public mutating func forget() {
    environment = .standard
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
  /// The pipe mode's hot path: no tree and, for plain arithmetic, no allocation. Not
  /// `@inlinable`: inlined into a client, it made this module specialise the parser for
  /// `Evaluation` twice (for inlinable code and for the rest), and the optimiser merged the
  /// two copies into one body reached through thunks that pass the callees as arguments
  /// (about 50 instructions a line, more than the call saved).
  public mutating func evaluate(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> Value? {
    let limits = limits
    let statement = try withUnsafePointer(to: &environment) {
      (environment) throws(ParseError) -> Statement<Evaluation> in
      try Parser.statement(bytes, at: environment, limits: limits)
    }
    switch statement {
    case .empty: return nil
    case .expression(let result):
      let value = Self.value(of: result)
      // Before `ans` changes: the exact arithmetic reads the line as it was computed.
      if case .number(let number) = value, NumberDisplay.isLargeInteger(number) {
        isExact = display == .calculator && isExact(number, line: bytes)
      }
      environment.lastResult = value
      return value
    case .assignment(let name, let result):
      environment.assign(name, Self.value(of: result))
      return nil
    case .definition(let definition):
      if !environment.define(definition, limits: limits).isEmpty {
        staleDefinition = definition.name
      }
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

  /// Throws the interruption when the cancellation in force asks to stop: looked at just
  /// before a line changes anything, since work that saw it may have returned early with a
  /// meaningless value.
  static func checkCancellation() throws(ParseError) {
    if Cancellation.isRequested {
      throw ParseError(Cancellation.message, line: 1, column: 1, offset: 0)
    }
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
