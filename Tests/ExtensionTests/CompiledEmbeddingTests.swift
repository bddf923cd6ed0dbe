import Tagless
import Testing

// The compiled form of a formula parsed with free variables: its program takes them as
// arguments, and a free name that is no argument has no value, so the program is refused with
// the names, never made to answer NaN for them.

@Suite("A compiled formula's free variables, from outside the library")
struct CompiledEmbeddingTests {
  @Test(
    "a free variable left out of the parameters is an error naming it, at its column",
    arguments: [
      ("x * y + 1", ["x"], ["y"], 4), ("x * y + 1", [String](), ["x", "y"], 0),
      ("y + x * y", ["x"], ["y"], 0), ("sum(k -> k * w, 1, 3) + x", ["x"], ["w"], 13),
    ])
  func unboundFreeVariable(text: String, parameters: [String], unbound: [String], column: Int)
    throws
  {
    let compiled = try Parser.expression(text, as: Compiled.self, freeVariables: true)
    do {
      let program = try compiled.program(parameters: parameters)
      Issue.record("a program for \(text) with parameters \(parameters): \(program)")
    } catch {
      #expect(error.kind == .unboundVariables(unbound))
      #expect(error.offset == column)
    }
  }

  @Test("every free variable a parameter: the program computes")
  func allBound() throws {
    let compiled = try Parser.expression("x * y + 1", as: Compiled.self, freeVariables: true)
    #expect(try compiled.program(parameters: ["x", "y"]).evaluate(2, 3) == 7)
  }

  @Test("a variable the environment binds to NaN is a value, not a free name")
  func boundNaN() throws {
    var environment = Environment()
    environment.assign("a", .nan)
    let compiled = try Parser.expression(
      "a + x", as: Compiled.self, in: environment, freeVariables: true)
    #expect(try compiled.program(parameters: ["x"]).evaluate(1).isNaN)
  }

  @Test("a free Boolean variable cannot be a parameter: the program is refused")
  func freeBoolean() throws {
    let typed = try Parser.typedExpression(
      "x > 0 && ready", as: Compiled.self, freeVariables: true)
    guard case .boolean(let condition) = typed else {
      Issue.record("not a Boolean: \(typed)")
      return
    }
    #expect(throws: CallError.self) { try condition.fragment.program(parameters: ["x"]) }
  }
}
