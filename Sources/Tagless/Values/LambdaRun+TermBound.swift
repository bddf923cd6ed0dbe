extension LambdaRun {
  /// Whether terms of `R` are text, whose size applying functions must keep within
  /// ``Limits/maximumTermBytes``.
  static func measures<R>(_: R.Type) -> Bool {
    R.self is any TermSize.Type || R.self is any CompositeTermSize.Type
  }

  /// `body`, or a failure of the line when it is a term of more than `limit` bytes of text.
  ///
  /// A function applied to what another application built can double a term at each level
  /// (`h(h(t))`, applied n levels deep, is a term of 2^n leaves). The text shares what it
  /// repeats (``PrintedText``), so building it is cheap, but it is written out in full. Both
  /// encodings apply functions through here: the parser's lambdas and the enum tree's.
  func bounded<R>(_ body: Typed<R>, limit: Int) -> Typed<R> {
    let term: Any =
      switch body {
      case .number(let number): number
      case .boolean(let truth): truth
      }
    let bytes =
      (term as? any TermSize)?.termBytes ?? (term as? any CompositeTermSize)?.allTermBytes ?? 0
    guard bytes > limit else { return body }
    let amount = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    fail(
      CallError("the expansion is too large: over \(amount) of text", at: offset, kind: .limit))
    return .number(.number(.nan))
  }
}
