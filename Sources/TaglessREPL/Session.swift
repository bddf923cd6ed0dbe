import Tagless

/// The REPL's logic as a value: a line in, a ``Response`` out.
///
/// Holds the calculator, what each line shows, the encoding, and input continued across lines
/// (an unclosed `(`). It never touches the terminal, files or the clock: the shell feeds it
/// lines and shows what it returns.
///
/// ```swift
/// var session = Session()
/// session.handle("x = 2").plainText        // "x = 2"
/// session.handle("x ^ 10").plainText       // "1024"
/// session.handle(":pretty (x+1)*2").plainText  // "(x + 1) * 2"
/// ```
public struct Session: Hashable, Sendable {
  /// Variables, functions, `ans`.
  public var calculator: Calculator
  /// What each expression line shows, in order.
  public var display: [Interpretation]
  /// Which encoding answers.
  public var encoding: Encoding
  /// The interpreters and meta-commands on offer.
  public var registry: Registry
  /// The terminal's width in columns, for tables and plots.
  public var width: Int
  /// Input so far of a statement continued over several lines.
  public private(set) var pending: String?
  /// The number of lines handled, for error locations.
  public private(set) var lineNumber: Int
  /// Where lines come from, for error locations: `repl`, or a file's name in a script.
  public var source = "repl"

  /// A fresh session.
  public init(
    calculator: Calculator = Calculator(), display: [Interpretation] = [.eval],
    encoding: Encoding = .tagless, width: Int = 80, registry: Registry = .standard
  ) {
    self.calculator = calculator
    self.display = display
    self.encoding = encoding
    self.registry = registry
    self.width = width
    self.pending = nil
    self.lineNumber = 0
  }

  /// Which prompt the next line needs.
  public var isContinuing: Bool { pending != nil }

  /// The most bytes a statement continued over several lines may hold: 64 KiB.
  ///
  /// Each new line parses the statement again from its start, so without a bound a long paste
  /// inside an unclosed `(` would take time quadratic in its length. Files and pipes continue
  /// statements by the same rule, within the same bound (``ScriptRun``).
  public static let maximumContinuedBytes = 64 << 10

  /// The error for a statement dropped because the lines continuing it since `firstLine` are
  /// over ``maximumContinuedBytes``: the header only (the source line would be 64 KiB).
  static func droppedContinuation(since firstLine: Int, source: String) -> String {
    var message =
      "the input continued since line \(firstLine) is over \(maximumContinuedBytes >> 10) KiB "
      + "and still has an unclosed '('; it was dropped"
    if source == "repl" {
      message += " (longer statements can come from a file or a pipe, on one line)"
    }
    let error = ParseError(message, line: 1, column: 1, offset: 0)
    return Diagnostic(error, source: source, firstLine: firstLine, text: "").header
  }

  /// Handles one line of input.
  public mutating func handle(_ line: String) -> Response {
    lineNumber += 1
    if pending == nil, let command = MetaCommand(line) {
      return run(command)
    }
    let text = (pending.map { $0 + "\n" } ?? "") + line
    let firstLine = lineNumber - text.count(where: { $0 == "\n" })
    do throws(ParseError) {
      let result = try calculator.run(text, showing: display, via: encoding)
      pending = nil
      let failures = Self.failures(in: result).flatMap {
        Self.render($0, in: text, firstLine: firstLine, source: source)
      }
      return Response(lines(for: result) + failures)
    } catch {
      if error.isInterruption {
        pending = nil
        return Response([StyledLine(Cancellation.message, .error)])
      }
      if error.isIncomplete {
        // A first line may be long (up to the parser's line limit); what is bounded is
        // input that goes on over further lines.
        guard pending == nil || text.utf8.count <= Self.maximumContinuedBytes else {
          pending = nil
          let header = Self.droppedContinuation(since: firstLine, source: "repl")
          return Response([StyledLine(header, .error)])
        }
        pending = text
        return Response()
      }
      pending = nil
      let hinted = BareWord.hinted(error, line: text, interactive: source == "repl")
      return Response(Self.render(hinted, in: text, firstLine: firstLine, source: source))
    }
  }

