#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - The scalar machine

extension CompiledProgram {
  /// Runs `code`: each instruction reads the accumulator and at most one operand, from the
  /// stack, the instruction itself or `arguments`.
  ///
  /// A loop (``Instruction/loop(_:)``) runs its body for each term or sample, its
  /// applications counted in `budget`, which a program with loops must be given.
  static func run(
    _ code: UnsafeBufferPointer<Instruction>, _ arguments: UnsafePointer<Double>,
    _ stack: UnsafeMutableBufferPointer<Double>, _ hosts: [HostFunction],
    _ loops: [LoopProgram] = [], _ budget: LambdaRun? = nil
  ) -> Double {
    var accumulator = 0.0
    // The next free slot; a load pushes the accumulator, a two-operand instruction pops.
    var top = stack.baseAddress.unsafelyUnwrapped
    for instruction in code {
      if case .host(let index) = instruction {
        let function = hosts[index]
        top -= function.arity - 1
        accumulator = callHost(function, top, accumulator)
      } else if case .loop(let index) = instruction, let budget {
        top -= 1
        accumulator = loops[index].run(top.pointee, accumulator, arguments, budget)
      } else {
        step(instruction, &accumulator, &top, arguments)
      }
    }
    return accumulator
  }

  /// Runs one instruction that neither calls nor jumps: the whole of a straight-line program,
  /// and the arithmetic of ``CallMachine``'s code (which handles the others before this).
  @inlinable @inline(__always)
  static func step(
    _ instruction: Instruction, _ accumulator: inout Double,
    _ top: inout UnsafeMutablePointer<Double>,
    _ arguments: UnsafePointer<Double>
  ) {
    switch instruction {
    case .constant(let value):
      top.pointee = accumulator
      top += 1
      accumulator = value
    case .argument(let slot):
      top.pointee = accumulator
      top += 1
      accumulator = arguments[slot]
    case .add:
      top -= 1
      accumulator = top.pointee + accumulator
    case .subtract:
      top -= 1
      accumulator = top.pointee - accumulator
    case .multiply:
      top -= 1
      accumulator = top.pointee * accumulator
    case .divide:
      top -= 1
      accumulator = top.pointee / accumulator
    case .subtractReversed:
      top -= 1
      accumulator = accumulator - top.pointee
    case .divideReversed:
      top -= 1
      accumulator = accumulator / top.pointee
    case .addConstant(let value): accumulator = accumulator + value
    case .subtractConstant(let value): accumulator = accumulator - value
    case .multiplyConstant(let value): accumulator = accumulator * value
    case .divideConstant(let value): accumulator = accumulator / value
    case .constantMinus(let value): accumulator = value - accumulator
    case .constantOver(let value): accumulator = value / accumulator
    case .addArgument(let slot): accumulator = accumulator + arguments[slot]
    case .subtractArgument(let slot): accumulator = accumulator - arguments[slot]
    case .multiplyArgument(let slot): accumulator = accumulator * arguments[slot]
    case .divideArgument(let slot): accumulator = accumulator / arguments[slot]
    case .argumentMinus(let slot): accumulator = arguments[slot] - accumulator
    case .argumentOver(let slot): accumulator = arguments[slot] / accumulator
    case .negate: accumulator = -accumulator
    case .function1(let function): accumulator = function(accumulator)
    case .binary(let symbol):
      top -= 1
      accumulator = symbol.apply(top.pointee, accumulator)
    case .binaryReversed(let symbol):
      top -= 1
      accumulator = symbol.apply(accumulator, top.pointee)
    case .combine(let function):
      top -= 1
      accumulator = function.combine(top.pointee, accumulator)
    case .compare(let comparison):
      top -= 1
      accumulator = comparison(top.pointee, accumulator) ? 1 : 0
    case .compareReversed(let comparison):
      top -= 1
      accumulator = comparison(accumulator, top.pointee) ? 1 : 0
    case .not: accumulator = accumulator == 0 ? 1 : 0
    case .and:
      top -= 1
      accumulator = top.pointee != 0 && accumulator != 0 ? 1 : 0
    case .or:
      top -= 1
      accumulator = top.pointee != 0 || accumulator != 0 ? 1 : 0
    case .select:
      top -= 2
      accumulator = top.pointee != 0 ? top[1] : accumulator
    case .compareConstant(let value, let comparison):
      accumulator = comparison(accumulator, value) ? 1 : 0
    case .compareArgument(let slot, let comparison):
      accumulator = comparison(accumulator, arguments[slot]) ? 1 : 0
    case .fold(let count, let function):
      // At least two numbers (one is no call): `count - 1` in memory, the last in the
      // accumulator.
      top -= count - 1
      var result = top.pointee
      for position in 1..<(count - 1) { result = function.combine(result, top[position]) }
      accumulator = function.combine(result, accumulator)
    case .host, .loop, .branch, .jump, .andThen, .orElse, .call, .global, .return:
      // Run by the loops, which know the hosts, the frames and the code.
      break
    }
  }
}
