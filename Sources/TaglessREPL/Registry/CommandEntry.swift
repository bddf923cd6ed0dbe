import Tagless

/// One meta-command: its name and aliases, its usage, its help line and what it does, in one
/// place, so that `:help`, completion and dispatch cannot drift apart.
///
/// ```swift
/// var registry = Registry.standard
/// registry.add(
///   CommandEntry(name: "hello", summary: "say hello") { _, _ in
///     Response([StyledLine("hello", .value)])
///   })
/// ```
public struct CommandEntry: Sendable {
  /// The name, without the colon.
  public var name: String
  /// Other names that run it (`:q` for `:quit`).
  public var aliases: [String]
  /// The arguments, as usage and help show them: `EXPR [by x]`.
  public var arguments: String
  /// One line for `:help`.
  public var summary: String
  /// The words its argument can be, for completion (`:via` takes `tagless` or `enum`).
  public var options: @Sendable (Session) -> [String]
  /// Runs the command.
  public var run: @Sendable (inout Session, MetaCommand) -> Response

  /// A command.
  public init(
    name: String, aliases: [String] = [], arguments: String = "", summary: String,
    options: @escaping @Sendable (Session) -> [String] = { _ in [] },
    run: @escaping @Sendable (inout Session, MetaCommand) -> Response
  ) {
    self.name = name
    self.aliases = aliases
    self.arguments = arguments
    self.summary = summary
    self.options = options
    self.run = run
  }

  /// True when `name` is the command's name or one of its aliases.
  public func answers(to name: String) -> Bool { self.name == name || aliases.contains(name) }

  /// The command that shows one expression through `entry`: `:pretty EXPR`.
  public init(viewing entry: InterpreterEntry) {
    let arguments = entry.parameter == nil ? "EXPR" : "EXPR [by x]"
    self.init(name: entry.name, arguments: arguments, summary: entry.summary) {
      session, command in
      if let custom = entry.command { return custom(session, command) }
      return session.view(command, through: entry)
    }
  }
}
