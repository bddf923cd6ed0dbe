import Tagless

// MARK: - FunctionValues

/// Lines that use functions as values, which the enum tree does not encode yet.
///
/// The enum tree has no nodes for lambdas, applications or the higher-order built-ins (issue 21
/// is open on it): it substitutes an application and refuses `sum`, so its sessions print
/// differently from the tagless ones by design. The agreement checks skip these lines until the
/// nodes exist; everything else about them (no crash, no raw control) is still checked.
enum FunctionValues {
  /// The S-expression heads of the higher-order forms.
  static let heads = ["(lambda ", "(apply ", "(sum ", "(product ", "(integrate ", "(root "]

  /// Whether `line` (or, for a meta-command, its expression) uses a function as a value.
  static func involved(in line: String, environment: Environment, limits: Limits) -> Bool {
    if line.contains("->") || line.contains("→") { return true }
    for text in probes(of: line) {
      let statement = try? Parser.statement(
        text, as: SExpression.self, in: environment, freeVariables: true, limits: limits)
      guard case .expression(let typed)? = statement else { continue }
      let printed = typed.map(number: \.text, boolean: \.text)
      if heads.contains(where: printed.contains) { return true }
    }
    return false
  }

  /// The line, and for a meta-command its argument and the argument up to ` for `.
  static func probes(of line: String) -> [String] {
    guard line.hasPrefix(":"), let space = line.firstIndex(of: " ") else { return [line] }
    let argument = String(line[line.index(after: space)...])
    guard let range = argument.firstRange(of: " for ") else { return [line, argument] }
    return [line, argument, String(argument[..<range.lowerBound])]
  }
}
