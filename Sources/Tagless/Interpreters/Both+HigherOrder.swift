// MARK: - Both: functions as values

extension Both: HigherOrder where A: HigherOrder, B: HigherOrder {
  /// Each half's functional of that half of the function.
  ///
  /// A half of the function applies the whole to its own arguments paired with NaN for the
  /// other half, which the half it keeps never reads (every constructor of `Both` builds each
  /// half from the same half of its operands).
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    Self(
      A.functional(
        functional, half(function, \.first) { Self($0, B.number(.nan)) }, lower.first, upper.first),
      B.functional(
        functional, half(function, \.second) { Self(A.number(.nan), $0) }, lower.second,
        upper.second))
  }

  /// The half of `function` that `pick` takes, its arguments completed by `pair`.
  static func half<H: HigherOrder>(
    _ function: Lambda<Self>, _ pick: @escaping (Self) -> H, _ pair: @escaping (H) -> Self
  ) -> Lambda<H> {
    Lambda<H>(
      parameters: function.parameters, name: function.name, result: function.result,
      run: function.run
    ) { arguments in
      switch function.body(arguments.map(pair)) {
      case .number(let value): .number(pick(value))
      case .boolean: .number(.number(.nan))
      }
    }
  }
}
