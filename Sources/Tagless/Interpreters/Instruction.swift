/// One instruction of the accumulator machine.
///
/// A load pushes the accumulator and replaces it; `op` pops the left operand (the accumulator
/// is the right one), `opReversed` pops the right one; `opConstant`, `opArgument` take the
/// right operand from the instruction, `constantOp`/`argumentOp` the left one.
///
/// Booleans are 1 and 0. A conditional without calls computes both branches and selects
/// (``select``): neither branch can fail or do anything but give a number, so the value is
/// the one the taken branch alone gives, and a block of points needs no branch per point.
///
/// The same machine runs user functions and lines with calls (``CallMachine``): there a
/// conditional jumps (``branch(_:)``, ``jump(_:)``), a call pushes a frame (``call(_:)``) and a
/// body ends with `return`. Straight-line programs never contain those, so the scalar and
/// block loops of ``CompiledProgram`` pass them by.
@usableFromInline
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
  /// Jumps to this index when the accumulator, a condition, is 0; either way the condition is
  /// consumed (the value under it comes back to the accumulator).
  case branch(Int)
  /// Jumps to this index.
  case jump(Int)
  /// After `&&`'s left operand: when it is 0, it is the result and this jumps to the index;
  /// otherwise it is consumed and the right operand that follows is the result.
  case andThen(Int)
  /// After `||`'s left operand: when it is 1, it is the result and this jumps to the index;
  /// otherwise it is consumed and the right operand that follows is the result.
  case orElse(Int)
  /// `min` or `max` of the last `count` numbers, folded from the left (`count - 1` popped).
  /// (The count first, so that the payload takes 9 bytes and an instruction 16.)
  case fold(count: Int, VariadicFunction)
  /// `accumulator ⋚ constant` as 1 or 0: a comparison whose right operand is a literal.
  case compareConstant(Double, Comparison)
  /// `accumulator ⋚ argument` as 1 or 0.
  case compareArgument(Int, Comparison)
  /// A call of the user function at this index of the code's call sites: the arguments are
  /// the last ones pushed, the accumulator the last of them; the result replaces them.
  case call(Int)
  /// Pushes the accumulator and loads the variable at this index of the code's globals.
  case global(Int)
  /// The end of a body or of a line: the accumulator is the result.
  case `return`
  /// Runs the loop at this index of ``CompiledProgram/loops``: the lower bound is popped, the
  /// upper is the accumulator, which becomes the sum, product, integral or root.
  case loop(Int)

  @usableFromInline
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
    case .branch(let target): "branch \(target)"
    case .jump(let target): "jump \(target)"
    case .andThen(let target): "and-then \(target)"
    case .orElse(let target): "or-else \(target)"
    case .fold(let count, let function): "\(function.name) of \(count)"
    case .compareConstant(let value, let comparison):
      "compare \(comparison.symbol) \(number(value))"
    case .compareArgument(let slot, let comparison): "compare \(comparison.symbol) argument \(slot)"
    case .call(let site): "call #\(site)"
    case .global(let slot): "global #\(slot)"
    case .return: "return"
    case .loop(let index): "loop #\(index)"
    }
  }
}
