// MARK: - RPN: functions as values

extension RPN: HigherOrder {
  /// A function as a quotation: `{ k -> 1 k 2 ^ / }`, its parameters, then its body's tokens
  /// (a function's name too: `{ x -> x sin }`), so that a reader knows its arity.
  public static func quotation(_ function: Lambda<Self>) -> Self {
    let variables = function.parameterVariables
    let body = function.result == .number ? function(variables) : function.predicate(variables)
    var text = PrintedText("{ " + function.parameters.joined(separator: " ") + " -> ")
    text.append(body.printed)
    text.append(" }")
    return Self(text)
  }

  /// `2 { x -> x 1 + } apply/1`: the arguments, the function, and `apply` with their count.
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    postfix(arguments + [quotation(function)], "apply/" + String(arguments.count))
  }

  /// The same tokens: Booleans print as numbers do.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> Self {
    apply(function, arguments)
  }

  /// `{ k -> 1 k 2 ^ / } 1 100 sum`: the function, the bounds, the built-in.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    postfix([quotation(function), lower, upper], functional.name)
  }

  /// `{ y -> y 1 + } 3 twice/2`: the arguments in order, functions as quotations, then the
  /// function with their count.
  public static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self {
    postfix(
      arguments.map { $0.interpreted { quotation($0) } },
      callee.name + "/" + String(arguments.count))
  }
}
