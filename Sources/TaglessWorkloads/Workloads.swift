import Tagless

/// The inputs the benchmarks time and the agreement tests check, generated from fixed seeds.
///
/// Every workload is plain text in the calculator's language, the same on every run:
///
/// - ``shortLines(count:seed:)``: lines like `3 + 5 * (8 - 7) / 6`, 20 to 40 bytes, 9 to 11
///   nodes, only `+ - * /`, decimal literals and parentheses, no division by zero, so that
///   `bc -l` and `awk` read them too (`scripts/pipe-benchmark.sh` makes the same lines);
/// - ``longLine``: about 2,000 bytes, nested 34 deep, with unary minus, `abs` and `sqrt`;
/// - ``deepest``: the most deeply nested expression the parser accepts
///   (``Limits/maximumDepth`` levels of parentheses);
/// - ``formula``: 50 nodes over the variable `x`, for evaluating a parsed expression many times;
///   ``handWritten(_:)`` is the same formula written in Swift.
///
/// ```swift
/// let lines = Workloads.shortLines(count: 1_000)
/// let values = lines.map { try? Parser.expression($0, as: Evaluation.self).value }
/// ```
public enum Workloads {
  /// The seed of ``shortLines(count:seed:)`` unless told otherwise.
  ///
  /// The long line and the formula use the next seeds; `scripts/workloads.py` uses the same.
  ///
  /// ```swift
  /// Workloads.shortLines(count: 10, seed: Workloads.defaultSeed + 100)  // other lines
  /// ```
  public static let defaultSeed: UInt64 = 20_250_101

  /// `count` short lines from `seed`.
  ///
  /// Each line has 5 or 6 numbers (integers 1 to 99 or one-decimal numbers such as `12.5`)
  /// joined by `+ - * /` in a random tree, printed with the fewest parentheses; lines outside
  /// 20 to 40 bytes, or with a divisor that is zero (or within 1e-9 of it), are drawn again.
  ///
  /// ```swift
  /// Workloads.shortLines(count: 2)  // ["20 - 70.8 + (58 * 0.4 + 74) * 89", "(65 / 92 - 91) * (1 + 19)"]
  /// ```
  public static func shortLines(count: Int, seed: UInt64 = defaultSeed) -> [String] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { _ in shortLine(&random) }
  }

  /// One short line (see ``shortLines(count:seed:)``).
  static func shortLine(_ random: inout SeededGenerator) -> String {
    while true {
      let leaves = 5 + random.below(2)
      let term = Term.random(leaves: leaves, &random) { random in
        random.chance(70)
          ? Term.leaf("\(1 + random.below(99))")
          : Term.leaf("\(random.below(100)).\(1 + random.below(9))")
      }
      let text = term.text
      if (20...40).contains(text.utf8.count), !term.dividesByZero { return text }
    }
  }

  /// A line of about 2,000 bytes (1,979), nested 34 deep.
  ///
  /// 250 numbers joined by `+ - * /` in a lopsided random tree (a third of the splits peel off
  /// a single leaf, which makes long chains), with unary minus, `abs(…)` and `sqrt(…)` here and
  /// there.
  ///
  /// ```swift
  /// Workloads.longLine.utf8.count  // about 2,000
  /// ```
  public static let longLine: String = {
    var random = SeededGenerator(seed: defaultSeed &+ 1)
    let term = Term.random(leaves: 250, lopsided: true, decorated: true, &random) { random in
      Term.leaf("\(1 + random.below(999))" + (random.chance(30) ? ".\(random.below(10))" : ""))
    }
    return term.text
  }()

  /// An expression nested `levels` deep: `1 + (2 - (3 * (4 / (… (levels + 1))))`.
  ///
  /// Each level is one pair of parentheses and one operation; the operators cycle through
  /// `+ - * /` and the numbers through 1 to 9.
  ///
  /// ```swift
  /// Workloads.nested(levels: 2)  // "1 + (2 - 3)"
  /// ```
  public static func nested(levels: Int) -> String {
    let symbols = [" + ", " - ", " * ", " / "]
    var text = ""
    for level in 0..<levels {
      text += "\(level % 9 + 1)" + symbols[level % 4] + (level < levels - 1 ? "(" : "")
    }
    text += "\(levels % 9 + 1)"
    text += String(repeating: ")", count: max(0, levels - 1))
    return text
  }

  /// The most deeply nested expression the parser accepts: ``nested(levels:)`` at
  /// ``Limits/maximumDepth`` of ``Limits/standard``.
  ///
  /// ```swift
  /// try Parser.expression(Workloads.deepest, as: Evaluation.self)  // parses; one more level fails
  /// ```
  public static let deepest = nested(levels: Limits.standard.maximumDepth + 1)
}

// MARK: - Formula

extension Workloads {
  /// A formula of 50 nodes over the variable `x`: 25 leaves (`x` or a constant), 24 of
  /// `+ - * /` and one unary minus.
  ///
  /// ```swift
  /// let compiled = try Parser.expression(Workloads.formula, as: Compiled.self, freeVariables: true)
  /// let f = try compiled.program(parameters: ["x"])
  /// f.evaluate(0.75) == Workloads.handWritten(0.75)  // true, bit for bit
  /// ```
  public static let formula: String = formulaTerm.text

  /// The formula's tree.
  static let formulaTerm: Term = {
    var random = SeededGenerator(seed: defaultSeed &+ 2)
    let constants = ["0.5", "1.5", "2", "3", "0.25", "7", "10", "1.75"]
    var drawn = 0
    return Term.random(leaves: 25, &random) { random in
      drawn += 1
      let name = random.chance(45) ? "x" : constants[random.below(constants.count)]
      return drawn == 7 ? .negate(.leaf(name)) : .leaf(name)
    }
  }()

  /// The values of `x` the formula is evaluated at: `count` evenly spaced in `[0.5, 1.5)`.
  ///
  /// ```swift
  /// Workloads.formulaArguments(count: 4)  // [0.5, 0.75, 1.0, 1.25]
  /// ```
  public static func formulaArguments(count: Int) -> [Double] {
    (0..<count).map { 0.5 + Double($0) / Double(count) }
  }
}

// MARK: - The formula by hand

extension Workloads {
  /// ``formula`` written in Swift by hand: the physical limit for evaluating it.
  ///
  /// The same operations on the same operands in the same order, so the same value bit for bit
  /// as every interpreter gives. Inlinable, so that a caller in another module compiles it into
  /// its own loop.
  ///
  /// ```swift
  /// Workloads.formula  // "x + 3 + 0.5 / (0.25 * (x + 0.25 / (-x * 1.5)) / x) - …"
  /// Workloads.handWritten(1)
  /// ```
  @inlinable
  public static func handWritten(_ x: Double) -> Double {
    // x + 3 + 0.5 / (0.25 * (x + 0.25 / (-x * 1.5)) / x) - (1.75 + x * x) / x
    //   * (((0.5 - (1.75 + 0.5 * 1.5)) / 1.75 - (0.5 + x) + (3 + x)) / (0.25 + x + x))
    let first: Double = x + 3 + 0.5 / (0.25 * (x + 0.25 / (-x * 1.5)) / x)
    let second: Double = (1.75 + x * x) / x
    let third: Double = (0.5 - (1.75 + 0.5 * 1.5)) / 1.75 - (0.5 + x) + (3 + x)
    return first - second * (third / (0.25 + x + x))
  }
}
