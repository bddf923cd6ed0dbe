import Tagless
import TaglessREPL
import Testing

// MARK: - The pipe's fast path for exact and precise

/// ``Calculator/show(_:precisely:)``, the pipe's hot path for `-i exact` and `-i precise`,
/// shows what ``Calculator/run(_:showing:via:)`` shows for that one interpretation, line by
/// line, and leaves the same `ans`, variables and kept values behind.
@Suite("The fast path of -i exact and -i precise")
struct PreciseFastPathTests {
  /// Lines of every kind: expressions, assignments (kept values), definitions, `ans`,
  /// Booleans, failures at their operator, parse errors and digits that change.
  static let lines = [
    "1/3", "ans * 3", "x = 1/3", "x * 3", "x = x + 1", "x", "f(a) = a / 7", "f(1) * 7",
    "0.1 + 0.2", "2^100 / 3", "sqrt(2) * sqrt(2)", "1/3 < 0.3333", "ans", "1 + 1/0",
    "y = 1/0", "y", "1 +", "(65 / 92 - 91) * (1 + 19)", "1e30 + 1e-30", "-0.5 * 2",
    "z = 2/3", "z + ans", "pi * 2", "true && 1 < 2", "ans + 1", "1e-400 * 1e-400",
    "97 / 60 / 6 * 6.5 + 44.5", "999999999999999999999 / 7", "q", "",
  ]

  /// What a line shows, or its error.
  static func general(_ line: String, _ entry: InterpreterEntry, _ calculator: inout Calculator)
    -> String
  {
    do throws(ParseError) {
      switch try calculator.run(line, showing: [Interpretation(entry)]) {
      case .results(let shown): return shown.map(\.text).joined()
      default: return "(nothing)"
      }
    } catch {
      return "error at \(error.column): \(error.message)"
    }
  }

  /// The same by the fast path, which hands what is not an expression to the general one.
  static func fast(_ line: String, _ entry: InterpreterEntry, _ calculator: inout Calculator)
    -> String
  {
    var line = line
    let shown: String? = line.withUTF8 { bytes in
      do throws(ParseError) { return try calculator.show(bytes, precisely: entry) } catch {
        return "error at \(error.column): \(error.message)"
      }
    }
    return shown ?? general(line, entry, &calculator)
  }

  @Test(arguments: [InterpreterEntry.exact, .precise], [50, 7])
  func sameAsGeneralPath(entry: InterpreterEntry, digits: Int) {
    var general = Calculator()
    var fast = Calculator()
    general.digits = digits
    fast.digits = digits
    for line in Self.lines {
      let expected = Self.general(line, entry, &general)
      #expect(Self.fast(line, entry, &fast) == expected, "\(line)")
      #expect(fast.kept == general.kept, "\(line)")
      #expect(fast.environment.lastResult == general.environment.lastResult, "\(line)")
    }
  }

  @Test func otherEntriesTakeTheGeneralPath() throws {
    var calculator = Calculator()
    var line = "1 + 2"
    let shown = try line.withUTF8 { bytes throws(ParseError) in
      try calculator.show(bytes, precisely: .eval)
    }
    #expect(shown == nil)
    #expect(calculator.environment.lastResult == nil)
  }
}
