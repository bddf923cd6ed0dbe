import Testing

@testable import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - References

/// The C library's function for each built-in of one argument.
private func reference(_ function: UnaryFunction) -> (Double) -> Double {
  switch function {
  case .abs: { fabs($0) }
  case .sqrt: { sqrt($0) }
  case .cbrt: { cbrt($0) }
  case .exp: { exp($0) }
  case .log: { log($0) }
  case .log2: { log2($0) }
  case .log10: { log10($0) }
  case .sin: { sin($0) }
  case .cos: { cos($0) }
  case .tan: { tan($0) }
  case .asin: { asin($0) }
  case .acos: { acos($0) }
  case .atan: { atan($0) }
  case .sinh: { sinh($0) }
  case .cosh: { cosh($0) }
  case .tanh: { tanh($0) }
  case .floor: { floor($0) }
  case .ceil: { ceil($0) }
  case .round: { round($0) }
  case .trunc: { trunc($0) }
  }
}

/// The C library's function for each built-in of two arguments.
private func reference(_ function: BinaryFunction) -> (Double, Double) -> Double {
  switch function {
  case .atan2: { atan2($0, $1) }
  case .hypot: { hypot($0, $1) }
  case .pow: { pow($0, $1) }
  }
}

/// Arguments that exercise signs, zeros, halves, large and small magnitudes and non-finite values.
private let samples: [Double] = [
  0, -0.0, 0.5, -0.5, 1, -1, 1.5, 2, 2.5, -2.5, 3.7, -3.7, 10, 1e-10, 1e10, 1e300, .pi / 4,
  .infinity, -.infinity, .nan,
]

/// An environment where `a` and `b` hold the arguments, so that every double can be passed.
private func arguments(_ a: Double, _ b: Double = 0) -> Environment {
  var environment = Environment()
  environment.assign("a", a)
  environment.assign("b", b)
  return environment
}

// MARK: - Tests

