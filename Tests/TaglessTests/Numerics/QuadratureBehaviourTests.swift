import Foundation
import Testing

@testable import Tagless

/// What ``Quadrature`` does at its edges: bounds, failures, the budget, cancellation, and a
/// throwing integrand.
@Suite struct QuadratureBehaviourTests {
  struct Refused: Error, Equatable {}

  @Test func polynomialNeedsOneRule() throws {
    let integral = try Quadrature.integrate({ x in x * x }, from: 0, to: 3)
    #expect(abs(integral.value - 9) <= 2 * 9 * Double.ulpOfOne)
    // The rule's 21 points and the range's two ends.
    #expect(integral.evaluations == 23)
    #expect(integral.errorEstimate < 1e-12)
  }

  @Test func swappedBoundsNegateAndEqualBoundsGiveZero() throws {
    let forward = try Quadrature.integrate({ x in exp(x) }, from: 0, to: 1)
    let backward = try Quadrature.integrate({ x in exp(x) }, from: 1, to: 0)
    #expect(backward.value == -forward.value)
    var calls = 0
    let empty = try Quadrature.integrate(
      { x in
        calls += 1
        return x
      }, from: 2, to: 2)
    #expect(empty.value == 0 && empty.evaluations == 0 && calls == 0)
  }

  @Test func evaluationsAreCountedAndBounded() throws {
    var calls = 0
    let integral = try Quadrature.integrate(
      { x in
        calls += 1
        return 1 / x.squareRoot()
      }, from: 0, to: 1)
    #expect(integral.evaluations == calls)
    #expect(abs(integral.value - 2) < 1e-14)
    // A divergent integral runs into the budget or the divergence test, never past the budget.
    var divergentCalls = 0
    #expect(throws: QuadratureError<Never>.self) {
      try Quadrature.integrate(
        { x in
          divergentCalls += 1
          return 1 / x
        }, from: 0, to: 1, maximumEvaluations: 2_000)
    }
    #expect(divergentCalls <= 2_000)
  }

  @Test func divergenceIsReportedWithTheLastEstimate() {
    do {
      _ = try Quadrature.integrate({ x in 1 / x }, from: 0, to: 1)
      Issue.record("1/x on [0, 1] gave a value")
    } catch {
      #expect(error.estimate != nil)
    }
  }

  @Test func nonFiniteValuesNameTheirArgument() {
    // The 21-point rule's centre of [-1, 1] is 0, where 1/x is infinite.
    #expect(throws: QuadratureError<Never>.self) {
      try Quadrature.integrate({ x in 1 / x }, from: -1, to: 1)
    }
    do {
      _ = try Quadrature.integrate({ x in x > 0.5 ? .nan : x }, from: 0, to: 1)
      Issue.record("NaN accepted")
    } catch .notFinite(let x, let value) {
      #expect(x > 0.5 && value.isNaN)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func nanBoundIsRefused() {
    do {
      _ = try Quadrature.integrate({ x in x }, from: .nan, to: 1)
      Issue.record("NaN bound accepted")
    } catch .invalidBound(let bound) {
      #expect(bound.isNaN)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func integrandErrorsComeBackTyped() {
    do {
      _ = try Quadrature.integrate(
        { (x: Double) throws(Refused) -> Double in
          if x > 0.9 { throw Refused() }
          return x
        }, from: 0, to: 1)
      Issue.record("the integrand's error was lost")
    } catch .integrand(let failure) {
      #expect(failure == Refused())
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func cancellationStopsTheSubdivision() {
    var calls = 0
    let outcome = Cancellation.$current.withValue(Cancellation(afterChecks: 3)) {
      Result { () throws(QuadratureError<Never>) -> QuadratureEstimate in
        try Quadrature.integrate(
          { x in
            calls += 1
            return sin(1 / x)
          }, from: 0, to: 1)
      }
    }
    guard case .failure(.cancelled) = outcome else {
      Issue.record("not cancelled: \(outcome)")
      return
    }
    // Three checks: the first rule with the range's two ends, and two bisections (two rules
    // each) ran.
    #expect(calls == 21 * 5 + 2)
  }

  @Test func infiniteRangesUseTheTransform() throws {
    let gauss = try Quadrature.integrate({ x in exp(-x * x) }, from: -.infinity, to: .infinity)
    #expect(abs(gauss.value - Double.pi.squareRoot()) < 4e-16 * gauss.value * 4)
    let lower = try Quadrature.integrate({ x in exp(x) }, from: -.infinity, to: 0)
    #expect(abs(lower.value - 1) < 1e-15)
    let upper = try Quadrature.integrate({ x in 1 / (1 + x * x) }, from: 0, to: .infinity)
    #expect(abs(upper.value - Double.pi / 2) < 1e-15)
  }
}
