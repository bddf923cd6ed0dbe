import Tagless

/// Where the tanh-sinh rule's nodes fall on the integration range, and the factor `dx/dy`.
///
/// The rule works on `y` in `(-1, 1)`; a node is given by its distance `u = 1 - |y|` to the
/// nearer end, computed directly (`2 / (1 + exp(π sinh t))`) rather than as `1 - tanh(…)`,
/// so nodes close to an end keep all their digits. A finite range maps linearly; `[a, ∞)`
/// by `x = a + z / (1 - z)` with `z = (1 + y) / 2`; `(-∞, ∞)` by `x = y / (1 - y²)`.
struct TanhSinhMap {
  /// The range.
  enum Range {
    /// `[a, b]`, `half` being `(b - a) / 2`.
    case finite(Precise, Precise, half: Precise)
    /// `[a, ∞)`.
    case upper(Precise)
    /// `(-∞, b]`.
    case lower(Precise)
    /// `(-∞, ∞)`.
    case whole
  }

  /// The range mapped.
  let range: Range

  /// The point and factor at distance `u` from the right end of `(-1, 1)` (`u = 1`: the
  /// centre).
  func right(_ u: Precise) -> (x: Precise, factor: Precise) {
    switch range {
    case .finite(_, let b, let half):
      return (Precise.subtract(b, Precise.multiply(half, u)), half)
    case .upper(let a):
      let (offset, factor) = Self.far(u)
      return (Precise.add(a, offset), factor)
    case .lower(let b):
      let (offset, factor) = Self.far(u)
      return (Precise.subtract(b, offset), factor)
    case .whole:
      return Self.symmetric(u)
    }
  }

  /// The point and factor at distance `u` from the left end of `(-1, 1)`.
  func left(_ u: Precise) -> (x: Precise, factor: Precise) {
    switch range {
    case .finite(let a, _, let half):
      return (Precise.add(a, Precise.multiply(half, u)), half)
    case .upper(let a):
      let (offset, factor) = Self.near(u)
      return (Precise.add(a, offset), factor)
    case .lower(let b):
      let (offset, factor) = Self.near(u)
      return (Precise.subtract(b, offset), factor)
    case .whole:
      let (x, factor) = Self.symmetric(u)
      return (Precise.negate(x), factor)
    }
  }

  /// The finite end that the nodes of one side approach, if that side's end is finite.
  func end(right: Bool) -> Precise? {
    switch range {
    case .finite(let a, let b, _): right ? b : a
    case .upper(let a): right ? nil : a
    case .lower(let b): right ? nil : b
    case .whole: nil
    }
  }

  /// `z = 1 - u/2`: offset `(2 - u) / u`, factor `2 / u²`.
  private static func far(_ u: Precise) -> (Precise, Precise) {
    let two = Precise.number(2)
    return (
      Precise.divide(Precise.subtract(two, u), u),
      Precise.divide(two, Precise.multiply(u, u))
    )
  }

  /// `z = u/2`: offset `u / (2 - u)`, factor `2 / (2 - u)²`.
  private static func near(_ u: Precise) -> (Precise, Precise) {
    let two = Precise.number(2)
    let rest = Precise.subtract(two, u)
    return (Precise.divide(u, rest), Precise.divide(two, Precise.multiply(rest, rest)))
  }

  /// `y = 1 - u`: `x = (1 - u) / (u (2 - u))`, factor `(1 + (1 - u)²) / (u (2 - u))²`.
  private static func symmetric(_ u: Precise) -> (Precise, Precise) {
    let one = Precise.number(1)
    let y = Precise.subtract(one, u)
    let gap = Precise.multiply(u, Precise.subtract(Precise.number(2), u))
    let factor = Precise.divide(
      Precise.add(one, Precise.multiply(y, y)), Precise.multiply(gap, gap))
    return (Precise.divide(y, gap), factor)
  }
}
