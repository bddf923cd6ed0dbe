// MARK: - Derivative: calls of functions that take functions, kept

extension Derivative where R: HigherOrder {
  /// A recursive call under a condition the derivative cannot decide stays a call
  /// (``HigherOrder/keepsHigherOrderCalls``), as a first-order one does.
  public static var keepsHigherOrderCalls: Bool { true }

  /// A call of a user function that takes functions: its expansion's derivative; with none (a
  /// recursive call kept), the chain rule over its number arguments, each partial written as
  /// the call of `w'2`, `w'3`, … (the function's derivative by that argument, which nothing
  /// defines) with the same arguments.
  ///
  /// A function argument that reads a variable has no such rule: its derivative is the
  /// derivative of the call along a change of the function, not a product with one. Then the
  /// line fails and says so, at the call.
  public static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self {
    if let expansion { return expansion }
    // One built without its expansion for another reason (a pass that checks types) is not
    // part of the result: the call of its numbers, as by default.
    guard LambdaRun.keeps(callee, arguments) else {
      return call(callee, arguments.compactMap(\.number), nil as Self?)
    }
    var values: [CallArgument<R>] = []
    var numbers: [Self] = []
    var positions: [Int] = []
    for (position, argument) in arguments.enumerated() {
      switch argument {
      case .number(let number):
        values.append(.number(number.value))
        numbers.append(number)
        positions.append(position)
      case .function(let function):
        let body = body(of: function)
        values.append(.function(valueFunction(function, body)))
        if let name = partialNames(of: function, body).sorted().first {
          function.run.fail(
            CallError(
              "the derivative of '\(callee.name)(…)' is unknown: the call stays as written, "
                + "since its recursion's condition cannot be decided, and its function "
                + "argument \(position + 1) reads \(name)", at: callee.offset))
        }
      }
    }
    let value = R.call(callee, passing: values, nil)
    return chain(numbers, value: value) { index in
      let name = callee.name + "'\(positions[index] + 1)"
      return R.call(Callee(name, at: callee.offset), passing: values, nil)
    }
  }

  /// A Boolean-valued call: its expansion's, or the call kept, in `R`.
  public static func call(
    predicate callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: R.Truth?
  ) -> R.Truth {
    if let expansion { return expansion }
    guard LambdaRun.keeps(callee, arguments) else {
      return call(callee, arguments.compactMap(\.number), nil as R.Truth?)
    }
    let values = arguments.map { (argument) -> CallArgument<R> in
      switch argument {
      case .number(let number): .number(number.value)
      case .function(let function): .function(valueFunction(function, body(of: function)))
      }
    }
    return R.call(predicate: callee, passing: values, nil)
  }
}
