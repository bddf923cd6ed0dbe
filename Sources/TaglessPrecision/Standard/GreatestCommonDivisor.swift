import Tagless

extension StandardLibrary {
  /// `gcd(a, b)`: the greatest common divisor of two integers, never negative;
  /// `gcd(0, 0)` is 0.
  ///
  /// Exact on integers of any size. A non-integer argument fails in exact and precise and is
  /// NaN in the Double views. It has no derivative.
  static let gcd = IntegerFunction(name: "gcd", arity: 2) { a in
    .success(a[0].greatestCommonDivisor(with: a[1]).magnitude)
  }.descriptor(double: { a in doubleGCD(a[0], a[1]) }, LaTeXForm { a in "\\gcd(\(a[0]), \(a[1]))" })

  /// Euclid's algorithm on doubles: each remainder of two integral doubles is exact, so the
  /// result is the integers' greatest common divisor.
  static func doubleGCD(_ a: Double, _ b: Double) -> Double {
    guard a.isFinite, b.isFinite, a.rounded(.towardZero) == a, b.rounded(.towardZero) == b
    else { return .nan }
    var (x, y) = (a.magnitude, b.magnitude)
    while y != 0 { (x, y) = (y, x.truncatingRemainder(dividingBy: y)) }
    return x
  }
}
