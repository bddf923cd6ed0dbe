import Tagless
import TaglessPrecision

// MARK: - :unset

extension Session {
  /// `:unset NAME…`: forgets each variable or user function named, or `ans`.
  ///
  /// A function of the standard set that the session had defined again (`gcd`) is the
  /// standard one again; a user function that called a removed one is stale, which a warning
  /// says. A name that nothing has is an error, with a suggestion.
  mutating func unset(_ argument: String) -> Response {
    let names = argument.split { $0 == " " || $0 == "," }.map(String.init)
    guard !names.isEmpty else {
      return Response([StyledLine("usage: :unset NAME…, a variable, a function or ans", .error)])
    }
    var lines: [StyledLine] = []
    var warnings: [String] = []
    for name in names {
      switch calculator.environment.remove(name) {
      case .variable?, .lastResult?:
        calculator.kept[name] = nil
        lines.append(StyledLine("unset \(name)", .dim))
      case .function(let callers)?:
        var line = "unset \(name)"
        if let standard = Environment.standard.hostFunctions[name],
          (try? calculator.environment.register(standard)) != nil
        {
          line += "; the standard \(name) is back"
        }
        lines.append(StyledLine(line, .dim))
        warnings += callers.map {
          "'\($0)' calls '\(name)', which is no longer defined; calling it is an error until "
            + "\(name) is defined again"
        }
      case nil:
        let environment = calculator.environment
        let known = Array(environment.variables.keys) + Array(environment.functions.keys)
        let hint = Names.suggestion(for: name, among: known).map { " (did you mean \($0)?)" }
        lines.append(
          StyledLine("no variable or function '\(name)' to unset\(hint ?? "")", .error))
      }
    }
    return Response(lines, warnings: warnings)
  }
}
