import Tagless

// MARK: - Meta-commands

extension Session {
  /// Runs a meta-command.
  mutating func run(_ command: MetaCommand) -> Response {
    switch command.name {
    case "help", "h", "?": return Response(help())
    case "quit", "q", "exit": return Response(action: .quit)
    case "vars": return Response(variables())
    case "funcs": return Response(functions())
    case "show": return show(command.argument)
    case "via": return via(command.argument)
    case "assume": return assume(command.argument)
    case "pretty", "ast", "count": return inspect(command)
    case "bench": return bench(command)
    case "simplify": return simplify(command)
    case "diff": return differentiate(command)
    case "latex", "rpn": return typeset(command)
    case "compile": return compile(command)
    case "table": return table(command)
    case "plot": return plot(command)
    case "reset":
      calculator = Calculator(limits: calculator.limits)
      return Response([StyledLine("forgot all variables, functions and ans", .dim)])
    default:
      let names = MetaCommand.all.map(\.name)
      let hint = Names.suggestion(for: command.name, among: names).map { "; did you mean :\($0)?" }
      return Response([
        StyledLine("unknown command ':\(command.name)'\(hint ?? ""); :help lists them", .error)
      ])
    }
  }

  func help() -> [StyledLine] {
    let width = MetaCommand.all.map { $0.name.count + $0.arguments.count }.max() ?? 0
    var lines: [StyledLine] = [
      StyledLine("Type an expression, x = expr, or f(x) = expr. Numbers and Booleans:", .dim),
      StyledLine("  + - * / % ^   < <= > >= == !=   && || !   c ? a : b   true false", .dim),
      StyledLine(
        "  functions may call themselves: fact(n) = n <= 1 ? 1 : n * fact(n - 1)", .dim),
      StyledLine("Commands:", .dim),
    ]
    for (name, arguments, summary) in MetaCommand.all {
      let used = name.count + arguments.count
      lines.append([
        .init("  :" + name, .name), .init(arguments.isEmpty ? "" : " " + arguments),
        .init(String(repeating: " ", count: width - used + (arguments.isEmpty ? 3 : 2))),
        .init(summary, .dim),
      ])
    }
    let names = Interpretation.names.joined(separator: " ")
    lines.append(StyledLine("Names for :show and -i: \(names) (all is the first four).", .dim))
    return lines
  }

  func variables() -> [StyledLine] {
    var entries = calculator.environment.variables.sorted { $0.key < $1.key }
    if let last = calculator.environment.lastResult { entries.append((Names.lastResult, last)) }
    guard !entries.isEmpty else { return [StyledLine("no variables yet; x = 2 makes one", .dim)] }
    return entries.map { name, value in
      [.init(name, .name), .init(" = "), .init(value.description, .value)]
    }
  }

  func functions() -> [StyledLine] {
    let definitions = calculator.environment.functions.values.sorted { $0.name < $1.name }
    guard !definitions.isEmpty else {
      return [StyledLine("no functions yet; f(x) = x^2 defines one", .dim)]
    }
    return definitions.map { [.init($0.description), .init("  → " + $0.type.name, .dim)] }
  }

  mutating func show(_ argument: String) -> Response {
    let words = argument.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    if words.isEmpty {
      return Response([StyledLine("showing " + display.map(\.name).joined(separator: ", "), .dim)])
    }
    var chosen: [Interpretation] = []
    for word in words {
      if word == "all" {
        chosen += Interpretation.standard
      } else if let interpretation = Interpretation(name: word) {
        chosen.append(interpretation)
      } else {
        let options = Interpretation.names + ["all"]
        return Response([
          StyledLine(
            "unknown interpreter '\(word)'; choose from " + options.joined(separator: ", "), .error)
        ])
      }
    }
    display = chosen.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    return Response([StyledLine("showing " + display.map(\.name).joined(separator: ", "), .dim)])
  }

  /// `:assume finite|any`: what `simplify` (the `-i`/`:show` view) may assume about variables;
  /// with no argument, what it assumes now.
  mutating func assume(_ argument: String) -> Response {
    if argument.isEmpty {
      return Response([StyledLine("assuming \(calculator.assumption.rawValue) values", .dim)])
    }
    guard let chosen = Calculator.Assumption(rawValue: argument) else {
      let message = "unknown assumption '\(argument)'; choose finite or any"
      return Response([StyledLine(message, .error)])
    }
    calculator.assumption = chosen
    return Response([StyledLine("assuming \(chosen.rawValue) values", .dim)])
  }

  mutating func via(_ argument: String) -> Response {
    if argument.isEmpty {
      return Response([StyledLine("answering via \(encoding.rawValue)", .dim)])
    }
    guard let chosen = Encoding(rawValue: argument) else {
      let message = "unknown encoding '\(argument)'; choose tagless or enum"
      return Response([StyledLine(message, .error)])
    }
    encoding = chosen
    return Response([StyledLine("answering via \(encoding.rawValue)", .dim)])
  }

