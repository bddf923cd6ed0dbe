import Tagless
import Testing

// MARK: - A stack machine for checking reverse Polish text

/// Evaluates reverse Polish tokens with `variables`, or returns nil when they are malformed.
private func run(_ tokens: [String], variables: [String: Double] = [:]) -> Double? {
  var stack: [Double] = []
  func pop(_ count: Int) -> [Double]? {
    guard stack.count >= count else { return nil }
    defer { stack.removeLast(count) }
    return Array(stack.suffix(count))
  }
  for token in tokens {
    if let number = Double(token) {
      stack.append(number)
    } else if let value = variables[token] ?? Constant(rawValue: token)?.value {
      stack.append(value)
    } else if token == "neg", let operands = pop(1) {
      stack.append(-operands[0])
    } else if let function = UnaryFunction(rawValue: token), let operands = pop(1) {
      stack.append(function(operands[0]))
    } else if let function = BinaryFunction(rawValue: token), let operands = pop(2) {
      stack.append(function(operands[0], operands[1]))
    } else if let slash = token.firstIndex(of: "/"), token.count > 1,
      let function = VariadicFunction(rawValue: String(token[..<slash])),
      let count = Int(token[token.index(after: slash)...]), let operands = pop(count)
    {
      stack.append(function(operands))
    } else if let operands = pop(2) {
      let (a, b) = (operands[0], operands[1])
      switch token {
      case "+": stack.append(a + b)
      case "-": stack.append(a - b)
      case "*": stack.append(a * b)
      case "/": stack.append(a / b)
      case "^": stack.append(BinaryFunction.pow(a, b))
      default: return nil
      }
    } else {
      return nil
    }
  }
  return stack.count == 1 ? stack[0] : nil
}

// MARK: - Tests

@Suite("A new interpreter, written outside the library")
struct NewInterpreterTests {
  static let environment: Environment = {
    var environment = Environment()
    environment.assign("x", 3)
    environment.assign("y", 0.5)
    return environment
  }()

  static let reversePolish: [(input: String, tokens: String)] = [
    ("3 + 5 * (8 - 7) / 6", "3 5 8 7 - * 6 / +"),
    ("1 - 2 - 3", "1 2 - 3 -"),
    ("1 - (2 - 3)", "1 2 3 - -"),
    ("2 ^ 3 ^ 2", "2 3 2 ^ ^"),
    ("-2 ^ 2", "2 2 ^ neg"),
    ("(-2) ^ 2", "2 neg 2 ^"),
    ("2 × π ÷ x", "2 pi * x /"),
    ("hypot(x, 4) + sqrt(y)", "x 4 hypot y sqrt +"),
    ("max(1, x, y) - min(2)", "1 x y max/3 2 min/1 -"),
    ("e ** -y", "e y neg ^"),
  ]

  /// Boolean-valued and conditional inputs: the typed family, with `b` a Boolean variable.
  static let typedReversePolish: [(input: String, tokens: String)] = [
    ("x < 1", "x 1 <"),
    ("x ≥ y && !b", "x y >= b not and"),
    ("b || x == 3 && y != 0", "b x 3 == y 0 != and or"),
    ("x < 0 ? -x : x", "x 0 < x neg x ?:"),
    ("b ? x > 1 : false", "b x 1 > false ?:"),
    ("x > 1 ? 1 : x > 0 ? 2 : 3", "x 1 > 1 x 0 > 2 3 ?: ?:"),
  ]

  @Test(
    "reverse Polish of Booleans and conditionals, parsed and folded", arguments: typedReversePolish)
  func typedParsedAndFolded(input: String, tokens: String) throws {
    var environment = Self.environment
    environment.assign("b", .boolean(true))
    let typed = try Parser.typedExpression(input, as: ReversePolish.self, in: environment)
    #expect(typed.map(number: \.description, boolean: \.description) == tokens)
    let tree = try Parser.typedExpression(input, as: ExpressionTree.self, in: environment)
    let folded = tree.map(
      number: { $0.fold(into: ReversePolish.self) },
      boolean: { $0.fold(into: ReversePolish.self) })
    #expect(folded.description == tokens)
  }

  @Test("a recursive call prints as a call, in the definition and in a line")
  func recursiveCall() throws {
    var environment = Environment()
    let statement = try Parser.statement(
      "fact(n) = n <= 1 ? 1 : n * fact(n - 1)", as: ReversePolish.self, in: environment)
    guard case .definition(let definition) = statement else {
      Issue.record("not a definition")
      return
    }
    environment.define(definition)
    let rpn = try Parser.expression("fact(5) + 1", as: ReversePolish.self, in: environment)
    #expect(rpn.description == "5 fact 1 +")
    guard case .number(let body) = definition.body else {
      Issue.record("not a number-valued body")
      return
    }
    #expect(body.fold(into: ReversePolish.self).description == "n 1 <= 1 n n 1 - fact * ?:")
  }

