import Foundation
import Tagless
import Testing

// MARK: - The standard built-ins as data

@Suite("The standard built-ins as data: each one parses as its signature says")
struct BuiltinSignatureTests {
  /// A call of `signature` with the arguments it takes, and one with a number too few.
  static func calls(_ signature: BuiltinSignature) -> (right: String, short: String) {
    switch signature.arguments {
    case .numbers(let count):
      let numbers = Array(repeating: "0.5", count: count)
      return (
        "\(signature.name)(\(numbers.joined(separator: ", ")))",
        "\(signature.name)(\(numbers.dropFirst().joined(separator: ", ")))"
      )
    case .oneOrMoreNumbers: return ("\(signature.name)(1, 2, 3)", "\(signature.name)()")
    case .functionAndTwoNumbers:
      return ("\(signature.name)(k -> k - 0.25, 0, 1)", "\(signature.name)(k -> k, 0)")
    }
  }

  @Test(
    "a call with its arguments parses; one with too few is an error at the name",
    arguments: BuiltinSignature.standard)
  func parses(signature: BuiltinSignature) {
    let (right, short) = Self.calls(signature)
    #expect(throws: Never.self) { try Parser.expression(right, as: PrettyPrint.self) }
    #expect(throws: ParseError.self) { try Parser.expression(short, as: PrettyPrint.self) }
    #expect(Names.isReserved(signature.name))
  }

  @Test("the names are unique and every built-in function is listed")
  func complete() {
    let names = BuiltinSignature.standard.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.count == 29)
    #expect(names == Names.builtinFunctions)
  }

  @Test("the grammar lists the built-ins as the data says")
  func grammar() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let grammar = try String(
      contentsOf: root.appendingPathComponent("Grammar/tagless.ebnf"), encoding: .utf8)
    let words = grammar.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains(BuiltinSignature.summary))
  }
}
