#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Evaluate

extension ExpressionTree {
  /// The tree's value, computed by a switch over the cases (the initial encoding's evaluator).
  ///
  /// Gives the same value, bit for bit, as parsing the same text into ``Evaluation``. A call of
  /// a user function is looked up in `environment` and its stored body evaluated, recursively,
  /// with the parameters bound to the arguments: the enum needs the environment where the
  /// tagless path was handed the expansion. A chain of calls too deep or too long, or a body
  /// whose names no longer fit, throws ``CallError`` — the same error, at the same call, as
  /// the tagless path.
  ///
  /// ```swift
  /// let tree = try Parser.expression("fact(5)", as: ExpressionTree.self, in: environment)
  /// try tree.evaluate(in: environment)  // 120
  /// ```
  ///
  /// The evaluator recurses once per level of a chain of calls: a tree that calls user
  /// functions runs on a thread of its own with a large stack (`DeepStack`), so that no chain
  /// within the limits can overflow the caller's stack.
  ///
  /// Every variable is read from `environment`, not the value it had where the tree was
  /// parsed: a formula parsed once is evaluated again for new values by assigning them. A name
  /// that `environment` does not define (a free variable of a tree parsed with
  /// `freeVariables: true`, or a variable since removed) throws a ``CallError`` of kind
  /// ``CallError/Kind/unboundVariables(_:)`` naming every such name the tree reads; a name a
  /// function's body reads that is not defined throws too. Nothing unbound is ever NaN.
  ///
  /// ```swift
  /// let tree = try Parser.expression("x * y", as: ExpressionTree.self, freeVariables: true)
  /// var environment = Environment()
  /// environment.assign("x", 2)
  /// environment.assign("y", 3)
  /// try tree.evaluate(in: environment)  // 6
  /// try tree.evaluate()                 // throws: no value for 'x', 'y'
  /// ```
  public func evaluate(
    in environment: Environment = Environment(), limits: Limits = .standard
  ) throws(CallError) -> Double {
    let deep = !environment.functions.isEmpty && callsUserFunctions
    return try TreeEvaluation.run(
      environment, limits, deep: deep, names: fold(into: VariableNames.self).names
    ) { (run) throws(CallError) in try run.evaluate(self, depth: 0) }
  }
}

extension BooleanExpression {
  /// The tree's value, by a switch over the cases, its variables read from `environment`; see
  /// ``ExpressionTree/evaluate(in:limits:)``.
  public func evaluate(
    in environment: Environment = Environment(), limits: Limits = .standard
  ) throws(CallError) -> Bool {
    let deep = !environment.functions.isEmpty && callsUserFunctions
    return try TreeEvaluation.run(
      environment, limits, deep: deep, names: fold(into: VariableNames.self).names
    ) { (run) throws(CallError) in try run.evaluate(self, depth: 0) }
  }
}

// MARK: - TreeEvaluation

/// The state of one evaluation of a tree: the calls being run, and the limits they count
/// against (the same accounting as the tagless ``Expansion``, so both stop at the same call).
struct TreeEvaluation {
  /// A call being run: its function's name and parameters, and where its arguments start in
  /// ``slots``.
  struct Frame {
    var name: String
    var parameters: [String]
    var base: Int
  }

  /// What a call needs of a definition, looked up once per function and evaluation.
  struct Callable {
    var name: String
    var parameters: [String]
    var body: FunctionBody
  }

  let environment: Environment
  let limits: Limits
  var frames: [Frame] = []
  /// The arguments of the calls in `frames`, one stack for all, `top` its height: a call
  /// pushes its arguments as it evaluates them and lowers `top` when it returns, so a call
  /// neither allocates nor frees (the array only grows, to the deepest chain's arguments).
  var slots: [Double] = []
  var top = 0
  /// The functions called so far: a few, searched in order by name (short names compare as
  /// two words), rather than hashing the name into the environment at every call.
  var callables: [Callable] = []
  /// The levels each call in `frames` counts.
  var frameWeights: [Int] = []
  /// Where the outermost call is written.
  var offset = 0
  var depth = 0
  var calls = 0
  /// The lambdas being applied, innermost last: their parameters and arguments.
  var lambdaFrames: [LambdaFrame] = []
  /// How many functions written in function bodies are being applied inside each other.
  var bodyNesting = 0
  /// The applications of functions run so far, with their budget and failure (made with the
  /// first one).
  var lambdaRun: LambdaRun? = nil

