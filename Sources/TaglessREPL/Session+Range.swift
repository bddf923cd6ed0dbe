import Tagless

// MARK: - Ranges

extension Session {
  /// A `:table` or `:plot` argument with its bounds evaluated and its expression checked.
  struct EvaluatedRange {
    /// The parts as typed.
    var command: RangeCommand
    /// Evaluates the expression at a value of the variable.
    var sampler: Sampler
    /// The first value of the variable.
    var low: Double
    /// The last value of the variable.
    var high: Double
    /// The step, if one was given.
    var step: Double?
  }

  /// Why a meta-command cannot run: the lines to show instead.
  struct CommandFailure: Error {
    /// The error lines.
    var response: Response

    /// A failure of one error line.
    init(_ message: String) { response = Response([StyledLine(message, .error)]) }

    /// A failure with lines already made.
    init(lines: [StyledLine]) { response = Response(lines) }
  }

  /// Splits a `:table` or `:plot` argument, evaluates its bounds and checks its expression.
  func evaluateRange(_ command: MetaCommand) throws(CommandFailure) -> EvaluatedRange {
    let range: RangeCommand
    switch RangeCommand.parse(command.argument) {
    case .success(let parsed): range = parsed
    case .failure(.usage):
      throw CommandFailure(lines: usage(command).lines)
    case .failure(.reserved(let name)):
      throw CommandFailure("'\(name)' cannot be the variable: the name is reserved")
    }
    func bound(_ part: RangeCommand.Part, _ what: String) throws(CommandFailure) -> Double {
      let value: Double
      do throws(ParseError) {
        value = try Parser.expression(
          part.text, as: Evaluation.self, in: calculator.environment
        ).value
      } catch {
        throw CommandFailure(lines: render(error, in: command, at: part.offset))
      }
      guard value.isFinite else {
        throw CommandFailure(
          "the \(what) must be a finite number; \(part.text) is \(NumberFormatting.string(value))")
      }
      return value
    }
    let low = try bound(range.low, "start")
    let high = try bound(range.high, "end")
    let step = try range.step.map { part throws(CommandFailure) in try bound(part, "step") }
    guard low <= high else {
      throw CommandFailure("the range is empty: \(range.low.text) is above \(range.high.text)")
    }
    let sampler: Sampler
    switch Sampler.make(
      range.expression.text, variable: range.variable, in: calculator.environment, probe: low)
    {
    case .success(let made): sampler = made
    case .failure(let error):
      throw CommandFailure(lines: render(error, in: command, at: range.expression.offset))
    }
    return EvaluatedRange(command: range, sampler: sampler, low: low, high: high, step: step)
  }

  // MARK: Tables

