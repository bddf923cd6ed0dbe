import Dispatch
import Testing

@testable import Tagless
@testable import TaglessPrecision

/// A long MPFR computation stops being waited for as soon as it is cancelled, and gives the
/// same value on its own thread as here.
@Suite struct InterruptibleCallTests {
  /// The computation cancels, then cannot finish until the test lets it: `run` can only
  /// return because it saw the cancellation, with no clock involved.
  @Test func cancelledWhileRunningIsAbandoned() {
    let cancellation = Cancellation()
    let gate = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let value = Cancellation.$current.withValue(cancellation) {
      InterruptibleCall.run(bits: InterruptibleCall.threshold) {
        cancellation.cancel()
        gate.wait()
        finished.signal()
        return Ball(7)
      }
    }
    #expect(value == nil)
    gate.signal()
    finished.wait()  // the abandoned computation still runs to its end
  }

  /// Asked already: nothing starts.
  @Test func cancelledBeforeStartsNothing() {
    let cancellation = Cancellation()
    cancellation.cancel()
    let value = Cancellation.$current.withValue(cancellation) {
      InterruptibleCall.run(bits: InterruptibleCall.threshold) {
        Issue.record("the computation ran")
        return Ball(7)
      }
    }
    #expect(value == nil)
  }

  /// With a cancellation in force and no request, the value comes back from the other thread.
  @Test func uncancelledGivesTheValue() {
    let value = Cancellation.$current.withValue(Cancellation()) {
      InterruptibleCall.run(bits: InterruptibleCall.threshold) { Ball(BigInt(5), exponent: 3) }
    }
    #expect(value?.mid == BigInt(5))
    #expect(value?.radius == BigInt(0))
    #expect(value?.exponent == 3)
  }

  /// ln 2 to about 12,000 digits, the MPFR call on another thread (a cancellation in force)
  /// and here (none): the same decimal.
  @Test func sameValueOnEitherThread() {
    let digits = 12_000
    #expect(Int(Double(digits) * 3.33) >= InterruptibleCall.threshold)
    let shown = { Precise.function1(.log, Precise.number(2)).description }
    let here = Precision.withDigits(digits) { shown() }
    let there = Precision.withDigits(digits) {
      Cancellation.$current.withValue(Cancellation()) { shown() }
    }
    #expect(here == there)
    #expect(here.hasPrefix("0.693147180559945309417232121458176568"))
    #expect(here.count > digits)
  }

  /// A sum of operations on long decimals stops at the first operation after the cancellation.
  ///
  /// It does not wait for the next 64th application of its function (which looks too): every
  /// later term is the failure. Sixty terms, so that only the operations look.
  @Test func longSumStopsAtTheNextOperation() throws {
    let cancellation = Cancellation(afterChecks: 20)
    let shown = try Cancellation.$current.withValue(cancellation) {
      try PreciseTests.precise("sum(k -> 1/k^2, 1, 60)", digits: 2_000)
    }
    #expect(shown.hasSuffix(": interrupted"))
  }

  /// A tower of built-ins stops at the first built-in after the cancellation, in both
  /// arithmetics: a square root at 100,000 digits takes milliseconds, and a tower of sixty ran
  /// on for a second after SIGINT when only sums and products looked.
  @Test(arguments: ["sqrt", "cbrt", "abs", "floor"])
  func towerOfBuiltinsStops(_ name: String) throws {
    let line = String(repeating: name + "(", count: 60) + "2" + String(repeating: ")", count: 60)
    for arithmetic in ["exact", "precise"] {
      let shown = try Cancellation.$current.withValue(Cancellation(afterChecks: 30)) {
        arithmetic == "exact"
          ? try ExactTests.exact(line, digits: 2_000)
          : try PreciseTests.precise(line, digits: 2_000)
      }
      #expect(shown.hasSuffix(": interrupted"), "\(arithmetic): \(shown.prefix(60))")
    }
  }
}
