import Foundation

@testable import Tagless
@testable import TaglessPrecision

// Operators and functions on Precise for the test tables, so that one formula's text reads
// as a Double closure and as a Precise one. Literals become Precise exactly as the calculator
// reads them (`1e-10` is the tenth power); every operation rounds to the current digits.

func + (a: Precise, b: Precise) -> Precise { Precise.add(a, b) }
func - (a: Precise, b: Precise) -> Precise { Precise.subtract(a, b) }
func * (a: Precise, b: Precise) -> Precise { Precise.multiply(a, b) }
func / (a: Precise, b: Precise) -> Precise { Precise.divide(a, b) }
prefix func - (a: Precise) -> Precise { Precise.negate(a) }
func + (a: Int, b: Precise) -> Precise { Precise.number(Double(a)) + b }
func - (a: Int, b: Precise) -> Precise { Precise.number(Double(a)) - b }
func * (a: Int, b: Precise) -> Precise { Precise.number(Double(a)) * b }
func / (a: Int, b: Precise) -> Precise { Precise.number(Double(a)) / b }
func + (a: Precise, b: Int) -> Precise { a + Precise.number(Double(b)) }
func - (a: Precise, b: Int) -> Precise { a - Precise.number(Double(b)) }
func / (a: Precise, b: Int) -> Precise { a / Precise.number(Double(b)) }
func - (a: Precise, b: Double) -> Precise { a - Precise.number(b) }
func exp(_ x: Precise) -> Precise { Precise.function1(.exp, x) }
func log(_ x: Precise) -> Precise { Precise.function1(.log, x) }
func sin(_ x: Precise) -> Precise { Precise.function1(.sin, x) }
func cos(_ x: Precise) -> Precise { Precise.function1(.cos, x) }
func tan(_ x: Precise) -> Precise { Precise.function1(.tan, x) }
func atan(_ x: Precise) -> Precise { Precise.function1(.atan, x) }
func cosh(_ x: Precise) -> Precise { Precise.function1(.cosh, x) }
func pow(_ x: Precise, _ y: Double) -> Precise { Precise.power(x, Precise.number(y)) }
func pow(_ x: Int, _ y: Precise) -> Precise { Precise.power(Precise.number(Double(x)), y) }

extension Precise {
  /// `sqrt(self)`.
  func squareRoot() -> Precise { Precise.function1(.sqrt, self) }
}

/// A decimal read exactly at 60 digits (bounds and truths of the tables; a literal has no
/// sign of its own).
func exact(_ text: String) -> Precise {
  Precision.withDigits(60) {
    text.hasPrefix("-")
      ? Precise.negate(Precise.number(0, text: String(text.dropFirst())))
      : Precise.number(0, text: text)
  }
}