  init(environment: Environment, limits: Limits) {
    self.environment = environment
    self.limits = limits
  }

  var chain: [String] { frames.map(\.name) }

  /// Runs `body` on a fresh evaluation: on a deep stack when calls can recurse; `names` are
  /// the variables the tree reads, for an error about unbound ones.
  static func run<T>(
    _ environment: Environment, _ limits: Limits, deep: Bool, names: @autoclosure () -> [String],
    _ body: (inout TreeEvaluation) throws(CallError) -> T
  ) throws(CallError) -> T {
    func evaluate() -> Result<T, CallError> {
      var run = TreeEvaluation(environment: environment, limits: limits)
      do throws(CallError) { return .success(try body(&run)) } catch { return .failure(error) }
    }
    // A thread only for a tree that calls user functions: one without calls recurses no deeper
    // than its height, which the parser bounds.
    let result = deep ? DeepStack.run(evaluate) : evaluate()
    do throws(CallError) { return try result.get() } catch {
      // The first unbound name stopped the evaluation; the error names all of the tree's.
      throw naming(error, names(), environment)
    }
  }

  // `depth` is how many operations enclose the node in the body being run (or in the line).
  mutating func evaluate(_ tree: ExpressionTree, depth: Int) throws(CallError) -> Double {
    let inner = depth + 1
    switch tree {
    case .number(let value): return value
    case .constant(let constant): return constant.value
    case .variable(let name, _): return try number(name)
    case .add, .subtract, .multiply, .divide, .remainder:
      return try chain(tree, depth: depth)
    case .negate(let operand): return try -evaluate(operand, depth: inner)
    case .power(let base, let exponent):
      return try pow(evaluate(base, depth: inner), evaluate(exponent, depth: inner))
    case .function1(let function, let argument):
      return try function(evaluate(argument, depth: inner))
    case .function2(let function, let first, let second):
      return try function(evaluate(first, depth: inner), evaluate(second, depth: inner))
    case .functionN(let function, let arguments):
      return try function(values(of: arguments, depth: inner))
    case .hostValue(_, let value): return value
    case .host(let function, let arguments):
      return try function.number(values(of: arguments, depth: inner))
    case .call(let callee, let arguments):
      let body = try enter(callee, arguments, .number, depth: depth)
      guard case .number(let tree) = body else { return .nan }
      let value = try evaluate(tree, depth: 0)
      leave()
      return value
    case .conditional(let condition, let then, let otherwise):
      return try evaluate(condition, depth: inner)
        ? evaluate(then, depth: inner) : evaluate(otherwise, depth: inner)
    case .parameter(let name): return try parameter(name)
    case .higherOrderCall(let callee, let arguments):
      return try higherOrderCall(callee, arguments, .number, depth: depth).number?.value ?? .nan
    case .application(let function, let arguments):
      return try apply(function, values(of: arguments, depth: inner), depth: inner)
    case .functionalCall(let functional, let function, let lower, let upper, let offset):
      let bounds = try (evaluate(lower, depth: inner), evaluate(upper, depth: inner))
      return try run(functional, function, bounds, at: offset, depth: inner)
    }
  }

  mutating func evaluate(_ tree: BooleanExpression, depth: Int) throws(CallError) -> Bool {
    let inner = depth + 1
    switch tree {
    case .boolean(let value): return value
    case .variable(let name, _): return try boolean(name)
    case .compare(let comparison, let lhs, let rhs):
      return try comparison(evaluate(lhs, depth: inner), evaluate(rhs, depth: inner))
    case .not(let operand): return try !evaluate(operand, depth: inner)
    case .and, .or:
      return try chain(tree, depth: depth)
    case .conditional(let condition, let then, let otherwise):
      return try evaluate(condition, depth: inner)
        ? evaluate(then, depth: inner) : evaluate(otherwise, depth: inner)
    case .hostValue(_, let value): return value
    case .host(let function, let arguments):
      return try function.truth(values(of: arguments, depth: inner))
    case .call(let callee, let arguments):
      let body = try enter(callee, arguments, .boolean, depth: depth)
      guard case .boolean(let tree) = body else { return false }
      let value = try evaluate(tree, depth: 0)
      leave()
      return value
    case .application(let function, let arguments):
      return try apply(predicate: function, values(of: arguments, depth: inner), depth: inner)
    case .higherOrderCall(let callee, let arguments):
      return try higherOrderCall(callee, arguments, .boolean, depth: depth).boolean ?? false
    }
  }

