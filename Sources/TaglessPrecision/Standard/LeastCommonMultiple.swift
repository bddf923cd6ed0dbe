import Tagless

extension StandardLibrary {
  /// `lcm(a, b)`: the least common multiple of two integers, never negative; 0 when either
  /// is 0.
  ///
  /// Exact on integers of any size. A non-integer argument fails in exact and precise and is
  /// NaN in the Double views. It has no derivative.
  static let lcm = IntegerFunction(name: "lcm", arity: 2) { a in
    guard !a[0].isZero, !a[1].isZero else { return .success(0) }
    let divisor = a[0].greatestCommonDivisor(with: a[1])
    return .success((a[0] / divisor * a[1]).magnitude)
  }.descriptor(LaTeXForm { a in "\\operatorname{lcm}(\(a[0]), \(a[1]))" })
}
