// MARK: - Compiled: functions as values

extension Compiled: HigherOrder {
  /// `sum`, `product`, `integrate` or `root` as a loop of the program: the body is compiled
  /// once, with the loop's variable as one more argument, and run for each term or sample
  /// when the program runs, by the evaluator's own loop and methods.
  ///
  /// The lambda is applied once, to a variable named so that no other in the line shares it;
  /// a lambda nested in the body is compiled inside it and reads this one's variable as an
  /// argument. An application of a lambda in place, `(x -> x + 1)(y)`, is its body with the
  /// arguments' code in place of the parameters (the default ``HigherOrder/apply(_:_:)``).
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    let name = function.run.freshName(for: function.parameters.first ?? "x")
    let body = function([variable(name, .nan)])
    let loop = CompiledLoop(
      functional: functional, variable: name, body: body, offset: function.run.offset)
    return operation(.loop(loop), over: lower, upper).departing(if: body.departsFromEvaluation)
  }

  /// `(x -> body)(arguments)`: the body with the arguments' code in place of the parameters
  /// (β-reduction), marked as ``departsFromEvaluation`` when an argument can fail (it runs a
  /// loop or calls a user function).
  ///
  /// The evaluator runs every argument before the body, so a failing argument fails the line
  /// even where the body does not read its parameter (`(b -> 1)(root(t -> t, 1, 2))`); code
  /// in place runs it only where it is read: compiled, `sum(k -> (b -> 1)(…), 0, 3)`
  /// answered 4 where the evaluator and the enum tree report the root's error (found by the
  /// fuzzer).
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    function(arguments).departing(if: arguments.contains(where: \.canFail))
  }

  /// A Boolean-valued function applied: as ``apply(_:_:)``.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> Condition {
    var applied = function.predicate(arguments)
    applied.fragment = applied.fragment.departing(if: arguments.contains(where: \.canFail))
    return applied
  }

  /// A call of a function that takes functions is compiled as its expansion (the body
  /// specialised to its function arguments): the program has no function values to pass.
  public static var expandsHigherOrderCalls: Bool { true }
}
