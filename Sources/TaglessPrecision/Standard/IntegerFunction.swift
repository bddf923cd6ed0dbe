import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A function of integers to an integer, written once on big integers and given to every
/// interpreter as a `HostFunction`: `gcd`, `lcm`, `binomial`, `nPr`, `factorial`.
///
/// The exact interpreter gets the integer itself, the precise one its rounding to the
/// digits, the Double kernel its rounding to a double. An argument that is not an integer
/// (or is outside the function's domain) is a failure at the call's column in exact and
/// precise, and NaN in the Double views, as `sqrt(-1)` is there.
struct IntegerFunction: Sendable {
  /// The name calls use.
  let name: String
  /// How many integers it takes.
  let arity: Int
  /// The value from the integers, or why there is none.
  let compute: @Sendable ([BigInt]) -> Result<BigInt, ArithmeticFailure>

  /// The largest result, in bits, the function computes: a larger one would take long and
  /// print millions of digits.
  static let maximumBits = 4_000_000

  /// The descriptor: the Double kernel (by default the integer rounded to a double; NaN for
  /// a non-integer), the exact and precise kernels, `form` for LaTeX, marked `Prelude`.
  func descriptor(
    named called: String? = nil, double: (@Sendable ([Double]) -> Double)? = nil,
    _ form: LaTeXForm
  ) -> HostFunction {
    let this = self
    let kernel = double ?? { this.double($0) }
    return HostFunction(function: called ?? name, arity: arity, kernel)
      .with(form)
      .with(Prelude())
      .with(ExactKernel { this.exact($0) })
      .with(PreciseKernel { this.precise($0) })
  }

  /// The Double kernel's default: the integer result rounded to a double.
  func double(_ arguments: [Double]) -> Double {
    var integers: [BigInt] = []
    for argument in arguments {
      guard let integer = Self.integer(argument) else { return .nan }
      integers.append(integer)
    }
    guard case .success(let value) = compute(integers) else { return .nan }
    return Self.double(value)
  }

  /// The exact kernel: the integer, or a failure that says why there is none.
  func exact(_ arguments: [Exact]) -> Exact {
    var integers: [BigInt] = []
    for argument in arguments {
      guard case .success(.exact(let value)) = argument.result, value.isInteger else {
        let shown = argument.description
        return Exact(failure: "'\(name)' takes integers; \(shown) is not one")
      }
      integers.append(value.numerator)
    }
    return Exact(compute(integers).map { .exact(Rational($0)) })
  }

  /// The precise kernel: the integer rounded to the digits, or a failure.
  func precise(_ arguments: [Precise]) -> Precise {
    var integers: [BigInt] = []
    for argument in arguments {
      guard case .success(let decimal) = argument.operand, Rational(decimal).isInteger else {
        return Precise(failure: "'\(name)' takes integers; \(argument.description) is not one")
      }
      integers.append(Rational(decimal).numerator)
    }
    switch compute(integers) {
    case .success(let value): return Precise(rounding: BigDecimal(value))
    case .failure(let failure): return Precise(.failure(failure))
    }
  }

  // MARK: Conversions

  /// `value` as a big integer, when it is a finite integer.
  static func integer(_ value: Double) -> BigInt? {
    guard value.isFinite, value.rounded(.towardZero) == value else { return nil }
    if let small = Int(exactly: value) { return BigInt(small) }
    return BigDecimal(shortest: value).map { Rational($0).numerator }
  }

  /// `value` correctly rounded to a double.
  static func double(_ value: BigInt) -> Double {
    if let small = value.intValue, let double = Double(exactly: small) { return double }
    return Exact.double(Rational(value))
  }

  // MARK: Products

  /// `(base + 1)(base + 2)…(base + count)`, halving the range so that the factors GMP
  /// multiplies have like sizes.
  static func product(after base: BigInt, count: Int) -> BigInt {
    if count <= 0 { return 1 }
    if count <= 16 {
      var result = base + 1
      for step in stride(from: 2, through: count, by: 1) { result *= base + BigInt(step) }
      return result
    }
    let half = count / 2
    return product(after: base, count: half)
      * product(after: base + BigInt(half), count: count - half)
  }

  /// The failure of a result too large to compute.
  static func tooLarge(_ name: String) -> ArithmeticFailure {
    ArithmeticFailure("'\(name)' would have more than \(maximumBits) bits")
  }
}
