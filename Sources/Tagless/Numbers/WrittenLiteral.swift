/// A number literal as the user wrote it, told apart by form: plain decimal, decimal with `_`
/// digit separators, or an integer in base 16, 8 or 2 (`0xff`, `0o17`, `0b1010`).
///
/// The parser hands interpreters a literal's bytes as written
/// (``Arithmetic/number(_:bytes:)``). One that reads numbers exactly uses this to read them:
/// the separators carry no value, and a based integer's digits are not decimal digits.
///
/// ```swift
/// Array("1_000.5".utf8).withUnsafeBufferPointer(WrittenLiteral.init)
/// // .separated(digits: "1000.5")
/// Array("0xff".utf8).withUnsafeBufferPointer(WrittenLiteral.init)
/// // .integer(radix: 16, digits: "ff")
/// ```
public enum WrittenLiteral: Equatable, Sendable {
  /// A decimal literal without separators: the bytes read as they are.
  case decimal
  /// A decimal literal written with `_` separators, as the decimal without them.
  case separated(digits: String)
  /// An integer written in base `radix` (16, 8 or 2): its digits, without prefix and
  /// separators.
  case integer(radix: Int, digits: String)

  /// The form of the literal `bytes`, which the scanner has accepted as a number.
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), let radix = Self.radix(bytes[1]) {
      let digits = bytes[2...].filter { $0 != UInt8(ascii: "_") }
      self = .integer(radix: radix, digits: String(decoding: digits, as: UTF8.self))
    } else if bytes.contains(UInt8(ascii: "_")) {
      let digits = bytes.filter { $0 != UInt8(ascii: "_") }
      self = .separated(digits: String(decoding: digits, as: UTF8.self))
    } else {
      self = .decimal
    }
  }

  /// The base a prefix letter after `0` names (`x`, `o`, `b`, either case), nil for others.
  @inlinable
  public static func radix(_ letter: UInt8) -> Int? {
    switch letter | 0x20 {
    case UInt8(ascii: "x"): 16
    case UInt8(ascii: "o"): 8
    case UInt8(ascii: "b"): 2
    default: nil
    }
  }

  /// The value of `byte` as a digit in base `radix`, nil when it is not one.
  @inlinable
  public static func digit(_ byte: UInt8, radix: Int) -> Int? {
    let value: Int
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte &- UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte &- UInt8(ascii: "a")) &+ 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte &- UInt8(ascii: "A")) &+ 10
    default: return nil
    }
    return value < radix ? value : nil
  }

  /// The name of a base, for messages: "hexadecimal", "octal", "binary".
  public static func name(ofRadix radix: Int) -> String {
    switch radix {
    case 16: "hexadecimal"
    case 8: "octal"
    default: "binary"
    }
  }
}
