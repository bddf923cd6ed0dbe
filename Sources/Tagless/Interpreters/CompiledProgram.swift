#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A finished ``Compiled`` expression: a function of its parameters that evaluates quickly and
/// allocates nothing.
///
/// The code is a flat array of instructions for an accumulator machine: the value being
/// computed stays in a register, operands that are constants or arguments are part of the
/// instruction that uses them, and a small stack (on the machine stack, a few slots deep: the
/// larger operand is always computed first) holds the rest. A program is an immutable value;
/// any number of threads may evaluate it at once.
///
/// ```swift
/// let compiled = try Parser.expression("sin(x) * x + 1", as: Compiled.self, freeVariables: true)
/// let f = try compiled.program(parameters: ["x"])
/// var sum = 0.0
/// for i in 0..<1_000 { sum += f.evaluate(Double(i) / 1_000) }
/// ```
public struct CompiledProgram: Sendable, CustomStringConvertible {
  /// The parameter names, in argument order.
  ///
  /// The names given to ``Compiled/program(parameters:in:limits:)``; `evaluate` takes one argument
  /// each.
  ///
  /// ```swift
  /// try compiled.program(parameters: ["x", "y"]).parameters  // ["x", "y"]
  /// ```
  public let parameters: [String]
  /// The code.
  let instructions: [Instruction]
  /// The deepest the stack gets, plus one.
  let stackCapacity: Int
  /// The type of the result: a Boolean is 1 or 0 in the accumulator.
  let resultType: ValueType
  /// The app's functions the ``Instruction/host(_:)`` instructions call.
  let hosts: [HostFunction]
  /// The sums, products, integrals and roots the ``Instruction/loop(_:)`` instructions run.
  let loops: [LoopProgram]

  /// The code for the expansion machine, for a fragment with Booleans, conditionals or calls
  /// (then `instructions` is empty).
  let general: GeneralProgram?
  /// Whether the program and every loop's body run without the general program: no
  /// Boolean, conditional or call of a user function anywhere in it.
  var isPlain: Bool { general == nil && loops.allSatisfy(\.body.isPlain) }

  /// Where the general program's calls are looked up.
  let environment: Environment
  /// The bounds on the general program's calls.
  let limits: Limits

  init(
    parameters: [String], instructions: [Instruction], stackCapacity: Int, type: ValueType,
    hosts: [HostFunction] = [], loops: [LoopProgram] = [], limits: Limits = .standard
  ) {
    self.parameters = parameters
    self.instructions = instructions
    self.stackCapacity = stackCapacity
    self.resultType = type
    self.hosts = hosts
    self.loops = loops
    self.general = nil
    self.environment = Environment()
    self.limits = limits
  }

  init(parameters: [String], general: GeneralProgram, environment: Environment, limits: Limits) {
    self.parameters = parameters
    self.instructions = []
    self.stackCapacity = 1
    self.resultType = general.type
    self.hosts = []
    self.loops = []
    self.general = general
    self.environment = environment
    self.limits = limits
  }

  /// The type of the program's result: a Boolean result evaluates to 1 or 0.
  public var type: ValueType { resultType }

  /// The result for `arguments`, of either type; a call of a user function that fails throws.
  ///
  /// ```swift
  /// try program.result([5])   // .number(120), for fact(x) after fact is defined
  /// ```
  public func result(_ arguments: [Double]) throws(CallError) -> Value {
    precondition(
      arguments.count == parameters.count,
      "expected \(parameters.count) arguments, got \(arguments.count)")
    guard let general else {
      let run = LambdaRun(limits: limits)
      let value = arguments.withUnsafeBufferPointer { evaluate($0, run: run) }
      if let failure = run.failure { throw failure }
      return resultType == .number ? .number(value) : .boolean(value != 0)
    }
    // A called body reads a parameter's name as a global variable: it must see the argument,
    // as it would if the line were parsed again with the variable bound to it. (The first of
    // two parameters of the same name wins, as in the code.)
    var environment = self.environment
    if general.hasCalls {
      for (name, value) in zip(parameters, arguments).reversed() {
        environment.assign(name, value)
      }
    }
    return try withUnsafePointer(to: environment) { (pointer) throws(CallError) -> Value in
      var machine = Expansion<Evaluation>(environment: pointer, limits: limits, calls: 0)
      let values = arguments.map(Evaluation.init)
      switch try machine.run(general.code, type: general.type, arguments: values) {
      case .number(let value): return .number(value.value)
      case .boolean(let value): return .boolean(value)
      }
    }
  }

