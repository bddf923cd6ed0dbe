import Foundation
import Tagless
import Testing

// MARK: - ArticleCodeTests

/// The interpreters that the DocC articles show in full are the code of this module, line for
/// line: the articles cannot drift from what compiles.
@Suite("The articles' interpreters are this module's code")
struct ArticleCodeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The lines of a text that are code: no comment lines, no blank lines, trailing blanks cut.
  static func code(_ text: Substring) -> [Substring] {
    text.split(separator: "\n").map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }.filter { !$0.isEmpty && !$0.drop(while: { $0 == " " }).hasPrefix("//") }
  }

  /// The Swift blocks of an article that declare `type` (`struct T` or `extension T`).
  static func blocks(of article: String, declaring type: String) throws -> [[Substring]] {
    let url = root.appendingPathComponent("Sources/Tagless/Tagless.docc/\(article)")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.components(separatedBy: "```swift\n").dropFirst().compactMap { block in
      guard let end = block.range(of: "\n```") else { return nil }
      let lines = code(Substring(block[..<end.lowerBound]))
      let declares = lines.contains {
        $0.hasPrefix("struct \(type)") || $0.hasPrefix("extension \(type)")
      }
      return declares ? lines : nil
    }
  }

  /// The declarations of a block, each from `struct` or `extension` to its closing brace.
  static func declarations(_ lines: [Substring]) -> [[Substring]] {
    var found: [[Substring]] = []
    var current: [Substring]? = nil
    for line in lines {
      if line.hasPrefix("struct ") || line.hasPrefix("extension ") { current = [] }
      current?.append(line)
      if line == "}", let done = current {
        found.append(done)
        current = nil
      }
    }
    return found
  }

  @Test(
    "each declaration an article shows is in the module's file, line for line",
    arguments: [
      ("ExpressionProblem.md", "ReversePolish", "ReversePolish.swift", 3),
      ("WritingAnInterpreter.md", "Checked", "Checked.swift", 3),
    ])
  func shown(article: String, type: String, file: String, count: Int) throws {
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/ExtensionTests/\(file)"), encoding: .utf8)
    let lines = Self.code(Substring(source))
    let shown = try Self.blocks(of: article, declaring: type).flatMap(Self.declarations)
    #expect(shown.count == count)
    for declaration in shown {
      let matches = lines.indices.contains { start in
        lines[start...].starts(with: declaration)
      }
      #expect(matches, "\(article) shows \(declaration.first ?? "") as \(file) does not")
    }
  }

  @Test("the lines that use ReversePolish give what the page says")
  func reversePolishUse() throws {
    #expect(
      try Parser.expression("3 + 5 * (8 - 7) / 6", as: ReversePolish.self).description
        == "3 5 8 7 - * 6 / +")
    #expect(
      try Parser.expression("x > 0 ? sqrt(x) : -x", as: ReversePolish.self, freeVariables: true)
        .description == "x 0 > x sqrt x neg ?:")
  }
}