  @Test("reverse Polish through the library's generic parser", arguments: reversePolish)
  func parsed(input: String, tokens: String) throws {
    let rpn = try Parser.expression(input, as: ReversePolish.self, in: Self.environment)
    #expect(rpn.description == tokens)
  }

  @Test("reverse Polish through ExpressionTree.fold(into:)", arguments: reversePolish)
  func folded(input: String, tokens: String) throws {
    let tree = try Parser.expression(input, as: ExpressionTree.self, in: Self.environment)
    #expect(tree.fold(into: ReversePolish.self).description == tokens)
  }

  @Test("the reverse Polish tokens compute the same value", arguments: reversePolish)
  func sameValue(input: String, tokens: String) throws {
    let rpn = try Parser.expression(input, as: ReversePolish.self, in: Self.environment)
    let expected = try Parser.expression(input, as: Evaluation.self, in: Self.environment).value
    let variables = Self.environment.variables.compactMapValues(\.number)
    #expect(run(rpn.tokens, variables: variables) == expected)
  }

  @Test("a user function's call is one token after its arguments")
  func userCall() throws {
    var environment = Self.environment
    let statement = try Parser.statement(
      "f(t, u) = t * u + x", as: Evaluation.self, in: environment)
    guard case .definition(let definition) = statement else {
      Issue.record("not a definition")
      return
    }
    environment.define(definition)
    let rpn = try Parser.expression("f(1, 2) ^ 2", as: ReversePolish.self, in: environment)
    #expect(rpn.description == "1 2 f 2 ^")
  }

  // MARK: - Free variables

  static let freeVariables: [(input: String, names: Set<String>)] = [
    ("1 + 2", []),
    ("pi * e", []),
    ("π * r ^ 2", ["r"]),
    ("x * y + sin(z) - pi", ["x", "y", "z"]),
    ("max(a, b, c, a)", ["a", "b", "c"]),
    ("-(speed * time) % lap", ["speed", "time", "lap"]),
    ("hypot(x, 3) + x", ["x"]),
  ]

  @Test("free variables through the library's generic parser", arguments: freeVariables)
  func freeParsed(input: String, names: Set<String>) throws {
    let free = try Parser.expression(input, as: FreeVariables.self, freeVariables: true)
    #expect(free.names == names)
  }

  @Test("free variables through ExpressionTree.fold(into:)", arguments: freeVariables)
  func freeFolded(input: String, names: Set<String>) throws {
    let tree = try Parser.expression(input, as: ExpressionTree.self, freeVariables: true)
    #expect(tree.fold(into: FreeVariables.self).names == names)
  }

  @Test("a call reads its arguments' variables and its body's")
  func freeVariablesOfCalls() throws {
    var environment = Environment()
    let statement = try Parser.statement("g(t) = t * w", as: Evaluation.self, in: environment)
    guard case .definition(let definition) = statement else {
      Issue.record("not a definition")
      return
    }
    environment.define(definition)
    let free = try Parser.expression(
      "g(a + 1) - b", as: FreeVariables.self, in: environment, freeVariables: true)
    #expect(free.names == ["a", "b", "w"])
  }

  @Test(
    "free variables of Booleans and conditionals: both branches are read",
    arguments: [
      ("a < b", ["a", "b"]), ("!(p > 0) || q == r", ["p", "q", "r"]),
      ("c > 0 ? t : -u", ["c", "t", "u"]), ("true ? 1 : v", ["v"]),
    ] as [(String, Set<String>)])
  func freeTyped(input: String, names: Set<String>) throws {
    let free = try Parser.typedExpression(input, as: FreeVariables.self, freeVariables: true)
    #expect(free.map(number: \.names, boolean: \.names) == names)
  }

  @Test("a recursive call reads its body's names once, and stays a call")
  func freeVariablesOfRecursion() throws {
    var environment = Environment()
    environment.assign("w", 2)
    let statement = try Parser.statement(
      "fact(n) = n <= 1 ? w : n * fact(n - 1)", as: Evaluation.self, in: environment)
    guard case .definition(let definition) = statement else {
      Issue.record("not a definition")
      return
    }
    environment.define(definition)
    let free = try Parser.expression(
      "fact(k)", as: FreeVariables.self, in: environment, freeVariables: true)
    #expect(free.names == ["k", "w"])
  }

  @Test("bound variables are still read, by name")
  func boundVariables() throws {
    let free = try Parser.expression("x * 2 + y", as: FreeVariables.self, in: Self.environment)
    #expect(free.names == ["x", "y"])
    #expect(throws: ParseError.self) {
      try Parser.expression("x * q", as: FreeVariables.self, in: Self.environment)
    }
  }
}
