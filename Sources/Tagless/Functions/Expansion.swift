/// Runs a user function's ``FunctionProgram`` in any interpreter: the expansion of one call.
///
/// The machine keeps its stacks on the heap — numbers, Booleans, the conditions being run and
/// the calls — so a chain of calls takes no Swift stack however deep it goes; it stops at
/// ``Limits/maximumCallDepth`` levels and ``Limits/maximumCalls`` calls, reporting a
/// ``CallError``. A nested call's expansion is computed on the same stacks and handed to the
/// interpreter's `call` constructor with its arguments, exactly as the parser hands over a
/// call in a line.
@usableFromInline
struct Expansion<R: Language> {
  /// A call being run.
  struct Frame {
    var callee: Callee
    var weight: Int
    /// Where the arguments start in `values`.
    var base: Int
    var arity: Int
    var type: ValueType
    /// The caller's code and where to go on in it.
    var returnCode: FunctionProgram.Code
    var returnIndex: Int
    var returnBase: Int
  }

  let environment: UnsafePointer<Environment>
  let limits: Limits
  /// Calls run so far on this line.
  var calls: Int
  /// Levels of ``Limits/maximumCallDepth`` in use.
  var depth = 0
  var values: [R] = []
  var truths: [R.Truth] = []
  /// Sizes of the terms in `values` and `truths` (only for ``CallExpansion/term``).
  var sizes: [Int] = []
  var truthSizes: [Int] = []
  /// The conditions of the conditionals being run, known or not.
  var decisions: [Bool?] = []
  /// How many of `decisions` are unknown.
  var undecided = 0
  var frames: [Frame] = []
  /// The functions called so far, each looked up in the environment once.
  var resolved: [String: Resolved] = [:]
  /// The size of the term the last run built (for ``CallExpansion/term``), which the caller
  /// counts in the size of what it passes on.
  var resultSize = 1
  /// The functions called last (a few): a recursion calls the same ones again and again, and
  /// comparing short names costs less than hashing them.
  var recent: [Resolved] = []

  /// Keeps `function` among the few recent ones.
  mutating func remember(_ function: Resolved) {
    if recent.count >= 4 { recent.removeFirst() }
    recent.append(function)
  }

  /// Whether `R` would rather build some calls without their expansion
  /// (``UnexpandedCalls``): nil until asked.
  var prefersUnexpanded: Bool?
  /// Whether each function asked about reads only its arguments, by name.
  var readsOnlyArguments: [String: Bool] = [:]

  /// The definition of `callee` when its call over the last `arity` values, of `type`, is
  /// better built without its expansion (``UnexpandedCalls``); nil otherwise (and when the
  /// call does not fit the definition, which `resolve` reports).
  mutating func keptDefinition(_ callee: Callee, arity: Int, type: ValueType)
    -> FunctionDefinition?
  {
    if prefersUnexpanded == nil { prefersUnexpanded = R.self is any UnexpandedCalls.Type }
    guard prefersUnexpanded == true, arity <= values.count else { return nil }
    let functions = environment.pointee.functions
    guard let definition = functions[callee.name], definition.parameters.count == arity,
      definition.type == type
    else { return nil }
    // The parser's decision (`keepsUnexpanded`), with what the function reads remembered.
    let kept = keepsUnexpanded(definition, Array(values.suffix(arity)), in: environment.pointee) {
      if let reads = readsOnlyArguments[callee.name] { return reads }
      let reads = definition.program.readsOnlyArguments { environment.pointee.keepable($0) }
      readsOnlyArguments[callee.name] = reads
      return reads
    }
    return kept ? definition : nil
  }

  /// A function as a call needs it.
  struct Resolved {
    var name: String
    var code: FunctionProgram.Code
    var arity: Int
    var type: ValueType
  }
  /// For a function's body applied by an outer expansion (``Expansion/lambda(_:base:)``): the
  /// outer one's calls being run, the place of its outermost call, its applications (their
  /// budget, cancellation and failure) and how many bodies it is applying inside each other.
  var outerChain: [String] = []
  var entryOffset: Int? = nil
  var lambdaRun: LambdaRun? = nil
  var nesting = 0
  /// Whether a name the environment does not define is a free variable (its value NaN, or
  /// false), as in the line being parsed for a symbolic interpreter, rather than an error.
  @usableFromInline var freeVariables = false

