import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension StandardLibrary {
  /// `factorial(n)`, also written `n!`: 1 · 2 · … · n, and `0!` is 1.
  ///
  /// Exact on integers up to the size limit (`1000!` has 2,568 digits). The Double kernel
  /// gives the correctly rounded integer up to `170!` (about 7.257e306) and infinity from
  /// `171!`, and for a non-integer n the gamma function at n + 1 (`2.5!` is gamma(3.5),
  /// about 3.323); a negative integer is NaN (gamma has a pole there). Exact and precise
  /// take integers n ≥ 0 only: a non-integer fails (neither has a gamma function), as does
  /// a negative integer. It has no derivative.
  static let factorial = factorialIntegers.descriptor(
    double: doubleFactorial, LaTeXForm(factorialForm))

  /// n! on integers, or why there is none.
  static let factorialIntegers = IntegerFunction(name: "factorial", arity: 1) { a in
    guard a[0].signum >= 0 else {
      return .failure(ArithmeticFailure("'factorial' of a negative integer has no value"))
    }
    // 200,000! has about 3.3 million bits.
    guard let n = a[0].intValue, n <= 200_000 else {
      return .failure(
        ArithmeticFailure(
          "'factorial' takes n up to 200000 here; the result has millions of digits"))
    }
    return .success(IntegerFunction.product(after: 0, count: n))
  }

  /// n! in doubles: exact integers rounded, gamma(n + 1) for a non-integer.
  @Sendable static func doubleFactorial(_ a: [Double]) -> Double {
    let n = a[0]
    guard n.rounded(.towardZero) == n else { return tgamma(n + 1) }
    if n < 0 { return .nan }
    if n > 170 { return .infinity }
    return factorialIntegers.double(a)
  }

  /// `n!`, with the operand in parentheses unless it is a number or a name.
  @Sendable static func factorialForm(_ a: [String]) -> String {
    let atom = a[0].unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "."
    }
    return atom ? a[0] + "!" : "\\left(" + a[0] + "\\right)!"
  }
}
