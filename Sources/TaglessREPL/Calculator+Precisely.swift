import Tagless

// MARK: - The pipe's fast path for exact and precise

extension Calculator {
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
    guard let line = entry.line,
      case .expression(let result) = try Parser.statement(
        bytes, as: Evaluation.self, in: environment, limits: limits)
    else { return nil }
    let value = Self.value(of: result)
    let shown = try line(
      PreciseLine(
        bytes: bytes, environment: environment, limits: limits, digits: digits, kept: kept))
    environment.lastResult = value
    if case .number(let double) = value, let keep = shown.kept(double: double) {
      kept[Names.lastResult] = keep
    } else if !kept.isEmpty {
      kept[Names.lastResult] = nil
    }
    return shown.text
  }
}
