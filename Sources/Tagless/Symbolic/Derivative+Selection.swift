extension Derivative {
  /// The derivative by `name` of `function(arguments)` (`min` or `max`) in size linear in the
  /// arguments', when three or more involve `name` and `R` can bind a name
  /// (``HigherOrder``) and shows text (``TermSize``); nil otherwise.
  ///
  /// The extreme is computed once and bound, `(m -> a1 == m ? a1' : a2 == m ? a2' : … : 0)(max(a1,
  /// …))`, over the arguments that involve `name`, in order; the last is `an'` rather than a
  /// test when every argument involves it. That selects what the halving comparisons of
  /// ``selected(_:_:by:)`` select: the first argument involving `name` that equals the
  /// extreme, and 0 when only arguments without `name` reach it. `m` is the first of `m`,
  /// `m1`, `m2`, … that no argument's text mentions, so it captures nothing.
  static func sharedSelection(_ function: VariadicFunction, _ arguments: [Self], by name: String)
    -> R?
  {
    guard let type = R.self as? any HigherOrder.Type, R.self is any TermSize.Type else {
      return nil
    }
    let involved = arguments.filter { $0.partials[name] != nil }
    guard involved.count >= 3 else { return nil }
    var taken = Set<String>()
    for argument in involved {
      for term in [argument.value, argument.partials[name]] {
        if let text = term as? any TermSize { taken.formUnion(text.termWords) }
      }
    }
    var binder = "m"
    var suffix = 0
    while taken.contains(binder) {
      suffix += 1
      binder = "m\(suffix)"
    }
    let everyOne = involved.count == arguments.count
    let choice = Lambda<R>(parameters: [binder]) { parameters in
      let extreme = parameters.first ?? .number(.nan)
      var slope: R = everyOne ? (involved.last?.partials[name] ?? .number(0)) : .number(0)
      for argument in (everyOne ? involved.dropLast() : involved[...]).reversed() {
        slope = .conditional(
          R.compare(.equal, argument.value, extreme), argument.partials[name] ?? .number(0),
          slope)
      }
      return .number(slope)
    }
    let extreme = R.functionN(function, arguments.map(\.value))
    return open(type)
    func open<H: HigherOrder>(_: H.Type) -> R? {
      guard let choice = choice as? Lambda<H>, let extreme = extreme as? H else { return nil }
      return H.apply(choice, [extreme]) as? R
    }
  }
}
