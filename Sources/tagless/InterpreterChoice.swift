import ArgumentParser
import TaglessREPL

// MARK: - InterpreterChoice

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

  static var defaultCompletionKind: CompletionKind {
    .list(Registry.standard.names.filter { !$0.contains(":") })
  }
}