  /// `:pretty`, `:ast` and `:count`: one interpreter on one expression, changing nothing.
  func inspect(_ command: MetaCommand) -> Response {
    // Printing and counting need no values: undefined names are free variables.
    guard let tree = parsedArgument(command, freeVariables: true) else {
      return failure(command, freeVariables: true)
    }
    // The argument parsed into the tree, so it parses into any interpreter.
    func parse<R: Language>(_: R.Type) -> Typed<R>? where R.Truth == R {
      try? Parser.typedExpression(
        command.argument, as: R.self, in: calculator.environment, freeVariables: true)
    }
    let tagless = encoding == .tagless
    switch command.name {
    case "pretty":
      let text =
        tagless
        ? parse(PrettyPrint.self)?.map(number: \.text, boolean: \.text)
        : tree.map(number: { $0.prettyPrinted() }, boolean: { $0.prettyPrinted() })
      return Response([StyledLine(text ?? "", .value)])
    case "ast":
      let text =
        tagless
        ? parse(SExpression.self)?.map(number: \.text, boolean: \.text)
        : tree.map(number: { $0.sExpression() }, boolean: { $0.sExpression() })
      return Response([StyledLine(text ?? "", .value)])
    default:
      let count =
        tagless
        ? parse(OperationCount.self)?.map(number: { $0 }, boolean: { $0 })
        : tree.map(number: { $0.operationCount() }, boolean: { $0.operationCount() })
      return Response(Self.describe(count ?? OperationCount()))
    }
  }

  /// A count as the REPL shows it: total, kinds, depth.
  static func describe(_ count: OperationCount) -> [StyledLine] {
    let noun = count.total == 1 ? "operation" : "operations"
    var line: StyledLine = [.init("\(count.total)", .value), .init(" \(noun)")]
    if !count.breakdown.isEmpty {
      let kinds = count.breakdown.map { "\($0.count) \(label($0.kind, $0.count))" }
      line.segments.append(.init(": " + kinds.joined(separator: ", "), .dim))
    }
    line.segments.append(.init("; depth \(count.depth)", .dim))
    return [line]
  }

  /// How a kind of operation reads in a count: `1 addition`, `2 built-in calls`.
  static func label(_ kind: OperationCount.Kind, _ count: Int) -> String {
    let noun: String
    switch kind {
    case .add: noun = "addition"
    case .subtract: noun = "subtraction"
    case .multiply: noun = "multiplication"
    case .divide: noun = "division"
    case .remainder: noun = "remainder"
    case .negate: noun = "negation"
    case .power: noun = "power"
    case .builtin: noun = "built-in call"
    case .call: noun = "user call"
    case .compare: noun = "comparison"
    case .not: noun = "negation of a Boolean"
    case .and: noun = "and"
    case .or: noun = "or"
    case .conditional: noun = "conditional"
    }
    return count == 1 ? noun : noun + "s"
  }

  mutating func bench(_ command: MetaCommand) -> Response {
    guard parsedArgument(command) != nil else { return failure(command) }
    let plan = BenchmarkPlan(expression: command.argument, environment: calculator.environment)
    return Response(
      [StyledLine("timing \(plan.cases.count) cases…", .dim)], action: .benchmark(plan))
  }

  // MARK: Arguments

  /// The command's argument as a tree, or nil if it is missing or does not parse.
  func parsedArgument(_ command: MetaCommand, freeVariables: Bool = false) -> Typed<Expression>? {
    try? Parser.typedExpression(
      command.argument, as: Expression.self, in: calculator.environment,
      freeVariables: freeVariables)
  }

  /// Why the argument did not parse, with the caret under the right column of the whole line.
  func failure(_ command: MetaCommand, freeVariables: Bool = false) -> Response {
    let text = command.argument
    if text.isEmpty { return usage(command) }
    do throws(ParseError) {
      _ = try Parser.typedExpression(
        text, as: Expression.self, in: calculator.environment, freeVariables: freeVariables)
      return Response()
    } catch {
      return Response(render(error, in: command, at: 0))
    }
  }

  /// The command's usage line, as an error.
  func usage(_ command: MetaCommand) -> Response {
    let usage = MetaCommand.all.first { $0.name == command.name }?.arguments ?? "EXPR"
    return Response([StyledLine("usage: :\(command.name) \(usage)", .error)])
  }

  /// An error in the part of the command's argument that starts `offset` scalars into it, with
  /// the caret under the right column of the whole line.
  func render(_ error: ParseError, in command: MetaCommand, at offset: Int) -> [StyledLine] {
    var shifted = error
    if error.line == 1 { shifted.column += command.argumentColumn + offset }
    return Self.render(shifted, in: command.line, firstLine: lineNumber)
  }
}
