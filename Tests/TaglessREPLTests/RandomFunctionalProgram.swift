import TaglessWorkloads

// MARK: - RandomFunctionalProgram

/// A seeded generator of well-typed programs with user functions that take functions.
///
/// A program defines user functions with one or two function parameters (each a function of
/// one or two numbers returning a number or, now and then, a Boolean) and one or two number
/// parameters. Each body calls every function parameter and sometimes passes one on: to `sum`,
/// `product` or `integrate`, inside a lambda reading the body's parameters, or to a user
/// function defined before that takes a function of that type. Calls pass lambdas and named
/// functions; wrong calls replace one function argument by something of another type and say
/// at which column the error must be. The resource oracle and the fuzzer's seeds use a
/// generator of the same shape (`Tests/EndToEnd/functional_programs.py`).
struct RandomFunctionalProgram {
  /// A parameter's type: a number (`arity == nil`) or a function of `arity` numbers returning a
  /// Boolean when `boolean`, else a number.
  struct Kind: Equatable {
    var arity: Int?
    var boolean = false

    static let number = Kind(arity: nil)

    var isFunction: Bool { arity != nil }
  }

  /// A wrong call and the 1-based column where its error must be reported.
  struct WrongCall {
    var line: String
    var column: Int
  }

  static let numberParameters = ["x", "n"]
  static let functionParameters = ["h", "p"]
  static let lambdaParameters = ["t", "s"]
  /// Named functions of each kind that calls may pass (`f` and `pos` are the fixture's).
  static let named: [Kind: [String]] = [
    Kind(arity: 1): ["sin", "sqrt", "exp", "abs", "f"], Kind(arity: 2): ["hypot", "atan2"],
    Kind(arity: 1, boolean: true): ["pos"],
  ]
  /// Definitions every program's names rely on.
  static let fixture = ["f(x) = x ^ 2 - 1", "pos(x) = x > 0", "y = 2"]

  var random: SeededGenerator
  /// The user functions that take functions defined so far, in order, with their parameters.
  var defined: [(name: String, kinds: [Kind])] = []

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  // MARK: Programs

  /// Definitions of `functions` user functions, named `w1`, `w2` and so on.
  mutating func definitions(_ functions: Int) -> [String] {
    (1...functions).map { definition("w\($0)") }
  }

  // MARK: Expressions

  mutating func leaf(_ numbers: [String]) -> String { pick(numbers + ["1", "2", "0.5", "3"]) }

  /// A number-valued expression over the number names and the function parameters.
  mutating func number(_ numbers: [String], _ functions: [(String, Kind)], depth: Int) -> String {
    if depth <= 0 || below(10) < 3 { return leaf(numbers) }
    switch below(20) {
    case 0..<7:
      let op = pick([" + ", " - ", " * ", " / "])
      return number(numbers, functions, depth: depth - 1) + op
        + number(numbers, functions, depth: depth - 1)
    case 7..<15 where !functions.isEmpty:
      return use(pick(functions), numbers, functions, depth: depth - 1)
    case 15, 16:
      return pick(["sin", "sqrt", "abs"]) + "(" + number(numbers, functions, depth: depth - 1)
        + ")"
    default: return "(" + number(numbers, functions, depth: depth - 1) + ")"
    }
  }

  /// A number-valued use of a function parameter: called, or passed on to a functional or to a
  /// user function defined before.
  mutating func use(
    _ parameter: (String, Kind), _ numbers: [String], _ functions: [(String, Kind)], depth: Int
  ) -> String {
    let (name, kind) = parameter
    let arguments = (0..<(kind.arity ?? 0)).map { _ in
      number(numbers, functions, depth: depth)
    }
    var call = name + "(" + arguments.joined(separator: ", ") + ")"
    if kind.boolean { call = "(" + call + " ? " + leaf(numbers) + " : " + leaf(numbers) + ")" }
    let bound = pick(["1", "2", "3"] + numbers)
    switch below(20) {
    case 0..<10: return call
    case 10..<14 where kind == Kind(arity: 1):
      if below(3) == 0 { return "integrate(" + name + ", 0, " + pick(["1", "2"] + numbers) + ")" }
      return pick(["sum", "product"]) + "(" + name + ", 1, " + bound + ")"
    case 10..<17:
      let k = pick(Self.lambdaParameters)
      let inner = depth > 0 ? use(parameter, numbers + [k], functions, depth: depth - 1) : call
      return "sum(" + k + " -> " + inner + " * " + leaf(numbers) + ", 1, " + bound + ")"
    default:
      let takers = defined.filter { $0.kinds.contains(kind) }
      guard !takers.isEmpty else { return call }
      let (callee, kinds) = pick(takers)
      return self.call(callee, kinds, numbers, functions, depth: depth, passing: parameter).text
    }
  }

  // MARK: Definitions