  /// The number of instructions, a measure of how much work one evaluation does.
  ///
  /// Constant parts are folded away, so this can be far below the expression's size.
  ///
  /// ```swift
  /// let f = try Parser.expression("2 * 3 + x", as: Compiled.self, freeVariables: true)
  /// try f.program(parameters: ["x"]).instructionCount  // 2: load x, add 6
  /// ```
  public var instructionCount: Int { general?.code.instructions.count ?? instructions.count }

  /// The instructions, one a line, for reading and debugging.
  ///
  /// ```swift
  /// print(try compiled.program(parameters: ["x"]))
  /// // argument 0
  /// // add 6
  /// ```
  public var description: String {
    if let general {
      return general.code.instructions.map(general.code.describe).joined(separator: "\n")
    }
    return instructions.map { instruction in
      switch instruction {
      case .host(let index): return "host \(hosts[index])"
      case .loop(let index):
        let loop = loops[index]
        let body = loop.body.description.split(separator: "\n").map { "  " + $0 }
        return (["\(loop.functional.name) over argument \(parameters.count):"] + body)
          .joined(separator: "\n")
      default: return instruction.description
      }
    }.joined(separator: "\n")
  }

  // MARK: Evaluating

  /// The value for `arguments`, one per parameter, in order.
  ///
  /// Allocates nothing for programs whose stack is at most 128 slots deep (all but
  /// pathological ones), except an array of arguments for each call of the app's functions.
  ///
  /// ```swift
  /// let values: [Double] = [2, 1]
  /// values.withUnsafeBufferPointer { g.evaluate($0) }
  /// ```
  ///
  /// A program with Booleans, conditionals or calls runs on the expansion machine: a Boolean
  /// result is 1 or 0, and a call that fails gives NaN (``result(_:)`` says why). So does a
  /// sum, product, integral or root that gives no answer, or goes past the budget of
  /// applications (``Limits/maximumCalls``), or is cancelled.
  public func evaluate(_ arguments: UnsafeBufferPointer<Double>) -> Double {
    precondition(
      arguments.count == parameters.count,
      "expected \(parameters.count) arguments, got \(arguments.count)")
    if general != nil {
      switch try? result(Array(arguments)) {
      case .number(let value): return value
      case .boolean(let value): return value ? 1 : 0
      case nil: return .nan
      }
    }
    guard !loops.isEmpty else { return evaluate(arguments, run: nil) }
    let run = LambdaRun(limits: limits)
    let value = evaluate(arguments, run: run)
    return run.failure == nil ? value : .nan
  }

  /// The value for `arguments`, its loops' applications counted in `run` (which a program
  /// with loops needs); NaN once `run` has failed.
  func evaluate(_ arguments: UnsafeBufferPointer<Double>, run budget: LambdaRun?) -> Double {
    if general != nil { return evaluate(arguments) }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: stackCapacity) { stack in
      instructions.withUnsafeBufferPointer { code in
        // The precondition makes the base address non-nil whenever an argument is read.
        Self.run(
          code, arguments.baseAddress ?? UnsafePointer(stack.baseAddress.unsafelyUnwrapped), stack,
          hosts, loops, budget)
      }
    }
  }

  /// The value for `arguments`, one per parameter, in order.
  ///
  /// ```swift
  /// g.evaluate([2, 1])
  /// ```
  public func evaluate(_ arguments: [Double]) -> Double {
    arguments.withUnsafeBufferPointer { evaluate($0) }
  }

  /// The value of a program without parameters.
  ///
  /// ```swift
  /// try Parser.expression("2 ^ 10", as: Compiled.self).program().evaluate()  // 1024
  /// ```
  public func evaluate() -> Double {
    evaluate(UnsafeBufferPointer(start: nil, count: 0))
  }

  /// The value of a program of one parameter at `x`.
  ///
  /// ```swift
  /// f.evaluate(0.5)
  /// ```
  public func evaluate(_ x: Double) -> Double {
    withUnsafePointer(to: x) { evaluate(UnsafeBufferPointer(start: $0, count: 1)) }
  }

  /// The value of a program of one parameter at `x`, its loops counted in `run`.
  func evaluate(_ x: Double, run: LambdaRun) -> Double {
    withUnsafePointer(to: x) { evaluate(UnsafeBufferPointer(start: $0, count: 1), run: run) }
  }

  /// The value of a program of two parameters at `(x, y)`.
  ///
  /// ```swift
  /// g.evaluate(2, 1)
  /// ```
  public func evaluate(_ x: Double, _ y: Double) -> Double {
    withUnsafePointer(to: (x, y)) { pair in
      pair.withMemoryRebound(to: Double.self, capacity: 2) {
        evaluate(UnsafeBufferPointer(start: $0, count: 2))
      }
    }
  }
}
