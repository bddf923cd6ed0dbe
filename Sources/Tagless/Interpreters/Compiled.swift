/// The compiler: an expression as a fragment of code, finished into a fast ``CompiledProgram``.
///
/// Parsing into `Compiled` builds postfix code, one step per operation, with variables still
/// named. ``program(parameters:in:limits:)`` finishes it: the variables named as parameters become
/// argument slots, every other variable becomes the constant it was when parsed (a free one,
/// which had no value there, must be a parameter), constant parts are folded, and the rest
/// becomes a flat instruction array for a small accumulator machine. Calls of user functions are inlined (their expansion is compiled).
///
/// The program computes exactly what ``Evaluation`` computes, bit for bit: every operation is
/// the same IEEE 754 operation or C library call on the same operands, folding included.
///
/// ```swift
/// let compiled = try Parser.expression("x ^ 2 + 3 * x", as: Compiled.self, freeVariables: true)
/// let f = try compiled.program(parameters: ["x"])
/// f.evaluate(2)  // 10
/// ```
public struct Compiled: Sendable {
  /// The postfix steps; the last is the root, each step's subtree ends at the step.
  var steps: [Step]
  /// Whether the code would run a part that can fail where the evaluator does not (or not run
  /// one where it does), so that its program would answer what the evaluator does not.
  ///
  /// The machine computes both branches of `?:` and both operands of `&&` and `||`, where the
  /// evaluator runs only what the condition takes: a loop (`sum`, `root`, …) there, whose
  /// range or function can fail, is such a part; so is an argument that can fail put in place
  /// of a parameter (``apply(_:_:)``). The evaluator's lambdas and `:table` and `:plot` do not
  /// run such a fragment compiled; they parse it into the evaluator instead. Carried into
  /// every fragment built from one.
  public internal(set) var departsFromEvaluation = false

  /// A fragment of one step with no operands.
  init(leaf operation: Step.Operation) {
    self.steps = [Step(operation, size: 1)]
  }

  /// A fragment of postfix steps that form one tree.
  init(steps: [Step]) {
    self.steps = steps
  }

  /// The fragment's value when it is a lone constant: a number, or a Boolean as 1 or 0.
  var constant: Double? {
    guard steps.count == 1 else { return nil }
    switch steps[0].operation {
    case .number(let value): return value
    case .boolean(let value): return value ? 1 : 0
    default: return nil
    }
  }

  /// A lone constant of type `type` (a Boolean is true unless `value` is 0).
  init(constant value: Double, _ type: ValueType) {
    self.init(leaf: type == .boolean ? .boolean(value != 0) : .number(value))
  }

  /// Whether running the fragment can fail rather than give a number: it runs a loop (`sum`,
  /// `integrate`, …, whose range or function can fail) or calls a user function (whose limits
  /// can be reached).
  var canFail: Bool {
    steps.contains { $0.operation.isCall || $0.operation.isLoop }
  }

  /// Whether the fragment runs a loop.
  var hasLoop: Bool { steps.contains { $0.operation.isLoop } }

  /// The fragment, marked as ``departsFromEvaluation`` when `departs` is true.
  func departing(if departs: Bool) -> Self {
    guard departs else { return self }
    var marked = self
    marked.departsFromEvaluation = true
    return marked
  }

  /// How many steps (operations and leaves) the fragment holds, folded numbers counting one.
  ///
  /// ```swift
  /// try Parser.expression("2 * 3 + x", as: Compiled.self, freeVariables: true).count  // 3
  /// ```
  public var count: Int { steps.count }

  /// Finishes the fragment into a program whose arguments are the variables `parameters`.
  ///
  /// A variable not among the parameters keeps the value it had where it was parsed; a name
  /// listed twice is the first of the two slots. Parts that involve no parameter are computed
  /// now. A free variable (one the environment did not define where the fragment was parsed)
  /// must be among the parameters: otherwise no value for it exists, and the program is not
  /// made.
  ///
  /// ```swift
  /// var environment = Environment()
  /// environment.assign("a", 3)
  /// let compiled = try Parser.expression(
  ///   "a * x + y", as: Compiled.self, in: environment, freeVariables: true)
  /// let g = try compiled.program(parameters: ["x", "y"])
  /// g.evaluate(2, 1)  // 7
  /// ```
  ///
  /// The app's functions are called when the program runs (or now, for known arguments) and
  /// its constants are their values.
  ///
  /// A fragment that calls user functions becomes a program for the accumulator machine with
  /// frames that runs the evaluator's calls (``FunctionProgram``'s code, lowered), which runs
  /// only the branch a condition takes and runs calls in `environment`; everything else — arithmetic, comparisons, logic and conditionals —
  /// becomes the accumulator machine's code, which evaluates a block of points at once
  /// (a Boolean is 1 or 0 there, and a conditional selects between its computed branches).
  ///
  /// - Throws: a ``CallError`` of kind ``CallError/Kind/unboundVariables(_:)`` naming the free
  ///   variables that are not parameters, at the first one's column.
  public func program(
    parameters: [String] = [], in environment: Environment = Environment(),
    limits: Limits = .standard
  ) throws(CallError) -> CompiledProgram {
    var unbound: [(name: String, offset: Int)] = []
    collectUnbound(parameters: parameters, into: &unbound)
    if let first = unbound.first {
      var names: [String] = []
      for (name, _) in unbound where !names.contains(name) { names.append(name) }
      throw .unbound(names, at: first.offset)
    }
    return finished(parameters: parameters, in: environment, limits: limits)
  }

