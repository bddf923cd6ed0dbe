import TaglessWorkloads
import Testing

@testable import Tagless
@testable import TaglessPrecision

// MARK: - Exact and precise calls: the call machine agrees with the generic expansion

/// Each line through the call machine and through the generic expansion.
///
/// ``Exact`` and ``Precise`` run calls on the call machine in their own arithmetic
/// (``MachineSlot``); paired with an interpreter that computes nothing
/// (`Both<Exact, Nothing>`), the same calls run on the generic ``Expansion``. Each line must give the same value, or the same error with its
/// message, chain and offset — failures included, which the machine hands back to the
/// expansion.
@Suite("Recursion agreement in exact and precise arithmetic: call machine, generic expansion")
struct MachineArithmeticAgreementTests {
  static let definitions =
    RecursionAgreementTests.definitions + [
      "inverse(n) = n == 0 ? 1 / n : inverse(n - 1)",
      "sign(x) = x > 0 ? 1 : -1",
      "sink(n) = n <= 0 ? sqrt(n - 1) : sink(n - 1) + 1",
      "square(x) = pow(x, 2) + x",
      "third(n) = n <= 0 ? 1 / 3 + pi - pi : third(n - 1) / 3",
      "both(x) = x > 1 && sign(x) > 0 || sink(0) > 0",
    ]

  static let environment: Environment = {
    var session = Session()
    try? session.run(["scale = 0.25", "big = true"] + definitions)
    return session.environment
  }()

  /// Lines, with the start of their exact outcome.
  static let lines: [(String, String)] = [
    ("fib(15)", "610"),
    ("fib(0) + fib(1) * 10", "10"),
    ("ack(2, 20)", "43"),
    ("ack(3, 3)", "61"),
    ("female(30) + male(30) / 100", "1919/100"),
    ("iseven(300)", "success(true)"),
    ("isodd(301) && !iseven(3)", "success(true)"),
    // The depth limit, reached and passed: 9,999 of the 10,000 levels, then 10,001.
    ("down(4999)", "0"),
    ("down(5000)", "calls of user functions nest too deeply"),
    ("fact(40)", "815915283247897734345611269596115894272000000000"),
    ("prime(97) ? 1 : 2", "1"),
    ("prime(91) || zero() == 1", "success(false)"),
    ("spread(3) + spread(-0.5)", "≈ 9.887184939879"),
    ("tri(60)", "1830"),
    ("collatz(27)", "111"),
    ("1 + zero() + zero()", "1"),
    ("2 * wrong(5)", "unknown function 'missing'"),
    ("1 + loop(1)", "calls of user functions nest too deeply"),
    ("fib(-1) < 0 ? fib(3) : fib(4)", "2"),
    ("third(5)", "≈ 0.001371742112482853223593964334705075445816186556"),
    // Failures: an argument, a condition, a call's value, a failed operand of `&&`.
    ("nan(0/0) + nan(1)", "division by zero"),
    ("down(1/0)", "calls of user functions nest too deeply"),
    ("inverse(4) + 1", "division by zero"),
    ("sign(sqrt(-1))", "square root of a negative number"),
    ("sink(3)", "square root of a negative number"),
    ("both(2)", "success(true)"),
    ("both(0)", "failure(square root of a negative number)"),
    // `pow` in a body: the generic expansion runs it.
    ("square(3)", "12"),
  ]

  /// The outcome of a line: its value, or its error (message, chain and offset).
  static func outcome<R: Language>(
    _ line: String, as _: R.Type, limits: Limits = .standard, _ value: (Typed<R>) -> String
  ) -> String {
    do throws(ParseError) {
      return value(
        try Parser.typedExpression(line, as: R.self, in: environment, limits: limits))
    } catch {
      return "\(error.message) in \(error.functions) at \(error.offset)"
    }
  }

  /// The outcome in `R` on the call machine and on the generic expansion.
  static func outcomes<R: Language & CustomStringConvertible>(
    _ line: String, as _: R.Type, limits: Limits = .standard
  ) -> (machine: String, generic: String) {
    let machine = outcome(line, as: R.self, limits: limits) { typed in
      switch typed {
      case .number(let x): x.description
      case .boolean(let b): "\(b)"
      }
    }
    let generic = outcome(line, as: Both<R, Nothing>.self, limits: limits) { typed in
      switch typed {
      case .number(let x): x.first.description
      case .boolean(let b): "\(b.first)"
      }
    }
    return (machine, generic)
  }

  @Test(
    "exact: the machine and the generic expansion give the same value or error", arguments: lines)
  func exact(line: String, expected: String) {
    let (machine, generic) = Self.outcomes(line, as: Exact.self)
    #expect(machine.hasPrefix(expected), "\(machine)")
    #expect(machine == generic)
  }

  @Test("precise: the machine and the generic expansion agree", arguments: lines)
  func precise(line: String, expected: String) {
    let (machine, generic) = Self.outcomes(line, as: Precise.self)
    #expect(machine == generic)
    // Errors and failures read the same in both arithmetics.
    if expected.first?.isLetter == true {
      #expect(machine.contains(expected), "\(machine)")
    }
  }

  @Test("a call-count limit and a limit on depth stop the machine where the expansion stops")
  func limits() {
    var limits = Limits.standard
    limits.maximumCalls = 1_000
    limits.maximumCallDepth = 50
    let lines = [
      ("fib(15)", "the line runs too many calls"), ("1 + down(40)", "calls of user functions nest"),
      ("down(10) + fib(10)", "55"), ("down(1/0)", "calls of user functions nest"),
    ]
    for (line, expected) in lines {
      for (machine, generic) in [
        Self.outcomes(line, as: Exact.self, limits: limits),
        Self.outcomes(line, as: Precise.self, limits: limits),
      ] {
        #expect(machine == generic, "\(line)")
        #expect(machine.hasPrefix(expected), "\(line): \(machine)")
      }
    }
  }

  @Test("a cancelled exact or precise recursion stops with 'interrupted' at the call")
  func cancellation() {
    let exact = Cancellation.$current.withValue(Cancellation(afterChecks: 3)) {
      Self.outcome("1 + fib(40)", as: Exact.self) { _ in "finished" }
    }
    let precise = Cancellation.$current.withValue(Cancellation(afterChecks: 3)) {
      Self.outcome("1 + fib(40)", as: Precise.self) { _ in "finished" }
    }
    #expect(exact == "interrupted in [] at 4")
    #expect(precise == "interrupted in [] at 4")
  }
}
