import Tagless

// MARK: - The standard registry

extension Registry {
  /// Every interpreter and meta-command the REPL, pipe mode and `-i` offer.
  public static let standard: Registry = {
    var registry = Registry()
    registry.add(
      CommandEntry(
        name: "help", aliases: ["h", "?"], arguments: "[NAME]",
        summary: "show this list, or what one command or function does",
        options: { session in session.registry.commands.map(\.name) }
      ) { session, command in Response(session.help(about: command.argument)) })
    registry.add(
      CommandEntry(
        name: "quit", aliases: ["q", "exit"], summary: "leave (Ctrl-D on an empty line does too)"
      ) { _, _ in Response(action: .quit) })
    registry.add(
      CommandEntry(name: "vars", summary: "list variables, ans and function types") { session, _ in
        Response(session.variables())
      })
    registry.add(
      CommandEntry(name: "funcs", summary: "list user functions and their types") {
        session, _ in Response(session.functions())
      })
    registry.add(
      CommandEntry(
        name: "show", arguments: "NAME…|all", summary: "choose what each line shows (see below)",
        options: { session in session.registry.names.filter { !$0.contains(":") } }
      ) { session, command in session.show(command.argument) })
    for entry in [
      InterpreterEntry.eval, .pretty, .count, .ast, .simplify, .diff, .latex, .rpn, .exact,
      .precise,
    ] {
      registry.add(entry)
    }
    registry.add(
      CommandEntry(name: "compile", arguments: "EXPR", summary: "show the program EXPR compiles to")
      {
        session, command in session.compile(command)
      })
    registry.add(
      CommandEntry(
        name: "table", arguments: "EXPR for x in A..B [step S]",
        summary: "tabulate EXPR for x from A to B (by 1 between integers of integer values)"
      ) { session, command in session.table(command) })
    registry.add(
      CommandEntry(
        name: "plot", arguments: "EXPR for x in A..B", summary: "plot EXPR for x from A to B"
      ) { session, command in session.plot(command) })
    registry.add(
      CommandEntry(
        name: "via", arguments: "tagless|enum",
        summary: "answer through the tagless interpreters or the enum tree",
        options: { _ in Encoding.allCases.map(\.rawValue) }
      ) { session, command in session.via(command.argument) })
    registry.add(
      CommandEntry(
        name: "assume", arguments: "finite|any",
        summary: "what simplify may assume about variables",
        options: { _ in Calculator.Assumption.allCases.map(\.rawValue) }
      ) { session, command in session.assume(command.argument) })
    registry.add(
      CommandEntry(
        name: "digits", arguments: "[N]",
        summary: "significant digits of precise and exact (shows them with no N)"
      ) { session, command in session.digits(command.argument) })
    registry.add(
      CommandEntry(
        name: "numbers", arguments: "calculator|round-trip",
        summary: "show numbers to 15 digits (0.3) or in the digits that read back",
        options: { _ in NumberDisplay.allCases.map(\.rawValue) }
      ) { session, command in session.numbers(command.argument) })
    registry.add(
      CommandEntry(
        name: "bench", arguments: "EXPR",
        summary: "time every interpreter on EXPR through both encodings"
      ) { session, command in session.bench(command) })
    registry.add(
      CommandEntry(
        name: "unset", arguments: "NAME…", summary: "forget variables or functions, or ans",
        options: { session in
          session.calculator.environment.variables.keys.sorted()
            + session.calculator.environment.functions.keys.sorted()
        }
      ) { session, command in session.unset(command.argument) })
    registry.add(
      CommandEntry(name: "reset", summary: "forget variables, functions and ans") {
        session, _ in
        session.calculator.forget()
        return Response([StyledLine("forgot all variables, functions and ans", .dim)])
      })
    return registry
  }()
}
