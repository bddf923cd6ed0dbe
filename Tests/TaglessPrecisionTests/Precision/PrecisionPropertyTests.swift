import TaglessWorkloads
import Testing

@testable import Tagless
@testable import TaglessPrecision

/// Properties of Exact and Precise against the Double evaluator, over seeded random inputs.
@Suite struct PrecisionPropertyTests {
  /// A double's exact value as a rational (every finite double is one).
  static func rational(_ x: Double) -> Rational {
    guard x != 0 else { return .zero }
    // Subnormals have no leading one and the lowest exponent.
    let significand = BigInt(x.significandBitPattern | (x.isNormal ? 1 << 52 : 0))
    let exponent = Int(x.isNormal ? x.exponent : -1022) - 52
    let signed = x < 0 ? -significand : significand
    if exponent >= 0 { return Rational(signed << exponent) }
    return Rational(signed, BigInt(1) << (-exponent))
  }

  // MARK: Exact against Evaluation

  /// A random literal: an integer, or a decimal whose fraction is dyadic (exact in doubles)
  /// or not (`.1`, `.3`: the double is not the value written), with its double when exact.
  static func literal(_ random: inout SeededGenerator) -> (text: String, value: Double?) {
    let whole = random.below(200) - 100
    guard random.chance(40) else { return ("\(whole)", Double(whole)) }
    let fractions: [(String, Double?)] = [
      ("5", 0.5), ("25", 0.25), ("75", 0.75), ("125", 0.125), ("1", nil), ("3", nil),
    ]
    let (digits, fraction) = fractions[random.below(fractions.count)]
    let value = fraction.map { whole < 0 ? Double(whole) - $0 : Double(whole) + $0 }
    return ("\(whole).\(digits)", value)
  }

  /// `a + b` when the double sum is exact (its rounding error, by Knuth's TwoSum, is zero).
  static func exactSum(_ a: Double, _ b: Double) -> Double? {
    let sum = a + b
    guard sum.isFinite else { return nil }
    let part = sum - a
    return (a - (sum - part)) + (b - part) == 0 ? sum : nil
  }

  /// `a · b` when the double product is exact (a fused multiply-add finds no error).
  static func exactProduct(_ a: Double, _ b: Double) -> Double? {
    let product = a * b
    guard product.isFinite else { return nil }
    return (-product).addingProduct(a, b) == 0 ? product : nil
  }

  /// `a / b` when the double quotient is exact (quotient times divisor gives back `a`).
  static func exactQuotient(_ a: Double, _ b: Double) -> Double? {
    guard b != 0 else { return nil }
    let quotient = a / b
    guard quotient.isFinite else { return nil }
    return (-a).addingProduct(quotient, b) == 0 ? quotient : nil
  }

  /// `a^n` by repeated exact products.
  static func exactPower(_ a: Double, _ n: Int) -> Double? {
    var result: Double? = 1
    for _ in 0..<n { result = result.flatMap { exactProduct($0, a) } }
    return result
  }

