#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - DualNumber

/// Forward-mode automatic differentiation: a value and its partial derivatives by variable
/// name, computed as numbers while parsing.
///
/// A dual number `a + b ε` with `ε² = 0` carries a derivative through every operation; this one
/// carries one `b` per variable (a sparse tangent vector), so a single parse gives the whole
/// gradient. Variables take the values they have in the environment, with derivative 1 by their
/// own name. The rules are those of ``Derivative``, evaluated on the spot.
///
/// ```swift
/// var environment = Environment()
/// environment.assign("x", 2)
/// let dual = try Parser.expression("x^3 + sin(x)", as: DualNumber.self, in: environment)
/// dual.value                     // 8.909297426825681
/// dual.derivative(by: "x")       // 11.583853163452858 (3 * 2^2 + cos(2))
/// ```
public struct DualNumber: Hashable, Sendable {
  /// The value.
  public var value: Double
  /// The partial derivatives by variable name; a variable that is absent has derivative 0.
  public var partials: [String: Double]

  /// A value with its partial derivatives.
  public init(_ value: Double, partials: [String: Double] = [:]) {
    self.value = value
    self.partials = partials
  }

  /// The derivative by the variable `name` (0 when the value does not depend on it).
  public func derivative(by name: String) -> Double { partials[name] ?? 0 }

  // MARK: Rules

  /// Applies `rule` to both operands' partials by each name either has; nil means zero.
  static func combine(
    _ lhs: Self, _ rhs: Self, value: Double, _ rule: (Double?, Double?) -> Double?
  ) -> Self {
    var partials: [String: Double] = [:]
    for name in Set(lhs.partials.keys).union(rhs.partials.keys) {
      partials[name] = rule(lhs.partials[name], rhs.partials[name])
    }
    return Self(value, partials: partials)
  }

  /// The chain rule: multiplies each partial by `slope`.
  static func chain(_ operand: Self, value: Double, slope: Double) -> Self {
    Self(value, partials: operand.partials.mapValues { slope * $0 })
  }

  /// The chain rule with a quotient: divides each partial by `denominator`.
  static func chain(_ operand: Self, value: Double, over denominator: Double) -> Self {
    Self(value, partials: operand.partials.mapValues { $0 / denominator })
  }
}

// MARK: - Arithmetic

extension DualNumber: Arithmetic {
  /// A number: derivative 0.
  public static func number(_ value: Double) -> Self { Self(value) }

  /// `(u + v)' = u' + v'`.
  public static func add(_ lhs: Self, _ rhs: Self) -> Self {
    combine(lhs, rhs, value: lhs.value + rhs.value) { du, dv in
      guard let du else { return dv }
      guard let dv else { return du }
      return du + dv
    }
  }

  /// `(u - v)' = u' - v'`.
  public static func subtract(_ lhs: Self, _ rhs: Self) -> Self {
    combine(lhs, rhs, value: lhs.value - rhs.value) { du, dv in
      guard let dv else { return du }
      guard let du else { return -dv }
      return du - dv
    }
  }

  /// `(u v)' = u' v + u v'`.
  public static func multiply(_ lhs: Self, _ rhs: Self) -> Self {
    let (u, v) = (lhs.value, rhs.value)
    return combine(lhs, rhs, value: u * v) { du, dv in
      switch (du, dv) {
      case (let du?, let dv?): du * v + u * dv
      case (let du?, nil): du * v
      case (nil, let dv?): u * dv
      case (nil, nil): nil
      }
    }
  }

  /// `(u / v)' = (u' v - u v') / v ^ 2`.
  public static func divide(_ lhs: Self, _ rhs: Self) -> Self {
    let (u, v) = (lhs.value, rhs.value)
    let square = pow(v, 2)
    return combine(lhs, rhs, value: u / v) { du, dv in
      switch (du, dv) {
      case (let du?, let dv?): (du * v - u * dv) / square
      case (let du?, nil): du / v
      case (nil, let dv?): -(u * dv) / square
      case (nil, nil): nil
      }
    }
  }

  /// `(u % v)' = u' - trunc(u / v) v'` between the jumps.
  public static func remainder(_ lhs: Self, _ rhs: Self) -> Self {
    let (u, v) = (lhs.value, rhs.value)
    let quotient = (u / v).rounded(.towardZero)
    return combine(lhs, rhs, value: fmod(u, v)) { du, dv in
      guard let dv else { return du }
      guard let du else { return -(quotient * dv) }
      return du - quotient * dv
    }
  }

  /// `(-u)' = -u'`.
  public static func negate(_ operand: Self) -> Self {
    Self(-operand.value, partials: operand.partials.mapValues { -$0 })
  }
}