  /// A machine over `environment`, which must stay valid while it runs.
  @usableFromInline
  init(environment: UnsafePointer<Environment>, limits: Limits, calls: Int) {
    self.environment = environment
    self.limits = limits
    self.calls = calls
  }

  var tracksSize: Bool { R.callExpansion == .term }

  /// The names of the calls being run, outermost first (those of the expansion that applies
  /// this one's code as a function's body too).
  var chain: [String] { outerChain + frames.map(\.callee.name) }

  /// Where this run's errors are placed: at the outermost call in the line.
  var place: Int { entryOffset ?? frames.first?.callee.offset ?? 0 }

  /// The expansion of `callee` (whose definition is `definition`) over `arguments`.
  ///
  /// The value interpreters' calls run on ``CallMachine``, the accumulator machine with frames
  /// (the evaluator's on doubles, a ``MachineArithmetic``'s on its own values); other
  /// interpreters' on the generic loop, which builds each constructor's result, and so do a
  /// ``MachineArithmetic``'s calls in which a failure decides something.
  @usableFromInline
  @_specialize(exported:false,where R == Evaluation)
  mutating func expand(
    _ callee: Callee, _ definition: FunctionDefinition, _ arguments: [R], sizes argumentSizes: [Int]
  ) throws(CallError) -> Typed<R> {
    if R.self == Evaluation.self, let numbers = arguments as? [Evaluation] {
      var machine = CallMachine<Double>(environment: environment, limits: limits, calls: calls)
      machine.freeVariables = freeVariables
      // Counted only when the machine answers: when it leaves the call to the loop below,
      // the loop counts its calls again.
      if let value = try machine.expand(callee, definition, numbers.map(\.value)),
        let typed = Self.typed(value, definition.type)
      {
        calls = machine.calls
        return typed
      }
    } else if let typed = try expandOnMachine(callee, definition, arguments) {
      return typed
    }
    values = arguments
    if tracksSize { sizes = argumentSizes }
    let function = Resolved(
      name: definition.name, code: definition.program.code, arity: arguments.count,
      type: definition.type)
    try enter(callee, function, weight: 1, returnCode: .empty, index: 0, base: 0)
    return try run(function.code, type: function.type, isCall: true)
  }

  /// The expansion of a call of a ``MachineArithmetic`` on ``CallMachine``; nil for another
  /// interpreter, or when a failure decided something.
  mutating func expandOnMachine(
    _ callee: Callee, _ definition: FunctionDefinition, _ arguments: [R]
  ) throws(CallError) -> Typed<R>? {
    guard let arithmetic = R.self as? any MachineArithmetic.Type else { return nil }
    return try expandOnMachine(arithmetic, callee, definition, arguments)
  }

  /// The same, with the arithmetic `A` (which is `R`) opened: `A`'s own entry runs the
  /// machine, compiled for `A` in `A`'s module.
  mutating func expandOnMachine<A: MachineArithmetic>(
    _: A.Type, _ callee: Callee, _ definition: FunctionDefinition, _ arguments: [R]
  ) throws(CallError) -> Typed<R>? {
    guard let values = arguments as? [A] else { return nil }
    var call = MachineCall(
      callee, definition, values, environment: environment, limits: limits, calls: calls,
      freeVariables: freeVariables)
    defer { calls = call.calls }
    return Self.typed(try A.expandOnMachine(&call))
  }

  /// A machine's result as `R`'s (`R` is `A`).
  static func typed<A: MachineArithmetic>(_ result: Typed<A>?) -> Typed<R>? {
    switch result {
    case .number(let value)?: (value as? R).map { .number($0) }
    case .boolean(let truth)?: (truth as? R.Truth).map { .boolean($0) }
    case nil: nil
    }
  }

  /// Runs `code` whose parameters are `arguments` (a compiled line, not a function's body).
  @_specialize(exported:false,where R == Evaluation)
  mutating func run(_ code: FunctionProgram.Code, type: ValueType, arguments: [R])
    throws(CallError) -> Typed<R>
  {
    // A function's body applied inside a call runs on this loop: the machine would count
    // its depth and place its errors on its own.
    if R.self == Evaluation.self, entryOffset == nil, let numbers = arguments as? [Evaluation] {
      var machine = CallMachine<Double>(environment: environment, limits: limits, calls: calls)
      machine.freeVariables = freeVariables
      if let value = try machine.run(code.machine, numbers.map(\.value)),
        let typed = Self.typed(value, type)
      {
        calls = machine.calls
        return typed
      }
    }
    values = arguments
    if tracksSize { sizes = arguments.map { _ in 1 } }
    return try run(code, type: type, isCall: false)
  }

