import Tagless
import TaglessREPL
import TaglessWorkloads
import Testing

// MARK: - Batches of lines shown on several threads

/// ``LinePlan/Batch`` shows lines that name nothing on several threads with the same texts,
/// errors and `ans` as the plan's door (``LinePlan/run(_:calculator:)``) one after another.
@Suite("Batches of exact and precise lines")
struct LinePlanBatchTests {
  /// Short lines, with failures, parse errors, Booleans and blank lines among them.
  static let lines: [String] = {
    var random = SeededGenerator(seed: 11)
    var lines = Workloads.shortLines(count: 300, seed: 3)
    for index in stride(from: 7, to: lines.count, by: 23) {
      lines[index] = ["1/0", "(1 +)", "", "1 < 2", "2.5 / 0.5", "10 % 0"][random.below(6)]
    }
    return lines
  }()

  @Test(arguments: [
    ("x + 1", true), ("ans", true), ("y = 2", true), (":digits 20", true), ("2 × 3", true),
    ("1 + 2", false), ("(((1)))", false), ("-1 < 2 && !(3 > 4)", false), ("", false),
  ])
  func linesThatMayName(line: String, names: Bool) {
    var line = line
    #expect(line.withUTF8 { LinePlan.Batch.mayName($0) } == names)
  }

  /// More workers than lines, and shares that do not divide evenly.
  @Test func moreWorkersThanLines() {
    var batch = LinePlan.Batch()
    for (index, line) in ["1/3", "2/3", "", "1/0", "5"].enumerated() {
      var line = line
      line.withUTF8 { batch.append($0, number: index + 1) }
    }
    for workers in 1...8 {
      var calculator = Calculator()
      let outcomes = batch.run(by: .numbers(.precise), calculator: &calculator, workers: workers)
      #expect(outcomes.count == 5)
      #expect(outcomes[4] == .shown("5"))
      #expect(calculator.environment.lastResult == .number(5))
    }
  }

  /// Each line's outcome one after another, and the calculator they leave.
  static func oneByOne(_ entry: InterpreterEntry, digits: Int)
    -> ([LinePlan.Batch.Outcome], Calculator)
  {
    let plan = LinePlan.numbers(Interpretation(entry))
    var calculator = Calculator()
    calculator.digits = digits
    let outcomes = lines.map { line in
      var line = line
      return line.withUTF8 { bytes -> LinePlan.Batch.Outcome in
        do throws(ParseError) {
          guard case .results(let shown) = try plan.run(bytes, calculator: &calculator) else {
            return .nothing
          }
          return .shown(shown.map(\.text).joined())
        } catch {
          return .failed(error)
        }
      }
    }
    return (outcomes, calculator)
  }

  @Test(arguments: [InterpreterEntry.precise, .exact], [1, 2, 3])
  func sameAsOneByOne(entry: InterpreterEntry, workers: Int) {
    for digits in [50, 20] {
      let (expected, after) = Self.oneByOne(entry, digits: digits)
      var batch = LinePlan.Batch()
      for (index, line) in Self.lines.enumerated() {
        var line = line
        #expect(line.withUTF8 { LinePlan.Batch.admits($0) }, "\(line)")
        line.withUTF8 { batch.append($0, number: index + 1) }
      }
      var calculator = Calculator()
      calculator.digits = digits
      let outcomes = batch.run(
        by: .numbers(Interpretation(entry)), calculator: &calculator, workers: workers)
      #expect(outcomes == expected)
      #expect(calculator.environment.lastResult == after.environment.lastResult)
      #expect(calculator.kept == after.kept)
      #expect(batch.numbers == Array(1...Self.lines.count))
    }
  }

  @Test(arguments: [
    "x + 1", "ans", "x = 2", ":digits 20", "pi", "1e5", "2 × 3", "_",
    String(repeating: "(", count: 25) + "1" + String(repeating: ")", count: 25),
    String(repeating: "-", count: 25) + "1",
    // An unclosed '(' continues on the next line, which the batch cannot see.
    "(1 +", "2 * (3", "((1) + 2",
  ])
  func linesThatNameSomethingOrNestDeeplyStayOut(line: String) {
    var line = line
    #expect(!line.withUTF8 { LinePlan.Batch.admits($0) })
  }
}
