import Foundation
import Tagless
import Testing

// MARK: - Derivative size

/// The product rule copies both operands, so a derivative can be far larger than its
/// expression: building stops at ``Derivative/maximumTermBytes`` rather than exhausting memory.
@Suite("Derivative size")
struct DerivativeSizeTests {
  typealias Printed = Derivative<Simplified<PrettyPrint>>

  /// A product of 250 factors, each a sum of 60 sines (about 200 KB): its derivative would be
  /// about 250² / 2 × 2 KB, past the bound from about the 130th factor on.
  static let product = Array(
    repeating: "(" + (0..<60).map { "sin(x + \($0))" }.joined(separator: " + ") + ")",
    count: 250
  ).joined(separator: " * ")

  @Test(
    "A product whose derivative passes the bound is refused, also inside sums, calls and max",
    arguments: ["P", "1 + P", "max(x, P)", "x > 0 ? P : x"])
  func tooLarge(_ pattern: String) throws {
    let line = pattern.replacingOccurrences(of: "P", with: Self.product)
    let result = try Parser.expression(line, as: Printed.self, freeVariables: true)
    #expect(result.isTooLarge)
    #expect(result.partials.isEmpty)
  }

  @Test("Below the bound nothing changes", arguments: [10, 100])
  func smallProducts(_ factors: Int) throws {
    let line = Array(repeating: "sin(x + 1)", count: factors).joined(separator: " * ")
    let result = try Parser.expression(line, as: Printed.self, freeVariables: true)
    #expect(!result.isTooLarge)
    #expect(result.derivative(by: "x").residual.text.contains("cos(x + 1)"))
  }

  @Test(
    "Products and quotients of thousands of factors stop at the bound",
    arguments: [" * ", " / "])
  func longProducts(_ symbol: String) throws {
    let line = Array(repeating: "x", count: 3_000).joined(separator: symbol)
    let result = try Parser.expression(line, as: Printed.self, freeVariables: true)
    #expect(result.isTooLarge)
  }

  /// The sum rule moves its operands' terms into the result, so a chain of 100,000 terms is
  /// differentiated and simplified term by term (its text is extended, not copied).
  @Test("A long sum is differentiated and simplified whole")
  func longSum() throws {
    let line = Array(repeating: "x * y", count: 100_000).joined(separator: " + ")
    let result = try Parser.expression(line, as: Printed.self, freeVariables: true)
    let byX = result.derivative(by: "x").residual.text
    // x + x is 2 * x exactly; 2x + x is not 3x in floating point, so the rest stays.
    #expect(byX.hasPrefix("2 * y + y + y + "))
    #expect(byX.split(separator: "+").count == 99_999)
    let difference = "x - " + Array(repeating: "y * x", count: 100_000).joined(separator: " - ")
    let minus = try Parser.expression(difference, as: Printed.self, freeVariables: true)
    let byY = minus.derivative(by: "y").residual.text
    #expect(byY.hasPrefix("-x - x - "))
    #expect(byY.split(separator: "-").count == 100_000)
  }

  /// A derivative focused on one name treats every other variable as a constant, so a product
  /// of 20,000 factors of `y` costs nothing by `x`, where every partial would pass the bound.
  @Test("Only the partial asked for is built")
  func focused() throws {
    let line = Array(repeating: "y", count: 20_000).joined(separator: " * ") + " + x * x"
    let all = try Parser.expression(line, as: Printed.self, freeVariables: true)
    #expect(all.isTooLarge)
    let byX = try Printed.focused(on: "x") { () throws(ParseError) in
      try Parser.expression(line, as: Printed.self, freeVariables: true)
    }
    #expect(!byX.isTooLarge)
    #expect(Array(byX.partials.keys) == ["x"])
    #expect(byX.derivative(by: "x").residual.text == "2 * x")
    let byY = try Printed.focused(on: "y") { () throws(ParseError) in
      try Parser.expression(line, as: Printed.self, freeVariables: true)
    }
    #expect(byY.isTooLarge)
  }
}