  /// ``program(parameters:in:limits:)`` once its free variables are known to be parameters
  /// (a loop's body, inside a program already checked; a lambda, parsed with none).
  func finished(parameters: [String], in environment: Environment, limits: Limits)
    -> CompiledProgram
  {
    guard !steps.contains(where: \.operation.isCall) else {
      return CompiledProgram(
        parameters: parameters,
        general: general(parameters: parameters, in: environment, limits: limits),
        environment: environment, limits: limits)
    }
    var generator = CodeGenerator(
      steps: steps, parameters: parameters, environment: environment, limits: limits)
    return generator.program()
  }

  /// The free variables of the fragment and its loops' bodies that are not among
  /// `parameters` (a loop's variable is its body's parameter), in step order.
  func collectUnbound(parameters: [String], into unbound: inout [(name: String, offset: Int)]) {
    for step in steps {
      switch step.operation {
      case .free(let name, let type, let offset):
        if type == .boolean || !parameters.contains(name) { unbound.append((name, offset)) }
      case .loop(let loop):
        loop.body.collectUnbound(parameters: parameters + [loop.variable], into: &unbound)
      default:
        continue
      }
    }
  }

  // MARK: Building

  // Each builder folds an operation whose operands are all constants, by
  // ``Step/Operation/fold(_:)``: the one statement of folding, which the code generator
  // applies again only to what becomes constant there (variables that are not parameters).

  /// One operation over operands that are whole fragments, in order; folded when all are
  /// constants.
  static func operation(_ operation: Step.Operation, over operands: Self...) -> Self {
    self.operation(operation, over: operands)
  }

  /// One operation over operands that are whole fragments, in order; folded when all are
  /// constants.
  static func operation(_ operation: Step.Operation, over operands: [Self]) -> Self {
    let constants = operands.compactMap(\.constant)
    if constants.count == operands.count, let value = operation.fold(constants) {
      return Self(constant: value, operation.type)
    }
    var steps: [Step] = []
    steps.reserveCapacity(operands.reduce(1) { $0 + $1.steps.count })
    for operand in operands { steps += operand.steps }
    steps.append(Step(operation, size: steps.count + 1))
    var result = Self(steps: steps)
    result.departsFromEvaluation = operands.contains(where: \.departsFromEvaluation)
    return result
  }

  /// An operation of one operand, folded when it is a constant.
  ///
  /// The operand's code is extended in place when the caller handed it over (the parser does:
  /// the constructors take their operands `consuming`), so `-(-(…x))` or `sin(sin(…x))`
  /// compiles in linear time rather than copying its code at every level.
  static func unary(_ operation: Step.Operation, _ operand: consuming Self) -> Self {
    if let x = operand.constant, let value = operation.fold([x]) {
      return Self(constant: value, operation.type)
    }
    var result = operand
    result.steps.append(Step(operation, size: result.steps.count + 1))
    return result
  }

  /// An operation of two operands, folded when both are constants.
  ///
  /// The left operand's code is extended in place, as in ``unary(_:_:)``, so a long left-deep
  /// chain such as `x + x + … + x` compiles in linear time.
  static func binary(_ operation: Step.Operation, _ lhs: consuming Self, _ rhs: consuming Self)
    -> Self
  {
    if let x = lhs.constant, let y = rhs.constant, let value = operation.fold([x, y]) {
      return Self(constant: value, operation.type)
    }
    var result = lhs
    result.steps += rhs.steps
    result.steps.append(Step(operation, size: result.steps.count + 1))
    if rhs.departsFromEvaluation { result.departsFromEvaluation = true }
    return result
  }
}

// MARK: - Conformances

extension Compiled: Builtins, Power, Variables {
  /// A constant.
  public static func number(_ value: Double) -> Self { Self(leaf: .number(value)) }
  /// `lhs + rhs`, folded when both are numbers.
  public static func add(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(.binary(.add), lhs, rhs)
  }
  /// `lhs - rhs`.
  public static func subtract(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(.binary(.subtract), lhs, rhs)
  }
  /// `lhs * rhs`.
  public static func multiply(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(.binary(.multiply), lhs, rhs)
  }
  /// `lhs / rhs`.
  public static func divide(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(.binary(.divide), lhs, rhs)
  }
  /// `lhs % rhs`, as C's `fmod`.
  public static func remainder(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(.binary(.remainder), lhs, rhs)
  }
  /// `-operand`.
  public static func negate(_ operand: consuming Self) -> Self { unary(.negate, operand) }
  /// `base ^ exponent`, as C's `pow`.
  public static func power(_ base: consuming Self, _ exponent: consuming Self) -> Self {
    binary(.binary(.power), base, exponent)
  }
  /// `pi` or `e`: its value.
  public static func constant(_ constant: Constant) -> Self { number(constant.value) }
  /// A one-argument built-in function.
  public static func function1(_ function: UnaryFunction, _ argument: consuming Self) -> Self {
    unary(.function1(function), argument)
  }
  /// A two-argument built-in function (`pow` is `^`).
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    binary(.binary(Step.Operator(function)), first, second)
  }
  /// `min` or `max`, combined from the left as ``Evaluation`` does.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    operation(.combine(function, count: arguments.count), over: arguments)
  }
  /// A variable, kept by name until ``program(parameters:in:limits:)`` makes it an argument or a
  /// constant.
  public static func variable(_ name: String, _ value: Double) -> Self {
    Self(leaf: .variable(name, value))
  }
  /// A variable the environment did not define, kept by name: ``program(parameters:in:limits:)``
  /// makes it an argument, or refuses it when it is not among the parameters.
  public static func freeVariable(_ name: String, at offset: Int) -> Self {
    Self(leaf: .free(name, .number, offset: offset))
  }
}
