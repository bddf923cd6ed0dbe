import Tagless

// MARK: - Checked

/// A new evaluator, written by a client: an expression's value, and the first operation that
/// made it NaN or infinite from finite operands.
///
/// `sqrt(x - 5)` at `x = 1` is NaN because `sqrt(-4)` is; `1 / (x - 1)` at `x = 1` is infinite
/// because `1 / 0` is. Only what the value depends on is checked: the branch a conditional does
/// not take, and the right operand that `&&` or `||` does not need, are not. This is the
/// complete interpreter of the documentation's "Writing an interpreter" article
/// (Sources/Tagless/Tagless.docc/WritingAnInterpreter.md); change both together.
struct Checked: Hashable, Sendable {
  /// The value, as ``Evaluation`` computes it.
  var value: Double
  /// The first operation that made a NaN or an infinity from finite operands, or nil.
  var problem: String? = nil

  /// How `Checked` represents a Boolean: its value, and the first problem it depends on.
  struct Truth: Hashable, Sendable {
    var value: Bool
    var problem: String? = nil
  }

  /// `value`, computed by `operation` from `operands`: it has the operands' first problem, or
  /// else its own when it is not finite although the operands are.
  static func result(
    _ value: Double, of operation: @autoclosure () -> String, _ operands: [Checked]
  ) -> Checked {
    if let problem = operands.lazy.compactMap(\.problem).first {
      return Checked(value: value, problem: problem)
    }
    guard !value.isFinite, operands.allSatisfy(\.value.isFinite) else {
      return Checked(value: value)
    }
    return Checked(value: value, problem: "\(operation()) is \(NumberFormatting.string(value))")
  }

  /// `lhs symbol rhs`, as the problem names it: `1 / 0`.
  static func text(_ lhs: Checked, _ symbol: String, _ rhs: Checked) -> String {
    "\(NumberFormatting.string(lhs.value)) \(symbol) \(NumberFormatting.string(rhs.value))"
  }

  /// `name(arguments)`, as the problem names it: `sqrt(-4)`.
  static func text(_ name: String, _ arguments: [Checked]) -> String {
    name + "(" + arguments.map { NumberFormatting.string($0.value) }.joined(separator: ", ") + ")"
  }
}

// MARK: - Numbers

extension Checked: Builtins, Power, Variables {
  static func number(_ value: Double) -> Checked { Checked(value: value) }
  static func add(_ lhs: Checked, _ rhs: Checked) -> Checked {
    result(lhs.value + rhs.value, of: text(lhs, "+", rhs), [lhs, rhs])
  }
  static func subtract(_ lhs: Checked, _ rhs: Checked) -> Checked {
    result(lhs.value - rhs.value, of: text(lhs, "-", rhs), [lhs, rhs])
  }
  static func multiply(_ lhs: Checked, _ rhs: Checked) -> Checked {
    result(lhs.value * rhs.value, of: text(lhs, "*", rhs), [lhs, rhs])
  }
  static func divide(_ lhs: Checked, _ rhs: Checked) -> Checked {
    result(lhs.value / rhs.value, of: text(lhs, "/", rhs), [lhs, rhs])
  }
  static func remainder(_ lhs: Checked, _ rhs: Checked) -> Checked {
    let value = lhs.value.truncatingRemainder(dividingBy: rhs.value)  // C's fmod
    return result(value, of: text(lhs, "%", rhs), [lhs, rhs])
  }
  static func negate(_ operand: Checked) -> Checked {
    Checked(value: -operand.value, problem: operand.problem)
  }
  static func power(_ base: Checked, _ exponent: Checked) -> Checked {
    let value = BinaryFunction.pow(base.value, exponent.value)
    return result(value, of: text(base, "^", exponent), [base, exponent])
  }
  static func constant(_ constant: Constant) -> Checked { Checked(value: constant.value) }
  static func function1(_ function: UnaryFunction, _ argument: Checked) -> Checked {
    result(function(argument.value), of: text(function.name, [argument]), [argument])
  }
  static func function2(_ function: BinaryFunction, _ x: Checked, _ y: Checked) -> Checked {
    result(function(x.value, y.value), of: text(function.name, [x, y]), [x, y])
  }
  static func functionN(_ function: VariadicFunction, _ arguments: [Checked]) -> Checked {
    let value = function(arguments.map(\.value))
    return result(value, of: text(function.name, arguments), arguments)
  }
  /// A variable's value is an input, not a problem, whatever it is.
  static func variable(_ name: String, _ value: Double) -> Checked { Checked(value: value) }
}

// MARK: - Booleans, conditionals and calls

extension Checked: Conditionals, UserFunctions {
  static func boolean(_ value: Bool) -> Truth { Truth(value: value) }
  static func compare(_ comparison: Comparison, _ lhs: Checked, _ rhs: Checked) -> Truth {
    Truth(value: comparison(lhs.value, rhs.value), problem: lhs.problem ?? rhs.problem)
  }
  static func not(_ operand: Truth) -> Truth {
    Truth(value: !operand.value, problem: operand.problem)
  }
  /// `rhs` counts only when `lhs` is true.
  static func and(_ lhs: Truth, _ rhs: Truth) -> Truth {
    lhs.value ? Truth(value: rhs.value, problem: lhs.problem ?? rhs.problem) : lhs
  }
  /// `rhs` counts only when `lhs` is false.
  static func or(_ lhs: Truth, _ rhs: Truth) -> Truth {
    lhs.value ? lhs : Truth(value: rhs.value, problem: lhs.problem ?? rhs.problem)
  }
  /// Every condition is known, so the parser and the expansion of calls skip what is not needed.
  static func decision(_ condition: borrowing Truth) -> Bool? { condition.value }
  static func conditional(_ condition: Truth, _ then: Checked, _ otherwise: Checked) -> Checked {
    let taken = condition.value ? then : otherwise
    return Checked(value: taken.value, problem: condition.problem ?? taken.problem)
  }
  static func conditional(_ condition: Truth, _ then: Truth, _ otherwise: Truth) -> Truth {
    let taken = condition.value ? then : otherwise
    return Truth(value: taken.value, problem: condition.problem ?? taken.problem)
  }
  static func variable(_ name: String, _ value: Bool) -> Truth { Truth(value: value) }

  /// A call's value is its expansion's: the body, run in `Checked` on the arguments.
  static var callExpansion: CallExpansion { .value }
  /// The expansion has read the arguments it uses, so the array is not needed.
  static var callReadsArguments: Bool { false }
  /// The expansion is nil only in an operand that a known condition skipped, whose value is
  /// never used.
  static func call(_ callee: Callee, _ arguments: [Checked], _ expansion: Checked?) -> Checked {
    expansion ?? Checked(value: .nan)
  }
  static func call(_ callee: Callee, _ arguments: [Checked], _ expansion: Truth?) -> Truth {
    expansion ?? Truth(value: false)
  }
}
