import Testing

@testable import Tagless

// MARK: - Printed text, linear in its length

/// The printers join their operands' texts without copying large ones (``PrintedText``): a
/// derivative whose text is n² long holds O(n) bytes, and text nested 100,000 deep is written
/// and freed without recursion.
@Suite("Printed text refers to large operands instead of copying them")
struct PrintedTextTests {
  typealias Symbolic = Derivative<Simplified<PrettyPrint>>

  /// The derivative by `x` of `text`.
  static func derivative(_ text: String) throws -> PrettyPrint {
    try Symbolic.focused(on: "x") { () throws(ParseError) in
      try Parser.expression(text, as: Symbolic.self, freeVariables: true)
    }.derivative(by: "x").residual
  }

  @Test(
    "the derivative of n quotients is n² long but holds O(n) bytes, in every printer",
    arguments: [PrinterKind.simplified, .pretty, .latex, .rpn, .sExpression], [100, 600])
  func quotients(kind: PrinterKind, count: Int) throws {
    let chain = Array(repeating: "x", count: count + 1).joined(separator: "/")
    let (length, stored, written) = try kind.derivative(chain)
    // Each term of the quotient rule writes the chain so far: about n² bytes in all.
    #expect(length > count * count)
    #expect(written == length)
    #expect(stored < 300 * count, "\(stored) bytes held for \(length)")
  }

  @Test("the derivative of three quotients is written out as before")
  func quotientsText() throws {
    #expect(
      try Self.derivative("x/x/x/x").text
        == "(((x - x) / x ^ 2 * x - x / x) / x ^ 2 * x - x / x / x) / x ^ 2")
  }

  /// A printer, under the derivative.
  enum PrinterKind: CustomStringConvertible, Sendable {
    case simplified, pretty, latex, rpn, sExpression

    var description: String {
      switch self {
      case .simplified: "simplified pretty"
      case .pretty: "pretty"
      case .latex: "latex"
      case .rpn: "rpn"
      case .sExpression: "s-expression"
      }
    }

    /// The derivative by `x` of `text`: its printed length, the bytes it holds, and the length
    /// of the text written out.
    func derivative(_ text: String) throws -> (length: Int, stored: Int, written: Int) {
      func partial<R: HigherOrder>(_: R.Type) throws -> R {
        try Derivative<R>.focused(on: "x") { () throws(ParseError) in
          try Parser.expression(text, as: Derivative<R>.self, freeVariables: true)
        }.derivative(by: "x")
      }
      let printed: PrintedText
      switch self {
      case .simplified: printed = try PrintedTextTests.derivative(text).printed
      case .pretty: printed = try partial(PrettyPrint.self).printed
      case .latex: printed = try partial(LaTeX.self).printed
      case .rpn: printed = try partial(RPN.self).printed
      case .sExpression:
        printed = try partial(SExpression.self).printed
      }
      return (printed.utf8Count, printed.storedBytes, printed.string.utf8.count)
    }
  }

  @Test("text nested 100,000 deep is written and freed without recursion")
  func deepNesting() {
    let depth = 100_000
    var text = PrintedText(String(repeating: "x", count: 300))
    for _ in 0..<depth { text = PrintedText(joining: "(", text, ")") }
    #expect(text.utf8Count == 300 + 2 * depth)
    let expected =
      String(repeating: "(", count: depth) + String(repeating: "x", count: 300)
      + String(repeating: ")", count: depth)
    #expect(text.string == expected)
  }

  @Test("joining keeps the text, small or large, shared or not")
  func joining() {
    let large = PrintedText(String(repeating: "a", count: 1_000))
    var first = large
    first.append("b")
    var second = large
    second.append("c")
    #expect(large.string == String(repeating: "a", count: 1_000))
    #expect(first.string == String(repeating: "a", count: 1_000) + "b")
    #expect(second.string == String(repeating: "a", count: 1_000) + "c")
    #expect(PrintedText(joining: "x", " + ", "y") == PrintedText("x + y"))
    #expect(PrintedText(joining: large, "") == large)
  }
}
