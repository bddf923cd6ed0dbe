import Tagless

/// `quit`, `exit` and `help` typed without the colon, as bc and python take them: when such a
/// line fails because the name is not a variable, its error names the command meant.
///
/// The words stay ordinary names: `quit = 3` assigns, and then `quit` is 3. Only a line that is
/// the bare word alone, and fails as an unknown variable, gets the hint.
///
/// ```swift
/// var session = Session()
/// session.handle("quit").plainText  // "repl:1:1: error: unknown variable 'quit'; use :quit …"
/// ```
public enum BareWord {
  /// The hint for a bare word, in the REPL (`interactive`) or in a script.
  public static func hint(for word: String, interactive: Bool) -> String? {
    switch word {
    case "quit", "exit":
      return interactive ? "use :quit (or Ctrl-D) to leave" : "use :quit to end the input"
    case "help": return "use :help to list the commands"
    default: return nil
    }
  }

  /// The error with the hint in place of any suggestion, when `line` is a bare word that failed
  /// as an unknown variable; otherwise the error unchanged.
  public static func hinted(_ error: ParseError, line: String, interactive: Bool) -> ParseError {
    let word = line.trimmingSpaces
    guard error.functions.isEmpty, let hint = hint(for: word, interactive: interactive),
      error.message.hasPrefix("unknown variable '\(word)'")
    else { return error }
    var hinted = error
    hinted.message = "unknown variable '\(word)'; \(hint)"
    return hinted
  }
}
