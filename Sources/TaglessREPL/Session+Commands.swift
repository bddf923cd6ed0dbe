import Tagless
import TaglessPrecision

// MARK: - Meta-commands

extension Session {
  /// Runs a meta-command, by the registry's table; its lines may quote the argument, so they
  /// are made ``StyledLine/visible``.
  mutating func run(_ command: MetaCommand) -> Response {
    var response = dispatch(command)
    // A table, plot or single view cut short by the cancellation shows nothing it computed.
    if Cancellation.isRequested { return Response([StyledLine(Cancellation.message, .error)]) }
    response.lines = response.lines.map(\.visible)
    return response
  }

  /// Runs a meta-command by its entry in the registry.
  private mutating func dispatch(_ command: MetaCommand) -> Response {
    if let entry = registry.command(named: command.name) {
      // `:q!`, `:quit now` or `:vars x` is a mistyped line, never a silent quit or listing.
      guard entry.arguments.isEmpty, !command.argument.isEmpty else {
        return entry.run(&self, command)
      }
      return Response([
        StyledLine(
          "':\(entry.name)' takes no argument; found '\(command.argument)'", .error)
      ])
    }
    let names = registry.commands.map(\.name)
    let hint = Names.suggestion(for: command.name, among: names).map { "; did you mean :\($0)?" }
    return Response([
      StyledLine("unknown command ':\(command.name)'\(hint ?? ""); :help lists them", .error)
    ])
  }

  func help() -> [StyledLine] {
    let width = registry.commands.map { $0.name.count + $0.arguments.count }.max() ?? 0
    var lines: [StyledLine] = [
      StyledLine("Type an expression, x = expr, or f(x) = expr. Numbers and Booleans:", .dim),
      StyledLine("  + - * / % ^   < <= > >= == !=   && || !   c ? a : b   true false", .dim),
      StyledLine(
        "  functions may call themselves: fact(n) = n <= 1 ? 1 : n * fact(n - 1)", .dim),
      StyledLine("  2pi, 3x, 2(x + 1), (a + 1)(a - 1) multiply: 6/2(1+2) is 1, 2^3x is 8x", .dim),
      StyledLine("  7 mod 3 is 7 % 3; bases 0xff 0o17 0b1010; separators 1_000_000", .dim),
    ]
    lines += builtinLines()
    lines += [
      StyledLine(
        "Functions as values: k -> 1/k^2, (a, b) -> a * b, f, sin; g = x -> 2x and h = f", .dim),
      StyledLine(
        "  define g and h (h(x) = f(x)); :compile shows a sum as a loop of compiled code;",
        .dim),
      StyledLine("  sum(f, a, b) product(f, a, b) integrate(f, a, b) root(f, a, b);", .dim),
      StyledLine("  :table f for x in …;", .dim),
      StyledLine(
        "  in bodies too, reading the parameters: tri(n) = sum(k -> n * k, 1, n);", .dim),
      StyledLine(
        "  and as parameters, typed by use: twice(h, x) = h(h(x)); twice(y -> y + 1, 3)",
        .dim),
      StyledLine("Ctrl-C stops a running line, which then changes nothing; Ctrl-D leaves.", .dim),
      StyledLine(
        "Limits, each an error at its column: nesting 250 levels (calls of functions that", .dim),
      StyledLine(
        "  take functions 2,500), calls 10,000 deep, lines 1 MiB, symbolic results 4 MiB;",
        .dim),
      StyledLine("  tagless --max-steps N bounds the calls a line runs (none by default).", .dim),
      StyledLine("Commands:", .dim),
    ]
    // Summaries start in one column and wrap under it, within the width.
    let column = width + 6
    for command in registry.commands {
      let (name, arguments, summary) = (command.name, command.arguments, command.summary)
      let used = name.count + arguments.count
      let parts = Self.wrapped(summary, width: Self.helpWidth - column, indent: "")
      lines.append([
        .init("  :" + name, .name), .init(arguments.isEmpty ? "" : " " + arguments),
        .init(String(repeating: " ", count: width - used + (arguments.isEmpty ? 3 : 2))),
        .init(parts.first ?? "", .dim),
      ])
      let indent = String(repeating: " ", count: column)
      lines += parts.dropFirst().map { StyledLine(indent + $0, .dim) }
    }
    let names = registry.names.joined(separator: " ")
    let standard = registry.all.map(\.name).joined(separator: " ")
    let text = "Names for :show and -i: \(names) (all is \(standard))."
    lines += Self.wrapped(text, width: Self.helpWidth).map { StyledLine($0, .dim) }
    return lines
  }

  func variables() -> [StyledLine] {
    var entries = calculator.environment.hostConstants.sorted { $0.key < $1.key }
    entries += calculator.environment.variables.sorted { $0.key < $1.key }
    if let last = calculator.environment.lastResult { entries.append((Names.lastResult, last)) }
    // A user function's name alone is a value too, of a function type: listed after the numbers.
    let functions = calculator.environment.functions.values.sorted { $0.name < $1.name }
    guard !entries.isEmpty || !functions.isEmpty else {
      return [StyledLine("no variables yet; x = 2 makes one", .dim)]
    }
    // A variable holds its double: an integer of 2^53 or more is that integer, every digit.
    let display = calculator.display
    return entries.map { name, value in
      let text = value.number.map { display.string($0, exactly: true) } ?? value.description
      return [.init(name, .name), .init(" = "), .init(text, .value)]
    }
      + functions.map {
        [.init($0.name, .name), .init(" : " + $0.typeDescription, .dim)]
      }
  }

