import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension StandardLibrary {
  /// `binomial(n, k)`, also called `nCr(n, k)`: the number of ways to choose k of n things,
  /// `n! / (k! (n - k)!)`; 0 when k > n.
  ///
  /// Integers n ≥ 0 and k ≥ 0 (Python's `math.comb`): another argument fails in exact and
  /// precise and is NaN in the Double views. Exact on integers of any size (`binomial(100,
  /// 50)` has 30 digits); the Double kernel rounds the exact integer, or is infinite when
  /// the result is surely beyond the doubles. It has no derivative.
  static let binomialIntegers = IntegerFunction(name: "binomial", arity: 2) { a in
    choose(a[0], a[1], "binomial")
  }

  /// `binomial(n, k)`, as a call of `binomial` or `nCr` prints.
  static func binomial(named name: String) -> HostFunction {
    binomialIntegers.descriptor(
      named: name, double: { a in doubleChoose(a[0], a[1]) },
      LaTeXForm { a in "\\binom{\(a[0])}{\(a[1])}" })
  }

  /// n choose k on integers, or why there is none.
  static func choose(_ n: BigInt, _ k: BigInt, _ name: String) -> Result<
    BigInt, ArithmeticFailure
  > {
    guard n.signum >= 0, k.signum >= 0 else {
      return .failure(ArithmeticFailure("'\(name)' takes integers n ≥ 0 and k ≥ 0"))
    }
    if k > n { return .success(0) }
    let smaller = min(k, n - k)
    guard let m = smaller.intValue, m <= IntegerFunction.maximumBits,
      m * n.bitWidth <= IntegerFunction.maximumBits
    else { return .failure(IntegerFunction.tooLarge(name)) }
    let falling = IntegerFunction.product(after: n - BigInt(m), count: m)
    return .success(falling.dividedExactly(by: IntegerFunction.product(after: 0, count: m)))
  }

  /// n choose k in doubles: the exact integer rounded, or infinity when at least 2^1024.
  static func doubleChoose(_ n: Double, _ k: Double) -> Double {
    guard let bigN = IntegerFunction.integer(n), let bigK = IntegerFunction.integer(k) else {
      return .nan
    }
    guard bigN.signum >= 0, bigK.signum >= 0 else { return .nan }
    if bigK > bigN { return 0 }
    // C(n, m) ≥ (n / m)^m for m ≤ n / 2.
    let m = min(k, n - k)
    if m * log2(n / m) > 1025 { return .infinity }
    guard case .success(let value) = choose(bigN, bigK, "binomial") else { return .nan }
    return IntegerFunction.double(value)
  }
}
