/// The arithmetic ``CallMachine`` runs its instructions in: what its registers, its stack and its
/// variables hold.
///
/// `Double` is the evaluator's (Booleans are 1 and 0, the instructions' own doubles are the
/// operands, and nothing fails); ``MachineSlot`` holds a number or a Boolean of `Exact` or
/// `Precise`, reads each literal as the body wrote it (``MachineCode/literals``, converted
/// once a run), and can fail. The machine is specialised for each: for `Double` the checks
/// of failures and the table of operands compile to nothing.
@usableFromInline
protocol MachineValue {
  /// Whether a value may be a failure, which the machine leaves to ``Expansion``.
  static var canFail: Bool { get }
  /// Whether a literal operand is read from the table of operands rather than the instruction.
  static var readsOperands: Bool { get }
  /// A literal operand.
  static func operand(_ literal: MachineCode.Literal) -> Self
  /// What fills a table of operands where an instruction has none.
  static var filler: Self { get }
  /// Whether the value is a failure.
  var isFailure: Bool { get }
  /// Whether a condition holds.
  var holds: Bool { get }

  /// Runs one instruction that neither calls, jumps, returns, reads a variable nor calls the
  /// app; `operands` is the table of the function's literals (nil when not ``readsOperands``)
  /// and `position` the instruction's place in it.
  static func step(
    _ instruction: Instruction, _ accumulator: inout Self, _ top: inout UnsafeMutablePointer<Self>,
    _ arguments: UnsafePointer<Self>, _ operands: UnsafePointer<Self>?, at position: Int)

  /// The app's `function` over the last `arity` values (the last in `accumulator`, the others
  /// popped).
  static func host(
    _ function: HostFunction, _ accumulator: Self, _ top: inout UnsafeMutablePointer<Self>
  ) -> Self

  /// The value of the variable `name`, whose value is `value`; `isHost` when it is the app's
  /// constant.
  static func global(_ name: String, _ value: Value, isHost: Bool) -> Self

  /// The value of a free variable (an undefined name in a line parsed with free variables).
  static func free(_ name: String, _ type: ValueType) -> Self
}

// MARK: - Double

extension Double: MachineValue {
  @usableFromInline static var canFail: Bool { false }
  @usableFromInline static var readsOperands: Bool { false }
  @usableFromInline static var filler: Double { 0 }
  @usableFromInline var isFailure: Bool { false }
  @usableFromInline var holds: Bool { self != 0 }

  @usableFromInline
  static func operand(_ literal: MachineCode.Literal) -> Double {
    switch literal {
    case .number(let value): value
    case .constant(let constant): constant.value
    case .boolean(let value): value ? 1 : 0
    case .host(_, let value): global("", value, isHost: true)
    }
  }

  @inlinable @inline(__always)
  static func step(
    _ instruction: Instruction, _ accumulator: inout Double,
    _ top: inout UnsafeMutablePointer<Double>, _ arguments: UnsafePointer<Double>,
    _ operands: UnsafePointer<Double>?, at position: Int
  ) {
    CompiledProgram.step(instruction, &accumulator, &top, arguments)
  }

  @usableFromInline
  static func host(
    _ function: HostFunction, _ accumulator: Double, _ top: inout UnsafeMutablePointer<Double>
  ) -> Double {
    guard function.arity > 0 else {
      top.pointee = accumulator
      top += 1
      return function.number([])
    }
    top -= function.arity - 1
    return CompiledProgram.callHost(function, top, accumulator)
  }

  @usableFromInline
  static func global(_ name: String, _ value: Value, isHost: Bool) -> Double {
    switch value {
    case .number(let x): x
    case .boolean(let b): b ? 1 : 0
    }
  }

  @usableFromInline
  static func free(_ name: String, _ type: ValueType) -> Double {
    type == .number ? .nan : 0
  }
}
