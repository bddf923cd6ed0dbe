#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Compiled

/// The compiler: an expression as a fragment of code, finished into a fast ``CompiledProgram``.
///
/// Parsing into `Compiled` builds postfix code, one step per operation, with variables still
/// named. ``program(parameters:in:limits:)`` finishes it: the variables named as parameters become
/// argument slots, every other variable becomes the constant it was when parsed (free ones are
/// NaN), constant parts are folded, and the rest becomes a flat instruction array for a small
/// accumulator machine. Calls of user functions are inlined (their expansion is compiled).
///
/// The program computes exactly what ``Evaluation`` computes, bit for bit: every operation is
/// the same IEEE 754 operation or C library call on the same operands, folding included.
///
/// ```swift
/// let compiled = try Parser.expression("x ^ 2 + 3 * x", as: Compiled.self, freeVariables: true)
/// let f = compiled.program(parameters: ["x"])
/// f.evaluate(2)  // 10
/// ```
public struct Compiled: Sendable {
  /// The postfix steps; the last is the root, each step's subtree ends at the step.
  var steps: [Step]

  /// A fragment of one step with no operands.
  init(leaf operation: Step.Operation) {
    self.steps = [Step(operation, size: 1)]
  }

  /// A fragment of postfix steps that form one tree.
  init(steps: [Step]) {
    self.steps = steps
  }

  /// The fragment's value when it is a lone number.
  var number: Double? {
    guard steps.count == 1, case .number(let value) = steps[0].operation else { return nil }
    return value
  }

  /// How many steps (operations and leaves) the fragment holds, folded numbers counting one.
  ///
  /// ```swift
  /// try Parser.expression("1 + 2 * x", as: Compiled.self, freeVariables: true).count  // 3
  /// ```
  public var count: Int { steps.count }

  /// Finishes the fragment into a program whose arguments are the variables `parameters`.
  ///
  /// A variable not among the parameters keeps the value it had where it was parsed (NaN for a
  /// free one); a name listed twice is the first of the two slots. Parts that involve no
  /// parameter are computed now.
  ///
  /// ```swift
  /// var environment = Environment()
  /// environment.assign("a", 3)
  /// let compiled = try Parser.expression(
  ///   "a * x + y", as: Compiled.self, in: environment, freeVariables: true)
  /// let g = compiled.program(parameters: ["x", "y"])
  /// g.evaluate(2, 1)  // 7
  /// ```
  ///
  /// The app's functions are called when the program runs (or now, for known arguments) and
  /// its constants are their values.
  ///
  /// A fragment that calls user functions becomes a program for the expansion machine
  /// (``FunctionProgram``'s code), which runs only the branch a condition takes and runs calls
  /// in `environment`; everything else — arithmetic, comparisons, logic and conditionals —
  /// becomes the accumulator machine's code, which evaluates a block of points at once
  /// (a Boolean is 1 or 0 there, and a conditional selects between its computed branches).
  public func program(
    parameters: [String] = [], in environment: Environment = Environment(),
    limits: Limits = .standard
  ) -> CompiledProgram {
    guard !steps.contains(where: \.operation.isCall) else {
      return CompiledProgram(
        parameters: parameters, general: general(parameters: parameters), environment: environment,
        limits: limits)
    }
    var generator = CodeGenerator(steps: steps, parameters: parameters)
    return generator.program()
  }

  // MARK: Building

  /// One operation over operands that are whole fragments, in order.
  static func operation(_ operation: Step.Operation, over operands: Self...) -> Self {
    self.operation(operation, over: operands)
  }

  /// One operation over operands that are whole fragments, in order.
  static func operation(_ operation: Step.Operation, over operands: [Self]) -> Self {
    var steps: [Step] = []
    steps.reserveCapacity(operands.reduce(1) { $0 + $1.steps.count })
    for operand in operands { steps += operand.steps }
    steps.append(Step(operation, size: steps.count + 1))
    return Self(steps: steps)
  }

  /// A binary operation, folded when both operands are numbers.
  ///
  /// The left operand's code is extended in place when the caller handed it over (the
  /// parser does: the constructors take their operands `consuming`), so a long left-deep
  /// chain such as `x + x + … + x` compiles in linear time rather than copying its code at
  /// every operator.
  static func binary(_ symbol: Step.Operator, _ lhs: consuming Self, _ rhs: consuming Self)
    -> Self
  {
    if let x = lhs.number, let y = rhs.number { return number(symbol.apply(x, y)) }
    var result = lhs
    result.steps += rhs.steps
    result.steps.append(Step(.binary(symbol), size: result.steps.count + 1))
    return result
  }
}

// MARK: - Conformances

