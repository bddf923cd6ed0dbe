/// The entry points of the hand-written parser, generic over the interpreter to build.
///
/// Parsing into a conforming type builds that interpretation directly, with no intermediate
/// tree: parsing into ``Evaluation`` evaluates while it parses, into ``PrettyPrint`` prints,
/// into ``ExpressionTree`` builds the enum tree.
///
/// ```swift
/// var environment = Environment()
/// let value = try Parser.expression("3 + 5 * (8 - 7) / 6", as: Evaluation.self)
/// let text = try Parser.expression("(1+2)*3", as: PrettyPrint.self).text  // "(1 + 2) * 3"
/// let test = try Parser.typedExpression("2 < 3", as: Evaluation.self)    // .boolean(true)
/// if case .assignment(let name, .number(let x)) = try Parser.statement("x = 2", as: Evaluation.self) {
///   environment.assign(name, x.value)
/// }
/// ```
///
/// Every entry point throws ``ParseError`` (typed) with the line and column of the problem.
public enum Parser {
  /// Parses one statement from UTF-8 bytes (which need not be valid UTF-8).
  ///
  /// - Parameters:
  ///   - bytes: the line, or several lines when input was continued.
  ///   - interpreter: what to build.
  ///   - environment: the variables, functions and `ans` that names refer to.
  ///   - freeVariables: when true, undefined names are variables with the value NaN, for
  ///     symbolic interpreters; when false they are errors.
  ///   - limits: the nesting, length and expansion bounds.
  @inlinable
  public static func statement<R: Language>(
    _ bytes: UnsafeBufferPointer<UInt8>, as interpreter: R.Type = R.self,
    in environment: Environment = Environment(), freeVariables: Bool = false,
    limits: Limits = .standard
  ) throws(ParseError) -> Statement<R> {
    try checkLength(bytes, limits)
    return try RecursiveDescent<R>.withParser(
      bytes, environment: environment, mode: freeVariables ? .symbolic : .strict, limits: limits
    ) { (parser) throws(ParseError) in try parser.statement() }
  }

  /// ``statement(_:as:in:freeVariables:limits:)-(UnsafeBufferPointer<UInt8>,_,_,_,_)``
  /// reading the environment where its owner keeps it, without the copy that borrowing a
  /// value takes: the pipe's path for a line.
  ///
  /// `environment` must stay valid until this returns.
  @inlinable
  package static func statement<R: Language>(
    _ bytes: UnsafeBufferPointer<UInt8>, as interpreter: R.Type = R.self,
    at environment: UnsafePointer<Environment>, limits: Limits
  ) throws(ParseError) -> Statement<R> {
    try checkLength(bytes, limits)
    return try RecursiveDescent<R>.withParser(
      bytes, environment: environment, mode: .strict, limits: limits
    ) { (parser) throws(ParseError) in try parser.statement() }
  }

  /// Parses one statement from text.
  @inlinable
  public static func statement<R: Language>(
    _ text: String, as interpreter: R.Type = R.self, in environment: Environment = Environment(),
    freeVariables: Bool = false, limits: Limits = .standard
  ) throws(ParseError) -> Statement<R> {
    try text.withUTF8Typed { (bytes) throws(ParseError) in
      try statement(
        bytes, as: R.self, in: environment, freeVariables: freeVariables, limits: limits)
    }
  }

  /// Parses text that must be a single number-valued expression (not an assignment or
  /// definition); a Boolean-valued one is an error.
  @inlinable
  public static func expression<R: Language>(
    _ text: String, as interpreter: R.Type = R.self, in environment: Environment = Environment(),
    freeVariables: Bool = false, limits: Limits = .standard
  ) throws(ParseError) -> R {
    let result = try typedExpression(
      text, as: R.self, in: environment, freeVariables: freeVariables, limits: limits)
    switch result {
    case .number(let value): return value
    case .boolean:
      throw ParseError("expected a number, found a Boolean", line: 1, column: 1, offset: 0)
    }
  }

  /// Parses text that must be a single expression of either type.
  @inlinable
  public static func typedExpression<R: Language>(
    _ text: String, as interpreter: R.Type = R.self, in environment: Environment = Environment(),
    freeVariables: Bool = false, limits: Limits = .standard
  ) throws(ParseError) -> Typed<R> {
    try text.withUTF8Typed { (bytes) throws(ParseError) in
      try checkLength(bytes, limits)
      return try RecursiveDescent<R>.withParser(
        bytes, environment: environment, mode: freeVariables ? .symbolic : .strict,
        limits: limits
      ) { (parser) throws(ParseError) in
        try parser.typedWholeExpression()
      }
    }
  }

  /// Throws unless the line fits ``Limits/maximumLineLength``: one comparison, inlined into
  /// every caller, the pipe's loop among them.
  @inlinable @inline(__always)
  static func checkLength(_ bytes: UnsafeBufferPointer<UInt8>, _ limits: Limits)
    throws(ParseError)
  {
    guard bytes.count > limits.maximumLineLength else { return }
    throw ParseError(
      "the line is too long (the limit is \(limits.maximumLineLength) bytes)",
      at: limits.maximumLineLength, in: bytes)
  }
}