@Suite("Built-in functions and constants")
struct FunctionTests {
  @Test(
    "every one-argument function matches the C library bit for bit",
    arguments: UnaryFunction.allCases)
  func unary(function: UnaryFunction) throws {
    for sample in samples {
      let environment = arguments(sample)
      let text = "\(function.name)(a)"
      let expected = reference(function)(sample)
      let result = try value(text, in: environment)
      #expect(
        Value.sameBits(result, expected), "\(function.name)(\(sample)) = \(result), not \(expected)"
      )
      let fromTree = try tree(text, in: environment).evaluate(in: environment)
      #expect(Value.sameBits(fromTree, expected), "\(function.name)(\(sample)) as a tree")
    }
  }

  @Test(
    "every two-argument function matches the C library bit for bit",
    arguments: BinaryFunction.allCases)
  func binary(function: BinaryFunction) throws {
    for first in samples {
      for second in samples {
        let environment = arguments(first, second)
        let text = "\(function.name)(a, b)"
        let expected = reference(function)(first, second)
        let result = try value(text, in: environment)
        #expect(Value.sameBits(result, expected), "\(function.name)(\(first), \(second))")
        let fromTree = try tree(text, in: environment).evaluate(in: environment)
        #expect(
          Value.sameBits(fromTree, expected), "\(function.name)(\(first), \(second)) as a tree")
      }
    }
  }

  static let examples: [(String, Double)] = [
    ("abs(-3)", 3), ("abs(3)", 3), ("sqrt(16)", 4), ("sqrt(2)", 2.0.squareRoot()),
    ("cbrt(8)", 2), ("cbrt(-8)", -2), ("exp(0)", 1), ("exp(1)", exp(1.0)),
    ("log(1)", 0), ("log(e)", 1), ("log(exp(2))", 2), ("log2(8)", 3), ("log2(0.5)", -1),
    ("log10(1000)", 3), ("log10(0.01)", -2), ("sin(0)", 0), ("cos(0)", 1), ("tan(0)", 0),
    ("asin(1)", .pi / 2), ("acos(1)", 0), ("acos(-1)", .pi), ("atan(1)", .pi / 4),
    ("sinh(0)", 0), ("cosh(0)", 1), ("tanh(0)", 0),
    ("floor(2.5)", 2), ("floor(-2.5)", -3), ("ceil(2.5)", 3), ("ceil(-2.5)", -2),
    ("round(2.5)", 3), ("round(-2.5)", -3), ("round(0.5)", 1), ("round(1.5)", 2),
    ("round(2.4)", 2), ("round(-0.4)", -0.0), ("trunc(2.7)", 2), ("trunc(-2.7)", -2),
    ("atan2(1, 1)", .pi / 4), ("atan2(0, -1)", .pi), ("atan2(-0, -1)", -.pi),
    ("hypot(3, 4)", 5), ("hypot(-5, 12)", 13), ("pow(2, 10)", 1024), ("pow(2, -1)", 0.5),
    ("min(3)", 3), ("max(3)", 3), ("min(3, 1, 2)", 1), ("max(1, 5, 3, 2)", 5),
    ("min(-0, 0)", -0.0), ("max(-0, 0)", 0), ("min(0 / 0, 2)", 2), ("max(2, 0 / 0)", 2),
    ("min(0 / 0)", .nan), ("max(0 / 0, 0 / 0)", .nan), ("sqrt(-1)", .nan), ("log(0)", -.infinity),
    ("log(-1)", .nan), ("pi", .pi), ("π", .pi), ("e", 2.718_281_828_459_045), ("-e", -M_E),
    ("pow(2, 3)", 8), ("pow(-8, 1 / 3)", .nan),
  ]

  @Test("worked examples: log is natural, round halves away from zero", arguments: examples)
  func example(input: String, expected: Double) throws {
    let result = try value(input)
    #expect(Value.sameBits(result, expected), "\(input) = \(result), not \(expected)")
    #expect(Value.sameBits(try tree(input).evaluate(), expected), "\(input) as a tree")
  }

  @Test("every constant has its value, by name", arguments: Constant.allCases)
  func constant(constant: Constant) throws {
    #expect(try value(constant.name).bitPattern == constant.value.bitPattern)
    #expect(try tree(constant.name) == .constant(constant))
  }

  @Test("min and max take 1 to n arguments", arguments: VariadicFunction.allCases, 1...8)
  func variadic(function: VariadicFunction, count: Int) throws {
    let numbers: [Double] = [3, 1, 4, -1, 5, 9, -2, 6].prefix(count).map { $0 }
    let text = "\(function.name)(\(numbers.map { "\(Int($0))" }.joined(separator: ", ")))"
    let expected = function == .min ? numbers.min() : numbers.max()
    #expect(try value(text) == expected, "\(text)")
    #expect(try tree(text).evaluate() == expected, "\(text)")
    #expect(try sExpression(text).hasPrefix("(\(function.name) "), "\(text)")
  }

  // MARK: - Arity

  /// A call with the wrong number of arguments, and the message it gives.
  static let arityErrors: [(String, String)] =
    UnaryFunction.allCases.flatMap { function in
      [
        ("\(function.name)()", "'\(function.name)' takes 1 argument, got 0"),
        ("\(function.name)(1, 2)", "'\(function.name)' takes 1 argument, got 2"),
      ]
    }
    + BinaryFunction.allCases.flatMap { function in
      [
        ("\(function.name)()", "'\(function.name)' takes 2 arguments, got 0"),
        ("\(function.name)(1)", "'\(function.name)' takes 2 arguments, got 1"),
        ("\(function.name)(1, 2, 3)", "'\(function.name)' takes 2 arguments, got 3"),
      ]
    }
    + VariadicFunction.allCases.map { function in
      ("\(function.name)()", "'\(function.name)' takes at least 1 argument, got 0")
    }
    + [
      ("f()", "'f' takes 1 argument, got 0"),
      ("f(1, 2)", "'f' takes 1 argument, got 2"),
      ("g(1)", "'g' takes 2 arguments, got 1"),
      ("h(1)", "'h' takes 0 arguments, got 1"),
    ]

  @Test("the wrong number of arguments is an error at the function's name", arguments: arityErrors)
  func arity(call: String, message: String) throws {
    let error = try #require(parseError("1 + " + call, in: Fixture.environment))
    #expect(error.message == message)
    #expect(error.column == 5)
    #expect(error.isIncomplete == false)
    let treeError = try #require(parseError(call, as: ExpressionTree.self, in: Fixture.environment))
    #expect(treeError.message == message)
  }

  @Test("the built-in names are exactly the functions of the grammar")
  func names() {
    let grammar = [
      "abs", "sqrt", "cbrt", "exp", "log", "log2", "log10", "sin", "cos", "tan", "asin", "acos",
      "atan", "sinh", "cosh", "tanh", "floor", "ceil", "round", "trunc", "atan2", "hypot", "pow",
      "min", "max", "sum", "product", "integrate", "root",
    ]
    #expect(Names.builtinFunctions == grammar)
    #expect(Constant.allCases.map(\.name) == ["pi", "e", "inf"])
  }
}
