// MARK: - Lambdas and function values

extension RecursiveDescent {
  /// What a lambda's body needs to be parsed again with its parameters bound: the text (the
  /// scanner at the body's first token), the names it sees, and the line's shared state.
  @usableFromInline
  struct LambdaSource {
    @usableFromInline let scanner: Scanner
    @usableFromInline let environment: UnsafePointer<Environment>
    @usableFromInline let mode: Mode
    @usableFromInline let limits: Limits
    @usableFromInline let depth: Int
    @usableFromInline let openParentheses: Int
    /// The enclosing function's parameters and name (definition mode).
    @usableFromInline let definitionParameters: [String]
    @usableFromInline let defining: String?
    /// The enclosing lambdas' parameters and what they stand for, then this lambda's names.
    @usableFromInline let boundNames: [String]
    @usableFromInline let boundValues: [R]
    @usableFromInline let run: LambdaRun
    /// The functions the function parameters stand for, in a call's expansion.
    @usableFromInline var boundFunctions: [String: Lambda<R>] = [:]
    /// The context of the function body the lambda is in (definition mode).
    @usableFromInline var body: Context? = nil
    /// The bodies built so far, in a symbolic interpreter.
    @usableFromInline var memo: BodyMemo? = nil
    /// Whether `R`'s terms are text whose size is bounded (``Limits/maximumTermBytes``).
    @usableFromInline var measuresTerms = LambdaRun.measures(R.self)
  }

  /// `lambda = ( identifier | "(" identifier { "," identifier } ")" ) "->" expression`, with the
  /// cursor on the `->`; `parameters` are the tokens before it and `start` where it starts.
  @usableFromInline
  mutating func lambda(_ parameterTokens: [Token], from start: Int) throws(ParseError) -> Node {
    let arrow = scanner.current
    let names = try parameterNames(parameterTokens)
    scanner.advance()
    try enter(at: arrow)
    let run = lambdaRun()
    let source = LambdaSource(
      scanner: scanner, environment: borrowedEnvironment, mode: mode, limits: limits,
      depth: depth, openParentheses: openParentheses,
      definitionParameters: context?.parameters ?? [], defining: context?.defining,
      boundNames: (context?.boundNames ?? []) + names,
      boundValues: context?.boundValues ?? [], run: run,
      boundFunctions: context?.functions.bound ?? [:], body: context?.body,
      memo: context?.memo?.child(at: arrow.start) ?? BodyMemo.make())
    // Parsed once here, to check it and find its end and type, with the parameters as
    // variables and no call run.
    let placeholders = names.map { R.variable($0, Double.nan) }
    let (node, end, _) = try Self.parseBody(
      source, placeholders, expanding: false, checking: true)
    // What the body reads around it, the enclosing body reads too.
    if checking, let reads = source.memo?.reads, let context, context.memo != nil {
      context.reads.formUnion(reads)
    }
    scanner = end
    depth &-= 1
    let result: ValueType
    switch node.value {
    case .number: result = .number
    case .truth: result = .boolean
    case .function(let handle):
      throw error(
        "a lambda's body must be a number or a Boolean, found \(handle.type.described)",
        at: source.scanner.start)
    case .pending: result = .number  // settled: never pending
    }
    let lambda = Lambda<R>(
      parameters: names, name: nil, result: result, run: run,
      compile: { Self.compiledBody(source, names) },
      body: { arguments in Self.applyBody(source, arguments) })
    let height = try self.height(over: node.height, 0, at: start)
    return lower((keep(lambda), height))
  }

  /// The body of the lambda `source` describes, parsed with its parameters standing for
  /// `arguments`; a failure is recorded in the line's run.
  @usableFromInline
  static func applyBody(_ source: LambdaSource, _ arguments: [R]) -> Typed<R> {
    guard let memo = source.memo, let key = memo.key(source.boundValues, arguments) else {
      return bounded(builtBody(source, arguments), source)
    }
    if let result = memo.recalled(key) { return result }
    let (result, names) = BoundNames.collected { bounded(builtBody(source, arguments), source) }
    BoundNames.note(names)
    if source.run.failure == nil { memo.remember(key, result, bound: names) }
    return result
  }

  /// `body`, failing the line when it is a term past ``Limits/maximumTermBytes``
  /// (``LambdaRun/bounded(_:limit:)``).
  @usableFromInline
  static func bounded(_ body: Typed<R>, _ source: LambdaSource) -> Typed<R> {
    guard source.measuresTerms else { return body }
    return source.run.bounded(body, limit: source.limits.maximumTermBytes)
  }

  /// The body of the lambda `source` describes, parsed anew with its parameters standing for
  /// `arguments`.
  @usableFromInline
  static func builtBody(_ source: LambdaSource, _ arguments: [R]) -> Typed<R> {
    do throws(ParseError) {
      let (node, _, failure) = try parseBody(source, arguments, expanding: true)
      if let failure { source.run.fail(failure) }
      switch node.value {
      case .number(let value): return .number(value)
      case .truth(let value): return .boolean(value)
      case .pending, .function: return .number(.number(.nan))
      }
    } catch {
      source.run.fail(CallError(error.message, at: error.offset))
      return .number(.number(.nan))
    }
  }

