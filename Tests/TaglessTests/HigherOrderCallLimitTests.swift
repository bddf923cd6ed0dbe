import Testing

@testable import Tagless

// MARK: - Budget and cancellation of calls of functions that take functions

/// A call that builds a new function at each level and doubles its work stops at the budget
/// of applications or at the cancellation, at the column of the outermost call, in both
/// encodings.
@Suite("Calls of functions that take functions answer to the budget and the cancel")
struct HigherOrderCallLimitTests {
  static let environment: Environment = {
    var session = Session()
    _ = try? session.run("doubling(h, n) = n == 0 ? h(1) : doubling(x -> h(h(x)), n - 1)")
    return session.environment
  }()

  static let line = "1 + doubling(y -> y + 1, 40)"

  /// The enum tree's error for `text`, evaluated by its own evaluator.
  static func enumError(_ text: String, limits: Limits = .standard) -> CallError? {
    do {
      let tree = try Parser.expression(text, as: Expression.self, in: environment)
      _ = try tree.evaluate(in: environment, limits: limits)
      return nil
    } catch let error as CallError {
      return error
    } catch {
      return CallError("\(error)")
    }
  }

  @Test("the definition is one that takes functions")
  func defined() throws {
    let doubling = try #require(Self.environment.functions["doubling"])
    #expect(doubling.takesFunctions)
  }

  @Test("2^40 applications stop at the budget")
  func budget() throws {
    var limits = Limits.standard
    limits.maximumCalls = 10_000
    let error = try #require(
      parseError(Self.line, as: Evaluation.self, in: Self.environment, limits: limits))
    #expect(error.message == "the line applies functions too many times (the limit is 10000)")
    #expect(error.column == 5)
    #expect(Self.enumError(Self.line, limits: limits)?.message == error.message)
  }

  @Test("2^40 applications stop at the cancellation")
  func cancelled() throws {
    let error = Cancellation.$current.withValue(Cancellation(afterChecks: 3)) {
      parseError(Self.line, as: Evaluation.self, in: Self.environment)
    }
    #expect(error?.message == Cancellation.message)
    #expect(error?.column == 5)
    let enumerated = Cancellation.$current.withValue(Cancellation(afterChecks: 3)) {
      Self.enumError(Self.line)
    }
    #expect(enumerated?.message == Cancellation.message)
  }
}
