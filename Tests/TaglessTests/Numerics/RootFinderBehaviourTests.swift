import Foundation
import Testing

@testable import Tagless

/// What ``RootFinder`` does at its edges: exact zeros, no sign change, bounds, the adjacent
/// bracket, cancellation, and a throwing function.
@Suite struct RootFinderBehaviourTests {
  struct Refused: Error, Equatable {}

  @Test func exactZerosAreReturnedAsIs() throws {
    #expect(try RootFinder.root({ x in x - 1 }, in: 0, 3).value == 1)
    #expect(try RootFinder.root({ x in x - 3 }, in: 0, 3).value == 3)
    #expect(try RootFinder.root({ x in x }, in: -1, 0).bracket == 0...0)
  }

  @Test func bracketIsTwoAdjacentDoubles() throws {
    let root = try RootFinder.root({ x in x * x - 2 }, in: 0, 2)
    #expect(root.bracket.lowerBound.nextUp == root.bracket.upperBound)
    #expect(root.bracket.contains(root.value))
    #expect(abs(root.value - 2.0.squareRoot()) <= 2.0.squareRoot().ulp)
    #expect(root.evaluations < 30)
  }

  @Test func noSignChangeNamesBothValues() {
    do {
      _ = try RootFinder.root({ x in x * x + 1 }, in: 1, -1)
      Issue.record("found a root of x^2 + 1")
    } catch .noSignChange(let a, let fa, let b, let fb) {
      #expect(a == -1 && fa == 2 && b == 1 && fb == 2)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func boundsMustBeFinite() {
    #expect(throws: RootError<Never>.self) {
      try RootFinder.root({ x in x }, in: -.infinity, 1)
    }
    #expect(throws: RootError<Never>.self) {
      try RootFinder.root({ x in x }, in: 0, .nan)
    }
  }

  @Test func bracketsAcrossManyBinadesCloseInFewSteps() throws {
    // A root at a tiny number: bisection on values would need over a thousand steps.
    let root = try RootFinder.root({ x in x < 1e-300 ? -1 : 1 }, in: 0, 1)
    #expect(root.bracket.lowerBound.nextUp == root.bracket.upperBound)
    #expect(root.bracket.contains(1e-300))
    #expect(root.evaluations <= 2 + RootFinder.maximumBrentSteps + 64)
  }

  @Test func functionErrorsComeBackTyped() {
    do {
      _ = try RootFinder.root(
        { (x: Double) throws(Refused) -> Double in
          if x > 0 { throw Refused() }
          return x - 1
        }, in: -1, 2)
      Issue.record("the function's error was lost")
    } catch .function(let failure) {
      #expect(failure == Refused())
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func cancellationStopsTheSearch() {
    let outcome = Cancellation.$current.withValue(Cancellation(afterChecks: 4)) {
      Result { () throws(RootError<Never>) -> Root in
        try RootFinder.root({ x in x * x * x - 2 }, in: 0, 2)
      }
    }
    guard case .failure(.cancelled) = outcome else {
      Issue.record("not cancelled: \(outcome)")
      return
    }
  }
}
