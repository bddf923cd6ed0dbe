import Tagless

/// Where a sampled curve breaks: a pole (`1/x` at 0) or a jump (`floor(x)`), between two
/// neighbouring samples that a plot must then not join.
///
/// Two samples far apart in value may be the steep part of a continuous curve or the two sides
/// of a break. Halving the interval tells them apart: a continuous curve's change over the
/// half that changes more soon falls below half the first change (it shrinks with the
/// interval), while across a jump it stays the jump, and across a pole it grows. A value that
/// is not finite on the way (`1/0`) is a break too.
enum Continuity {
  /// The most halvings of one interval: enough for a change to shrink well below half even
  /// where the slope is infinite (`sqrt(x)` at 0 shrinks by √2 a halving).
  static let halvings = 10

  /// Whether the curve breaks between `a` (value `ya`) and `b` (value `yb`).
  static func breaks(
    between a: Double, _ ya: Double, and b: Double, _ yb: Double, of curve: (Double) -> Double
  ) -> Bool {
    let first = Swift.abs(yb - ya)
    guard first > 0 else { return false }
    var (a, ya, b, yb) = (a, ya, b, yb)
    for _ in 0..<halvings {
      let middle = a / 2 + b / 2
      // Two neighbouring doubles: nothing lies between them to join through.
      guard middle > a, middle < b else { return true }
      let y = curve(middle)
      guard y.isFinite else { return true }
      let (left, right) = (Swift.abs(y - ya), Swift.abs(yb - y))
      if Swift.max(left, right) < first / 2 { return false }
      if left >= right { (b, yb) = (middle, y) } else { (a, ya) = (middle, y) }
    }
    return true
  }
}
