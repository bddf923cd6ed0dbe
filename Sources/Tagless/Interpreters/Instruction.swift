// MARK: - Instruction

/// One instruction of the accumulator machine.
///
/// A load pushes the accumulator and replaces it; `op` pops the left operand (the accumulator
/// is the right one), `opReversed` pops the right one; `opConstant`, `opArgument` take the
/// right operand from the instruction, `constantOp`/`argumentOp` the left one.
///
/// Booleans are 1 and 0. A conditional without calls computes both branches and selects
/// (``select``): neither branch can fail or do anything but give a number, so the value is
/// the one the taken branch alone gives, and a block of points needs no branch per point.
enum Instruction: Sendable, CustomStringConvertible {
  case constant(Double)
  case argument(Int)
  case add, subtract, multiply, divide
  case subtractReversed, divideReversed
  case addConstant(Double)
  case subtractConstant(Double)
  case multiplyConstant(Double)
  case divideConstant(Double)
  case constantMinus(Double)
  case constantOver(Double)
  case addArgument(Int)
  case subtractArgument(Int)
  case multiplyArgument(Int)
  case divideArgument(Int)
  case argumentMinus(Int)
  case argumentOver(Int)
  case negate
  case function1(UnaryFunction)
  case binary(Step.Operator)
  case binaryReversed(Step.Operator)
  case combine(VariadicFunction)
  /// `popped ⋚ accumulator` as 1 or 0.
  case compare(Comparison)
  /// `accumulator ⋚ popped` as 1 or 0.
  case compareReversed(Comparison)
  /// 1 when the accumulator is 0, else 0.
  case not
  /// 1 when the popped value and the accumulator are both nonzero, else 0.
  case and
  /// 1 when the popped value or the accumulator is nonzero, else 0.
  case or
  /// Pops the `then` value and, under it, the condition; the accumulator, the `otherwise`
  /// value, becomes `then` where the condition is nonzero.
  case select
  /// Calls the app's function at this index of ``CompiledProgram/hosts``: its last argument is
  /// the accumulator, the others are popped (it takes at least one: a call of none is folded).
  case host(Int)

  var description: String {
    func number(_ value: Double) -> String { NumberFormatting.string(value) }
    return switch self {
    case .constant(let value): "constant \(number(value))"
    case .argument(let slot): "argument \(slot)"
    case .add: "add"
    case .subtract: "subtract"
    case .multiply: "multiply"
    case .divide: "divide"
    case .subtractReversed: "subtract reversed"
    case .divideReversed: "divide reversed"
    case .negate: "negate"
    case .addConstant(let value): "add \(number(value))"
    case .subtractConstant(let value): "subtract \(number(value))"
    case .multiplyConstant(let value): "multiply \(number(value))"
    case .divideConstant(let value): "divide \(number(value))"
    case .constantMinus(let value): "\(number(value)) minus"
    case .constantOver(let value): "\(number(value)) over"
    case .addArgument(let slot): "add argument \(slot)"
    case .subtractArgument(let slot): "subtract argument \(slot)"
    case .multiplyArgument(let slot): "multiply argument \(slot)"
    case .divideArgument(let slot): "divide argument \(slot)"
    case .argumentMinus(let slot): "argument \(slot) minus"
    case .argumentOver(let slot): "argument \(slot) over"
    case .function1(let function): function.name
    case .binary(let symbol): "\(symbol)"
    case .binaryReversed(let symbol): "\(symbol) reversed"
    case .combine(let function): function.name
    case .compare(let comparison): "compare \(comparison.symbol)"
    case .compareReversed(let comparison): "compare \(comparison.symbol) reversed"
    case .not: "not"
    case .and: "and"
    case .or: "or"
    case .select: "select"
    case .host(let index): "host #\(index)"
    }
  }
}
