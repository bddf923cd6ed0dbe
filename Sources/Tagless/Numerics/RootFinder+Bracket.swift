extension RootFinder {
  /// Two points where the function has opposite signs (or `low == high` at an exact zero).
  struct Bracket {
    var low: Double
    var fLow: Double
    var high: Double
    var fHigh: Double

    init(_ low: Double, _ fLow: Double, _ high: Double, _ fHigh: Double) {
      (self.low, self.fLow, self.high, self.fHigh) = (low, fLow, high, fHigh)
    }

    /// The double halfway between the ends in the order of doubles (so a bracket spanning
    /// many binades halves its number of doubles), or nil when the ends are adjacent.
    var middle: Double? {
      let (lowKey, highKey) = (Self.key(low), Self.key(high))
      guard highKey > lowKey + 1 else { return nil }
      return Self.double((lowKey >> 1) + (highKey >> 1) + (lowKey & highKey & 1))
    }

    /// Keeps the half of the bracket where the sign changes.
    mutating func narrow(to middle: Double, _ fMiddle: Double) {
      if (fMiddle < 0) == (fLow < 0) {
        (low, fLow) = (middle, fMiddle)
      } else {
        (high, fHigh) = (middle, fMiddle)
      }
    }

    /// The position of a finite double in the order of doubles (`-0` and `0` share 0).
    static func key(_ x: Double) -> Int64 {
      let magnitude = Int64(bitPattern: x.magnitude.bitPattern)
      return x < 0 ? -magnitude : magnitude
    }

    /// The double at a position of ``key(_:)``.
    static func double(_ key: Int64) -> Double {
      let magnitude = Double(bitPattern: UInt64(key.magnitude))
      return key < 0 ? -magnitude : magnitude
    }
  }
}
