import Tagless
import TaglessPrecision

// MARK: - Display: numbers as the display in force shows them

extension Calculator {
  /// The significant digits the exactness check computes what leaves the rationals to: such
  /// a value is never exact, so few are enough.
  static let exactnessDigits = 20

  /// A value as the display in force shows it, an integer of `2^53` or more shown as not known
  /// to be exact (``NumberDisplay/string(_:)``).
  public func text(of value: Value) -> String {
    guard case .number(let number) = value else { return value.description }
    return display.string(number)
  }

  /// Whether the exact (rational) arithmetic gives the expression or assigned value of the
  /// line `bytes` exactly as the integer `value`: then the calculator display shows its
  /// every digit.
  ///
  /// Call it before the line is applied: the exact arithmetic reads `ans` and the variables
  /// as the line did.
  func isExact(_ value: Double, line bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let (environment, limits) = (self.environment, self.limits)
    return Self.isExact(value, in: environment, kept: kept) {
      switch try? Parser.statement(bytes, as: Exact.self, in: environment, limits: limits) {
      case .expression(let built)?, .assignment(_, let built)?: built
      default: nil
      }
    }
  }

  /// Whether `build`, run in the exact arithmetic, gives the integer `value` exactly.
  ///
  /// A line the exact arithmetic cannot answer (a failure, a value outside the rationals such
  /// as `sin(1)`, a Boolean) is not exact. A variable (and `ans`) holding an integer of `2^53`
  /// or more reads there as that integer, so that `2^64` then `ans` shows every digit again;
  /// another reads as the value the exact view kept for it, or as the shortest decimal of its
  /// double (``Exact``).
  static func isExact(
    _ value: Double, in environment: Environment, kept: [String: Precision.Kept],
    _ build: () -> Typed<Exact>?
  ) -> Bool {
    var kept = kept
    let held =
      environment.variables.map { ($0.key, $0.value) } + [
        (Names.lastResult, environment.lastResult)
      ]
    for case (let name, .number(let double)?) in held
    where NumberDisplay.isLargeInteger(double) && kept[name] == nil {
      if let integer = BigInt(NumberDisplay.integerDigits(double)) {
        kept[name] = Precision.Kept(.exact(Rational(integer)), double: double)
      }
    }
    let built = Precision.withDigits(exactnessDigits, keeping: kept, build)
    guard case .number(let exact)? = built, let rational = exact.rational, rational.isInteger
    else { return false }
    return rational.description == NumberDisplay.integerDigits(value)
  }
}

extension Rendering {
  /// A value of the expression as the display shows it: an integer of `2^53` or more in every
  /// digit when the exact arithmetic gives the expression as written that same integer
  /// (``Calculator/isExact(_:in:kept:_:)``), marked otherwise.
  public func text(of value: Value) -> String {
    guard case .number(let number) = value, display == .calculator,
      NumberDisplay.isLargeInteger(number)
    else { return value.number.map(display.string) ?? value.description }
    let written = self.written
    let exactly = Calculator.isExact(number, in: environment, kept: kept) {
      try? written.build(Exact.self) ?? nil
    }
    return NumberDisplay.largeInteger(number, exactly: exactly)
  }
}