  /// A random expression and its value in doubles when every step of it is exact.
  ///
  /// Literals with + - * / %, ^ (exponents 0 to 4), unary minus, abs, floor, ceil, round,
  /// trunc, min and max; the value is nil when some step of the double computation rounds.
  /// Exactness is decided by error-free transformations on the doubles alone, independently
  /// of ``Exact``.
  static func expression(_ random: inout SeededGenerator, depth: Int)
    -> (text: String, value: Double?)
  {
    if depth == 0 || random.chance(25) { return literal(&random) }
    let (a, x) = expression(&random, depth: depth - 1)
    let (b, y) = expression(&random, depth: depth - 1)
    func both(_ f: (Double, Double) -> Double?) -> Double? {
      guard let x, let y else { return nil }
      return f(x, y)
    }
    switch random.below(12) {
    case 0: return ("(\(a) + \(b))", both(exactSum))
    case 1: return ("(\(a) - \(b))", both { exactSum($0, -$1) })
    case 2: return ("(\(a) * \(b))", both(exactProduct))
    case 3: return ("(\(a) / \(b))", both(exactQuotient))
    case 4:
      // fmod is always exact.
      return ("(\(a) % \(b))", both { $1 == 0 ? nil : $0.truncatingRemainder(dividingBy: $1) })
    case 5:
      let n = random.below(5)
      return ("(\(a)) ^ \(n)", x.flatMap { exactPower($0, n) })
    case 6: return ("-(\(a))", x.map { -$0 })
    case 7: return ("abs(\(a))", x.map { Swift.abs($0) })
    case 8:
      let rules: [(String, FloatingPointRoundingRule)] = [
        ("floor", .down), ("ceil", .up), ("round", .toNearestOrAwayFromZero),
        ("trunc", .towardZero),
      ]
      let (name, rule) = rules[random.below(rules.count)]
      return ("\(name)(\(a))", x.map { $0.rounded(rule) })
    case 9: return ("min(\(a), \(b))", both { Swift.min($0, $1) })
    default:
      let (c, z) = literal(&random)
      return ("max(\(a), \(b), \(c))", both { u, v in z.map { Swift.max(u, v, $0) } })
    }
  }

  @Test func exactAgreesWithEvaluationWhereDoublesAreExact() throws {
    var random = SeededGenerator(seed: 11)
    var compared = 0
    for _ in 0..<400 {
      let (text, value) = Self.expression(&random, depth: 3)
      guard let value else { continue }
      // Every step exact: the evaluator gives that value, and Exact the same number.
      #expect(try Parser.expression(text, as: Evaluation.self).value == value, "\(text)")
      let exact = try Parser.expression(text, as: Exact.self)
      #expect(exact.rational == Self.rational(value), "\(text): \(exact)")
      #expect(exact.doubleValue == value, "\(text)")
      compared += 1
    }
    #expect(compared > 100)
  }

  @Test func exactRoundsToTheDoubleOfEvaluationForExactOperations() throws {
    // Operands exact in doubles (integers, and halves, quarters, eighths), operations whose
    // double results are exact: the two must be the same double.
    var random = SeededGenerator(seed: 12)
    for _ in 0..<300 {
      let a = Double(random.below(1 << 20) - (1 << 19)) / Double(1 << random.below(4))
      let b = Double(random.below(1 << 20) - (1 << 19)) / Double(1 << random.below(4))
      for op in ["+", "-", "*"] {
        let text = "\(a) \(op) \(b)"
        let double = try Parser.expression(text, as: Evaluation.self).value
        let exact = try Parser.expression(text, as: Exact.self)
        #expect(exact.doubleValue == double, "\(text)")
      }
    }
  }

  @Test func doublesOfRationalsJustOffAHalfwayPoint() {
    // Halfway between 1 and the next double; 10^-900 to either side must decide, though
    // rounding to 800 digits would land on the halfway point itself.
    let halfway = Rational(1) + Rational(BigInt(1), BigInt(1) << 53)
    let tiny = Rational(BigInt(1), IntegerRoots.powerOfTen(900))
    #expect(Exact.double(halfway) == 1)
    #expect(Exact.double(halfway + tiny) == 1.0.nextUp)
    #expect(Exact.double(halfway - tiny) == 1)
    #expect(Exact.double(-(halfway + tiny)) == -(1.0.nextUp))
  }

  // MARK: Precise against Evaluation

  /// A random non-zero operand with at most 26 significant bits times 2^-8 to 1 (and 1e10 now
  /// and then): exact as a double, and its shortest text (at most 14 significant digits) is its
  /// exact value, so the evaluator and Precise read the same number.
  static func operand(_ random: inout SeededGenerator) -> Double {
    let significand = Double(random.below(1 << 26) + 1)
    let value = significand / Double(1 << random.below(9)) * (random.chance(50) ? 1 : -1)
    return random.chance(20) ? value * 1e10 : value
  }