  /// The evaluator's value, of `type`, as `R`'s (`R` is ``Evaluation``).
  static func typed(_ value: Double, _ type: ValueType) -> Typed<R>? {
    switch type {
    case .number: (Evaluation(value) as? R).map { .number($0) }
    case .boolean: ((value != 0) as? R.Truth).map { .boolean($0) }
    }
  }

  /// The loop: runs `code` to its end, and every call it makes, on the same stacks.
  ///
  /// When `isCall`, the code is the body of the outermost frame, whose expansion is returned
  /// as it is (the caller builds the call).
  mutating func run(_ start: FunctionProgram.Code, type: ValueType, isCall: Bool)
    throws(CallError) -> Typed<R>
  {
    var code = start
    var index = 0
    var base = 0
    while true {
      guard index < code.instructions.count else {
        if frames.isEmpty || (isCall && frames.count == 1) {
          if let frame = frames.popLast() { depth -= frame.weight }
          if tracksSize { resultSize = (type == .number ? sizes.last : truthSizes.last) ?? 1 }
          return type == .number ? .number(values.removeLast()) : .boolean(truths.removeLast())
        }
        let frame = frames.removeLast()
        depth -= frame.weight
        finishCall(frame)
        (code, index, base) = (frame.returnCode, frame.returnIndex, frame.returnBase)
        continue
      }
      let instruction = code.instructions[index]
      index += 1
      switch instruction {
      case .call(let calleeIndex, let arity, let type, let weight):
        let callee = code.callees[calleeIndex]
        if let definition = keptDefinition(callee, arity: arity, type: type) {
          let arguments = Array(values.suffix(arity))
          let value = try KeptCall.expansion(
            callee, definition, arguments, environment: environment, limits: limits)
          try callAsWritten(callee, arity: arity, type: type, expansion: value)
          continue
        }
        guard let function = try resolve(callee, arity: arity, type: type) else {
          try callAsWritten(callee, arity: arity, type: type)
          continue
        }
        try enter(callee, function, weight: weight, returnCode: code, index: index, base: base)
        (code, index, base) = (function.code, 0, values.count - arity)
      case .branch(let otherwise, let type):
        let decision = R.decision(truths[truths.count - 1])
        decisions.append(decision)
        if decision == nil { undecided += 1 }
        if decision == false {
          pushPlaceholder(type)
          index = otherwise
        }
      case .skip(let end, let type):
        if decisions[decisions.count - 1] == true {
          pushPlaceholder(type)
          index = end
        }
      case .global(let name, let type):
        try global(code.globals[name], type)
      case .host(let function):
        try host(code.hosts[function])
      case .hostConstant(let constant):
        let named = code.constants[constant]
        hostConstant(named.name, named.value)
      case .apply(let lambda), .functional(let lambda):
        try self.lambda(code.lambdas[lambda], base: base)
      case .andThen(let end):
        if enterLogic(skipWhen: false) { index = end }
      case .orElse(let end):
        if enterLogic(skipWhen: true) { index = end }
      default:
        // One call site: `step` is inlined here, and a second one stopped that.
        if instruction.endsLogic { leaveLogic() }
        try step(instruction, base: base)
      }
    }
  }

  // MARK: Logic

  /// After the left operand of `&&` (`skipWhen` false) or `||` (true): keeps its decision, like
  /// a conditional's, so that a recursive call in an operand the interpreter cannot decide on
  /// stays a call; true when the right operand is skipped (a placeholder is pushed for it).
  @inline(never)
  mutating func enterLogic(skipWhen skip: Bool) -> Bool {
    let decision = R.decision(truths[truths.count - 1])
    decisions.append(decision)
    if decision == nil { undecided += 1 }
    guard decision == skip else { return false }
    pushPlaceholder(.boolean)
    return true
  }

  /// At the end of `&&` or `||`: its left operand's decision is over.
  @inline(never)
  mutating func leaveLogic() {
    if decisions.removeLast() == nil { undecided -= 1 }
  }
}
