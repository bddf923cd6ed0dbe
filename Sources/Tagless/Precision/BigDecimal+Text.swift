import BigInt

// MARK: - Text

extension BigDecimal {
  /// The exact value of a numeric literal: `digits [ "." digits ] [ ("e"|"E") ["+"|"-"] digits ]`
  /// (or starting with "."); nil for other text, or an exponent beyond
  /// ``Precision/maximumExponent``.
  ///
  /// ```swift
  /// BigDecimal(literal: "1.25e-3")   // 125 × 10^-5
  /// ```
  public init?(literal text: String) {
    var digits = ""
    var exponent = 0
    var seenPoint = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isASCII, character.isNumber {
        digits.append(character)
        if seenPoint { exponent -= 1 }
      } else if character == ".", !seenPoint {
        seenPoint = true
      } else {
        break
      }
      index = text.index(after: index)
    }
    guard !digits.isEmpty else { return nil }
    if index < text.endIndex {
      guard text[index] == "e" || text[index] == "E" else { return nil }
      let rest = text[text.index(after: index)...]
      var negative = false
      var body = Substring(rest)
      if let sign = body.first, sign == "+" || sign == "-" {
        negative = sign == "-"
        body = body.dropFirst()
      }
      guard !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      // Leading zeros do not make an exponent large.
      let significant = body.drop(while: { $0 == "0" })
      guard significant.count <= 17, let value = Int(significant.isEmpty ? "0" : significant)
      else { return nil }
      exponent += negative ? -value : value
    }
    guard let significand = BigInt(digits) else { return nil }
    self.init(significand, exponent: exponent)
    if !significand.isZero, let leading = leadingExponent,
      abs(leading) > Precision.maximumExponent
    {
      return nil
    }
  }

  /// The value of a finite double, as the shortest decimal that reads back as it: the decimal
  /// the calculator prints for it (`0.1` for the double nearest 0.1); nil for infinities and NaN.
  ///
  /// Every decimal of up to 15 significant digits comes back as itself.
  public init?(shortest value: Double) {
    guard value.isFinite else { return nil }
    if value == 0 {
      self = .zero
      return
    }
    let decimal = ShortestDecimal.decompose(value.magnitude.bitPattern)
    let significand = BigInt(decimal.significand)
    self.init(value < 0 ? -significand : significand, exponent: decimal.exponent)
  }

  /// The value in the calculator's layout: plain notation when `1e-6 ≤ |x| < 1e21`,
  /// scientific otherwise (`1.5e300`), with no trailing zeros.
  public var description: String {
    let value = normalized
    if value.isZero { return "0" }
    let digits = String(value.significand.magnitude)
    let sign = value.significand.sign == .minus ? "-" : ""
    let scientific = value.exponent + digits.count - 1
    if scientific >= 0 && scientific < 21 {
      if value.exponent >= 0 {
        return sign + digits + String(repeating: "0", count: value.exponent)
      }
      let split = digits.index(digits.startIndex, offsetBy: scientific + 1)
      return sign + digits[..<split] + "." + digits[split...]
    }
    if scientific < 0 && scientific >= -6 {
      return sign + "0." + String(repeating: "0", count: -scientific - 1) + digits
    }
    let first = digits.prefix(1)
    let rest = digits.dropFirst()
    return sign + first + (rest.isEmpty ? "" : "." + rest) + "e" + String(scientific)
  }

  /// The nearest double, correctly rounded (ties to even).
  ///
  /// Past 800 digits the rest is replaced by one sticky digit: a halfway point between two
  /// doubles has at most 767 significant digits, so the rounding cannot change.
  public var doubleValue: Double {
    let value = normalized
    guard let leading = value.leadingExponent else { return 0 }
    if leading > 400 { return value.isNegative ? -.infinity : .infinity }
    if leading < -400 { return value.isNegative ? -0.0 : 0 }
    var digits = String(value.significand.magnitude)
    var exponent = value.exponent
    if digits.count > 800 {
      exponent += digits.count - 801
      digits = String(digits.prefix(800)) + "1"
    }
    let text = (value.isNegative ? "-" : "") + digits + "e" + String(exponent)
    return Double(text) ?? .nan
  }
}

extension BigDecimal: CustomStringConvertible {}
