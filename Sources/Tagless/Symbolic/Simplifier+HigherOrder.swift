// MARK: - Simplifier: functions as values

extension Simplifier: HigherOrder where R: HigherOrder {
  /// The function's body applied to `R`'s arguments, each standing for a parameter: built
  /// once for the test of a constant body and the printing (``AppliedBody``).
  typealias Body = AppliedBody<R, Typed<Self>>

  /// The body of `function`: nothing is known of a parameter, so no rule assumes anything of
  /// it.
  static func body(of function: Lambda<Self>) -> Body {
    Body { arguments in
      function.body(
        zip(arguments, function.parameters).map { Self($0, shape: .parameter($1)) })
    }
  }

  /// The function in `R`: what `R` applies it to stands for its parameters, and its body is
  /// simplified with them.
  static func lowered(_ function: Lambda<Self>, _ body: Body? = nil) -> Lambda<R> {
    let body = body ?? Self.body(of: function)
    return Lambda<R>(
      parameters: function.parameters, name: function.name, result: function.result,
      run: function.run
    ) { arguments in
      // The outer application was counted when `R` applied this function.
      switch body(arguments) {
      case .number(let value): .number(value.residual)
      case .boolean(let value): .boolean(value.residual)
      }
    }
  }

  /// The function's body with nothing known of its parameter, to see whether it depends on it.
  static func constantBody(of function: Lambda<Self>, _ body: Body) -> Self {
    guard function.admit(), function.result == .number,
      case .number(let value) = body(function.parameterVariables(in: R.self))
    else { return .number(.nan) }
    return value
  }

