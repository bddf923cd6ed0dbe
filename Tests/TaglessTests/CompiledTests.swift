import Testing

@testable import Tagless

// MARK: - Helpers

/// The program of `text` (free names allowed) over `parameters`.
private func program(
  _ text: String, parameters: [String] = [], in environment: Environment = Environment()
) throws -> CompiledProgram {
  try Parser.expression(text, as: Compiled.self, in: environment, freeVariables: true)
    .program(parameters: parameters, in: environment)
}

// MARK: - Compiled

@Suite("Compiled programs")
struct CompiledTests {
  @Test("the documented examples")
  func examples() throws {
    #expect(try program("x ^ 2 + 3 * x", parameters: ["x"]).evaluate(2) == 10)
    var environment = Environment()
    environment.assign("a", 3)
    let g = try program("a * x + y", parameters: ["x", "y"], in: environment)
    #expect(g.evaluate(2, 1) == 7)
    #expect(g.evaluate([2, 1]) == 7)
    #expect(try program("2 ^ 10").evaluate() == 1024)
  }

  @Test("constant parts are folded, leaves become operands of the instruction that uses them")
  func folding() throws {
    let f = try program("2 * 3 + x", parameters: ["x"])
    #expect(f.instructionCount == 2)
    #expect(f.description == "argument 0\nadd 6")
    #expect(try program("sqrt(16) + max(1, 2, 3) * pi").instructionCount == 1)
    let g = try program("1 - x / 2", parameters: ["x"])
    #expect(g.description == "argument 0\ndivide 2\n1 minus")
    #expect(g.evaluate(1) == 0.5)
  }

  /// The fragment folds as it is built, by the same rule the generator applies to what only
  /// becomes constant there (a variable that is not a parameter).
  @Test("a fragment folds its constant parts as it is built; the generator folds bound names")
  func foldingWhileBuilding() throws {
    func fragment(_ text: String) throws -> Compiled {
      try Parser.expression(text, as: Compiled.self, freeVariables: true)
    }
    #expect(try fragment("1 + 2 * x").count == 5)
    #expect(try fragment("2 * 3 + x").count == 3)
    #expect(try fragment("-sqrt(16) + x").count == 3)
    #expect(try fragment("max(1, 2) < 3 ? x : 0").count == 1)
    #expect(try fragment("!(1 > 2) && 2 == 2 ? 4 : x").constant == 4)
    #expect(try fragment("-(-(-x))").count == 4)
    var environment = Environment()
    environment.assign("a", 3)
    let g = try program("-(a * 2) + x", parameters: ["x"], in: environment)
    #expect(g.description == "argument 0\nadd -6")
  }

