import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - SeededGenerator

// The workloads' SeededGenerator generator, with what the property tests draw besides integers.
extension SeededGenerator {
  /// One of `items`.
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// A double uniformly in `range`.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + Double(next() >> 11) / Double(1 << 53)
      * (range.upperBound - range.lowerBound)
  }
}

// MARK: - RandomTerm

/// Random expression text over the variables `x`, `y` and `z` for the symbolic property tests.
///
/// The vocabulary leans on what the simplifier and the derivative have rules for: zeros of
/// both signs, ones, negations, `e + 0`, `1 * e`, `e ^ 1`, `x + x`, rounding of rounding.
struct RandomTerm {
  var random: SeededGenerator
  /// Whether to use the operations that jump (`%`, rounding), which numerical differentiation
  /// can only check between jumps.
  var jumps = true
  /// The numbers to use.
  var literals: [String]

  init(seed: UInt64, jumps: Bool = true, literals: [String] = RandomTerm.corners) {
    random = SeededGenerator(seed: seed)
    self.jumps = jumps
    self.literals = literals
  }

  static let variables = ["x", "y", "z"]
  /// Numbers at IEEE 754's corners, for the exactness properties.
  static let corners = [
    "0", "-0", "1", "-1", "2", "0.5", "3", "10", "1e308", "1e-300", "4.9e-324", "0.1", "7",
  ]
  /// Numbers of ordinary size, for numerical differentiation (huge or tiny ones make
  /// differences vanish in rounding).
  static let moderate = ["0", "1", "-1", "2", "0.5", "3", "1.5", "0.1", "7"]

  /// An expression nested at most `depth` deep.
  mutating func expression(depth: Int) -> String {
    if depth <= 0 || random.below(5) == 0 { return leaf() }
    let a = expression(depth: depth - 1)
    switch random.below(jumps ? 12 : 10) {
    case 0, 1, 2:
      let symbol = random.pick(["+", "-", "*", "/", "^"])
      return "(" + a + " " + symbol + " " + expression(depth: depth - 1) + ")"
    case 3: return "-" + "(" + a + ")"
    case 4:
      let function = random.pick(
        jumps
          ? UnaryFunction.allCases : UnaryFunction.allCases.filter { !Self.jumping.contains($0) })
      return function.name + "(" + a + ")"
    case 5:
      let function = random.pick(BinaryFunction.allCases)
      return function.name + "(" + a + ", " + expression(depth: depth - 1) + ")"
    case 6:
      let count = 1 + random.below(3)
      let arguments = [a] + (1..<count).map { _ in expression(depth: depth - 1) }
      return random.pick(["min", "max"]) + "(" + arguments.joined(separator: ", ") + ")"
    case 7, 8:
      // A pattern a rule looks for.
      return random.pick([
        "(\(a) + 0)", "(0 + \(a))", "(\(a) - 0)", "(-0 + \(a))", "(\(a) + -0)", "(1 * \(a))",
        "(\(a) * 1)", "(\(a) / 1)", "(\(a) * -1)", "(-1 * \(a))", "(\(a) / -1)", "(\(a) ^ 1)",
        "(\(a) ^ 0)", "(1 ^ \(a))", "pow(\(a), 1)", "(0 * \(a))", "(\(a) * 0)", "(-0 - \(a))",
        "(0 - \(a))", "--(\(a))", "abs(-(\(a)))", "abs(abs(\(a)))", "(\(a) + -(\(a)))",
        "(\(a) - -2)", "(\(a) + -2)", "(2 * -(\(a)))", "(-(\(a)) * -(\(a)))", "(-2 * \(a))",
      ])
    case 9:
      let name = random.pick(Self.variables)
      return random.pick(["(\(name) + \(name))", "(\(name) - \(name))", "(\(name) * \(a))"])
    case 10:
      return random.pick(["floor", "ceil", "round", "trunc"]) + "("
        + random.pick(["floor", "ceil", "round", "trunc", "abs"]) + "(" + a + "))"
    default:
      return "(" + a + " % " + expression(depth: depth - 1) + ")"
    }
  }

  mutating func leaf() -> String {
    switch random.below(6) {
    case 0, 1, 2: return random.pick(Self.variables)
    case 3: return random.pick(["pi", "e"])
    default: return random.pick(literals)
    }
  }

  static let jumping: Set<UnaryFunction> = [.floor, .ceil, .round, .trunc]
}

// MARK: - Values

/// Values for the variables that exercise IEEE 754's corners, and ordinary ones.
enum TestValues {
  /// Zeros of both signs, ±1, infinities, NaN, the smallest subnormal, the largest finite.
  static let special: [Double] = [
    0, -0.0, 1, -1, 0.5, -2.5, 3, 1e308, -1e308, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .infinity, -.infinity,
    .nan, 2.2250738585072014e-308, 1e-10, 123.456, -7,
  ]

  /// A value for a variable: often special, sometimes any double at all.
  static func any(_ random: inout SeededGenerator) -> Double {
    switch random.below(4) {
    case 0: return Double(bitPattern: random.next())
    case 1: return random.uniform(-10...10)
    default: return random.pick(special)
    }
  }

  /// A finite value.
  static func finite(_ random: inout SeededGenerator) -> Double {
    var value = any(&random)
    while !value.isFinite { value = any(&random) }
    return value
  }

  /// An environment binding `x`, `y` and `z` to values from `draw`.
  static func environment(_ draw: () -> Double) -> Environment {
    var environment = Environment()
    for name in RandomTerm.variables { environment.assign(name, draw()) }
    return environment
  }
}
