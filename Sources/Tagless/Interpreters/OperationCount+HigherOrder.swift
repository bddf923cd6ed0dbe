// MARK: - OperationCount: functions as values

extension OperationCount: HigherOrder {
  /// The operations written in a function: none for a name, its body's for a lambda (counted
  /// once, by applying it to its parameters: nothing is evaluated).
  public static func operations(in function: Lambda<Self>) -> Self {
    guard function.name == nil else { return Self() }
    let parameters = function.parameters.map { _ in Self() }
    return function.result == .number ? function(parameters) : function.predicate(parameters)
  }

  /// Applying a function is one call, plus its body's operations and its arguments'.
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    operation(.call, over: [operations(in: function)] + arguments)
  }

  /// Booleans are counted as numbers are.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> Self {
    apply(function, arguments)
  }

  /// `sum(f, a, b)` is one built-in call, plus the operations written in f, a and b (as
  /// written, not as run: a sum of a thousand terms counts its body once).
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    operation(.builtin, over: [operations(in: function), lower, upper])
  }

  /// A call is one operation, plus its arguments' and the operations written in its
  /// functions.
  public static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self {
    operation(
      .call,
      over: arguments.map { $0.interpreted { operations(in: $0) } })
  }
}