extension Compiled: Builtins, Power, Variables {
  /// A constant.
  public static func number(_ value: Double) -> Self { Self(leaf: .number(value)) }
  /// `lhs + rhs`, folded when both are numbers.
  public static func add(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(.add, lhs, rhs)
  }
  /// `lhs - rhs`.
  public static func subtract(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(.subtract, lhs, rhs)
  }
  /// `lhs * rhs`.
  public static func multiply(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(.multiply, lhs, rhs)
  }
  /// `lhs / rhs`.
  public static func divide(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(.divide, lhs, rhs)
  }
  /// `lhs % rhs`, as C's `fmod`.
  public static func remainder(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(.remainder, lhs, rhs)
  }
  /// `-operand`.
  public static func negate(_ operand: Self) -> Self {
    if let x = operand.number { return number(-x) }
    return operation(.negate, over: operand)
  }
  /// `base ^ exponent`, as C's `pow`.
  public static func power(_ base: consuming Self, _ exponent: consuming Self) -> Self {
    binary(.power, base, exponent)
  }
  /// `pi` or `e`: its value.
  public static func constant(_ constant: Constant) -> Self { number(constant.value) }
  /// A one-argument built-in function.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    if let x = argument.number { return number(function(x)) }
    return operation(.function1(function), over: argument)
  }
  /// A two-argument built-in function (`pow` is `^`).
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    binary(Step.Operator(function), first, second)
  }
  /// `min` or `max`, combined from the left as ``Evaluation`` does.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    let numbers = arguments.compactMap(\.number)
    if numbers.count == arguments.count { return number(function(numbers)) }
    return operation(.combine(function, count: arguments.count), over: arguments)
  }
  /// A variable, kept by name until ``program(parameters:in:limits:)`` makes it an argument or a
  /// constant.
  public static func variable(_ name: String, _ value: Double) -> Self {
    Self(leaf: .variable(name, value))
  }
}

// MARK: - Step

/// One step of a fragment's postfix code.
struct Step: Sendable {
  /// What the step does.
  enum Operation: Sendable {
    /// A numeric literal (or a part already folded).
    case number(Double)
    /// A named variable and the value it had where it was parsed.
    case variable(String, Double)
    /// `-operand`.
    case negate
    /// A one-argument built-in function.
    case function1(UnaryFunction)
    /// An operator or function of two operands.
    case binary(Operator)
    /// `min` or `max` of the last `count` operands, combined from the left.
    case combine(VariadicFunction, count: Int)
    /// `true` or `false`.
    case boolean(Bool)
    /// A Boolean variable and the value it had where it was parsed.
    case booleanVariable(String, Bool)
    /// Two numbers compared.
    case compare(Comparison)
    /// `!b`.
    case not
    /// `a && b`.
    case and
    /// `a || b`.
    case or
    /// `c ? a : b`, of the type of its branches.
    case conditional(ValueType)
    /// A call of a user function of `arity` arguments, run when the program runs.
    case call(Callee, arity: Int, ValueType)
    /// A call of the app's function, over as many operands as it takes.
    case host(HostFunction)

    /// True for a call of a user function: a program with one runs on the expansion machine,
    /// which runs only the branches taken and reports a call that fails.
    var isCall: Bool {
      if case .call = self { return true }
      return false
    }

    /// The type of the operation's result.
    var type: ValueType {
      switch self {
      case .number, .variable, .negate, .function1, .binary, .combine: .number
      case .boolean, .booleanVariable, .compare, .not, .and, .or: .boolean
      case .conditional(let type), .call(_, _, let type): type
      case .host(let function): function.type
      }
    }
  }

  /// The operations of two operands.
  enum Operator: Sendable {
    case add, subtract, multiply, divide, remainder, power, atan2, hypot

    /// The operator for a built-in function of two arguments (`pow` is `^`).
    init(_ function: BinaryFunction) {
      switch function {
      case .atan2: self = .atan2
      case .hypot: self = .hypot
      case .pow: self = .power
      }
    }

    /// True for `+ - * /`, which have instructions that take a constant or argument operand.
    var isFusible: Bool {
      switch self {
      case .add, .subtract, .multiply, .divide: true
      default: false
      }
    }

    /// The operation itself, as ``Evaluation`` computes it.
    @inline(__always)
    func apply(_ x: Double, _ y: Double) -> Double {
      switch self {
      case .add: x + y
      case .subtract: x - y
      case .multiply: x * y
      case .divide: x / y
      case .remainder: fmod(x, y)
      case .power: pow(x, y)
      case .atan2: applyBinary(.atan2, x, y)
      case .hypot: applyBinary(.hypot, x, y)
      }
    }
  }

  /// What the step does.
  var operation: Operation
  /// The number of steps in its subtree, itself included.
  var size: Int

  init(_ operation: Operation, size: Int) {
    self.operation = operation
    self.size = size
  }
}
