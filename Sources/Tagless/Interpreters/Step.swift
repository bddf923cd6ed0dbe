#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One step of a fragment's postfix code.
@usableFromInline
struct Step: Sendable {
  /// What the step does.
  enum Operation: Sendable {
    /// A numeric literal (or a part already folded).
    case number(Double)
    /// A named variable and the value it had where it was parsed.
    case variable(String, Double)
    /// A variable the environment did not define where it was parsed, of the type given,
    /// written at byte `offset`: a program's parameter, or an error when it runs.
    case free(String, ValueType, offset: Int)
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
    /// `sum`, `product`, `integrate` or `root` of a compiled body, over its two bounds.
    case loop(CompiledLoop)

    /// True for a loop.
    var isLoop: Bool {
      if case .loop = self { return true }
      return false
    }

    /// True for a call of a user function: a program with one runs on the expansion machine,
    /// which runs only the branches taken and reports a call that fails.
    var isCall: Bool {
      if case .call = self { return true }
      return false
    }

    /// The operation's value when every operand is a constant, `operands` in order.
    ///
    /// The one statement of constant folding, as ``Evaluation`` computes each operation (a
    /// Boolean is 1 or 0). Nil for leaves and calls, which have no operands to fold.
    func fold(_ operands: [Double]) -> Double? {
      switch self {
      // A loop runs when the program runs, under its budget and cancellation.
      case .number, .variable, .free, .boolean, .booleanVariable, .call, .loop: nil
      case .negate: -operands[0]
      case .function1(let function): function(operands[0])
      case .binary(let symbol): symbol.apply(operands[0], operands[1])
      case .combine(let function, _): function(operands)
      case .compare(let comparison): comparison(operands[0], operands[1]) ? 1 : 0
      case .not: operands[0] == 0 ? 1 : 0
      case .and: operands[0] != 0 && operands[1] != 0 ? 1 : 0
      case .or: operands[0] != 0 || operands[1] != 0 ? 1 : 0
      case .conditional: operands[0] != 0 ? operands[1] : operands[2]
      // The app's functions are pure: called now, they give what they would later.
      case .host(let function): function.number(operands)
      }
    }

    /// The type of the operation's result.
    var type: ValueType {
      switch self {
      case .number, .variable, .negate, .function1, .binary, .combine, .loop: .number
      case .boolean, .booleanVariable, .compare, .not, .and, .or: .boolean
      case .conditional(let type), .call(_, _, let type), .free(_, let type, _): type
      case .host(let function): function.type
      }
    }
  }

  /// The operations of two operands.
  @usableFromInline
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
    @inlinable @inline(__always)
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

extension [Step] {
  /// The roots of the operands of step `index`, in order: the operands' subtrees lie side by
  /// side just before the step, each ending at its root.
  func operandRoots(of index: Int) -> [Int] {
    var roots: [Int] = []
    var cursor = index - 1
    let start = index - self[index].size + 1
    while cursor >= start {
      roots.append(cursor)
      cursor -= self[cursor].size
    }
    return roots.reversed()
  }
}
