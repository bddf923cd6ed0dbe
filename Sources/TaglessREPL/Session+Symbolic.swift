import Tagless

// MARK: - Symbolic commands

extension Session {
  /// `:simplify EXPR`: the simplification exact for every value, then, when it says more, the
  /// one for finite values of the variables, with the names it assumes finite; after
  /// `:assume finite`, only the latter.
  func simplify(_ command: MetaCommand) -> Response {
    // Two parses (three when the finite form differs, for its names) rather than one into a
    // product (``Both``): a line may hold functions as values, which a product cannot pass to
    // both halves.
    let text = command.argument
    let (exact, finite): (String, String)
    let names: [String]
    do throws(CommandFailure) {
      exact = try symbolic(text, as: Simplified<PrettyPrint>.self, for: command).map(
        number: \.residual.text, boolean: \.residual.text)
      finite = try symbolic(text, as: Simplifier<PrettyPrint, FiniteValues>.self, for: command)
        .map(number: \.shown.text, boolean: \.residual.text)
      guard finite != exact else { return Response([StyledLine(exact, .value)]) }
      names = try symbolic(text, as: VariableNames.self, for: command).map(
        number: \.names, boolean: \.names)
    } catch { return error.response }
    let verb = names.count == 1 ? " is" : " are"
    let assumed: StyledLine = [
      .init(finite, .value), .init("  when " + Self.list(names) + verb + " finite", .dim),
    ]
    if calculator.assumption == .finite { return Response([assumed]) }
    return Response([StyledLine(exact, .value), assumed])
  }

  /// `:diff EXPR [by x]`: the derivative, simplified; without `by`, by the expression's only
  /// undefined variable, or its only variable.
  func differentiate(_ command: MetaCommand) -> Response {
    let (text, named) = Self.splitBy(command.argument)
    typealias Differentiation = Derivative<Simplified<PrettyPrint>>
    do throws(CommandFailure) {
      let variable =
        if let named { try Self.differentiationVariable(named) } else {
          try onlyVariable(of: text, command)
        }
      // Only the partial by `variable` is built: the others could cost the whole size budget.
      let result = try Differentiation.focused(on: variable) { () throws(CommandFailure) in
        try symbolic(text, as: Differentiation.self, for: command)
      }
      guard case .number(let derivative) = result else { throw Self.booleanDerivative }
      guard !derivative.isTooLarge else { throw CommandFailure(derivative.tooLargeMessage) }
      return Response([StyledLine(derivative.derivative(by: variable).residual.text, .value)])
    } catch { return error.response }
  }

  private static var booleanDerivative: CommandFailure {
    CommandFailure("a Boolean has no derivative; differentiate a number-valued expression")
  }

  /// The name after `by`, when it can be differentiated by.
  private static func differentiationVariable(_ named: String) throws(CommandFailure) -> String {
    guard Names.isAssignable(named) else {
      throw CommandFailure("cannot differentiate by '\(named)': it is not a variable")
    }
    return named
  }

  /// The variable of `:diff EXPR` without `by`: the expression's only undefined variable, or
  /// its only variable.
  private func onlyVariable(of text: String, _ command: MetaCommand) throws(CommandFailure)
    -> String
  {
    guard case .number(let variables) = try symbolic(text, as: VariableNames.self, for: command)
    else { throw Self.booleanDerivative }
    let names = variables.names
    let free = names.filter { calculator.environment.value(of: $0) == nil }
    let candidates = free.isEmpty ? names : free
    guard candidates.count == 1 else {
      throw CommandFailure(
        candidates.isEmpty
          ? "nothing to differentiate by: \(text) has no variables; add one, as in :diff \(text) by x"
          : "\(text) has several variables (\(candidates.joined(separator: ", "))); choose one, "
            + "as in :diff \(text) by \(candidates[0])")
    }
    return candidates[0]
  }

  /// `:latex EXPR` and `:rpn EXPR`: the expression printed another way.
  func typeset(_ command: MetaCommand) -> Response {
    do throws(CommandFailure) {
      let text =
        command.name == "latex"
        ? try symbolic(command.argument, as: LaTeX.self, for: command).map(
          number: \.text, boolean: \.text)
        : try symbolic(command.argument, as: RPN.self, for: command).map(
          number: \.text, boolean: \.text)
      return Response([StyledLine(text, .value)])
    } catch { return error.response }
  }

  /// `:compile EXPR`: the compiled program's instructions; the expression's undefined names
  /// are its parameters, in order of appearance, and defined ones are constants.
  func compile(_ command: MetaCommand) -> Response {
    typealias Compilation = Both<Compiled, VariableNames>
    let compiled: Compiled
    let names: [String]
    do throws(CommandFailure) {
      switch try symbolic(command.argument, as: Compilation.self, for: command) {
      case .number(let result): (compiled, names) = (result.first, result.second.names)
      case .boolean(let result): (compiled, names) = (result.first.fragment, result.second.names)
      }
    } catch { return error.response }
    let parameters = names.filter { calculator.environment.value(of: $0) == nil }
    let program: CompiledProgram
    do throws(CallError) {
      // A Boolean name is no parameter: the program's arguments are numbers.
      program = try compiled.program(parameters: parameters, in: calculator.environment)
    } catch { return Response([StyledLine(error.message, .error)]) }
    let count = program.instructionCount
    let heading =
      (parameters.isEmpty ? "no parameters" : "parameters: " + parameters.joined(separator: ", "))
      + "; \(count) instruction" + (count == 1 ? "" : "s")
    let code = program.description.split(separator: "\n").map { StyledLine(String($0), .value) }
    return Response([StyledLine(heading, .dim)] + code)
  }

  // MARK: Helpers

  /// `text` (the start of `command`'s argument) as one expression in `R`, undefined names
  /// allowed; the usage line when it is empty, or its parse error.
  func symbolic<R: Language>(_ text: String, as interpreter: R.Type, for command: MetaCommand)
    throws(CommandFailure) -> Typed<R>
  {
    guard !text.isEmpty else { throw CommandFailure(lines: usage(command).lines) }
    do throws(ParseError) {
      return try Parser.typedExpression(
        text, as: R.self, in: calculator.environment, freeVariables: true)
    } catch {
      throw CommandFailure(lines: render(error, in: command, at: 0))
    }
  }

  /// `EXPR by NAME` split into the expression and the name, when the argument ends that way.
  static func splitBy(_ argument: String) -> (expression: String, name: String?) {
    let scalars = Array(argument.unicodeScalars)
    let word = Array(" by ".unicodeScalars)
    guard scalars.count > word.count else { return (argument, nil) }
    for start in stride(from: scalars.count - word.count, through: 1, by: -1)
    where Array(scalars[start..<start + word.count]) == word {
      let tail = String(String.UnicodeScalarView(scalars[(start + word.count)...]))
        .trimmingSpaces
      guard !tail.isEmpty, tail.unicodeScalars.allSatisfy(Names.isNameScalar) else {
        return (argument, nil)
      }
      let head = String(String.UnicodeScalarView(scalars[..<start])).trimmingSpaces
      return (head, tail)
    }
    return (argument, nil)
  }

  /// `x`, `x and y`, `x, y and z`.
  static func list(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    guard names.count > 1 else { return last }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
