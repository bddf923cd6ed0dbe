/// The command-line options given where they change nothing, each with a warning for standard
/// error: `--digits` with no exact or precise interpreter chosen, `--assume` without
/// `simplify`, `--bail` in the REPL (which never stops at an error).
///
/// The warnings say which commands in the input would use the option (`:show precise`,
/// `:simplify`), since a script or the REPL may choose them later; the run goes on as it
/// would without the option, and the exit status is not changed.
///
/// ```swift
/// UnusedOptions(digits: 10).warnings
/// // ["--digits 10 has no effect without -i precise or -i exact (or :show precise, …)"]
/// ```
public struct UnusedOptions: Hashable, Sendable {
  /// `--digits`, if given.
  public var digits: Int?
  /// `--assume`, if given.
  public var assumption: Calculator.Assumption?
  /// Whether `--bail` was given.
  public var bail: Bool
  /// Whether the REPL runs (no `-e`, no file, a terminal on both sides).
  public var interactive: Bool
  /// What each line shows, as `-i` chose (eval when it chose nothing).
  public var showing: [Interpretation]

  /// The options as given.
  public init(
    digits: Int? = nil, assumption: Calculator.Assumption? = nil, bail: Bool = false,
    interactive: Bool = false, showing: [Interpretation] = [.eval]
  ) {
    self.digits = digits
    self.assumption = assumption
    self.bail = bail
    self.interactive = interactive
    self.showing = showing
  }

  /// One warning per option that has no effect, without the `tagless: warning: ` prefix.
  public var warnings: [String] {
    var warnings: [String] = []
    let names = Set(showing.map(\.entry.name))
    if let digits, names.isDisjoint(with: ["precise", "exact"]) {
      warnings.append(
        "--digits \(digits) has no effect without -i precise or -i exact (or :show precise, "
          + ":precise or :exact in the input)")
    }
    if let assumption, !names.contains("simplify") {
      warnings.append(
        "--assume \(assumption.rawValue) has no effect without -i simplify (or :show simplify "
          + "or :simplify in the input)")
    }
    if bail, interactive {
      warnings.append(
        "--bail has no effect in the REPL (it stops pipe mode, files and -e at the first error)")
    }
    return warnings
  }
}
