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
      let tree = try Parser.expression(text, as: ExpressionTree.self, in: environment)
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

  /// `iterate` recurses two levels of nesting a call: from the second call on, the calls run
  /// on a stack of their own, to `Limits.maximumDeepNesting` levels in all.
  static let iterating: Environment = {
    var session = Session()
    _ = try? session.run("iterate(h, n, x) = n == 0 ? x : iterate(h, n - 1, h(x))")
    return session.environment
  }()

  @Test("a function that takes functions recurses a thousand deep, in every arithmetic")
  func deepRecursion() throws {
    let line = "iterate(t -> t + 1, 1000, 0.5)"
    let value = try Parser.expression(line, as: Evaluation.self, in: Self.iterating)
    #expect(value.value == 1000.5)
    let tree = try Parser.expression(line, as: ExpressionTree.self, in: Self.iterating)
    #expect(try tree.evaluate(in: Self.iterating) == 1000.5)
    let simplified = try Parser.expression(
      "iterate(t -> t + y, 1000, y)", as: Simplified<PrettyPrint>.self, in: Self.iterating,
      freeVariables: true)
    #expect(simplified.residual.text.hasPrefix("2 * y + y + y"))
    #expect(simplified.residual.text.utf8.filter { $0 == UInt8(ascii: "y") }.count == 1000)
  }

  @Test("past the deep limit the recursion is an error at the outermost call")
  func deepLimit() throws {
    let error = try #require(
      parseError("1 + iterate(t -> t + 1, 1300, 0)", in: Self.iterating))
    #expect(
      error.message.hasSuffix(
        "calls of functions that take functions nest too deeply (the limit is 2500 levels of "
          + "nesting in all)"))
    #expect(error.column == 5)
    var shallow = Limits.standard
    shallow.maximumDeepNesting = 0
    let limited = try #require(
      parseError("iterate(t -> t + 1, 200, 0)", in: Self.iterating, limits: shallow))
    #expect(limited.message.hasSuffix("(the limit is 250 levels of nesting in all)"))
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
