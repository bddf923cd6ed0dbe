import Tagless
import TaglessPrecision

// MARK: - The pipe's fast path for exact and precise

extension Calculator {
  /// What an expression line showed through an exact or precise entry, and what it leaves:
  /// `ans`'s value and the number kept beside it.
  public struct PreciseShown: Hashable, Sendable {
    /// The text shown.
    public var text: String
    /// The value `ans` takes (the double evaluator's).
    public var value: Value
    /// The number `ans` keeps beyond its double, if any.
    public var kept: Precision.Kept?
  }

  /// Shows one expression line through one exact or precise entry alone, and applies it;
  /// nil (and nothing applied) when the entry is not one of those or the line is not an
  /// expression, for ``run(_:showing:via:)`` to run.
  ///
  /// The pipe mode's hot path for `-i exact` and `-i precise`: the same text, `ans` and kept
  /// values as ``run(_:showing:via:)`` with that one interpretation, without building what
  /// several interpretations need.
  public mutating func show(
    _ bytes: UnsafeBufferPointer<UInt8>, precisely entry: InterpreterEntry
  ) throws(ParseError) -> String? {
    guard let shown = try shown(bytes, precisely: entry) else { return nil }
    keep(shown)
    return shown.text
  }

  /// What ``show(_:precisely:)`` shows for a line, without applying it.
  public func shown(_ bytes: UnsafeBufferPointer<UInt8>, precisely entry: InterpreterEntry)
    throws(ParseError) -> PreciseShown?
  {
    guard let line = entry.line,
      case .expression(let result) = try Parser.statement(
        bytes, as: Evaluation.self, in: environment, limits: limits)
    else { return nil }
    let value = Self.value(of: result)
    let shown = try line(
      PreciseLine(
        bytes: bytes, environment: environment, limits: limits, digits: digits, kept: kept))
    var kept: Precision.Kept? = nil
    if case .number(let double) = value { kept = shown.kept(double: double) }
    return PreciseShown(text: shown.text, value: value, kept: kept)
  }

  /// The text a line shows through an exact or precise entry, without the double evaluation
  /// that only `ans` needs; nil for a line with no expression (or an entry of neither kind).
  ///
  /// For a line that names nothing (``PreciseBatch/admits(_:)``): it cannot be an assignment
  /// or a definition, and the double evaluation's parse fails exactly where this one does.
  public func shownText(_ bytes: UnsafeBufferPointer<UInt8>, precisely entry: InterpreterEntry)
    throws(ParseError) -> String?
  {
    try shownText(bytes, precisely: entry, namesNothing: false)
  }

  /// ``shownText(_:precisely:)``, told whether the line is already known to name nothing.
  func shownText(
    _ bytes: UnsafeBufferPointer<UInt8>, precisely entry: InterpreterEntry, namesNothing: Bool
  ) throws(ParseError) -> String? {
    guard let line = entry.line else { return nil }
    var request = PreciseLine(
      bytes: bytes, environment: environment, limits: limits, digits: digits, kept: kept)
    request.namesNothing = namesNothing
    let shown = try line(request)
    // An expression shows a number or a Boolean; a line without one shows nothing.
    return shown.text.isEmpty ? nil : shown.text
  }

  /// Applies a shown line: `ans` takes its value and keeps its number.
  public mutating func keep(_ shown: PreciseShown) {
    environment.lastResult = shown.value
    if let keep = shown.kept {
      kept[Names.lastResult] = keep
    } else if !kept.isEmpty {
      kept[Names.lastResult] = nil
    }
  }
}
