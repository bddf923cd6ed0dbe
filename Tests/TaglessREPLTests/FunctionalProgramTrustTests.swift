import Tagless
import TaglessREPL
import Testing

// MARK: - The budget and the cancellation on random programs

/// Random programs with user functions that take functions (``RandomFunctionalProgram``),
/// each call run a billion times in a sum: every view that evaluates stops at the
/// cancellation, and at the budget of applications, through both encodings alike; a stopped
/// line changes nothing.
@Suite("User functions that take functions: the budget and the cancellation stop them")
struct FunctionalProgramTrustTests {
  static let seeds: [UInt64] = [0x21_0101, 0x21_0102]
  static let evaluating: [Interpretation] = [.eval, .exact, .precise]

  /// A program's definitions, and a few of its calls, each inside a sum of a billion terms.
  static func program(seed: UInt64, limits: Limits) throws -> (Calculator, [String]) {
    var generator = RandomFunctionalProgram(seed: seed)
    var calculator = Calculator(limits: limits)
    let definitions = generator.definitions(3)
    for line in RandomFunctionalProgram.fixture + definitions {
      _ = try calculator.run(line, showing: [.eval])
    }
    // Each line carries the definitions it calls, for the failures' messages.
    let lines = (0..<4).map { _ in
      "sum(j -> " + generator.line() + " + j, 1, 1e9) # " + definitions.joined(separator: "; ")
    }
    return (calculator, lines)
  }

  @Test("a billion calls stop at the cancellation in every evaluating view", arguments: seeds)
  func cancelled(seed: UInt64) throws {
    let (calculator, lines) = try Self.program(seed: seed, limits: .standard)
    for line in lines {
      for view in Self.evaluating {
        for encoding in Encoding.allCases {
          var copy = calculator
          let error = #expect(throws: ParseError.self, "\(view.name) \(encoding): \(line)") {
            try Cancellation.$current.withValue(Cancellation(afterChecks: 3)) {
              try copy.run(line, showing: [view], via: encoding)
            }
          }
          #expect(error?.isInterruption == true, "\(line): \(String(describing: error))")
          #expect(copy == calculator)
        }
      }
    }
  }

  @Test("a billion calls stop at the budget of applications, the same way", arguments: seeds)
  func budget(seed: UInt64) throws {
    var limits = Limits.standard
    limits.maximumCalls = 1_000
    let (calculator, lines) = try Self.program(seed: seed, limits: limits)
    for line in lines {
      for view in Self.evaluating + [.simplify, .diff(by: "y")] {
        let tagless = calculator.shown(line, view, via: .tagless)
        #expect(tagless == calculator.shown(line, view, via: .enum), "\(view.name): \(line)")
        if Self.evaluating.contains(view) {
          #expect(tagless.contains("too many times"), "\(view.name): \(line): \(tagless)")
        }
      }
    }
  }
}

/// A new lambda at each level applying the one before twice: 2^n applications, and in the
/// symbolic views a term of 2^n operations, which no budget bounds in advance (F18 in
/// Docs/Robustness.md): the cancellation stops it in every view that builds it.
@Suite("A lambda doubled at each level stops at the cancellation")
struct DoubledLambdaCancellationTests {
  @Test("every view that applies the lambdas stops", arguments: Encoding.allCases)
  func cancelled(_ encoding: Encoding) throws {
    var calculator = Calculator()
    for line in ["deeper(h, n) = n <= 0 ? h(1) : deeper(t -> h(h(t)) / 2, n - 1)", "y = 2"] {
      _ = try calculator.run(line, showing: [.eval])
    }
    for view in [Interpretation.eval, .simplify, .diff(by: "y"), .exact] {
      var copy = calculator
      let error = #expect(throws: ParseError.self, "\(view.name)") {
        try Cancellation.$current.withValue(Cancellation(afterChecks: 3)) {
          try copy.run("deeper(t -> t + y, 40)", showing: [view], via: encoding)
        }
      }
      #expect(error?.isInterruption == true, "\(view.name): \(String(describing: error))")
      #expect(copy == calculator)
    }
  }
}
