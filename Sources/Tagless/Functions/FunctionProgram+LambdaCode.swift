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
