/// A small, fast random number generator that gives the same sequence for the same seed on
/// every platform and Swift version (SplitMix64).
///
/// The workloads draw from it with ``below(_:)`` rather than the standard library's
/// `random(in:using:)`, whose algorithm may change between releases.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let digit = random.below(10)  // the same digit on every run
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  ///
  /// ```swift
  /// var random = SeededGenerator(seed: 1)
  /// ```
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  ///
  /// ```swift
  /// let bits = random.next()
  /// ```
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0), almost uniform: the bias is below 2^-50.
  ///
  /// ```swift
  /// let face = random.below(6) + 1
  /// ```
  public mutating func below(_ bound: Int) -> Int {
    Int(truncatingIfNeeded: next() % UInt64(bound))
  }

  /// True with probability `percent` / 100.
  ///
  /// ```swift
  /// if random.chance(30) { /* three times in ten */ }
  /// ```
  public mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }
}
