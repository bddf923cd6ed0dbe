/// A user function's body compiled once, when it is defined, into postfix code that expands
/// calls into any interpreter (`Expansion`).
///
/// Each instruction builds one constructor's result from the values before it, so running the
/// code with `Evaluation` computes the value and running it with `PrettyPrint` prints the
/// body. `&&`, `||` and `?:` are compiled with jumps, so an interpreter that knows a condition
/// (``Booleans/decision(_:)``) skips the operand it does not need; one that does not runs both.
/// A call is an instruction that runs the callee's program on the same stacks: a chain of calls
/// takes heap, not stack, however deep it goes.
///
/// The value interpreters (``Evaluation``, `Exact`, `Precise`) run the same code lowered to
/// the accumulator machine of ``Compiled``'s programs, with frames for calls
/// (<doc:UserFunctions>): a call there costs what a bytecode interpreter's does.
///
/// ```swift
/// if let fact = environment.functions["fact"] { print(fact.program) }
/// // parameter 0, number 1, compare <=, branch …
/// ```
public struct FunctionProgram: Hashable, Sendable, CustomStringConvertible {
  /// The code.
  @usableFromInline let code: Code
  /// The type of the result.
  public let type: ValueType

  /// Compiles a body whose parameters are `parameters`; `takesFunctions` when some are
  /// functions.
  init(_ body: FunctionBody, parameters: [String], takesFunctions: Bool = false) {
    var compiler = Compiler(parameters: parameters)
    switch body {
    case .number(let tree): compiler.emit(tree, depth: 0)
    case .boolean(let tree): compiler.emit(tree, depth: 0)
    }
    self.expandsByParsing = takesFunctions || compiler.callsHigherOrder
    self.code = compiler.code.finished(byParsing: expandsByParsing)
    self.type = body.type
  }

  /// True when the function takes functions, or its body calls one that does: its calls are
  /// expanded by parsing the body again with the parameters bound, never by running this
  /// code (<doc:UserFunctions>).
  public let expandsByParsing: Bool

  /// The user functions the code calls, in its functions' bodies too.
  public var calledFunctions: Set<String> { code.calledFunctions }

  /// How many instructions.
  public var count: Int { code.instructions.count }

  /// The instructions, one a line.
  public var description: String { code.description }
}

// MARK: - Instruction

extension FunctionProgram {
  /// One step of a ``FunctionProgram``.
  enum Instruction: Hashable, Sendable, CustomStringConvertible {
    /// A literal.
    case number(Double)
    /// `pi` or `e`.
    case constant(Constant)
    /// The argument at this position.
    case parameter(Int)
    /// A variable of the environment the call runs in, which must have this type: the name at
    /// this index of ``Code/globals``.
    case global(Int, ValueType)
    /// `true` or `false`.
    case boolean(Bool)
    /// `-x`.
    case negate
    /// An arithmetic operator of two numbers.
    case binary(ArithmeticOperator)
    /// A one-argument built-in.
    case function1(UnaryFunction)
    /// A two-argument built-in.
    case function2(BinaryFunction)
    /// `min` or `max` of the last `count` numbers.
    case functionN(VariadicFunction, count: Int)
    /// Two numbers compared.
    case compare(Comparison)
    /// `!b`.
    case not
    /// After the left operand of `&&`: when it is known false, skips to `end` (the `and`).
    case andThen(end: Int)
    /// After the left operand of `||`: when it is known true, skips to `end` (the `or`).
    case orElse(end: Int)
    /// Combines `&&`'s operands.
    case and
    /// Combines `||`'s operands.
    case or
    /// After a condition: when it is known false, skips to `otherwise`.
    case branch(otherwise: Int, ValueType)
    /// At the end of the `then` branch: when the condition was known true, skips to `end`.
    case skip(end: Int, ValueType)
    /// Combines a conditional's condition and branches.
    case choose(ValueType)
    /// A call of a user function of `arity` numbers, whose result must have the type; `weight`
    /// is the levels it adds to the chain (``Limits/maximumCallDepth``).
    /// The function is the callee at the first index of ``Code/callees``.
    case call(Int, arity: Int, ValueType, weight: Int)
    /// A call of the app's function at this index of ``Code/hosts``, over as many numbers as it
    /// takes.
    case host(Int)
    /// The app's constant at this index of ``Code/constants``.
    case hostConstant(Int)
    /// The function at this index of ``Code/lambdas`` applied to the last numbers, as many as
    /// it takes.
    case apply(Int)
    /// The functional at this index of ``Code/lambdas`` (`sum`, `product`, `integrate`,
    /// `root`) of its function, from the number before the last to the last.
    case functional(Int)

    /// True for `and` and `or`, which end a `&&` or `||`.
    var endsLogic: Bool {
      switch self {
      case .and, .or: true
      default: false
      }
    }

    var description: String {
      switch self {
      case .number(let value): "number \(NumberFormatting.string(value))"
      case .constant(let constant): "constant \(constant.name)"
      case .parameter(let index): "parameter \(index)"
      case .global(let index, let type): "global #\(index) (\(type.rawValue))"
      case .boolean(let value): "boolean \(value)"
      case .negate: "negate"
      case .binary(let op): "\(op)"
      case .function1(let function): function.name
      case .function2(let function): function.name
      case .functionN(let function, let count): "\(function.name) of \(count)"
      case .compare(let comparison): "compare \(comparison.symbol)"
      case .not: "not"
      case .andThen(let end): "and-then \(end)"
      case .orElse(let end): "or-else \(end)"
      case .and: "and"
      case .or: "or"
      case .branch(let otherwise, _): "branch \(otherwise)"
      case .skip(let end, _): "skip \(end)"
      case .choose: "choose"
      case .call(let callee, let arity, let type, let weight):
        "call #\(callee)/\(arity) (\(type.rawValue), weight \(weight))"
      case .host(let index): "host #\(index)"
      case .hostConstant(let index): "host constant #\(index)"
      case .apply(let index): "apply #\(index)"
      case .functional(let index): "functional #\(index)"
      }
    }
  }

}

/// The arithmetic operators of two numbers.
enum ArithmeticOperator: String, Hashable, Sendable {
  case add, subtract, multiply, divide, remainder, power
}
