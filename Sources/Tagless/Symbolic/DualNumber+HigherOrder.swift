// MARK: - Functions as values

extension DualNumber: HigherOrder {
  /// `sum`, `product`, `integrate` or `root` with their derivatives, by ``Derivative``'s rules
  /// in the evaluator (linearity, the product rule, Leibniz's rule, the implicit function
  /// theorem), read as numbers.
  ///
  /// A lambda applied in place needs no rule of its own: its body runs on dual numbers, which
  /// is the chain rule.
  ///
  /// ```swift
  /// var environment = Environment()
  /// environment.assign("x", 2)
  /// let dual = try Parser.expression("sum(k -> k * x ^ 2, 1, 3)", as: DualNumber.self,
  ///   in: environment)
  /// dual.value                // 24 (6 x²)
  /// dual.derivative(by: "x")  // 24 (12 x)
  /// ```
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    let evaluated = Lambda<Derivative<Evaluation>>(
      parameters: function.parameters, name: function.name, result: function.result,
      run: function.run
    ) { arguments in
      switch function.body(arguments.map(DualNumber.init)) {
      case .number(let value): .number(value.evaluated)
      case .boolean(let truth): .boolean(truth)
      }
    }
    return Self(
      Derivative<Evaluation>.functional(functional, evaluated, lower.evaluated, upper.evaluated))
  }
}
