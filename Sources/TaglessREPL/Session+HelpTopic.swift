import Tagless

// MARK: - :help NAME

extension Session {
  /// `:help NAME`: one command's usage, other names and summary (`:help plot`, `:help :q`),
  /// or what a built-in function or user function takes (`:help sqrt`); the whole list
  /// without a name.
  func help(about topic: String) -> [StyledLine] {
    let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
    guard !name.isEmpty else { return help() }
    if let entry = registry.command(named: name) {
      var lines: [StyledLine] = [
        [
          .init(":" + entry.name, .name),
          .init(entry.arguments.isEmpty ? "" : " " + entry.arguments),
        ],
        StyledLine("  " + entry.summary, .dim),
      ]
      if !entry.aliases.isEmpty {
        let others = entry.aliases.map { ":" + $0 }.joined(separator: " ")
        lines.append(StyledLine("  also " + others, .dim))
      }
      return lines
    }
    if let builtin = BuiltinSignature.standard.first(where: { $0.name == name }) {
      return [
        [.init(builtin.name, .name), .init(" takes " + Self.described(builtin.arguments))],
        StyledLine("  a built-in function; :help lists them all", .dim),
      ]
    }
    let hosts = calculator.environment.hostFunctions.values.filter { $0.name == name }
    if let host = hosts.min(by: { $0.arity < $1.arity }) {
      let arities = hosts.map(\.arity).sorted().map(String.init).joined(separator: " or ")
      let whose = host.isPrelude ? "a built-in function" : "the app's function"
      return [
        [.init(name, .name), .init(" takes \(arities) number\(arities == "1" ? "" : "s")")],
        StyledLine("  \(whose); :help lists them all", .dim),
      ]
    }
    if let function = calculator.environment.functions[name] {
      return [[.init(function.description), .init("  : " + function.typeDescription, .dim)]]
    }
    let candidates =
      registry.commands.map(\.name) + BuiltinSignature.standard.map(\.name)
      + calculator.environment.hostFunctions.values.map(\.name)
    let hint = Names.suggestion(for: name, among: candidates).map { " (did you mean \($0)?)" }
    return [
      StyledLine(
        "no command or function '\(name)'\(hint ?? ""); :help lists them", .error)
    ]
  }

  /// What a built-in takes, in words: "one number", "one or more numbers".
  static func described(_ arguments: BuiltinSignature.Arguments) -> String {
    switch arguments {
    case .numbers(1): "one number"
    case .numbers(let count): "\(count) numbers"
    case .oneOrMoreNumbers: "one or more numbers"
    case .functionAndTwoNumbers: "a function of one number and two numbers: f(x), a, b"
    }
  }
}
