// MARK: - Fold

extension ExpressionTree {
  /// Interprets the tree in any interpreter: the bridge from the initial to the final encoding.
  ///
  /// Calls of user functions are handed over as written; an interpreter that needs their expansions
  /// (``UserFunctions/callExpansion``) gets them from ``fold(into:in:limits:freeVariables:)``.
  ///
  /// ```swift
  /// let tree: ExpressionTree = .add(.number(1), .number(2))
  /// tree.fold(into: PrettyPrint.self).text   // "1 + 2"
  /// ```
  @inlinable
  public func fold<R: Language>(into interpreter: R.Type = R.self) -> R {
    var folding = Folding<R>(expanding: nil)
    // Without an environment no call is expanded, so nothing can fail.
    return (try? folding.fold(self)) ?? .number(.nan)
  }

  /// Interprets the tree in any interpreter, expanding calls of user functions in `environment`
  /// for an interpreter that needs them — exactly as parsing the tree's text into `R` would:
  /// only the branches a known condition takes are expanded, and a call that fails throws the
  /// same ``CallError``.
  ///
  /// With `freeVariables`, names a function's body reads that the environment does not define
  /// are free variables, as for a line parsed with free variables.
  public func fold<R: Language>(
    into interpreter: R.Type = R.self, in environment: Environment, limits: Limits = .standard,
    freeVariables: Bool = false
  ) throws(CallError) -> R {
    try withUnsafePointer(to: environment) { (pointer) throws(CallError) -> R in
      var folding = Folding<R>(expanding: (pointer, limits))
      folding.freeVariables = freeVariables
      return try folding.fold(self)
    }
  }
}

extension BooleanExpression {
  /// Interprets the tree in any interpreter; see ``ExpressionTree/fold(into:)``.
  @inlinable
  public func fold<R: Language>(into interpreter: R.Type = R.self) -> R.Truth {
    var folding = Folding<R>(expanding: nil)
    return (try? folding.fold(self)) ?? R.boolean(false)
  }

  /// Interprets the tree in any interpreter, expanding calls; see
  /// ``ExpressionTree/fold(into:in:limits:freeVariables:)``.
  public func fold<R: Language>(
    into interpreter: R.Type = R.self, in environment: Environment, limits: Limits = .standard,
    freeVariables: Bool = false
  ) throws(CallError) -> R.Truth {
    try withUnsafePointer(to: environment) { (pointer) throws(CallError) -> R.Truth in
      var folding = Folding<R>(expanding: (pointer, limits))
      folding.freeVariables = freeVariables
      return try folding.fold(self)
    }
  }
}

// MARK: - Folding

/// One fold of a tree into `R`: the constructors applied bottom-up, with conditions decided
/// where `R` knows them, and calls expanded as the parser would.
///
/// Functions as values are handed over as ``Lambda``s that fold their bodies
/// (Folding+Functions.swift).
@usableFromInline
struct Folding<R: Language> {
  /// The environment and limits calls are expanded in; nil to expand none.
  @usableFromInline let expanding: (environment: UnsafePointer<Environment>, limits: Limits)?
  /// False inside an operand a known condition skips.
  @usableFromInline var active = true
  /// Calls run so far.
  @usableFromInline var calls = 0
  /// Whether names a body reads that are not defined are free variables.
  @usableFromInline var freeVariables = false
  /// The sizes of the terms expansions built so far (as the parser counts them).
  @usableFromInline var expandedSize = 0
  /// The size each argument of the call being folded counts as.
  @usableFromInline var argumentSizes: [Int] = []
  /// The parameters of the lambdas being folded, innermost last, and what they stand for.
  @usableFromInline var bindings: [(names: [String], values: [R])] = []
  /// The applications of the line's functions, their budget and first failure (made with the
  /// first function).
  @usableFromInline var run: LambdaRun? = nil

  @inlinable
  init(expanding: (environment: UnsafePointer<Environment>, limits: Limits)?) {
    self.expanding = expanding
  }

  @inlinable
  mutating func fold(_ tree: ExpressionTree) throws(CallError) -> R {
    switch tree {
    case .number(let value): return .number(value)
    case .add, .subtract, .multiply, .divide, .remainder: return try chain(tree)
    case .negate(let operand): return try .negate(fold(operand))
    case .power(let base, let exponent): return try .power(fold(base), fold(exponent))
    case .constant(let constant): return .constant(constant)
    case .function1(let function, let argument): return try .function1(function, fold(argument))
    case .function2(let function, let first, let second):
      return try .function2(function, fold(first), fold(second))
    case .functionN(let function, let arguments):
      var values: [R] = []
      for argument in arguments { values.append(try fold(argument)) }
      return .functionN(function, values)
    case .variable(let name, let value): return .variable(name, value)
    case .hostValue(let name, let value): return R.hostConstant(name, value)
    case .host(let function, let arguments):
      return try R.hostCall(function, foldArguments(arguments))
    case .call(let callee, let arguments):
      let values = try foldArguments(arguments)
      return try expansion(callee, values)?.number.map { .call(callee, values, $0) }
        ?? .call(callee, values, nil as R?)
    case .higherOrderCall(let callee, let arguments):
      return try higherOrderCall(callee, arguments, .number).number ?? .number(.nan)
    case .conditional(let condition, let then, let otherwise):
      let test = try fold(condition)
      let (a, b) = try branches(
        test, { (folding) throws(CallError) in try folding.fold(then) },
        { (folding) throws(CallError) in try folding.fold(otherwise) })
      return .conditional(test, a, b)
    case .parameter(let name): return parameter(name)
    case .application(let function, let arguments): return try apply(function, arguments)
    case .functionalCall(let functional, let function, let lower, let upper, let offset):
      return try self.functional(functional, function, lower, upper, at: offset)
    }
  }

