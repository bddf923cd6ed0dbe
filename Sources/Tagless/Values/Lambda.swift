/// A function value in the interpreter `R`: what applying it builds, as a Swift closure from
/// the arguments' interpretations to the result's (higher-order abstract syntax).
///
/// Swift has no higher-kinded types, so an interpreter cannot name "its representation of a
/// function" beside `Self` (numbers) and `Truth` (Booleans) without a third associated type
/// that every interpreter, and every product such as ``Both``, would have to spell out. A
/// function of numbers is instead the same thing in every interpreter: the host function
/// `[R] -> R`. The evaluator applies it to values, the printer to variables named after the
/// ``parameters`` (which prints the body without evaluating anything), and the enum tree to
/// ``ExpressionTree/parameter(_:)`` nodes (which gives back the body's tree, kept as a
/// ``FunctionExpression``).
///
/// A lambda written in a line is applied by parsing its body again with the parameters bound,
/// so a lambda is valid only while the constructor it is passed to runs: an interpreter may
/// apply it there, as often as it needs, but must not keep it.
///
/// ```swift
/// let double = Lambda<Evaluation>(parameters: ["x"]) { .number(.multiply(.number(2), $0[0])) }
/// double([Evaluation(3)]).value   // 6
/// ```
public struct Lambda<R: Booleans> {
  /// The parameter names, as written (`x` in `x -> x ^ 2`).
  public let parameters: [String]
  /// The function's name when it is one (`f`, `sin`), nil for a lambda written in place.
  public let name: String?
  /// What the function returns.
  public let result: ValueType
  /// The body interpreted with the parameters standing for the arguments.
  @usableFromInline let body: ([R]) -> Typed<R>
  /// The line's budget, cancellation and failure, shared by every function in it.
  @usableFromInline let run: LambdaRun
  /// The body compiled for the evaluator's loops, when it can be (a lambda of numbers that
  /// calls no user function); the parser makes it for ``Evaluation`` only.
  @usableFromInline let compile: () -> CompiledProgram?
  /// Whether each application counts against ``Limits/maximumCalls``: false for a function
  /// applied where it is written (``inPlace``).
  @usableFromInline var counts = true

  /// A function of `parameters` whose body, given the arguments, is `body`.
  public init(
    parameters: [String], name: String? = nil, result: ValueType = .number,
    body: @escaping ([R]) -> Typed<R>
  ) {
    self.init(
      parameters: parameters, name: name, result: result, run: LambdaRun(limits: .standard),
      body: body)
  }

  @usableFromInline
  init(
    parameters: [String], name: String?, result: ValueType, run: LambdaRun,
    compile: @escaping () -> CompiledProgram? = { nil }, body: @escaping ([R]) -> Typed<R>
  ) {
    self.parameters = parameters
    self.name = name
    self.result = result
    self.run = run
    self.compile = compile
    self.body = body
  }

  /// Counts one application made without the closure (by a compiled body); false when the
  /// line must stop.
  @inlinable
  func admit() -> Bool { run.admit() }

  /// The function as applied where it is written, `(x -> x + 1)(2)`: its body with the
  /// parameters bound, counting no application against ``Limits/maximumCalls``.
  ///
  /// It cannot run again on its own (a lambda cannot call itself), so the loops and calls
  /// around it bound how often it runs, and they are counted. Every encoding applies it so:
  /// the evaluator's compiled loop bodies, with its code in place, could count none.
  @usableFromInline
  var inPlace: Self {
    var applied = self
    applied.counts = false
    return applied
  }

  /// The function applied where it is written: ``inPlace`` for a lambda (it has no name),
  /// the function itself for a named one (`(f)(2)` is `f(2)`, counted as that call).
  @usableFromInline
  var appliedWhereWritten: Self { name == nil ? inPlace : self }

  /// Counts an application when ``counts``; false once the line must stop.
  @inlinable
  func enter() -> Bool { counts ? run.admit() : run.failure == nil }

  /// The function's type.
  public var type: FunctionType { FunctionType(arity: parameters.count, result: result) }

  /// The body applied to `arguments` (number-valued functions).
  ///
  /// Once the line has failed or been cancelled (``isStopped``) it is NaN and nothing runs.
  @inlinable
  public func callAsFunction(_ arguments: [R]) -> R {
    guard enter(), case .number(let value) = body(arguments) else { return .number(.nan) }
    return value
  }

  /// The body applied to `arguments` (Boolean-valued functions); false once stopped.
  @inlinable
  public func predicate(_ arguments: [R]) -> R.Truth {
    guard enter(), case .boolean(let value) = body(arguments) else { return R.boolean(false) }
    return value
  }

  /// True once the line has failed, been cancelled or used up its applications
  /// (``Limits/maximumCalls``): a loop over applications stops there.
  @inlinable
  public var isStopped: Bool { run.failure != nil }

  /// Makes the line fail with `message`, at the built-in that applies the function (a
  /// numerical method that could not give an answer, say).
  public func fail(_ message: String) { run.fail(CallError(message, at: run.offset)) }

  /// Whether `count` more applications fit in the line's budget; when not, the line fails
  /// at once (so that `sum(f, 1, 1e300)` is refused before it starts).
  public func admits(_ count: Double) -> Bool { run.reserve(count) }
}

