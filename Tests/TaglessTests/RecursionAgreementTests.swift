import Testing

@testable import Tagless

// MARK: - Recursion: every road to a call's value agrees

/// Recursive programs through four roads: the same values, or the same errors.
///
/// The evaluator's calls run on the call machine (the accumulator machine with frames); the
/// enum tree's on its own recursive evaluator; `DualNumber`'s on the generic expansion
/// machine; a `Compiled` line with calls on the call machine in its line mode. Each recursive
/// program below runs through all four, and the values — or the errors, with their message,
/// chain and offset — must be the same.
@Suite("Recursion agreement: call machine, generic expansion, enum tree, compiled line")
struct RecursionAgreementTests {
  /// Functions that recurse in every way the language allows.
  static let definitions = [
    "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)",
    "ack(m, n) = m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1))",
    "female(n) = n == 0 ? 1 : n - male(female(n - 1))",
    "male(n) = n == 0 ? 0 : n - female(male(n - 1))",
    "iseven(n) = n == 0 ? true : isodd(n - 1)",
    "isodd(n) = n == 0 ? false : iseven(n - 1)",
    "down(n) = n <= 0 ? 0 : down(n - 1)",
    "fact(n) = n <= 1 ? 1 : n * fact(n - 1)",
    "prime(n) = n >= 2 && nodivisor(n, 2)",
    "nodivisor(n, d) = d * d > n || (n % d != 0 && nodivisor(n, d + 1))",
    "spread(x) = min(x, 2 * x, x - 1) + max(x ^ 2, -x) - atan2(x, 2) + scale * x",
    "tri(n) = n == 0 ? 0 : n + tri(n - 1) * (big ? 1 : 0) + (big ? 0 : 1)",
    "collatz(n) = n == 1 ? 0 : 1 + collatz(n % 2 == 0 ? n / 2 : 3 * n + 1)",
    "nan(x) = x != x ? 1 : 0",
    "zero() = 0",
    "wrong(n) = n == 0 ? missing(n) : wrong(n - 1)",
    "loop(x) = loop(x)",
  ]

  static let environment: Environment = {
    var session = Session()
    try? session.run(["scale = 0.25", "big = true"] + definitions)
    return session.environment
  }()

  /// Lines with their values, or the start of their error.
  static let lines: [(String, String)] = [
    ("fib(20)", "6765"),
    ("fib(0) + fib(1) * 10", "10"),
    ("ack(2, 300)", "603"),
    ("ack(3, 4)", "125"),
    ("female(40) + male(40) / 100", "25.25"),
    ("iseven(1000)", "true"),
    ("isodd(1001) && !iseven(3)", "true"),
    // The first call counts 1 level, each other 2 (under `?:`): 9,999 of the 10,000.
    ("down(4999)", "0"),
    ("down(5000)", "calls of user functions nest too deeply"),
    ("fact(170)", "7.257415615307994e306"),
    ("prime(97) ? 1 : 2", "1"),
    ("prime(91) || zero() == 1", "false"),
    ("spread(3) + spread(-0.5)", "9.887184939879534"),
    ("tri(100)", "5050"),
    ("collatz(27)", "111"),
    ("nan(0/0) + nan(1)", "1"),
    ("1 + zero() + zero()", "1"),
    ("2 * wrong(5)", "unknown function 'missing'"),
    ("1 + loop(1)", "calls of user functions nest too deeply"),
    ("fib(-1) < 0 ? fib(3) : fib(4)", "2"),
  ]

  /// The outcome of a line through the parser into `R`: its value, or its error (message,
  /// chain and offset).
  static func outcome<R: Language>(_ line: String, as _: R.Type, _ value: (Typed<R>) -> Value)
    -> String
  {
    do throws(ParseError) {
      return value(try Parser.typedExpression(line, as: R.self, in: environment)).description
    } catch {
      return "\(error.message) in \(error.functions) at \(error.offset)"
    }
  }

  /// The outcome through the enum tree's evaluator.
  static func treeOutcome(_ line: String) throws -> String {
    let tree = try Parser.typedExpression(line, as: ExpressionTree.self, in: environment)
    do throws(CallError) {
      switch tree {
      case .number(let tree): return Value.number(try tree.evaluate(in: environment)).description
      case .boolean(let tree): return Value.boolean(try tree.evaluate(in: environment)).description
      }
    } catch {
      return "\(error.message) in \(error.functions) at \(error.offset)"
    }
  }

  /// The outcome of the line compiled as a program without parameters.
  static func compiledOutcome(_ line: String) throws -> String {
    let program: CompiledProgram
    switch try Parser.typedExpression(line, as: Compiled.self, in: environment) {
    case .number(let compiled): program = try compiled.program(in: environment)
    case .boolean(let condition): program = try condition.fragment.program(in: environment)
    }
    do throws(CallError) {
      return try program.result([]).description
    } catch {
      return "\(error.message) in \(error.functions) at \(error.offset)"
    }
  }

  @Test("the four roads give the same value or the same error", arguments: lines)
  func agreement(line: String, expected: String) throws {
    let machine = Self.outcome(line, as: Evaluation.self) { typed in
      switch typed {
      case .number(let x): .number(x.value)
      case .boolean(let b): .boolean(b)
      }
    }
    #expect(machine.hasPrefix(expected), "\(machine)")
    let generic = Self.outcome(line, as: DualNumber.self) { typed in
      switch typed {
      case .number(let x): .number(x.value)
      case .boolean(let b): .boolean(b)
      }
    }
    #expect(generic == machine)
    #expect(try Self.treeOutcome(line) == machine)
    #expect(try Self.compiledOutcome(line) == machine)
  }

  @Test("a call-count limit and a limit on depth stop the machine where the tree stops")
  func limits() throws {
    var limits = Limits.standard
    limits.maximumCalls = 1_000
    limits.maximumCallDepth = 50
    for line in ["fib(20)", "1 + down(40)", "down(10) + fib(10)", "ack(2, 3)"] {
      let tagless: String
      do throws(ParseError) {
        let value = try Parser.expression(
          line, as: Evaluation.self, in: Self.environment, limits: limits)
        tagless = Value.number(value.value).description
      } catch {
        tagless = "\(error.message) at \(error.offset)"
      }
      let tree = try Parser.expression(line, as: ExpressionTree.self, in: Self.environment)
      let initial: String
      do throws(CallError) {
        initial = Value.number(try tree.evaluate(in: Self.environment, limits: limits)).description
      } catch {
        initial = "\(error.message) at \(error.offset)"
      }
      #expect(tagless == initial, "\(line)")
    }
  }

  @Test("the machine's code: loads fused into operators, conditionals as jumps")
  func lowering() throws {
    let fib = try #require(Self.environment.functions["fib"]).program.code.machine
    let code = UnsafeBufferPointer(fib.instructions).map(\.description)
    #expect(
      code == [
        "argument 0", "compare < 2", "branch 5", "argument 0", "return", "argument 0",
        "subtract 1", "call #0", "argument 0", "subtract 2", "call #1", "add", "return",
      ])
    #expect(fib.sites.map(\.callee.name) == ["fib", "fib"])
  }
}
