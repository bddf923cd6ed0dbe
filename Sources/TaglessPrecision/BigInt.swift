import CGMP
import Tagless

/// A signed integer of unlimited size, on GMP's `mpz` integers: the significands of
/// ``BigDecimal`` and the numerators and denominators of ``Rational``.
///
/// GMP multiplies, divides, takes roots and converts to decimal with the asymptotically fast
/// algorithms (Toom-Cook and FFT products, divide-and-conquer division and radix conversion),
/// so the precision work needs no big-integer kernel of its own. Division and the right shift
/// truncate toward zero, as Swift's `Int` divides.
///
/// ```swift
/// let x = BigInt(10).power(30) + 7
/// x % 13            // 10
/// x.description     // "1000000000000000000000000000007"
/// ```
public struct BigInt: @unchecked Sendable {
  /// The sign of a value; zero has `.plus`.
  public enum Sign: Sendable {
    /// Zero or above.
    case plus
    /// Below zero.
    case minus
  }

  /// Where the value lives: in a word when it fits in an `Int`, in a GMP integer otherwise.
  ///
  /// The form is canonical (a value that fits is always a word), so equality and hashing may
  /// look at words alone. Exact arithmetic is mostly on small numerators and denominators
  /// (a recursion's counters, a sum's terms): a word costs no allocation, where a GMP integer
  /// costs two (the storage object and GMP's limbs) and a reference count.
  enum Representation {
    /// A value in `Int`'s range.
    case word(Int)
    /// A value beyond it.
    case gmp(GMPStorage)
  }

  /// The value.
  let representation: Representation

  /// A value from its representation, which must be canonical.
  init(representation: Representation) { self.representation = representation }

  /// The value `body` writes into a new integer.
  @inline(__always)
  static func make(_ body: (UnsafeMutablePointer<__mpz_struct>) -> Void) -> BigInt {
    let storage = GMPStorage.make(body)
    if let word = storage.word { return BigInt(representation: .word(word)) }
    return BigInt(representation: .gmp(storage))
  }

  /// Reads the value as a GMP integer (a word through a read-only one on the stack).
  @inline(__always)
  func read<Result>(_ body: (UnsafePointer<__mpz_struct>) -> Result) -> Result {
    switch representation {
    case .gmp(let storage):
      return storage.read(body)
    case .word(let value):
      var integer = __mpz_struct()
      var limb: mp_limb_t = 0
      return withUnsafeMutablePointer(to: &limb) { limb in
        withUnsafeMutablePointer(to: &integer) { integer in
          tagless_mpz_roinit_si(integer, limb, value)
          return body(UnsafePointer(integer))
        }
      }
    }
  }

  /// The value as an `Int`, when it is held in a word.
  @inline(__always)
  var word: Int? {
    if case .word(let value) = representation { return value }
    return nil
  }

  @inline(__always)
  func combined(
    with other: BigInt,
    _ operation: (
      UnsafeMutablePointer<__mpz_struct>, UnsafePointer<__mpz_struct>, UnsafePointer<__mpz_struct>
    ) -> Void
  ) -> BigInt {
    read { a in other.read { b in BigInt.make { operation($0, a, b) } } }
  }

  /// The value of `operation` on this, written into a new integer.
  @inline(__always)
  func mapped(
    _ operation: (UnsafeMutablePointer<__mpz_struct>, UnsafePointer<__mpz_struct>) -> Void
  ) -> BigInt {
    read { a in BigInt.make { operation($0, a) } }
  }

  // MARK: Making values

  /// Zero.
  public init() { self.init(representation: .word(0)) }

  /// An integer.
  public init(_ value: Int) { self.init(representation: .word(value)) }

  /// A word.
  public init(_ value: UInt) {
    if let word = Int(exactly: value) {
      self.init(representation: .word(word))
    } else {
      self = .make { tagless_mpz_set_ui($0, value) }
    }
  }

  /// A 64-bit word.
  public init(_ value: UInt64) { self.init(UInt(value)) }

  /// A sign and a magnitude (whose own sign is ignored); zero stays zero.
  public init(sign: Sign, magnitude: BigInt) {
    let negative = sign == .minus && magnitude.signum == 1
    self = negative ? magnitude.mapped(tagless_mpz_neg) : magnitude.magnitude
  }

  /// The number whose words (from the lowest) are `words`, non-negative.
  public init(words: [UInt]) {
    self = .make { result in
      words.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        tagless_mpz_import_words(result, buffer.count, base)
      }
    }
  }

  // MARK: Properties

  /// -1, 0 or 1.
  public var signum: Int {
    if let word { return word.signum() }
    return Int(read { tagless_mpz_sgn($0) })
  }

  /// True for zero.
  public var isZero: Bool { signum == 0 }

  /// `.minus` below zero, `.plus` otherwise.
  public var sign: Sign { signum < 0 ? .minus : .plus }

  /// The absolute value.
  public var magnitude: BigInt {
    if let word, word != .min { return BigInt(representation: .word(abs(word))) }
    return signum < 0 ? mapped(tagless_mpz_abs) : self
  }

  /// The number of bits of the magnitude (0 for zero).
  public var bitWidth: Int { isZero ? 0 : Int(read { tagless_mpz_sizeinbase($0, 2) }) }

  /// The number of trailing zero bits of the magnitude (0 for zero).
  public var trailingZeroBitCount: Int {
    isZero ? 0 : Int(read { tagless_mpz_scan1($0, 0) })
  }

  /// True for an odd value.
  public var isOdd: Bool {
    if let word { return word & 1 != 0 }
    return read { tagless_mpz_odd_p($0) } != 0
  }

  /// The lowest word of the magnitude.
  var lowWord: UInt {
    if let word { return word.magnitude }
    return read { tagless_mpz_getlimbn($0, 0) }
  }

  /// The value as an `Int`, when it fits.
  public var intValue: Int? { word }

  /// log2 of the magnitude, roughly (53 bits of it); minus infinity for zero.
  var log2Magnitude: Double {
    if isZero { return -.infinity }
    var exponent = 0
    let fraction = read { tagless_mpz_get_d_2exp(&exponent, $0) }
    return log2(fraction.magnitude) + Double(exponent)
  }
}

extension BigInt: ExpressibleByIntegerLiteral {
  /// An integer literal.
  public init(integerLiteral value: Int) { self.init(value) }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
