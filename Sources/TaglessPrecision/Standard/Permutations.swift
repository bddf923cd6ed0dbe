import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension StandardLibrary {
  /// `nPr(n, k)`: the number of ordered choices of k of n things, `n! / (n - k)!`; 0 when
  /// k > n.
  ///
  /// Integers n ≥ 0 and k ≥ 0 (Python's `math.perm`), as `binomial`; exact on integers of
  /// any size. It has no derivative.
  static let permutations = permutationIntegers.descriptor(
    double: { a in
      // n!/(n-k)! ≥ (n - k + 1)^k.
      if IntegerFunction.integer(a[1]) != nil, a[1] >= 0, a[1] <= a[0],
        a[1] * log2(a[0] - a[1] + 1) > 1025
      {
        return .infinity
      }
      return permutationIntegers.double(a)
    }, LaTeXForm { a in "{}_{\(a[0])}P_{\(a[1])}" })

  /// n!/(n-k)! on integers, or why there is none.
  static let permutationIntegers = IntegerFunction(name: "nPr", arity: 2) { a in
    let (n, k) = (a[0], a[1])
    guard n.signum >= 0, k.signum >= 0 else {
      return .failure(ArithmeticFailure("'nPr' takes integers n ≥ 0 and k ≥ 0"))
    }
    if k > n { return .success(0) }
    guard let count = k.intValue, count <= IntegerFunction.maximumBits,
      count * n.bitWidth <= IntegerFunction.maximumBits
    else { return .failure(IntegerFunction.tooLarge("nPr")) }
    return .success(IntegerFunction.product(after: n - k, count: count))
  }
}
