import Tagless
import TaglessREPL
import Testing

// MARK: - Random programs with user functions that take functions

/// Random well-typed programs (``RandomFunctionalProgram``) with user functions that take
/// functions.
///
/// Definitions of such functions, then calls passing lambdas and named functions. Every definition is
/// accepted; every call shows the same through both encodings in every view; printed calls
/// read back to the same text and value; simplified calls keep their values; wrong calls fail
/// at the column of the argument that does not fit, through both encodings.
@Suite("User functions that take functions: properties over random programs")
struct FunctionalProgramPropertyTests {
  static let seeds: [UInt64] = [0x21_0001, 0x21_0002, 0x21_0003, 0x21_0004]
  static let programsPerSeed = 10
  static let linesPerProgram = 5

  static let views: [Interpretation] = [
    .eval, .pretty, .count, .ast, .latex, .rpn, .exact, .precise, .simplify, .diff(by: "y"),
  ]

  /// A program's calculator after its definitions, and its call lines; a rejected definition
  /// is a failure.
  static func program(
    _ generator: inout RandomFunctionalProgram, failures: inout [String]
  ) -> (Calculator, [String]) {
    var calculator = Calculator()
    generator.defined = []
    for line in RandomFunctionalProgram.fixture + generator.definitions(1 + generator.below(3)) {
      do throws(ParseError) {
        guard case .defined(let definition) = try calculator.run(line, showing: [.eval]) else {
          if line.contains("(") { failures.append("not a definition: \(line)") }
          continue
        }
        // The printed definition defines the same function again.
        let reread = try calculator.run(definition.description, showing: [.eval])
        guard case .defined(let again) = reread, again.description == definition.description
        else {
          failures.append("definition reprinted: \(line) → \(reread)")
          continue
        }
      } catch {
        failures.append("definition rejected: \(line): \(error.column): \(error.message)")
      }
    }
    let lines = (0..<linesPerProgram).map { _ in generator.line() }
    return (calculator, lines)
  }

  /// Whether a shown value is a type error the generator should never provoke.
  static func isTypeError(_ shown: String) -> Bool {
    ["needs a", "takes functions", "is applied to", "arguments, got"].contains {
      shown.contains($0)
    }
  }

  @Test("every call shows the same through both encodings in every view", arguments: seeds)
  func encodingsAgree(seed: UInt64) {
    var generator = RandomFunctionalProgram(seed: seed)
    var failures: [String] = []
    var answered = 0
    for _ in 0..<Self.programsPerSeed {
      let (calculator, lines) = Self.program(&generator, failures: &failures)
      for line in lines {
        for view in Self.views {
          let tagless = calculator.shown(line, view, via: .tagless)
          let enumerated = calculator.shown(line, view, via: .enum)
          if tagless != enumerated {
            failures.append("\(view.name): \(line): \(tagless) vs \(enumerated)")
          }
          if Self.isTypeError(tagless) { failures.append("type error: \(line): \(tagless)") }
        }
        if Double(calculator.shown(line, .eval, via: .tagless)) != nil { answered += 1 }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, such as \(failures.prefix(3))")
    // Most calls answer with a number: the property is not vacuous.
    #expect(answered > Self.programsPerSeed * Self.linesPerProgram / 2, "only \(answered)")
  }

  @Test("printed calls read back to the same text and value", arguments: seeds)
  func roundTrip(seed: UInt64) {
    var generator = RandomFunctionalProgram(seed: seed)
    var failures: [String] = []
    for _ in 0..<Self.programsPerSeed {
      let (calculator, lines) = Self.program(&generator, failures: &failures)
      for line in lines {
        let printed = calculator.shown(line, .pretty, via: .tagless)
        let again = calculator.shown(printed, .pretty, via: .tagless)
        if again != printed { failures.append("reprinted: \(line) → \(printed) → \(again)") }
        let value = calculator.shown(line, .eval, via: .tagless)
        let reread = calculator.shown(printed, .eval, via: .tagless)
        if value != reread { failures.append("value: \(line) → \(printed): \(value) \(reread)") }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, such as \(failures.prefix(3))")
  }

  /// Whether two shown values are the same within a relative 1e-9 (NaN and infinities alike).
  static func close(_ a: String, _ b: String) -> Bool {
    guard let x = Double(a), let y = Double(b) else { return a == b }
    if x == y || (x.isNaN && y.isNaN) { return true }
    return abs(x - y) <= 1e-9 * max(abs(x), abs(y))
  }

  @Test("simplified calls keep their values", arguments: seeds)
  func simplification(seed: UInt64) {
    var generator = RandomFunctionalProgram(seed: seed)
    var failures: [String] = []
    var checked = 0
    for _ in 0..<Self.programsPerSeed {
      let (calculator, lines) = Self.program(&generator, failures: &failures)
      for line in lines {
        let value = calculator.shown(line, .eval, via: .tagless)
        guard Double(value) != nil else { continue }
        let simplified = calculator.shown(line, .simplify, via: .tagless)
        let after = calculator.shown(simplified, .eval, via: .tagless)
        checked += 1
        if !Self.close(value, after) {
          failures.append("\(line) → \(simplified): \(value) vs \(after)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, such as \(failures.prefix(3))")
    #expect(checked > Self.programsPerSeed * Self.linesPerProgram / 2, "only \(checked)")
  }

  @Test("a wrong call fails at the argument that does not fit", arguments: seeds)
  func wrongCalls(seed: UInt64) {
    var generator = RandomFunctionalProgram(seed: seed)
    var failures: [String] = []
    for _ in 0..<Self.programsPerSeed {
      let (calculator, _) = Self.program(&generator, failures: &failures)
      for _ in 0..<3 {
        let wrong = generator.wrongCall()
        for encoding in Encoding.allCases {
          let shown = calculator.shown(wrong.line, .eval, via: encoding)
          if !shown.hasPrefix("\(wrong.column): ") || !Self.isTypeError(shown) {
            failures.append("\(encoding): \(wrong.line): expected column \(wrong.column): \(shown)")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, such as \(failures.prefix(3))")
  }
}