  func functions() -> [StyledLine] {
    let environment = calculator.environment
    let definitions = environment.functions.values.sorted { $0.name < $1.name }
    // The standard set's are built-ins, which `:help` lists, not the session's or the app's.
    let hosts = environment.hostFunctions.values.filter { !$0.isPrelude }
      .sorted { $0.name < $1.name }
    guard !definitions.isEmpty || !hosts.isEmpty else {
      return [StyledLine("no functions yet; f(x) = x^2 defines one", .dim)]
    }
    // The app's own functions first, by name and arity: their bodies are Swift.
    return hosts.map {
      let type = FunctionType(arity: $0.arity, result: $0.type)
      return [.init($0.description), .init("  : " + type.description + ", the app's", .dim)]
    }
      + definitions.map {
        [.init($0.description), .init("  : " + $0.typeDescription, .dim)]
      }
  }

  mutating func show(_ argument: String) -> Response {
    let words = argument.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    if words.isEmpty {
      return Response([StyledLine("showing " + display.map(\.name).joined(separator: ", "), .dim)])
    }
    let chosen: [Interpretation]
    switch registry.interpretations(named: words) {
    case .success(let found): chosen = found
    case .failure(let error): return Response([StyledLine(error.description, .error)])
    }
    display = chosen
    return Response([StyledLine("showing " + display.map(\.name).joined(separator: ", "), .dim)])
  }

  /// `:assume finite|any`: what `simplify` (the `-i`/`:show` view, and `:simplify`) may assume
  /// about variables; with no argument, what it assumes now.
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

  /// `:digits N` sets the significant digits of `precise` and `exact`; `:digits` shows them.
  mutating func digits(_ argument: String) -> Response {
    if argument.isEmpty {
      return Response([StyledLine("\(calculator.digits) significant digits", .value)])
    }
    if let problem = Precision.problem(with: argument) {
      return Response([StyledLine(problem, .error)])
    }
    calculator.digits = Int(argument) ?? calculator.digits
    return Response([StyledLine("\(calculator.digits) significant digits", .dim)])
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

  /// One expression shown through an interpreter's entry, changing nothing: `:NAME EXPR`.
  ///
  /// Undefined names are free variables (printing and counting need no values).
  func view(_ command: MetaCommand, through entry: InterpreterEntry) -> Response {
    guard !command.argument.isEmpty else { return usage(command) }
    do throws(ParseError) {
      return Response([StyledLine(try entry.render(try viewed(command)), .value)])
    } catch {
      return Response(render(error, in: command, at: 0))
    }
  }

  /// `:count EXPR`: the total, the operations by kind, and the depth.
  func countCommand(_ command: MetaCommand) -> Response {
    guard !command.argument.isEmpty else { return usage(command) }
    do throws(ParseError) {
      return Response(Self.describe(try InterpreterEntry.operationCount(try viewed(command))))
    } catch {
      return Response(render(error, in: command, at: 0))
    }
  }

  /// The command's argument as the one source its view renders from: the text, parsed
  /// straight into each interpreter (tagless), or its enum tree, parsed once (enum).
  func viewed(_ command: MetaCommand) throws(ParseError) -> Rendering {
    let (text, environment) = (command.argument, calculator.environment)
    let source: any ExpressionSource
    var tree: Typed<ExpressionTree>? = nil
    switch encoding {
    case .tagless:
      source = SymbolicText(text: text, environment: environment)
    case .enum:
      let parsed = try Parser.typedExpression(
        text, as: ExpressionTree.self, in: environment, freeVariables: true)
      tree = parsed
      source = TreeSource(
        tree: parsed, environment: environment, limits: calculator.limits,
        place: { error in
          var text = text
          return text.withUTF8 { ParseError(error, in: $0) }
        }, freeVariables: true)
    }
    return Rendering(
      source: source, tree: tree, value: nil, parameter: nil, assumption: calculator.assumption,
      written: SymbolicText(text: text, environment: environment),
      place: { ParseError($0, in: text) }, digits: calculator.digits, kept: calculator.kept)
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
    let plan = BenchmarkPlan(
      expression: command.argument, environment: calculator.environment,
      digits: calculator.digits)
    return Response(
      [StyledLine("timing \(plan.cases.count) cases…", .dim)], action: .benchmark(plan))
  }

  // MARK: Arguments

  /// The command's argument as a tree, or nil if it is missing or does not parse.
  func parsedArgument(_ command: MetaCommand, freeVariables: Bool = false) -> Typed<ExpressionTree>?
  {
    try? Parser.typedExpression(
      command.argument, as: ExpressionTree.self, in: calculator.environment,
      freeVariables: freeVariables)
  }

  /// Why the argument did not parse, with the caret under the right column of the whole line.
  func failure(_ command: MetaCommand, freeVariables: Bool = false) -> Response {
    let text = command.argument
    if text.isEmpty { return usage(command) }
    do throws(ParseError) {
      _ = try Parser.typedExpression(
        text, as: ExpressionTree.self, in: calculator.environment, freeVariables: freeVariables)
      return Response()
    } catch {
      return Response(render(error, in: command, at: 0))
    }
  }

  /// The command's usage line, as an error.
  func usage(_ command: MetaCommand) -> Response {
    let usage = registry.command(named: command.name)?.arguments ?? "EXPR"
    return Response([StyledLine("usage: :\(command.name) \(usage)", .error)])
  }

  /// An error in the part of the command's argument that starts `offset` scalars into it, with
  /// the caret under the right column of the whole line.
  func render(_ error: ParseError, in command: MetaCommand, at offset: Int) -> [StyledLine] {
    var shifted = error
    if error.line == 1 { shifted.column += command.argumentColumn + offset }
    return Self.render(shifted, in: command.line, firstLine: lineNumber, source: source)
  }
}