  // A free variable that is no parameter made the program answer NaN; it is now refused.
  @Test("variables that are not parameters keep their values; free ones must be parameters")
  func boundAndFree() throws {
    var environment = Environment()
    environment.assign("k", 4)
    #expect(throws: CallError.self) {
      try program("k * x + y", parameters: ["x"], in: environment)
    }
    let g = try program("k * x", parameters: ["x", "k"], in: environment)
    #expect(g.evaluate(2, 10) == 20)
    #expect(try program("x + x", parameters: ["x", "x"]).evaluate(1, 100) == 2)
  }

  @Test("user functions are called when the program runs")
  func userFunctions() throws {
    var session = Session()
    try session.run(["f(t) = t^2 + 1", "g(a, b) = f(a) * b"])
    let f = try program("g(x, 3) - f(2)", parameters: ["x"], in: session.environment)
    #expect(f.evaluate(2) == 10)
  }

  @Test("a recursive function compiles, and runs at each point")
  func recursion() throws {
    var session = Session()
    try session.run(["fact(n) = n <= 1 ? 1 : n * fact(n - 1)", "loop(n) = loop(n)"])
    let f = try program("fact(x)", parameters: ["x"], in: session.environment)
    #expect(f.evaluate(5) == 120)
    #expect(f.evaluate(at: [0, 1, 3, 10]) == [1, 1, 6, 3_628_800])
    #expect(try f.result([4]) == .number(24))
    let loop = try program("loop(x) + 1", parameters: ["x"], in: session.environment)
    #expect(loop.evaluate(1).isNaN)
    #expect(throws: CallError.self) { try loop.result([1]) }
  }

  @Test("conditionals and Booleans compile: only the branch taken runs")
  func conditionals() throws {
    var session = Session()
    try session.run("loop(n) = loop(n)")
    let piecewise = try program("x < 0 ? -x : x ^ 2", parameters: ["x"])
    #expect(piecewise.type == .number)
    #expect(piecewise.evaluate(at: [-2, -0.5, 0, 3]) == [2, 0.5, 0, 9])
    let guarded = try program("x > 0 ? x : loop(x)", parameters: ["x"], in: session.environment)
    #expect(guarded.evaluate(2) == 2)
    let test = try Parser.typedExpression(
      "x > 1 && !(x == 3)", as: Compiled.self, freeVariables: true)
    let predicate = try #require(test.boolean).fragment.program(parameters: ["x"])
    #expect(predicate.type == .boolean)
    #expect(try predicate.result([2]) == .boolean(true))
    #expect(try predicate.result([3]) == .boolean(false))
    #expect(predicate.evaluate(at: [0, 2, 3]) == [0, 1, 0])
  }

  @Test(
    "conditionals, comparisons and logic without calls run on the vectorised machine, bit for bit",
    arguments: [
      "x < 0 ? -x : x ^ 2",
      "x >= 1 && x != 2 || x == -0.5 ? sqrt(x) : 1 / x",
      "!(x > 0) ? (x < -1 ? x * 3 : -x) : x <= 2 ? x - 0.25 : 2 ^ x",
      "(x > 0 ? 1 : 0) + (x == x ? 2 : 3) * (2 < 3 ? x : 0)",
      "x > 0 || false",
      "x < 1 ? x > -1 : !(x > 5)",
    ])
  func vectorisedConditionals(_ text: String) throws {
    let typed = try Parser.typedExpression(text, as: Compiled.self, freeVariables: true)
    let f =
      switch typed {
      case .number(let compiled): try compiled.program(parameters: ["x"])
      case .boolean(let condition): try condition.fragment.program(parameters: ["x"])
      }
    // No general program: the accumulator machine's code, which selects between branches.
    #expect(f.general == nil)
    var xs: [Double] = [-0.0, 0, .nan, .infinity, -.infinity, 2, -0.5, 1, -1, 5, 0.25]
    xs += (0..<1_200).map { Double($0 - 600) / 97 }
    let batch = f.evaluate(at: xs)
    for (x, y) in zip(xs, batch) {
      var environment = Environment()
      environment.assign("x", x)
      let expected: Double =
        switch try Parser.typedExpression(text, as: Evaluation.self, in: environment) {
        case .number(let value): value.value
        case .boolean(let value): value ? 1 : 0
        }
      #expect(Value.sameBits(y, expected), "\(text) at x = \(x)")
      #expect(Value.sameBits(f.evaluate(x), expected), "\(text) at x = \(x), one point")
      let result = try f.result([x])
      #expect(result.type == typed.type)
    }
  }

  @Test("the stack stays shallow however deep the expression")
  func shallowStack() throws {
    let depth = Limits.standard.maximumDepth
    let left =
      String(repeating: "(", count: depth - 1) + "x" + String(repeating: " + x)", count: depth - 1)
    let right =
      String(repeating: "x * (", count: depth - 1) + "x" + String(repeating: ")", count: depth - 1)
    let balanced = (0..<9).reduce("x") { text, _ in "(\(text)) - (\(text))" }
    for text in [left, right, balanced] {
      let f = try program(text, parameters: ["x"])
      #expect(f.stackCapacity <= 16)
      var environment = Environment()
      environment.assign("x", 1.25)
      let expected = try Parser.expression(text, as: Evaluation.self, in: environment).value
      #expect(Value.sameBits(f.evaluate(1.25), expected))
    }
  }

  @Test("many points at once give the same values as one at a time")
  func batches() throws {
    let f = try program("x * x - 1 / x + sin(x) * -y ^ 2 + max(x, y) % 3", parameters: ["x", "y"])
    let xs = (0..<1_000).map { Double($0) / 37 - 5 }
    let ys = xs.map { $0 * 1.5 + 0.25 }
    var results = [Double](repeating: 0, count: xs.count)
    xs.withUnsafeBufferPointer { x in
      ys.withUnsafeBufferPointer { y in
        results.withUnsafeMutableBufferPointer { f.evaluate(columns: [x, y], into: $0) }
      }
    }
    #expect(zip(results, zip(xs, ys)).allSatisfy { Value.sameBits($0, f.evaluate($1.0, $1.1)) })
    let g = try program("x ^ 2 + 3 * x", parameters: ["x"])
    #expect(g.evaluate(at: [0, 1, 2]) == [0, 4, 10])
  }

  // MARK: Agreement with Evaluation

  static let seeds: [UInt64] = [0xC0DE_0001, 0xC0DE_0002, 0xC0DE_0003, 0xC0DE_0004]

  @Test("agrees with Evaluation bit for bit on random expressions", arguments: seeds)
  func agreement(seed: UInt64) throws {
    let environment = Fixture.environment
    let names = ["x", "y", "z", "ans"]
    let values = names.map { environment.value(of: $0)?.number ?? .nan }
    var generator = RandomExpression(seed: seed)
    var failures: [String] = []
    for round in 0..<750 {
      let line = generator.line()
      guard let expected = try? Parser.expression(line, as: Evaluation.self, in: environment)
      else { continue }
      let compiled = try Parser.expression(line, as: Compiled.self, in: environment)
      // Everything baked in as constants; then the variables as arguments of the same values.
      let constant = try compiled.program(in: environment).evaluate()
      let parameters = try compiled.program(parameters: names, in: environment).evaluate(values)
      // Other values of x: the same as parsing again with x bound to them.
      let x = [0.0, -0.0, 0.5, -7, 1e300, .infinity, .nan][round % 7]
      var moved = environment
      moved.assign("x", x)
      let again = try Parser.expression(line, as: Evaluation.self, in: moved).value
      let atX = try compiled.program(parameters: ["x"], in: environment).evaluate(x)
      let batch = try compiled.program(parameters: ["x"], in: environment).evaluate(at: [x, x])
      if !Value.sameBits(constant, expected.value) || !Value.sameBits(parameters, expected.value)
        || !Value.sameBits(atX, again) || !batch.allSatisfy({ Value.sameBits($0, again) })
      {
        failures.append(line)
      }
    }
    #expect(failures.isEmpty, "\(failures.count) lines, such as \(failures.prefix(3))")
  }
}
