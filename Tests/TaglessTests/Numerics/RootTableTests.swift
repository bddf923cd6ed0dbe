import Foundation
import Testing

@testable import Tagless

/// ``RootFinder`` on 20 functions: the root returned is one of the two doubles around the
/// true root (mpmath's, from `scripts/generate-root-table.py`: RootTable.swift), so within one
/// ulp of it.
@Suite struct RootTableTests {
  /// One row of the table.
  struct RootCase: Sendable, CustomTestStringConvertible {
    let name: String
    let function: @Sendable (Double) -> Double
    let lower: Double
    let upper: Double
    /// The double just below the true root (the root itself when it is a double).
    let below: Double
    /// The double just above the true root (the root itself when it is a double).
    let above: Double

    init(
      _ name: String, _ function: @escaping @Sendable (Double) -> Double, in lower: Double,
      _ upper: Double, below: Double, above: Double
    ) {
      self.name = name
      self.function = function
      self.lower = lower
      self.upper = upper
      self.below = below
      self.above = above
    }

    var testDescription: String { name }
  }

  @Test(arguments: table)
  func withinOneUlp(_ root: RootCase) throws {
    let found = try RootFinder.root(root.function, in: root.lower, root.upper)
    #expect(found.value == root.below || found.value == root.above)
    #expect(found.bracket.contains(found.value))
    #expect(found.evaluations <= 2 + RootFinder.maximumBrentSteps + 64)
    // The same root with the bracket given the other way round.
    #expect(try RootFinder.root(root.function, in: root.upper, root.lower).value == found.value)
  }
}
