// MARK: - SExpression: functions as values

extension SExpression: HigherOrder {
  /// A function as an S-expression: its name, or `(lambda (k) body)` with the body built by
  /// applying it to its parameters (nothing is evaluated).
  public static func expression(of function: Lambda<Self>) -> Self {
    if let name = function.name { return Self(name) }
    let variables = function.parameterVariables
    let body = function.result == .number ? function(variables) : function.predicate(variables)
    return list("lambda", [Self("(" + function.parameters.joined(separator: " ") + ")"), body])
  }

  /// `(apply (lambda (x) (+ x 1)) 2)`.
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    list("apply", [expression(of: function)] + arguments)
  }

  /// The same list: Booleans are printed as numbers are.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> Self {
    apply(function, arguments)
  }

  /// `(sum (lambda (k) (/ 1 (power k 2))) 1 100)`.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    list(functional.name, [expression(of: function), lower, upper])
  }

  /// `(call twice (lambda (y) (+ y 1)) 3)`.
  public static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self {
    list(
      "call " + callee.name,
      arguments.map { $0.interpreted { expression(of: $0) } })
  }
}