  // MARK: Chains

  /// A link of `+ - * / %`: its left spine in a loop, operands left to right, each at the depth
  /// of the operations around it (which a call's weight counts, as in ``Expansion``).
  mutating func chain(_ tree: ExpressionTree, depth: Int) throws(CallError) -> Double {
    guard let (op, lhs, rhs) = tree.link else { return try evaluate(tree, depth: depth) }
    // Most links have no link on their left: no spine to build.
    guard lhs.isLink else {
      return try op.apply(evaluate(lhs, depth: depth + 1), evaluate(rhs, depth: depth + 1))
    }
    let spine = tree.spine
    var value = try evaluate(spine.base, depth: depth + spine.links.count)
    for (index, link) in spine.links.enumerated().reversed() {
      value = link.op.apply(value, try evaluate(link.rhs, depth: depth + index + 1))
    }
    return value
  }

  /// A link of `&&` or `||`, short-circuiting: its left spine in a loop.
  mutating func chain(_ tree: BooleanExpression, depth: Int) throws(CallError) -> Bool {
    let spine = tree.spine
    var value = try evaluate(spine.base, depth: depth + spine.links.count)
    for (index, link) in spine.links.enumerated().reversed() {
      // `a && b` is false without `b` when `a` is, `a || b` true when `a` is.
      guard value == (link.op == .and) else { continue }
      value = try evaluate(link.rhs, depth: depth + index + 1)
    }
    return value
  }

  // MARK: Calls

  /// The values of the arguments of a built-in function or an application, in order.
  mutating func values(of arguments: [ExpressionTree], depth: Int) throws(CallError) -> [Double] {
    var values: [Double] = []
    values.reserveCapacity(arguments.count)
    for argument in arguments { values.append(try evaluate(argument, depth: depth)) }
    return values
  }

  /// Evaluates the arguments and starts the call: checks, counts, binds.
  mutating func enter(
    _ callee: Callee, _ arguments: [ExpressionTree], _ type: ValueType, depth: Int
  ) throws(CallError) -> FunctionBody {
    let base = top
    for argument in arguments { push(try evaluate(argument, depth: depth + 1)) }
    // A call in the line counts one level; a call in a body one more per enclosing operation.
    let weight = frames.isEmpty ? 1 : depth + 1
    if frames.isEmpty { offset = callee.offset }
    let function = try callable(callee.name)
    guard function.parameters.count == arguments.count else {
      throw .arity(
        callee.name, expected: function.parameters.count, got: arguments.count, in: chain,
        at: offset)
    }
    guard function.body.type == type else {
      throw .type(
        "'\(callee.name)(…)'", is: function.body.type, expected: type, in: chain, at: offset)
    }
    self.depth += weight
    calls += 1
    frames.append(Frame(name: function.name, parameters: function.parameters, base: base))
    frameWeights.append(weight)
    if self.depth > limits.maximumCallDepth { throw .tooDeep(chain, limits, at: offset) }
    if calls > limits.maximumCalls { throw .tooMany(limits, at: offset) }
    try CallError.checkCancellation(calls: calls, at: offset)
    return function.body
  }

  /// The function called `name`, from ``callables`` or else the environment.
  mutating func callable(_ name: String) throws(CallError) -> Callable {
    for function in callables where function.name == name { return function }
    guard let definition = environment.functions[name] else {
      throw .unknownFunction(name, in: chain, at: offset)
    }
    if definition.program.expandsByParsing {
      throw .expandsByParsing(name, in: chain, at: offset)
    }
    let function = Callable(
      name: definition.name, parameters: definition.parameters, body: definition.body)
    callables.append(function)
    return function
  }

  mutating func push(_ value: Double) {
    if top < slots.count { slots[top] = value } else { slots.append(value) }
    top += 1
  }

  mutating func leave() {
    top = frames.removeLast().base
    depth -= frameWeights.removeLast()
  }
}
