// MARK: - LambdaCode

extension FunctionProgram {
  /// A function built in a body, `k -> n * k` in `f(n) = sum(k -> n * k, 1, n)`: its body
  /// compiled as code of its own, which reads the enclosing code's arguments first (the
  /// function's parameters and the enclosing lambdas' ones, ``captured`` of them) and then its
  /// own parameters.
  ///
  /// So a lambda captures by the arguments it is given, not by names: the body's code is
  /// compiled once, with the function, and the expansion passes it the enclosing arguments
  /// each time it builds the function (closure conversion).
  struct LambdaCode: Hashable, Sendable, CustomStringConvertible {
    /// The functional that takes the function, nil for a function applied where it is
    /// written.
    let functional: Functional?
    /// The parameter names, as written.
    let parameters: [String]
    /// The function's name when it is one (`sin`, `f`), nil for a lambda.
    let name: String?
    /// What the function returns.
    let result: ValueType
    /// How many of the enclosing code's arguments the body reads before its parameters.
    let captured: Int
    /// The body's code.
    let body: Code
    /// The function as written, and the names the enclosing code's arguments stand for (the
    /// function's parameters, then the enclosing lambdas'): what ``compiled(_:in:limits:)``
    /// compiles for the evaluator's loops.
    let tree: FunctionExpression
    let functionParameters: [String]
    let bound: [String]

    /// The function's type.
    var type: FunctionType { FunctionType(arity: parameters.count, result: result) }

    /// `sum of k -> …` (or `apply k -> …`), then the body's code indented.
    var description: String {
      let head =
        (functional.map { "\($0.name) of " } ?? "apply ") + "("
        + parameters.joined(separator: ", ") + ") ->"
      let lines = body.description.split(separator: "\n").map { "    " + $0 }
      return ([head] + lines).joined(separator: "\n")
    }
  }
}

// MARK: - Compiled for the evaluator

extension FunctionProgram.LambdaCode {
  /// The body compiled for the evaluator's loops (``Compiled``, bit for bit the evaluator's
  /// arithmetic), the enclosing arguments `captured` in place as numbers: nil unless it is
  /// a function of one number whose body is arithmetic and built-ins over its parameter and
  /// the arguments it captures (no call, variable, condition or function of its own).
  func compiled(_ captured: [Double], in environment: Environment, limits: Limits)
    -> CompiledProgram?
  {
    guard functional != nil, parameters.count == 1, case .number(let body) = tree.body,
      let plain = substituted(body, captured)
    else { return nil }
    let program = try? plain.fold(into: Compiled.self).program(
      parameters: parameters, in: environment, limits: limits)
    return program?.isPlain == true ? program : nil
  }

  /// `tree` with the captured arguments as numbers; nil when it holds anything but
  /// arithmetic and built-ins over those and the function's own parameter.
  private func substituted(_ tree: ExpressionTree, _ captured: [Double]) -> ExpressionTree? {
    func walk(_ tree: ExpressionTree) -> ExpressionTree? {
      switch tree {
      case .number, .constant: return tree
      case .parameter(let name):
        if parameters.contains(name) { return tree }
        guard let index = bound.lastIndex(of: name) else { return nil }
        return .number(captured[functionParameters.count + index])
      case .variable(let name, _):
        guard let index = functionParameters.firstIndex(of: name) else { return nil }
        return .number(captured[index])
      case .add(let a, let b): return pair(a, b, ExpressionTree.add)
      case .subtract(let a, let b): return pair(a, b, ExpressionTree.subtract)
      case .multiply(let a, let b): return pair(a, b, ExpressionTree.multiply)
      case .divide(let a, let b): return pair(a, b, ExpressionTree.divide)
      case .remainder(let a, let b): return pair(a, b, ExpressionTree.remainder)
      case .power(let a, let b): return pair(a, b, ExpressionTree.power)
      case .negate(let a): return walk(a).map(ExpressionTree.negate)
      case .function1(let function, let a): return walk(a).map { .function1(function, $0) }
      case .function2(let function, let a, let b):
        return pair(a, b) { .function2(function, $0, $1) }
      case .functionN(let function, let arguments):
        var walked: [ExpressionTree] = []
        for argument in arguments {
          guard let argument = walk(argument) else { return nil }
          walked.append(argument)
        }
        return .functionN(function, walked)
      default: return nil
      }
    }
    func pair(
      _ a: ExpressionTree, _ b: ExpressionTree,
      _ make: (ExpressionTree, ExpressionTree) -> ExpressionTree
    ) -> ExpressionTree? {
      guard let a = walk(a), let b = walk(b) else { return nil }
      return make(a, b)
    }
    return walk(tree)
  }
}
