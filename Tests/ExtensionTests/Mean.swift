import Tagless

// MARK: - Mean

/// A new higher-order built-in, added by a client: the mean of a function over the integers
/// from `lower` to `upper`, `mean(f, a, b)`.
///
/// It refines ``HigherOrder``: the function arrives as the library's ``Lambda``, the closure
/// from the interpreter's values to its values, so the evaluator can run it and a printer can
/// apply it to a variable, as the library's own `sum` does.
protocol Mean: HigherOrder {
  /// `mean(function, lower, upper)`.
  static func mean(_ function: Lambda<Self>, _ lower: Self, _ upper: Self) -> Self
}

extension Evaluation: Mean {
  /// The library's sum over the range, divided by the number of integers in it.
  static func mean(_ function: Lambda<Self>, _ lower: Self, _ upper: Self) -> Self {
    let count = upper.value.rounded(.down) - lower.value.rounded(.up) + 1
    return .divide(.functional(.sum, function, lower, upper), Self(count))
  }
}

extension PrettyPrint: Mean {
  /// `mean(k -> k ^ 2, 1, 10)`: the library prints the function as it prints `sum`'s.
  static func mean(_ function: Lambda<Self>, _ lower: Self, _ upper: Self) -> Self {
    let arguments = [Self(text(of: function), precedence: .atom), lower, upper]
    return Self(
      "mean(" + arguments.map(\.text).joined(separator: ", ") + ")", precedence: .atom)
  }
}

extension ReversePolish: HigherOrder, Mean {
  /// `{ k -> k 2 ^ }`: a quotation of the body applied to the parameters as tokens.
  static func quotation(_ function: Lambda<Self>) -> Self {
    let variables = function.parameters.map { Self(tokens: [$0]) }
    let body = function.result == .number ? function(variables) : function.predicate(variables)
    return Self(tokens: ["{"] + function.parameters + ["->"] + body.tokens + ["}"])
  }

  /// `{ k -> k } 1 10 sum`.
  static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    postfix([quotation(function), lower, upper], functional.name)
  }

  /// `{ k -> k } 1 10 mean`.
  static func mean(_ function: Lambda<Self>, _ lower: Self, _ upper: Self) -> Self {
    postfix([quotation(function), lower, upper], "mean")
  }
}
