import ArgumentParser
import TaglessREPL

/// One `-i` value: the interpretations a name means in the registry (`all` is four).
///
/// Reading the name never fails here: a name the registry does not know is kept with the
/// registry's own message, which ``TaglessCommand/validate()`` reports, so that `-i` and
/// `:show` say the same thing about the same mistake.
struct InterpreterChoice: ExpressibleByArgument {
  /// What the name means, or why it means nothing.
  let result: Result<[Interpretation], Registry.NameError>

  init(argument: String) {
    result = Registry.standard.interpretations(named: argument)
  }

  /// The names, for `--help` and shell completion.
  static var allValueStrings: [String] { Registry.standard.names }

  /// The names, an entry that takes a parameter by its example (`diff:x`: the word is
  /// completed whole, and the variable then edited in place).
  ///
  /// zsh's script hands the words to `_describe`, which reads `diff:x` as the word `diff`
  /// described as `x`: for zsh the colon is escaped (swift-argument-parser escapes quotes,
  /// not colons).
  static var defaultCompletionKind: CompletionKind {
    let registry = Registry.standard
    let names = registry.interpreters.map { $0.parameter?.example ?? $0.name } + ["all"]
    guard CompletionShell.requesting == .zsh else { return .list(names) }
    return .list(names.map { $0.replacing(":", with: "\\:") })
  }
}
