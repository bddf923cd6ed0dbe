import Tagless
import TaglessREPL

// MARK: - FuzzHarness

/// Runs input line by line through the parser into every interpreter on both paths, through
/// the calculators that pipe mode uses, and through REPL sessions, checking that all agree.
struct FuzzHarness {
  /// The standard limits, with a bound on the calls a line runs: recursion has none by
  /// default (Ctrl-C stops it), and a fuzzer's unit must end by itself, in every interpreter,
  /// under AddressSanitizer, well within libFuzzer's timeout.
  ///
  /// For the same reason calls of functions that take functions nest at most 500 levels, not
  /// 2,500: each parses its function's body again, and under AddressSanitizer a recursion to
  /// 2,500 took 25 to 50 s through the harness's views (0.2 to 0.5 s a view in release).
  static let standardLimits = {
    var limits = Limits.standard
    limits.maximumCalls = 100_000
    limits.maximumDeepNesting = 500
    return limits
  }()

  /// Limits small enough that a few bytes of input reach each of them.
  static let tinyLimits = Limits(
    maximumDepth: 12, maximumLineLength: 200, expansionBudget: 300, maximumVariables: 3,
    maximumFunctions: 3, maximumNameLength: 8, maximumDefinitionBytes: 64, maximumHeight: 20,
    maximumCalls: 10_000, maximumDeepNesting: 24)

  /// Every interpretation: the standard four and the symbolic ones.
  static let everything: [Interpretation] =
    Interpretation.standard + [.simplify, .latex, .rpn, .diff(by: "x")]

  let limits: Limits
  /// The reference environment, advanced with the tagless evaluator's results: it starts as a
  /// calculator's does, with the standard set of built-ins.
  var environment = Calculator().environment
  /// Pipe mode's hot path (`Calculator.evaluate`).
  var fast: Calculator
  /// The standard interpretations through the tagless interpreters, and through the enum tree.
  var tagless, enumerated: Calculator
  /// Every interpretation (names may be free) through the tagless interpreters, and the tree.
  var symbolicTagless, symbolicEnumerated: Calculator
  /// The REPL core.
  var sessions: SessionCheck

  init(limits: Limits) {
    self.limits = limits
    fast = Calculator(limits: limits)
    tagless = Calculator(limits: limits)
    enumerated = Calculator(limits: limits)
    symbolicTagless = Calculator(limits: limits)
    symbolicEnumerated = Calculator(limits: limits)
    sessions = SessionCheck(limits: limits)
  }

  // MARK: Running

  /// Runs every line of `input` (split at `\n`), then the whole input as a script.
  mutating func run(_ input: UnsafeBufferPointer<UInt8>) {
    var start = 0
    for index in input.indices where input[index] == UInt8(ascii: "\n") {
      runLine(UnsafeBufferPointer(rebasing: input[start..<index]))
      start = index + 1
    }
    if start < input.count { runLine(UnsafeBufferPointer(rebasing: input[start...])) }
    var script = ScriptRun(
      source: "fuzz", interpretations: Self.everything, calculator: Calculator(limits: limits))
    let printed = script.run(text: String(decoding: input, as: UTF8.self))
    // What pipe mode would write, errors included: lines of visible text.
    for text in [printed.output, printed.errors] {
      if let scalar = text.unicodeScalars.first(where: { $0 != "\n" && SessionCheck.isActive($0) })
      {
        fail(
          "raw U+\(String(scalar.value, radix: 16, uppercase: true)) in the script's output "
            + "\(text.debugDescription)")
      }
    }
  }