  /// Parses a lambda's body with a parser of its own, whose bound names are the enclosing
  /// lambdas' and this one's (standing for `arguments`).
  @usableFromInline
  static func parseBody(
    _ source: LambdaSource, _ arguments: [R], expanding: Bool, checking: Bool = false
  ) throws(ParseError) -> (node: TypedNode, end: Scanner, failure: CallError?) {
    let context = Context(parameters: source.definitionParameters, defining: source.defining)
    context.boundNames = source.boundNames
    context.boundValues = source.boundValues + arguments
    context.enclosing = source.body
    context.memo = source.memo
    context.functions.bound = source.boundFunctions
    defer { context.pendings.removeAll() }
    return try withParser(
      source.scanner.bytes, environment: source.environment, mode: source.mode,
      limits: source.limits, context: context, depth: source.depth
    ) { (parser) throws(ParseError) in
      parser.scanner = source.scanner
      parser.openParentheses = source.openParentheses
      parser.expanding = expanding
      parser.checking = checking
      parser.calls = source.run.calls
      parser.setAside().run = source.run
      let node = try parser.expression()
      if expanding { source.run.calls = parser.calls }
      if checking, let memo = source.memo {
        memo.reads = context.reads.filter { $0 < source.boundValues.count }.sorted()
      }
      let value = try settled(node.value, default: .number, context)
      return ((value, node.height), parser.scanner, parser.aside?.failure)
    }
  }

  /// The body of a lambda of numbers in the evaluator, compiled once (``Compiled``) with its
  /// parameters as the program's arguments and the enclosing lambdas' as constants; nil for
  /// another interpreter, a Boolean body, or one that calls user functions or holds
  /// functions of its own, which the evaluator applies by parsing again.
  @usableFromInline
  static func compiledBody(_ source: LambdaSource, _ parameters: [String]) -> CompiledProgram? {
    guard R.self == Evaluation.self, source.boundFunctions.isEmpty,
      let values = source.boundValues as? [Evaluation]
    else { return nil }
    typealias Compiler = RecursiveDescent<Compiled>
    let mode: Compiler.Mode =
      switch source.mode {
      case .strict: .strict
      case .symbolic: .symbolic
      case .definition: .definition
      }
    let compiling = Compiler.LambdaSource(
      scanner: source.scanner, environment: source.environment, mode: mode,
      limits: source.limits, depth: source.depth, openParentheses: source.openParentheses,
      definitionParameters: source.definitionParameters, defining: source.defining,
      boundNames: source.boundNames, boundValues: values.map { Compiled.number($0.value) },
      run: LambdaRun(limits: source.limits))
    let variables = parameters.map { Compiled.variable($0, Double.nan) }
    guard
      let (node, _, failure) = try? Compiler.parseBody(compiling, variables, expanding: false),
      failure == nil, compiling.run.failure == nil, case .number(let compiled) = node.value,
      !compiled.departsFromEvaluation
    else { return nil }
    guard
      let program = try? compiled.program(
        parameters: parameters, in: source.environment.pointee, limits: source.limits)
    else { return nil }
    // A loop in the body whose own body calls a user function is refused too: run inside a
    // compiled body, that function would read the enclosing lambdas' parameters in place of
    // the global variables of the same names.
    return program.isPlain ? program : nil
  }

  /// The line's shared run, made with its first function.
  @usableFromInline
  mutating func lambdaRun() -> LambdaRun {
    let aside = setAside()
    if let run = aside.run { return run }
    let run = LambdaRun(limits: limits)
    run.calls = calls
    aside.run = run
    return run
  }

  /// Keeps `lambda` for the line and returns it as an operand.
  @usableFromInline
  mutating func keep(_ lambda: Lambda<R>) -> Operand {
    let aside = setAside()
    aside.functions.append(lambda)
    let handle = FunctionHandle(
      index: UInt32(truncatingIfNeeded: aside.functions.count - 1),
      arity: UInt16(truncatingIfNeeded: lambda.parameters.count), result: lambda.result)
    return .function(handle)
  }

  /// The function a handle names.
  @usableFromInline
  func function(_ handle: FunctionHandle) -> Lambda<R>? {
    guard let functions = aside?.functions, Int(handle.index) < functions.count else { return nil }
    return functions[Int(handle.index)]
  }

  /// The parameters of `(a, b) -> …` when the cursor, just past a `(`, is on such a head.
  @usableFromInline
  func parenthesizedLambdaHead() -> [Token]? { Self.lambdaHead(after: scanner) }

  /// The parameters of `(a, b) -> …` when `look`, just past a `(`, is on such a head.
  @usableFromInline
  static func lambdaHead(after start: Scanner) -> [Token]? {
    var look = start
    var parameters: [Token] = []
    while look.current.kind == .identifier {
      parameters.append(look.current)
      look.advance()
      guard look.current.kind == .comma else { break }
      look.advance()
    }
    guard !parameters.isEmpty, look.current.kind == .rightParen else { return nil }
    look.advance()
    return look.current.kind == .arrow ? parameters : nil
  }

  /// `(a, b) -> body`, with the cursor just past the `(` at `open`.
  @usableFromInline
  mutating func parenthesizedLambda(_ parameters: [Token], open: Token) throws(ParseError)
    -> Node
  {
    while scanner.current.kind != .arrow { scanner.advance() }
    return try lambda(parameters, from: open.start)
  }
}
