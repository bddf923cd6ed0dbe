import Tagless
import Testing

/// `mean(k -> k ^ 2, 1, 10)`, written once over the extended language.
func meanOfSquares<R: Mean>() -> R {
  let square = Lambda<R>(parameters: ["k"]) { arguments in
    .number(.power(arguments[0], .number(2)))
  }
  return .mean(square, .number(1), .number(10))
}

@Suite("Functions as values, extended from outside the library")
struct MeanTests {
  @Test("a new higher-order built-in in the library's evaluator and printer")
  func mean() {
    let value: Evaluation = meanOfSquares()
    #expect(value.value == 38.5)
    let printed: PrettyPrint = meanOfSquares()
    #expect(printed.text == "mean(k -> k ^ 2, 1, 10)")
    let tokens: ReversePolish = meanOfSquares()
    #expect(tokens.description == "{ k -> k 2 ^ } 1 10 mean")
  }

  @Test("the library's parser finds HigherOrder on an interpreter written outside it")
  func parsedIntoAnOutsideInterpreter() throws {
    let parsed = try Parser.expression(
      "sum(k -> k * 2, 1, 10) + (x -> x)(3)", as: ReversePolish.self)
    #expect(parsed.description == "{ k -> k 2 * } 1 10 sum 3 +")
  }
}
