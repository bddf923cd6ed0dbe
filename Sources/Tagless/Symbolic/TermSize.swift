// MARK: - TermSize

/// An interpretation whose values have a size in memory worth bounding: printed text.
///
/// ``Derivative`` is the one interpreter whose terms can grow faster than the expression it
/// reads (the product rule copies both operands, so `x * x * … * x` of `n` factors has a
/// derivative of size n²). It measures what it builds in an interpretation that conforms, and
/// stops building at ``Derivative/maximumTermBytes`` (``Derivative/isTooLarge``), so memory
/// stays bounded while work grows, not only after.
public protocol TermSize {
  /// About how many bytes the value takes.
  var termBytes: Int { get }
}

extension PrettyPrint: TermSize {
  /// The bytes of the text.
  public var termBytes: Int { text.utf8.count }
}

extension LaTeX: TermSize {
  /// The bytes of the text.
  public var termBytes: Int { text.utf8.count }
}

extension RPN: TermSize {
  /// The bytes of the text.
  public var termBytes: Int { text.utf8.count }
}

extension SExpression: TermSize {
  /// The bytes of the text.
  public var termBytes: Int { text.utf8.count }
}

extension Simplifier: TermSize where R: TermSize {
  /// The bytes of the simplified expression.
  public var termBytes: Int { residual.termBytes }
}