  /// `(x -> x + 1)(2)`: the body with the arguments in place (β-reduction), `3`, when every
  /// argument is a known number, or a known number or a name that no function built in the
  /// body binds; otherwise the application, its body simplified.
  ///
  /// A name put in place of a parameter could be captured, once printed, by a parameter of a
  /// function inside the body (`(x -> sum(k -> k * x, 1, 3))(k)` would print as
  /// `sum(k -> k * k, 1, 3)`), hence the second condition; a known number names nothing. Any
  /// other argument stays where it is written: put in place of each `x` of `x * x * x`, `y + 1`
  /// would be copied, and nested applications would double the text.
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    let body = body(of: function)
    if let reduced = reduced(function, body, arguments, { function(arguments) }) {
      return reduced
    }
    BoundNames.note(function)
    return Self(R.apply(lowered(function, body), arguments.map(\.residual)))
  }

  /// A Boolean-valued function applied: reduced as ``apply(_:_:)`` is.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> Condition {
    let body = body(of: function)
    if let reduced = reduced(function, body, arguments, { function.predicate(arguments) }) {
      return reduced
    }
    BoundNames.note(function)
    return Condition(R.apply(predicate: lowered(function, body), arguments.map(\.residual)))
  }

  /// The body with `arguments` in place, built by `reduction`, when that is β-reduction that
  /// keeps the text's names apart: every argument a known number, or a name or a known number
  /// that no function built in the body binds.
  ///
  /// Only a real capture keeps the application, and a kept one costs one build of its body:
  /// the body is built once more to print it, with the parameters in place, so a level of
  /// nested applications that built the level inside twice would cost 2^n. Where the same
  /// parameters met the same names before in the line and kept the application
  /// (``LambdaRun/captures``), the body is built with its parameters first, which the
  /// printing reuses (`body` remembers it), and its names decide when they capture.
  static func reduced<T>(
    _ function: Lambda<Self>, _ body: Body, _ arguments: [Self], _ reduction: () -> T
  ) -> T? {
    if arguments.allSatisfy(\.isClosed) { return reduction() }
    guard arguments.allSatisfy(\.isName) else { return nil }
    let names = Set(arguments.compactMap(\.name))
    let application = function.parameters + ["->"] + names.sorted()
    if function.run.captures.contains(application) {
      let (_, bound) = BoundNames.collected { body(function.parameterVariables(in: R.self)) }
      if !bound.isDisjoint(with: names) { return nil }
    }
    let (result, bound) = BoundNames.collected(reduction)
    guard bound.isDisjoint(with: names) else {
      function.run.captures.insert(application)
      return nil
    }
    BoundNames.note(bound)
    return result
  }

  /// `sum(f, a, b)` and the other ``Functional``s, with `f`'s body and the bounds simplified;
  /// a sum or product over known bounds by the rules of `simplerTerms` (an empty range, one
  /// term, a known constant).
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    let body = body(of: function)
    let kept = {
      R.functional(functional, lowered(function, body), lower.residual, upper.residual)
    }
    if functional == .sum || functional == .product, let a = lower.constantValue,
      let b = upper.constantValue, let (first, last) = Functional.integerRange(a, b),
      let simpler = simplerTerms(functional, function, body, from: first, to: last, kept)
    {
      return simpler
    }
    BoundNames.note(function)
    return Self(kept())
  }

  /// A recursive call under a condition the simplifier cannot decide stays a call
  /// (``HigherOrder/keepsHigherOrderCalls``), as a first-order one does.
  public static var keepsHigherOrderCalls: Bool { true }

  /// A call of a user function that takes functions: its expansion, simplified; for a
  /// recursive call kept, the call as written, each argument simplified (a function's body
  /// with nothing known of its parameters).
  ///
  /// A call built without its expansion for another reason (a pass that checks types) is the
  /// call of its numbers, as by default: printing its functions would build their bodies for
  /// a term no result holds.
  public static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self {
    if let expansion { return expansion }
    guard LambdaRun.keeps(callee, arguments) else {
      return call(callee, arguments.compactMap(\.number), nil as Self?)
    }
    return Self(R.call(callee, passing: lowered(arguments), nil))
  }

  /// A Boolean-valued call: its expansion, or the call kept as ``call(_:passing:_:)`` keeps it.
  public static func call(
    predicate callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Condition?
  ) -> Condition {
    if let expansion { return expansion }
    guard LambdaRun.keeps(callee, arguments) else {
      return call(callee, arguments.compactMap(\.number), nil as Condition?)
    }
    return Condition(R.call(predicate: callee, passing: lowered(arguments), nil))
  }

  /// The arguments of a kept call, in `R`.
  static func lowered(_ arguments: [CallArgument<Self>]) -> [CallArgument<R>] {
    arguments.map { (argument) -> CallArgument<R> in
      switch argument {
      case .number(let value): return .number(value.residual)
      case .function(let function):
        BoundNames.note(function)
        return .function(lowered(function))
      }
    }
  }

  /// The most terms over which a sum or product of a constant is computed now.
  static var maximumFoldedTerms: Double { 0x1p20 }

  /// A sum or product over the integers `first` to `last` by a rule that keeps its value bit
  /// for bit, or nil when none applies (`kept` builds it as written, for a value not finite).
  ///
  /// - An empty range is 0 for a sum and 1 for a product: the evaluator gives them before
  ///   applying anything.
  /// - One term: a product is `1 * f(a)`, which is `f(a)`; a compensated sum is `+0 + f(a)`
  ///   plus a compensation of `+0`, which is `f(a) + 0` (`+0` when `f(a)` is `-0`).
  /// - A body that does not depend on its parameter and is known, `c`, over at most
  ///   ``maximumFoldedTerms`` integers: computed now by the evaluator's own loop
  ///   (``Evaluation/loop(_:from:to:while:_:)``), so the value cannot differ.
  ///
  /// `(b - a + 1) * c` in place of a sum of an unknown `c` is not applied: it is not the
  /// loop's value for `c = -0` (the sum is `+0`, the product `-0`), and that the compensated
  /// sum of n copies of c is the correctly rounded n·c when a partial sum overflows is not
  /// proved here (tried on random c near the largest double over n, it held).
  static func simplerTerms(
    _ functional: Functional, _ function: Lambda<Self>, _ body: Body, from first: Double,
    to last: Double, _ kept: () -> R
  ) -> Self? {
    if first > last { return literal(functional == .sum ? 0 : 1) }
    // An infinite bound makes the evaluator refuse the range: nothing to simplify.
    guard first.isFinite, last.isFinite else { return nil }
    let count = last - first + 1
    if count == 1 {
      let term = function([literal(first)])
      return functional == .sum ? add(term, literal(0)) : term
    }
    guard count <= maximumFoldedTerms, let c = constantBody(of: function, body).constantValue
    else {
      return nil
    }
    var step = 0
    var stopped = false
    let going = {
      step &+= 1
      if step & 4095 == 0, Cancellation.isRequested { stopped = true }
      return !stopped
    }
    let value = Evaluation.loop(functional, from: first, to: last, while: going, { _ in c })
    return stopped ? nil : folded(value, kept)
  }

  /// True for a known finite number: a literal, or a named constant (reserved, so no
  /// parameter can be named after it).
  var isClosed: Bool { constantValue?.isFinite == true }

  /// True for a variable, a parameter, or a known finite number: text as short as a name.
  var isName: Bool { name != nil || isClosed }

  /// The name of a variable or a parameter, which a function built around it could capture.
  var name: String? {
    switch shape {
    case .variable(let name), .parameter(let name): name
    default: nil
    }
  }
}
