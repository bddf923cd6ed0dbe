import Tagless
import TaglessREPL

// MARK: - SessionCheck

/// The REPL core under arbitrary lines, meta-commands included.
///
/// Two sessions showing every interpretation, one answering through the tagless interpreters
/// and one through the enum tree, must print the same (`:via` lines, which would change one of
/// them, go to neither); a function a redefinition left stale never answers a call. A third
/// session takes every line, `:via` included, runs the plan of each `:bench` once and formats a
/// report for it, and completes every line. No line any of them prints holds a raw control
/// character.
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
      Self.expectNoControls(in: a, for: line)
      Self.expectNoControls(in: b, for: line)
      if a.plainText != b.plainText || Self.kind(a.action) != Self.kind(b.action) {
        fail(
          "sessions differ for \(line.debugDescription): tagless \(a.plainText.debugDescription)"
            + " enum \(b.plainText.debugDescription)")
      }
    }
    expectStaleCallsFail(after: line)
    let response = free.handle(line)
    Self.expectNoControls(in: response, for: line)
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

  /// Fails if a function that a redefinition left stale (`Environment.stale`) and whose calls
  /// are expanded by parsing answers a call, in eval or exact through either encoding: it must
  /// never run on the type it was checked against before (a `nan` or a `false`).
  func expectStaleCallsFail(after line: String) {
    let environment = tagless.calculator.environment
    for name in environment.stale.keys.sorted().prefix(4) {
      guard let definition = environment.functions[name], definition.program.expandsByParsing,
        !definition.takesFunctions
      else { continue }
      let call = name + "(" + definition.parameters.map { _ in "1" }.joined(separator: ", ") + ")"
      for encoding in [Encoding.tagless, .enum] {
        for view in [Interpretation.eval, .exact] {
          var calculator = tagless.calculator
          if let result = try? calculator.run(call, showing: [view], via: encoding) {
            fail(
              "stale '\(name)' answered \(call) with \(result) through \(view.name) via "
                + "\(encoding) after \(line.debugDescription)")
          }
        }
      }
    }
  }

  /// Fails if a line of `response` holds a raw control character.
  ///
  /// A control from the input must reach the terminal escaped (`\u{1B}`): no line may hold a
  /// C0 control but tab, DEL, a C1 control, or a bidirectional override, isolate or mark. The
  /// list is written out here, not taken from `VisibleText`, so that a scalar missing there is
  /// found.
  static func expectNoControls(in response: Response, for line: String) {
    for shown in response.lines {
      let text = shown.plainText
      if let scalar = text.unicodeScalars.first(where: isActive) {
        fail(
          "raw U+\(String(scalar.value, radix: 16, uppercase: true)) in "
            + "\(text.debugDescription) for \(line.debugDescription)")
      }
    }
  }

  /// Whether a terminal acts on `scalar` (tab aside).
  static func isActive(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
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
