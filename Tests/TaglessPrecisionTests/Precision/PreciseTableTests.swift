import Foundation
import Testing

@testable import Tagless
@testable import TaglessPrecision

/// Precise against mpmath, digit for digit.
///
/// The table, `Tests/Precision/precision-table.txt`, is made by
/// `scripts/generate-precision-table.py` (every built-in function, the constants and the
/// operators at 50 and 1,000 digits). No Python is needed here: the table is committed.
@Suite struct PreciseTableTests {
  /// One line of the table.
  struct Entry: CustomTestStringConvertible, Sendable {
    let digits: Int
    let expression: String
    let value: String
    var testDescription: String { "\(expression) at \(digits) digits" }
  }

  static let entries: [Entry] = {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Precision/precision-table.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count == 3, let digits = Int(fields[0]) else { return nil }
      return Entry(digits: digits, expression: fields[1], value: fields[2])
    }
  }()

  @Test func theTableIsThere() {
    #expect(Self.entries.count > 150)
    #expect(Set(Self.entries.map(\.digits)) == [50, 1000])
    // Every built-in function appears.
    for name in UnaryFunction.allCases.map(\.name) + BinaryFunction.allCases.map(\.name) {
      #expect(Self.entries.contains { $0.expression.hasPrefix(name + "(") }, "\(name)")
    }
  }

  @Test(arguments: entries)
  func correctlyRounded(_ entry: Entry) throws {
    let result = try Precision.withDigits(entry.digits) { () throws(ParseError) -> Precise in
      try Parser.expression(entry.expression, as: Precise.self)
    }
    #expect(result.description == entry.value)
  }
}