  @inlinable
  mutating func fold(_ tree: BooleanExpression) throws(CallError) -> R.Truth {
    switch tree {
    case .boolean(let value): return R.boolean(value)
    case .compare(let comparison, let lhs, let rhs):
      return try R.compare(comparison, fold(lhs), fold(rhs))
    case .not(let operand): return try R.not(fold(operand))
    case .and, .or:
      // A chain's left spine in a loop, bottom up; a right operand that a known left one
      // decides is folded without running its calls.
      let spine = tree.spine
      var value = try fold(spine.base)
      for link in spine.links.reversed() {
        let decision = R.decision(value)
        let skip = link.op == .and ? decision == false : decision == true
        let right = try skipping(skip) { (folding) throws(CallError) in
          try folding.fold(link.rhs)
        }
        let left = consume value
        value = link.op == .and ? R.and(left, right) : R.or(left, right)
      }
      return value
    case .conditional(let condition, let then, let otherwise):
      let test = try fold(condition)
      let (a, b) = try branches(
        test, { (folding) throws(CallError) in try folding.fold(then) },
        { (folding) throws(CallError) in try folding.fold(otherwise) })
      return R.conditional(test, a, b)
    case .variable(let name, let value): return R.variable(name, value)
    case .hostValue(let name, let value): return R.hostConstant(name, value)
    case .host(let function, let arguments):
      return try R.hostCall(predicate: function, foldArguments(arguments))
    case .call(let callee, let arguments):
      let values = try foldArguments(arguments)
      return try expansion(callee, values)?.boolean.map { R.call(callee, values, $0) }
        ?? R.call(callee, values, nil as R.Truth?)
    case .higherOrderCall(let callee, let arguments):
      return try higherOrderCall(callee, arguments, .boolean).boolean ?? R.boolean(false)
    case .application(let function, let arguments):
      return try apply(predicate: function, arguments)
    }
  }

  /// A link of `+ - * / %`: its left spine in a loop, bottom up, each left operand handed
  /// over (the constructors take it `consuming`), so that an interpreter that owns storage
  /// extends it in place.
  @inlinable
  mutating func chain(_ tree: ExpressionTree) throws(CallError) -> R {
    guard let (op, lhs, rhs) = tree.link else { return try fold(tree) }
    // Most links have no link on their left: no spine to build.
    guard lhs.isLink else { return try op.apply(fold(lhs), fold(rhs)) }
    let spine = tree.spine
    var value = try fold(spine.base)
    for link in spine.links.reversed() {
      let right = try fold(link.rhs)
      value = link.op.apply(consume value, right)
    }
    return value
  }

  @inlinable
  mutating func foldArguments(_ arguments: [ExpressionTree]) throws(CallError) -> [R] {
    var values: [R] = []
    var sizes: [Int] = []
    values.reserveCapacity(arguments.count)
    for argument in arguments {
      let before = expandedSize
      values.append(try fold(argument))
      sizes.append(1 + expandedSize - before)
    }
    argumentSizes = sizes
    return values
  }

  /// A conditional's branches, folded: both for the interpreters that see both, but only the
  /// one `test` takes runs its calls.
  @inlinable
  mutating func branches<T>(
    _ test: borrowing R.Truth, _ then: (inout Self) throws(CallError) -> T,
    _ otherwise: (inout Self) throws(CallError) -> T
  ) throws(CallError) -> (T, T) {
    let decision = R.decision(test)
    return (try skipping(decision == false, then), try skipping(decision == true, otherwise))
  }

  /// Runs `body` with calls left unexpanded when `skip` is true.
  @inlinable
  mutating func skipping<T>(_ skip: Bool, _ body: (inout Self) throws(CallError) -> T)
    throws(CallError) -> T
  {
    guard skip, active else { return try body(&self) }
    active = false
    defer { active = true }
    return try body(&self)
  }

  /// The expansion of a call, if `R` needs it and calls are expanded here.
  @usableFromInline
  mutating func expansion(_ callee: Callee, _ arguments: [R]) throws(CallError) -> Typed<R>? {
    guard R.callExpansion != .none, active, let expanding else { return nil }
    let functions = expanding.environment.pointee.functions
    guard let definition = functions[callee.name] else {
      throw .unknownFunction(callee.name, in: [], at: callee.offset)
    }
    // As the parser does for the tagless path: a call that needs no expansion is kept, with
    // the evaluator's value when it gives one.
    if keepsUnexpanded(definition, arguments, in: expanding.environment.pointee) {
      return try KeptCall.expansion(
        callee, definition, arguments, environment: expanding.environment,
        limits: expanding.limits)
    }
    var machine = Expansion<R>(
      environment: expanding.environment, limits: expanding.limits, calls: calls)
    machine.freeVariables = freeVariables
    let result = try machine.expand(callee, definition, arguments, sizes: argumentSizes)
    calls = machine.calls
    expandedSize += machine.resultSize
    return result
  }
}