extension Lambda where R: Variables {
  /// Variables named after the parameters: what a printer applies the function to.
  public var parameterVariables: [R] { parameterVariables(in: R.self) }
}

extension Lambda {
  /// Variables of the interpreter `V` named after the parameters: what a symbolic
  /// interpreter applies the function's body to in the interpreter it builds in.
  func parameterVariables<V: Variables>(in _: V.Type) -> [V] {
    parameters.map { V.variable($0, Double.nan) }
  }
}

// MARK: - LambdaRun

/// What the functions of one line share: how many applications ran (within
/// ``Limits/maximumCalls``), the calls of user functions their bodies ran, the cancellation
/// (looked at every 64 applications) and the first failure.
@usableFromInline
final class LambdaRun {
  @usableFromInline let limit: Int
  @usableFromInline var applications = 0
  /// Calls of user functions run so far in the line (the parser's count, carried through).
  @usableFromInline var calls = 0
  /// The first failure: a call that failed, the budget, the cancellation.
  @usableFromInline var failure: CallError?
  /// Where errors are reported: the byte offset of the construct that applies the function.
  @usableFromInline var offset = 0
  /// How many names ``freshName(for:)`` has made.
  @usableFromInline var names = 0
  /// Applications the simplifier kept because a name put in place would have been captured,
  /// each as its parameters, `->`, and the names it was applied to: where one comes again,
  /// the simplifier looks at the body with its parameters first (``Simplifier/apply(_:_:)``).
  var captures: Set<[String]> = []
  /// How many calls of functions that take functions are being expanded inside each other.
  @usableFromInline var higherOrderNesting = 0
  /// Whether those expansions run on a stack of their own (``DeepStack``), where they may nest
  /// to ``Limits/maximumDeepNesting``.
  @usableFromInline var onLargeStack = false
  /// The functions that take functions whose calls are being expanded, outermost first.
  @usableFromInline var higherOrderChain: [String] = []
  /// How many conditions the interpreter cannot decide are open around the point an
  /// expansion of such a call has reached: a recursive call inside one stays a call where the
  /// interpreter can build it (``HigherOrder/keepsHigherOrderCalls``), as a first-order one
  /// does.
  @usableFromInline var undecided = 0

  /// Whether a call of `name` here is a recursive call under a condition the interpreter
  /// cannot decide: one it keeps, if it keeps any (``HigherOrder/keepsHigherOrderCalls``).
  func isUndecidedRecursion(_ name: String) -> Bool {
    undecided > 0 && higherOrderChain.contains(name)
  }

  /// Whether a call of `callee` over `arguments`, built with no expansion, is a kept one.
  ///
  /// Kept as ``isUndecidedRecursion(_:)`` says (every such call passes a function, which
  /// knows the line's run); false for one built without its expansion for another reason, in
  /// a pass that only checks types, whose term is not part of the result. The derivative's partial
  /// of a kept call (`w'2`, a name no identifier can have) is kept with it.
  static func keeps<R>(_ callee: Callee, _ arguments: [CallArgument<R>]) -> Bool {
    let name = callee.name.prefix { $0 != "'" }
    for case .function(let function) in arguments {
      return function.run.isUndecidedRecursion(String(name))
    }
    return false
  }

  @usableFromInline
  init(limits: Limits) { limit = limits.maximumCalls }

  /// A variable name no other in the line has, made from `name` with a character no
  /// identifier holds (`k#1`): what ``Compiled`` names a loop's variable by.
  @usableFromInline
  func freshName(for name: String) -> String {
    names &+= 1
    return "\(name)#\(names)"
  }

  /// Counts one application; false when the line must stop.
  ///
  /// The budget is looked at on every application, so that a method that applies its
  /// function only a few dozen times (`root`, `integrate` on a smooth integrand) stops at
  /// `--max-steps` exactly as a sum does. The cancellation is looked at every 64
  /// applications: an application that parses its body again costs 10 to 100 µs in a
  /// symbolic view, so 4,096 of them (the call machine's interval) would keep Ctrl-C waiting
  /// for up to 400 ms.
  @inlinable
  func admit() -> Bool {
    guard failure == nil else { return false }
    applications &+= 1
    if applications > limit { return fail(Self.tooMany(limit, at: offset)) }
    if applications & 63 == 0, Cancellation.isRequested {
      return fail(CallError(Cancellation.message, at: offset))
    }
    return true
  }

  /// Reserves `count` applications ahead.
  @usableFromInline
  func reserve(_ count: Double) -> Bool {
    guard failure == nil else { return false }
    // Past 2^53 a double no longer counts integers one by one.
    guard count <= 0x1p53 else {
      return fail(
        CallError(
          "the range holds more than 2^53 integers, too many to run", at: offset, kind: .limit))
    }
    guard count <= Double(limit - applications) else {
      return fail(Self.tooMany(limit, at: offset))
    }
    return true
  }

  /// Records `error` unless one is recorded already; false.
  @usableFromInline
  @discardableResult
  func fail(_ error: CallError) -> Bool {
    if failure == nil { failure = error }
    return false
  }

  @usableFromInline
  static func tooMany(_ limit: Int, at offset: Int) -> CallError {
    CallError(
      "the line applies functions too many times (the limit is \(limit))", at: offset,
      kind: .limit)
  }
}