  /// The five operations on two operands, as text.
  static func operations(_ a: Double, _ b: Double) -> [String] {
    ["\(a) + \(b)", "\(a) - \(b)", "\(a) * \(b)", "\(a) / \(b)", "sqrt(\(Swift.abs(a)))"]
  }

  /// The result of `text` in Precise at `digits` digits.
  static func precise(_ text: String, _ digits: Int) throws -> BigDecimal? {
    try Precision.withDigits(digits) { () throws(ParseError) -> BigDecimal? in
      try Parser.expression(text, as: Precise.self).value
    }
  }

  @Test func operandsAreReadExactly() throws {
    var random = SeededGenerator(seed: 13)
    for _ in 0..<100 {
      let a = Self.operand(&random)
      #expect(try Parser.expression("\(a)", as: Exact.self).rational == Self.rational(a), "\(a)")
    }
  }

  @Test func preciseAt40DigitsRoundsToTheSameDouble() throws {
    // Why 40 digits and not 17. Both the evaluator and Precise round correctly, but Precise
    // rounds to decimal digits, and rounding that again to a double goes wrong exactly when a
    // halfway point between two doubles lies between the exact result and its decimal
    // rounding. For + - * / and sqrt of doubles, an exact result that is not itself such a
    // halfway point is at least about 2^-107 of its size away from every one (the difference
    // is a non-zero multiple of the lowest bit of the operands and of the halfway point), and
    // none is one here (a halfway point has an odd 54-bit significand: a/b or sqrt(a) equal to
    // it would need a with more bits). 40 digits are within 2^-130 of the result, so the
    // rounding to a double must give the evaluator's double, every time.
    var random = SeededGenerator(seed: 13)
    for _ in 0..<300 {
      let a = Self.operand(&random)
      let b = Self.operand(&random)
      for text in Self.operations(a, b) {
        let double = try Parser.expression(text, as: Evaluation.self).value
        #expect(try Self.precise(text, 40)?.doubleValue == double, "\(text)")
      }
    }
  }

  @Test func preciseAt17DigitsDiffersOnlyByDoubleRounding() throws {
    // At 17 digits (about 56.5 bits) the double rounding above can happen: rounding first to
    // 17 digits and then to a double may cross a halfway point between two doubles. So the
    // property checked is: the double of Precise's 17 digits is the evaluator's, or its
    // neighbour with a halfway point between the exact result (80 digits stand for it) and
    // the 17 digits; and the neighbours are the exception.
    var random = SeededGenerator(seed: 14)
    var agreed = 0
    var total = 0
    for _ in 0..<300 {
      let a = Self.operand(&random)
      let b = Self.operand(&random)
      for text in Self.operations(a, b) {
        let double = try Parser.expression(text, as: Evaluation.self).value
        guard let short = try Self.precise(text, 17), let long = try Self.precise(text, 80)
        else {
          Issue.record("\(text) has no value in Precise")
          continue
        }
        total += 1
        // The 17 digits are within half a unit of their last place from the exact result (80
        // digits stand for it: a result here is a decimal of at most 28 digits, or at least
        // 10^-30 of its size away from a 17-digit tie).
        let unit = Rational(BigDecimal(BigInt(1), exponent: (short.leadingExponent ?? 0) - 16))
        let error = (Rational(short) - Rational(long)).magnitude
        #expect(Rational.compare(error + error, unit) <= 0, "\(text): \(short) for \(long)")
        if short.doubleValue == double {
          agreed += 1
          continue
        }
        let neighbour = short.doubleValue > double ? double.nextUp : double.nextDown
        #expect(short.doubleValue == neighbour, "\(text): \(short) is not next to \(double)")
        let halfway =
          Rational.dividing(
            Self.rational(double) + Self.rational(neighbour), by: Rational(2)) ?? .zero
        let low = Rational.compare(Rational(long), halfway)
        let high = Rational.compare(Rational(short), halfway)
        #expect(low * high <= 0, "\(text): no halfway point between \(long) and \(short)")
      }
    }
    #expect(total == 1_500)
    #expect(agreed * 100 >= total * 90, "\(agreed) of \(total)")
  }
}
