import Tagless

// MARK: - Completion

/// What Tab may insert: candidates for the last `replacing` characters before the cursor.
public struct Completion: Hashable, Sendable {
  /// How many Unicode scalars before the cursor the candidates replace.
  public var replacing: Int
  /// Full replacements, sorted: `sqrt(`, `x`, `:show`.
  public var candidates: [String]

  /// A completion.
  public init(replacing: Int, candidates: [String]) {
    self.replacing = replacing
    self.candidates = candidates
  }
}

extension Session {
  /// The completions for the text before the cursor: function names (with their `(`), variables,
  /// constants and `ans`; meta-commands after a leading `:`; and a command's options.
  public func completions(for textBeforeCursor: String) -> Completion {
    let scalars = Array(textBeforeCursor.unicodeScalars)
    var start = scalars.count
    while start > 0, Names.isNameScalar(scalars[start - 1]) { start -= 1 }
    let word = String(scalars: scalars[start...])
    // What precedes the word, without leading blanks (trailing ones matter: `:show e`).
    let trimmed = String(scalars: scalars[min(Spaces.skip(scalars, from: 0), start)..<start])

    let pool: [String]
    if trimmed == ":" {
      pool = registry.commands.map { ":" + $0.name }
      return Completion(
        replacing: word.unicodeScalars.count + 1,
        candidates: pool.filter { $0.hasPrefix(":" + word) }.sorted())
    } else if let command = MetaCommand(trimmed),
      let options = registry.command(named: command.name)?.options(self), !options.isEmpty
    {
      pool = options
    } else if word.isEmpty || word.utf8.first.map(Names.isNameStart) == false {
      return Completion(replacing: 0, candidates: [])
    } else {
      let environment = calculator.environment
      let functions =
        (Names.builtinFunctions + environment.functions.keys + environment.hostFunctions.keys)
        .map { $0 + "(" }
      var names =
        Array(environment.variables.keys) + Constant.allCases.map(\.name) + Names.booleanLiterals
        + environment.hostConstants.keys
      if environment.lastResult != nil { names.append(Names.lastResult) }
      pool = functions + names
    }
    let candidates = Set(pool.filter { $0.hasPrefix(word) }).sorted()
    return Completion(replacing: word.unicodeScalars.count, candidates: candidates)
  }
}
