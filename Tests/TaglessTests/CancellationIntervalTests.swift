import Testing

@testable import Tagless

// MARK: - How often work that parses again looks at the cancellation

/// Work that parses a body again for each step looks at the cancellation at every few steps.
///
/// A call of a function that takes functions parses its body again, and so does applying a
/// function whose body is not compiled; in a symbolic view each costs 10 to 100 µs, so a
/// look every 4,096 of them (the call machine's interval) kept Ctrl-C waiting up to 400 ms
/// (the interrupt scan's slow stops). With the first look cancelling, fewer than 4,096 such
/// steps must already stop.
@Suite("Steps that parse again look at the cancellation often")
struct CancellationIntervalTests {
  static let environment: Environment = {
    var session = Session()
    _ = try? session.run("sq(x) = x * x")
    _ = try? session.run("c0(h, x) = h(x) + 1")
    for level in 1...7 {
      _ = try? session.run(
        "c\(level)(h, x) = c\(level - 1)(h, x) + c\(level - 1)(t -> h(t) * 2, x)")
    }
    return session.environment
  }()

  static func error<R: Language>(_ line: String, as _: R.Type) -> ParseError? {
    Cancellation.$current.withValue(Cancellation(afterChecks: 1)) {
      do throws(ParseError) {
        _ = try Parser.expression(line, as: R.self, in: environment, freeVariables: true)
        return nil
      } catch {
        return error
      }
    }
  }

  @Test("the chain of functions is defined")
  func defined() throws {
    let chain = try #require(Self.environment.functions["c7"])
    #expect(chain.takesFunctions)
    #expect(
      try Parser.expression("c7(sin, 1)", as: Evaluation.self, in: Self.environment).value > 0)
  }

  @Test("128 calls of functions that take functions stop, in the simplifier and the evaluator")
  func higherOrderCalls() {
    #expect(
      Self.error("c7(t -> t + x, 1)", as: Simplified<PrettyPrint>.self)?.message
        .hasSuffix(Cancellation.message) == true)
    #expect(
      Self.error("c7(sin, 1)", as: Evaluation.self)?.message
        .hasSuffix(Cancellation.message) == true)
  }

  @Test("a sum of 1,000 terms whose body calls a user function stops")
  func applications() {
    let error = Self.error("sum(k -> sq(k), 1, 1000)", as: Evaluation.self)
    #expect(error?.message == Cancellation.message)
    #expect(error?.column == 1)
  }
}
