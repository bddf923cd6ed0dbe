import CGMP
import Tagless

// MARK: - Text

extension BigInt: LosslessStringConvertible {
  /// The value of decimal digits with an optional leading `-` (nil for other text).
  public init?(_ text: String) {
    // GMP itself would also skip white space and accept a leading "+"-less empty string.
    let bytes = text.utf8
    let digits = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
    guard !digits.isEmpty, digits.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
    var status: Int32 = 0
    let value = BigInt.make { result in status = tagless_mpz_set_str(result, text, 10) }
    guard status == 0 else { return nil }
    self = value
  }

  /// The value of `digits` in base `radix` (2 to 36; letters for digits above 9, either
  /// case), nil for text with any other byte.
  init?(digits: String, radix: Int) {
    guard (2...36).contains(radix), !digits.isEmpty,
      digits.utf8.allSatisfy({ WrittenLiteral.digit($0, radix: radix) != nil || radix > 16 })
    else { return nil }
    var status: Int32 = 0
    let value = BigInt.make { result in
      status = tagless_mpz_set_str(result, digits, Int32(radix))
    }
    guard status == 0 else { return nil }
    self = value
  }

  /// The decimal digits, with a leading `-` below zero.
  public var description: String { String(decoding: signedDecimalBytes, as: UTF8.self) }

  /// The decimal digits of the magnitude as ASCII bytes (`"0"` for zero).
  var decimalDigits: [UInt8] {
    let bytes = signedDecimalBytes
    return signum < 0 ? Array(bytes.dropFirst()) : bytes
  }

  /// The decimal digits of the magnitude as text (`"0"` for zero).
  var decimalText: String { String(decoding: decimalDigits, as: UTF8.self) }

  /// The decimal digits with a leading `-` below zero, as GMP writes them.
  private var signedDecimalBytes: [UInt8] {
    read { pointer in
      // GMP's size in base 10 is exact or one too many; room for the sign and the NUL.
      let capacity = tagless_mpz_sizeinbase(pointer, 10) + 2
      var bytes = [UInt8](repeating: 0, count: capacity)
      bytes.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { base in
          base.withMemoryRebound(to: CChar.self, capacity: capacity) { text in
            _ = tagless_mpz_get_str(text, 10, pointer)
          }
        }
      }
      if let end = bytes.firstIndex(of: 0) { bytes.removeSubrange(end...) }
      return bytes
    }
  }
}