  /// `:table EXPR for x in A..B [step S]`: the expression's value at each step, at most
  /// ``largestTable`` rows (more is an error that asks for a larger step).
  ///
  /// Without a step, integer bounds step by 1 when the expression is an integer at each
  /// (`fib(x) for x in 1..5` is 1, 2, 3, 4, 5: a table of integers is what such bounds mean
  /// then), and otherwise in ten equal steps, as other bounds do (`sin(x) for x in 0..1`).
  func table(_ command: MetaCommand) -> Response {
    let range: EvaluatedRange
    do throws(CommandFailure) { range = try evaluateRange(command) } catch { return error.response }
    let span = range.high - range.low
    guard span.isFinite else {
      return Response([StyledLine("the range is too wide to step through", .error)])
    }
    let integral = range.low.rounded() == range.low && range.high.rounded() == range.high
    var step = range.step ?? (integral ? 1 : span / 10)
    // Integer bounds step by 1 while the values there are integers too (`fib(x)`); at the
    // first that is not (`sin(x)` for x in 0..1), by a tenth of the range. The values found
    // on the way are the rows' where they still are.
    var found: [Double: Result<Value, CallError>] = [:]
    if range.step == nil, integral, span > 0 {
      // Past the most rows a table has, a function of integers is an error below anyway.
      for index in 0...Int(min(span, Double(Self.largestTable))) {
        if Cancellation.isRequested { return Response([StyledLine(Cancellation.message, .error)]) }
        let x = range.low + Double(index)
        let result = range.sampler.value(at: x)
        if case .success(.number(let value)) = result, value.isFinite, value.rounded() != value {
          step = span / 10
          break
        }
        found[x] = result
      }
    }
    let steps: Double
    if span == 0 {
      steps = 0
    } else {
      guard step > 0 else { return Response([StyledLine("the step must be positive", .error)]) }
      // Allow for rounding in the division, so that 0..0.3 step 0.1 ends at 0.3.
      steps = (span / step * (1 + 1e-9)).rounded(.down)
    }
    guard steps < Double(Self.largestTable) else {
      let why = range.step == nil ? " (integer bounds step by 1)" : ""
      return Response([
        StyledLine(
          "that is more than \(Self.largestTable) rows\(why); give a larger step: "
            + "\(range.command.low.text)..\(range.command.high.text) step S", .error)
      ])
    }
    var xs: [Double] = []
    // Past 2^53 a step below the spacing of doubles rounds onto a double already listed: each
    // double is one row (`1e16..1e16+10` is 1e16, 1e16 + 2, …).
    for index in 0...Int(steps) {
      let x = Self.tidy(range.low + Double(index) * step, within: Swift.abs(step) * 1e-9)
      if x != xs.last { xs.append(x) }
    }
    var rows: [(String, String)] = []
    // The first failure of each kind, with where it happened: reported after the table, so
    // that a script's failed rows reach standard error and its exit status.
    var failures: [(message: String, x: String)] = []
    for x in xs {
      if Cancellation.isRequested { return Response([StyledLine(Cancellation.message, .error)]) }
      let shown = NumberFormatting.string(x)
      switch found[x].map({ $0.map(\.description) }) ?? range.sampler.text(at: x) {
      case .success(let text): rows.append((shown, text))
      case .failure(let error):
        rows.append((shown, "error"))
        if !failures.contains(where: { $0.message == error.description }) {
          failures.append((error.description, shown))
        }
      }
    }
    let heading =
      (try? symbolic(range.command.expression.text, as: PrettyPrint.self, for: command))?.map(
        number: \.text, boolean: \.text)
    let header = (range.command.variable, heading ?? range.command.expression.text)
    let left = ([header.0] + rows.map(\.0)).map(\.count).max() ?? 0
    let right = ([header.1] + rows.map(\.1)).map(\.count).max() ?? 0
    var lines = [
      StyledLine(header.0.aligningRight(in: left) + "  " + header.1.aligningRight(in: right), .dim)
    ]
    for (x, y) in rows {
      lines.append([
        .init(x.aligningRight(in: left)), .init("  "), .init(y.aligningRight(in: right), .value),
      ])
    }
    for failure in failures {
      let place = "\(range.command.variable) = \(failure.x)"
      lines.append(StyledLine("error at \(place): \(failure.message)", .error))
    }
    return Response(lines)
  }

  /// The most rows a table shows.
  static let largestTable = 1_000

  /// `x` without the noise of `low + i * step` (`0.30000000000000004` is `0.3`,
  /// `-2 + 3 * 0.4` is `-0.8`): the shortest decimal within an ulp, or within `tolerance`
  /// (a tiny part of the step) when that is larger.
  static func tidy(_ x: Double, within tolerance: Double = 0) -> Double {
    guard x.isFinite, x != 0 else { return x }
    let tolerance = Swift.max(x.ulp, tolerance)
    var scale = 1.0
    for _ in 0...17 {
      guard Swift.abs(x) * scale < 0x1p52 else { break }
      let rounded = (x * scale).rounded() / scale
      if Swift.abs(rounded - x) <= tolerance { return rounded }
      scale *= 10
    }
    return x
  }
}