  /// One line through the sessions; if it is not a meta-command, through every interpreter
  /// and every calculator too.
  mutating func runLine(_ line: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: line, as: UTF8.self)
    sessions.handle(text)
    if MetaCommand(text) != nil { return }
    for freeVariables in [false, true] {
      Agreement(line: line, environment: environment, limits: limits, freeVariables: freeVariables)
        .check()
    }
    advanceEnvironment(line)
    compareCalculators(line)
  }

  /// Applies the line to the reference environment as a session would.
  mutating func advanceEnvironment(_ line: UnsafeBufferPointer<UInt8>) {
    guard
      let statement = try? Parser.statement(
        line, as: Evaluation.self, in: environment, limits: limits)
    else { return }
    switch statement {
    case .empty: break
    case .expression(let result): environment.lastResult = Calculator.value(of: result)
    case .assignment(let name, let result): environment.assign(name, Calculator.value(of: result))
    case .definition(let definition): environment.define(definition)
    }
  }

  /// The fast path, the tagless path and the enum path give the same results and environments,
  /// and so do the tagless and enum paths when the symbolic interpreters are shown too.
  mutating func compareCalculators(_ line: UnsafeBufferPointer<UInt8>) {
    let standard = Interpretation.standard
    let fastResult = Result { () throws(ParseError) in try fast.evaluate(line) }
    let taglessResult = Result { () throws(ParseError) in
      try tagless.run(line, showing: standard, via: .tagless)
    }
    let enumResult = Result { () throws(ParseError) in
      try enumerated.run(line, showing: standard, via: .enum)
    }
    let context = "line \(String(decoding: line, as: UTF8.self).debugDescription)"
    compareEncodings(taglessResult, enumResult, line, context)
    switch (fastResult, taglessResult) {
    case (.success(let value?), .success(.results(let shown))):
      // As the display in force shows the value; an integer of 2^53 or more, in every digit
      // or marked, as the exact arithmetic decides (the fast path does not decide it).
      var texts = [fast.text(of: value)]
      if case .number(let number) = value, NumberDisplay.isLargeInteger(number) {
        texts = [true, false].map { NumberDisplay.largeInteger(number, exactly: $0) }
      }
      if !texts.contains(shown.first?.text ?? "") {
        fail("fast path \(value) != \(shown) for \(context)")
      }
    case (.success(nil), .success(let result)):
      if case .results = result { fail("fast path gave no value, tagless \(result), \(context)") }
    case (.failure(let a), .failure(let b)):
      if a != b { fail("fast path error \(a) != tagless error \(b) for \(context)") }
    default:
      fail("fast path \(fastResult) vs tagless \(taglessResult) for \(context)")
    }
    if !Same.environment(fast.environment, tagless.environment)
      || !Same.environment(tagless.environment, enumerated.environment)
      || !Same.environment(tagless.environment, environment)
      || !Same.environment(symbolicTagless.environment, symbolicEnumerated.environment)
    {
      fail("environments differ after \(context)")
    }
  }

  /// The tagless and enum calculators agree on one line, with and without the symbolic views.
  mutating func compareEncodings(
    _ taglessResult: Result<Calculator.LineResult, ParseError>,
    _ enumResult: Result<Calculator.LineResult, ParseError>,
    _ line: UnsafeBufferPointer<UInt8>, _ context: String
  ) {
    Self.compare(taglessResult, enumResult, context)
    Self.compare(
      Result { () throws(ParseError) in
        try symbolicTagless.run(line, showing: Self.everything, via: .tagless)
      },
      Result { () throws(ParseError) in
        try symbolicEnumerated.run(line, showing: Self.everything, via: .enum)
      }, context + " (symbolic)")
  }

  /// The tagless and enum outcomes of one line agree.
  static func compare(
    _ tagless: Result<Calculator.LineResult, ParseError>,
    _ enumerated: Result<Calculator.LineResult, ParseError>, _ context: String
  ) {
    switch (tagless, enumerated) {
    case (.success(let a), .success(let b)):
      if !Same.lineResult(a, b) { fail("tagless \(a) != enum \(b) for \(context)") }
    case (.failure(let a), .failure(let b)):
      if !Same.error(a, b) { fail("tagless error \(a) != enum error \(b) for \(context)") }
    default:
      fail("tagless \(tagless) vs enum \(enumerated) for \(context)")
    }
  }
}