  /// A definition of `name` taking one or two functions, remembered for later calls.
  mutating func definition(_ name: String) -> String {
    let functionKinds = (0...below(2)).map { _ in
      Kind(arity: pick([1, 1, 2]), boolean: below(5) == 0)
    }
    let numbers = Array(Self.numberParameters.prefix(1 + below(2)))
    let functions = Array(zip(Self.functionParameters, functionKinds))
    var parameters = functions.map { ($0.0, $0.1) } + numbers.map { ($0, Kind.number) }
    parameters.shuffle(using: &random)
    // Every function parameter is used at least once.
    var parts = functions.map { use($0, numbers, functions, depth: 2) }
    if below(2) == 0 { parts.append(number(numbers, functions, depth: 2)) }
    var body = parts.joined(separator: pick([" + ", " * ", " - "]))
    if below(5) == 0, numbers.contains("n") {
      // Recursion that passes the functions on, as apply_n does.
      let again = parameters.map { $0.0 == "n" ? "n - 1" : $0.0 }.joined(separator: ", ")
      body = "n <= 0 ? " + body + " : " + name + "(" + again + ") + 1"
    }
    defined.append((name, parameters.map(\.1)))
    return name + "(" + parameters.map(\.0).joined(separator: ", ") + ") = " + body
  }

  // MARK: Calls

  /// An argument of `kind`: a number, or a lambda or a named function of that type.
  mutating func argument(_ kind: Kind, _ numbers: [String], depth: Int) -> String {
    guard let arity = kind.arity else { return number(numbers, [], depth: min(depth, 1)) }
    if let names = Self.named[kind], below(3) == 0 { return pick(names) }
    let parameters = arity == 2 ? ["a", "b"] : [pick(Self.lambdaParameters)]
    var body = number(numbers + parameters, [], depth: depth)
    if kind.boolean { body += pick([" > ", " < ", " >= "]) + leaf(numbers + parameters) }
    let head = arity == 1 ? parameters[0] : "(" + parameters.joined(separator: ", ") + ")"
    return head + pick([" -> ", " → ", "->"]) + body
  }

  /// A call of `callee`, passing `passing` for the first parameter of its kind; with the
  /// offsets (in characters) of each argument.
  mutating func call(
    _ callee: String, _ kinds: [Kind], _ numbers: [String], _ functions: [(String, Kind)],
    depth: Int, passing: (String, Kind)? = nil
  ) -> (text: String, starts: [Int], ends: [Int]) {
    var text = callee + "("
    var (starts, ends) = ([Int](), [Int]())
    var passed = passing == nil
    for (index, kind) in kinds.enumerated() {
      if index > 0 { text += ", " }
      let argument: String
      if !passed, let passing, kind == passing.1 {
        (argument, passed) = (passing.0, true)
      } else {
        argument = self.argument(kind, numbers, depth: depth)
      }
      starts.append(text.count)
      text += argument
      ends.append(text.count)
    }
    return (text + ")", starts, ends)
  }

  /// A line calling one of the defined functions, in a sum or an operation now and then.
  mutating func line() -> String { placed(callLine(wrong: false)).line }

  /// A call with one function argument of the wrong type, or one argument too many.
  mutating func wrongCall() -> WrongCall { placed(callLine(wrong: true)) }

  private mutating func callLine(wrong: Bool) -> (text: String, column: Int, inSum: Bool) {
    let (callee, kinds) = pick(defined)
    let inSum = below(10) < 3
    let (written, starts, ends) = call(callee, kinds, inSum ? ["k"] : [], [], depth: 2)
    guard wrong else { return (written, 0, inSum) }
    let functional = kinds.indices.filter { kinds[$0].isFunction }
    if below(7) == 0 { return (String(written.dropLast()) + ", 1)", 1, inSum) }
    let index = pick(functional)
    var options = [
      "2", kinds[index].boolean ? "x -> x + 1" : "x -> x > 1",
      kinds[index].arity == 1 ? "(a, b) -> a" : "t -> t", pick(defined).name,
    ]
    if kinds[index].boolean { options.append("sin") }
    let characters = Array(written)
    let text =
      String(characters[..<starts[index]]) + pick(options) + String(characters[ends[index]...])
    return (text, starts[index] + 1, inSum)
  }

  private mutating func placed(_ call: (text: String, column: Int, inSum: Bool)) -> WrongCall {
    let prefix = call.inSum ? "sum(k -> " : pick(["", "", "1 + ", "2 * "])
    let suffix = call.inSum ? ", 1, " + pick(["1", "2", "3"]) + ")" : ""
    return WrongCall(line: prefix + call.text + suffix, column: call.column + prefix.count)
  }

  // MARK: Randomness

  mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

  mutating func pick<Element>(_ elements: [Element]) -> Element { elements[below(elements.count)] }
}

extension RandomFunctionalProgram.Kind: Hashable {}
