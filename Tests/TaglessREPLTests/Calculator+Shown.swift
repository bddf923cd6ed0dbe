import Tagless
import TaglessREPL
import Testing

extension Calculator {
  /// What `line` shows through `view` on a fresh calculator that ran `setup` first: its text,
  /// or its error with the error's column.
  static func shown(
    _ line: String, _ view: Interpretation, via encoding: Encoding, after setup: [String]
  ) throws -> String {
    // These tables check the double's digits: the display that reads back shows them all.
    var calculator = Calculator()
    calculator.display = .roundTrip
    for definition in setup { _ = try calculator.run(definition, showing: [.eval]) }
    return calculator.shown(line, view, via: encoding)
  }

  /// What `line` shows through `view` on a copy of this calculator: its text, or its error
  /// with the error's column.
  func shown(_ line: String, _ view: Interpretation, via encoding: Encoding) -> String {
    var calculator = self
    do throws(ParseError) {
      switch try calculator.run(line, showing: [view], via: encoding) {
      case .results(let shown): return shown.map(\.text).joined(separator: "; ")
      case let other: return "\(other)"
      }
    } catch {
      return "\(error.column): \(error.message)"
    }
  }

  /// Expects `line` to show the same through both encodings in each of `views`.
  static func expectAgreement(
    _ line: String, in views: [Interpretation], after setup: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for view in views {
      let tagless = try shown(line, view, via: .tagless, after: setup)
      let enumerated = try shown(line, view, via: .enum, after: setup)
      #expect(tagless == enumerated, "\(view.name): \(line)", sourceLocation: sourceLocation)
    }
  }
}
