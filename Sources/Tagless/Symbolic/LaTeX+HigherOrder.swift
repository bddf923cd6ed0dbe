// MARK: - LaTeX: functions as values

extension LaTeX: HigherOrder {
  /// A function as typeset: its body applied to its parameters, `x \mapsto x + 1`.
  static func mapping(_ function: Lambda<Self>) -> Self {
    let variables = function.parameterVariables
    let body = function.result == .number ? function(variables) : function.predicate(variables)
    let names = variables.map(\.text)
    let head = names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
    return Self(
      PrintedText(joining: PrintedText(head), " \\mapsto ", body.printed), .conditional,
      isTall: body.isTall)
  }

  /// `(x \mapsto x + 1)(2)`, or `f(2)` for a function's name.
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    if let name = function.name { return call(named: name, arguments) }
    return call(mapping(function).parenthesized, arguments)
  }

  /// The same text: Booleans are typeset as numbers are.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> Self {
    apply(function, arguments)
  }

  /// `\sum_{k=1}^{100} \frac{1}{k^{2}}`, `\prod_{k=1}^{10} k` and `\int_{0}^{1} x^{2} \,dx`:
  /// the function's body with its parameter as the index or variable (a function's name
  /// applied to it: `\sum_{x=1}^{3} f(x)`); `root` as a call.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    let variables = function.parameterVariables
    let body = function(variables)
    let index = variables.first?.printed ?? "k"
    let term = body.parenthesized(when: body.precedence < .product)
    let text: PrintedText
    switch functional {
    case .sum, .product:
      let symbol: PrintedText = functional == .sum ? "\\sum" : "\\prod"
      text = PrintedText(
        joining: symbol, "_{", index, "=", lower.printed, "}^{", upper.printed, "} ", term)
    case .integrate:
      text = PrintedText(
        joining: "\\int_{", lower.printed, "}^{", upper.printed, "} ", term, " \\,d", index)
    case .root:
      return call(named: functional.name, [mapping(function), lower, upper])
    }
    return Self(text, .conditional, isTall: true)
  }

  /// `\operatorname{twice}(y \mapsto y + 1, 3)`: a function argument as a mapping, or its
  /// name.
  public static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self {
    call(
      named: callee.name,
      arguments.map { $0.interpreted(function: named) })
  }

  /// A function as an argument: its name as typeset, or its mapping.
  static func named(_ function: Lambda<Self>) -> Self {
    guard let name = function.name else { return mapping(function) }
    let typeset = name.unicodeScalars.count == 1 ? name : "\\operatorname{" + escaped(name) + "}"
    return Self(typeset, .atom)
  }
}
