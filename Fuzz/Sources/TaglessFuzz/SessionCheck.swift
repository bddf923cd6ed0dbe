import Tagless
import TaglessREPL

// MARK: - SessionCheck

/// The REPL core under arbitrary lines, meta-commands included.
///
/// Two sessions showing every interpretation, one answering through the tagless interpreters
/// and one through the enum tree, must print the same (`:via` lines, which would change one of
/// them, go to neither). A third session takes every line, `:via` included, runs the plan of
/// each `:bench` once and formats a report for it, and completes every line.
struct SessionCheck {
  var tagless: Session
  var enumerated: Session
  var free: Session

  init(limits: Limits) {
    let calculator = Calculator(limits: limits)
    let all = FuzzHarness.everything
    tagless = Session(calculator: calculator, display: all, encoding: .tagless)
    enumerated = Session(calculator: calculator, display: all, encoding: .enum)
    free = Session(calculator: calculator)
  }

  mutating func handle(_ line: String) {
    if tagless.isContinuing != enumerated.isContinuing {
      fail("one session continues input and the other does not before \(line.debugDescription)")
    }
    let changesEncoding = !tagless.isContinuing && MetaCommand(line)?.name == "via"
    if !changesEncoding {
      let a = tagless.handle(line)
      let b = enumerated.handle(line)
      if a.plainText != b.plainText || Self.kind(a.action) != Self.kind(b.action) {
        fail(
          "sessions differ for \(line.debugDescription): tagless \(a.plainText.debugDescription)"
            + " enum \(b.plainText.debugDescription)")
      }
    }
    let response = free.handle(line)
    if case .benchmark(let plan)? = response.action {
      var sink = 0
      for item in plan.cases { sink &+= plan.run(item) }
      let measurements = plan.cases.enumerated().map { index, item in
        BenchmarkPlan.Measurement(item, nanoseconds: Double(index + (sink & 1)))
      }
      _ = free.report(measurements, for: plan)
    }
    let completion = free.completions(for: line)
    if completion.replacing > line.unicodeScalars.count {
      fail("completion replaces more than the line for \(line.debugDescription)")
    }
  }

  static func kind(_ action: Response.Action?) -> String {
    switch action {
    case nil: "none"
    case .quit?: "quit"
    case .benchmark(let plan)?: "bench " + plan.expression
    }
  }
}
