// MARK: - PrettyPrint: functions as values

extension PrettyPrint: HigherOrder {
  /// A function as written: its name, or `x -> body` with the body printed by applying the
  /// function to its parameters (nothing is evaluated).
  public static func text(of function: Lambda<Self>) -> String { printed(function).string }

  /// The same, as ``PrintedText``, so that the body's text is not copied.
  static func printed(_ function: Lambda<Self>) -> PrintedText {
    if let name = function.name { return PrintedText(name) }
    let parameters = function.parameters
    let head =
      parameters.count == 1 ? parameters[0] : "(" + parameters.joined(separator: ", ") + ")"
    let body =
      function.result == .number
      ? function(function.parameterVariables) : function.predicate(function.parameterVariables)
    var text = PrintedText(head + " -> ")
    text.append(body.printed)
    return text
  }

  /// `(x -> x + 1)(2)`, or `f(2)` for a function's name.
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    let callee = printed(function)
    guard function.name == nil else { return call(callee, arguments) }
    var parenthesized = PrintedText("(")
    parenthesized.append(callee)
    parenthesized.append(")")
    return call(parenthesized, arguments)
  }

  /// The same text: Booleans print as numbers do.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> Self {
    apply(function, arguments)
  }

  /// `sum(k -> 1 / k ^ 2, 1, 100)`.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    call(functional.name, [Self(printed(function), precedence: .atom), lower, upper])
  }

  /// `twice(y -> y + 1, 3)`: the call as written, each function as ``text(of:)`` gives it.
  public static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self {
    call(
      callee.name,
      arguments.map { $0.interpreted { Self(printed($0), precedence: .atom) } })
  }
}
