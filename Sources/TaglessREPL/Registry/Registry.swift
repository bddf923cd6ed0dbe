import Tagless

/// The interpreters and meta-commands the front ends offer: one table each.
///
/// `-i` and `:show` read interpreter names here (one parser, one set of errors), `:help` and
/// `--help` list both tables, completion offers their names, and the REPL dispatches commands
/// through ``commands``. An interpreter with a command (`:pretty EXPR`) adds it to the command
/// table when it is added.
///
/// ```swift
/// Registry.standard.interpretations(named: ["pretty", "diff:x"])  // .success([.pretty, .diff(by: "x")])
/// Registry.standard.command(named: "q")?.name                     // "quit"
/// ```
public struct Registry: Sendable, Hashable {
  /// The interpreters, in the order help lists them.
  public private(set) var interpreters: [InterpreterEntry] = []
  /// The meta-commands, in the order help lists them.
  public private(set) var commands: [CommandEntry] = []

  /// An empty registry.
  public init() {}

  /// Adds an interpreter, and its single-view command after the last one added so.
  public mutating func add(_ entry: InterpreterEntry) {
    interpreters.removeAll { $0.name == entry.name }
    interpreters.append(entry)
    guard entry.hasCommand else { return }
    let command = CommandEntry(viewing: entry)
    commands.removeAll { $0.name == entry.name }
    let views = Set(interpreters.filter(\.hasCommand).map(\.name))
    let last = commands.lastIndex { views.contains($0.name) }
    commands.insert(command, at: last.map { $0 + 1 } ?? commands.count)
  }

  /// Adds a meta-command (replacing one of the same name).
  public mutating func add(_ command: CommandEntry) {
    if let index = commands.firstIndex(where: { $0.name == command.name }) {
      commands[index] = command
    } else {
      commands.append(command)
    }
  }

  // MARK: Lookup

  /// The command a typed name (or alias) runs.
  public func command(named name: String) -> CommandEntry? {
    commands.first { $0.answers(to: name) }
  }

  /// The interpreter entry of a name.
  public func interpreter(named name: String) -> InterpreterEntry? {
    interpreters.first { $0.name == name }
  }

  /// The standard interpreters: what `all` means.
  public var all: [Interpretation] {
    interpreters.filter(\.isStandard).map { Interpretation($0) }
  }

  /// Every name `-i` and `:show` take, `diff:NAME` standing for any variable, then `all`.
  public var names: [String] { interpreters.map(\.listedName) + ["all"] }

  /// Why a name is not an interpreter's.
  public struct NameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What to tell the user.
    public var description: String
  }

  /// The interpretation a typed name means: `eval`, `diff:x`, …; `all` is the standard four.
  public func interpretations(named name: String) -> Result<[Interpretation], NameError> {
    if name == "all" { return .success(all) }
    let (head, parameter) = Self.split(name)
    guard let entry = interpreter(named: head) else {
      let options = names.joined(separator: ", ")
      let hint = Names.suggestion(for: head, among: interpreters.map(\.name))
      let message =
        hint.map { "unknown interpreter '\(name)'; did you mean '\($0)'? (choose from \(options))" }
        ?? "unknown interpreter '\(name)'; choose from \(options)"
      return .failure(NameError(description: message))
    }
    switch (entry.parameter, parameter) {
    case (nil, nil): return .success([Interpretation(entry)])
    case (nil, .some):
      return .failure(
        NameError(description: "'\(entry.name)' takes no ':' part; write \(entry.name)"))
    case (let wanted?, nil):
      return .failure(
        NameError(
          description:
            "'\(name)': write \(entry.name) and \(wanted.meaning), as in \(wanted.example)"))
    case (let wanted?, let value?):
      guard Interpretation.isVariableName(value) else {
        return .failure(
          NameError(
            description:
              "'\(value)' cannot be \(wanted.meaning): it is not a variable name, as in \(wanted.example)"
          ))
      }
      return .success([Interpretation(entry, parameter: value)])
    }
  }

  /// The interpretations of several names, duplicates dropped, in order.
  public func interpretations(named words: [String]) -> Result<[Interpretation], NameError> {
    var chosen: [Interpretation] = []
    for word in words {
      switch interpretations(named: word) {
      case .success(let found): chosen += found.filter { !chosen.contains($0) }
      case .failure(let error): return .failure(error)
      }
    }
    return .success(chosen)
  }

  /// `diff:x` as `("diff", "x")`, `pretty` as `("pretty", nil)`.
  static func split(_ name: String) -> (String, String?) {
    guard let colon = name.firstIndex(of: ":") else { return (name, nil) }
    return (String(name[..<colon]), String(name[name.index(after: colon)...]))
  }

  // MARK: Equality

  /// Same interpreters and commands, by name.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.interpreters.map(\.name) == rhs.interpreters.map(\.name)
      && lhs.commands.map(\.name) == rhs.commands.map(\.name)
  }

  /// Hashes the names.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(interpreters.map(\.name))
    hasher.combine(commands.map(\.name))
  }
}
