@testable import Tagless

// MARK: - SmoothnessProbe

/// A test-only interpreter: whether an expression is differentiable at the values of its
/// variables in the sense the derivative's rules need.
///
/// Every subexpression must be finite; `abs`, `sqrt`, `cbrt` and the logarithms need an argument
/// inside their open domain away from 0, `asin` and `acos` one strictly between -1 and 1; the
/// arguments of `min` and `max` must differ (a tie is a kink); a power's base must not be 0, and
/// must be positive when the exponent varies. Written outside the library, it is one more
/// interpretation that needed no change to the parser.
struct SmoothnessProbe: Language {
  var value: Double
  var isSmooth = true
  /// Whether the value depends on a variable.
  var varies = false

  init(_ value: Double, _ operands: [Self], smooth: Bool = true) {
    self.value = value
    self.isSmooth = smooth && value.isFinite && operands.allSatisfy(\.isSmooth)
    self.varies = operands.contains(where: \.varies)
  }

  static func number(_ value: Double) -> Self { Self(value, []) }
  static func add(_ a: Self, _ b: Self) -> Self { Self(a.value + b.value, [a, b]) }
  static func subtract(_ a: Self, _ b: Self) -> Self { Self(a.value - b.value, [a, b]) }
  static func multiply(_ a: Self, _ b: Self) -> Self { Self(a.value * b.value, [a, b]) }
  static func divide(_ a: Self, _ b: Self) -> Self { Self(a.value / b.value, [a, b]) }
  static func remainder(_ a: Self, _ b: Self) -> Self {
    Self(Evaluation.remainder(Evaluation(a.value), Evaluation(b.value)).value, [a, b])
  }
  static func negate(_ a: Self) -> Self { Self(-a.value, [a]) }
  static func power(_ a: Self, _ b: Self) -> Self {
    let smooth = a.value != 0 && (!b.varies || a.value > 0)
    return Self(BinaryFunction.pow(a.value, b.value), [a, b], smooth: smooth)
  }
  static func constant(_ constant: Constant) -> Self { Self(constant.value, []) }
  static func function1(_ function: UnaryFunction, _ a: Self) -> Self {
    let x = a.value
    let smooth: Bool
    switch function {
    case .abs, .cbrt: smooth = x != 0
    case .sqrt, .log, .log2, .log10: smooth = x > 0
    case .asin, .acos: smooth = abs(x) < 1
    default: smooth = true
    }
    return Self(function(x), [a], smooth: smooth)
  }
  static func function2(_ function: BinaryFunction, _ a: Self, _ b: Self) -> Self {
    if function == .pow { return power(a, b) }
    // atan2 and hypot have no derivative at the origin.
    let smooth = a.value != 0 || b.value != 0
    return Self(function(a.value, b.value), [a, b], smooth: smooth)
  }
  static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    let values = arguments.map(\.value)
    let distinct = Set(values).count == values.count
    return Self(function(values), arguments, smooth: distinct)
  }
  static func variable(_ name: String, _ value: Double) -> Self {
    var result = Self(value, [])
    result.varies = true
    return result
  }

  // MARK: Booleans and calls

  /// A condition's value, and whether it is away from a comparison's boundary (where the
  /// branch taken would change under a small change of a variable).
  struct Condition {
    var value: Bool
    var isSmooth = true
  }

  static func boolean(_ value: Bool) -> Condition { Condition(value: value) }
  static func compare(_ comparison: Comparison, _ a: Self, _ b: Self) -> Condition {
    Condition(
      value: comparison(a.value, b.value),
      isSmooth: a.isSmooth && b.isSmooth && (a.value != b.value || !(a.varies || b.varies)))
  }
  static func not(_ a: Condition) -> Condition { Condition(value: !a.value, isSmooth: a.isSmooth) }
  static func and(_ a: Condition, _ b: Condition) -> Condition {
    Condition(value: a.value && b.value, isSmooth: a.isSmooth && b.isSmooth)
  }
  static func or(_ a: Condition, _ b: Condition) -> Condition {
    Condition(value: a.value || b.value, isSmooth: a.isSmooth && b.isSmooth)
  }
  static func decision(_ condition: borrowing Condition) -> Bool? { condition.value }
  /// Smooth where the condition is and the branch taken is.
  static func conditional(_ c: Condition, _ a: Self, _ b: Self) -> Self {
    let taken = c.value ? a : b
    var result = Self(taken.value, [taken], smooth: c.isSmooth)
    result.varies = taken.varies
    return result
  }
  static func conditional(_ c: Condition, _ a: Condition, _ b: Condition) -> Condition {
    let taken = c.value ? a : b
    return Condition(value: taken.value, isSmooth: c.isSmooth && taken.isSmooth)
  }
  static func variable(_ name: String, _ value: Bool) -> Condition { Condition(value: value) }

  /// The probe needs a call's value, as the evaluator does.
  static var callExpansion: CallExpansion { .value }
  static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    expansion ?? Self(.nan, [], smooth: false)
  }
  static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Condition?) -> Condition {
    expansion ?? Condition(value: false, isSmooth: false)
  }
}