  /// Runs a meta-command given as line `number` of a script: its errors name that line.
  public mutating func run(_ command: MetaCommand, line number: Int) -> Response {
    lineNumber = number
    return run(command)
  }

  /// Drops input continued so far (Ctrl-C).
  public mutating func cancel() { pending = nil }

  // MARK: Rendering

  /// A variable's value as the display's first exact or precise interpretation shows it (`1/3`
  /// through `exact`) when it kept a value there; the double otherwise.
  func assignedText(_ name: String, _ value: Value) -> String {
    guard calculator.kept[name] != nil,
      let numbers = display.lazy.compactMap(\.entry.values).first(where: \.keepsNumbers)
    else { return shown(value) }
    let source = SymbolicText(text: name, environment: calculator.environment)
    let rendering = Rendering(
      source: source, tree: nil, value: value, parameter: nil,
      assumption: calculator.assumption, written: source, place: { ParseError($0, in: name) },
      digits: calculator.digits, kept: calculator.kept)
    return (try? LinePlan.Answer.of(rendering, in: numbers)?.text) ?? shown(value)
  }

  /// An assigned value as the display shows it: an integer of `2^53` or more in every digit
  /// when the assignment's exact arithmetic gave it (``Calculator/isExact``).
  private func shown(_ value: Value) -> String {
    guard case .number(let number) = value, calculator.display == .calculator,
      NumberDisplay.isLargeInteger(number)
    else { return calculator.text(of: value) }
    return NumberDisplay.largeInteger(number, exactly: calculator.isExact)
  }

  /// The lines an outcome shows.
  func lines(for result: Calculator.LineResult) -> [StyledLine] {
    switch result {
    case .nothing:
      return []
    case .results(let shown) where shown.count == 1:
      return [StyledLine(shown[0].text, .value)]
    case .results(let shown):
      let width = shown.map(\.interpretation.name.count).max() ?? 0
      return shown.filter { $0.failure == nil }.map { item in
        let label = item.interpretation.name + ":"
        let padding = String(repeating: " ", count: width - item.interpretation.name.count + 1)
        return [.init(label, .name), .init(padding), .init(item.text, .value)]
      }
    case .assigned(let name, let value):
      return [
        [.init(name, .name), .init(" = ", .dim), .init(assignedText(name, value), .dim)]
      ]
    case .defined(let definition):
      let warnings = Self.staleCallers(of: definition.name, in: calculator.environment).map {
        StyledLine("warning: " + $0, .error)
      }
      return [StyledLine("defined " + definition.description, .dim)] + warnings
    }
  }

  /// What a definition of `name` left stale, one sentence each: its callers that no longer
  /// type-check (``Environment/stale``), in the order of their names.
  public static func staleCallers(of name: String, in environment: Environment) -> [String] {
    environment.stale.keys.sorted().compactMap { caller in
      guard let error = environment.stale[caller],
        environment.functions[caller]?.calls.contains(name) == true
      else { return nil }
      return "'\(caller)' calls '\(name)' and no longer type-checks: \(error.description); "
        + "calling it is an error until one of them is defined again"
    }
  }

  /// The errors of the interpretations that failed while others answered, each named after
  /// its interpretations (`eval: unknown variable 'q'`; one error that several share, once).
  public static func failures(in result: Calculator.LineResult) -> [ParseError] {
    guard case .results(let shown) = result else { return [] }
    var errors: [ParseError] = []
    var names: [[String]] = []
    for item in shown {
      guard let failure = item.failure else { continue }
      if let index = errors.firstIndex(of: failure) {
        names[index].append(item.interpretation.name)
      } else {
        errors.append(failure)
        names.append([item.interpretation.name])
      }
    }
    return zip(errors, names).map { error, names in
      var error = error
      error.message = names.joined(separator: ", ") + ": " + error.message
      return error
    }
  }

  /// An error as three styled lines: header, source line, caret.
  public static func render(
    _ error: ParseError, in text: String, firstLine: Int, source: String = "repl"
  ) -> [StyledLine] {
    let diagnostic = Diagnostic(error, source: source, firstLine: firstLine, text: text)
    return [
      StyledLine(diagnostic.header, .error),
      StyledLine(diagnostic.shownLine),
      StyledLine(diagnostic.caret, .caret),
    ]
  }
}
