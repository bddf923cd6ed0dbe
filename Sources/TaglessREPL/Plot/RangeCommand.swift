import Tagless

/// The argument of `:table` and `:plot`: `EXPR for NAME in LOW..HIGH [step STEP]`, split into
/// its parts, each with where it starts, so that errors can point into the line.
///
/// ```swift
/// let range = try RangeCommand.parse("x^2 for x in 0..1 step 0.25").get()
/// range.expression.text  // "x^2"
/// range.high.text        // "1"
/// ```
struct RangeCommand: Hashable, Sendable {
  /// A piece of the argument and how many Unicode scalars precede it there.
  struct Part: Hashable, Sendable {
    /// The text, trimmed.
    var text: String
    /// Scalars before it in the argument.
    var offset: Int
  }

  /// The expression to evaluate.
  var expression: Part
  /// The variable that runs over the range.
  var variable: String
  /// The first value.
  var low: Part
  /// The last value.
  var high: Part
  /// The distance between values, if given.
  var step: Part?

  /// Splits an argument, or says what is wrong with it.
  static func parse(_ argument: String) -> Result<RangeCommand, RangeError> {
    let scalars = Array(argument.unicodeScalars)
    guard let forAt = lastWord("for", in: scalars, before: scalars.count) else {
      return .failure(.usage)
    }
    let expression = part(scalars, 0, forAt)
    var index = Spaces.skip(scalars, from: forAt + 3)
    let nameStart = index
    while index < scalars.count, Names.isNameScalar(scalars[index]) { index += 1 }
    let variable = String(scalars: scalars[nameStart..<index])
    index = Spaces.skip(scalars, from: index)
    guard !variable.isEmpty, index + 2 <= scalars.count, scalars[index] == "i",
      scalars[index + 1] == "n", index + 2 == scalars.count || Spaces.contains(scalars[index + 2])
    else { return .failure(.usage) }
    guard Names.isAssignable(variable) else { return .failure(.reserved(variable)) }
    index += 2
    var end = scalars.count
    var step: Part?
    if let stepAt = lastWord("step", in: scalars, before: end), stepAt > index {
      step = part(scalars, stepAt + 4, end)
      end = stepAt
    }
    guard let dots = firstDots(scalars, from: index, to: end) else { return .failure(.usage) }
    let command = RangeCommand(
      expression: expression, variable: variable, low: part(scalars, index, dots),
      high: part(scalars, dots + 2, end), step: step)
    let parts = [command.expression, command.low, command.high] + (step.map { [$0] } ?? [])
    guard parts.allSatisfy({ !$0.text.isEmpty }) else { return .failure(.usage) }
    return .success(command)
  }

  /// What is wrong with an argument.
  enum RangeError: Error, Hashable {
    /// It does not have the shape `EXPR for x in A..B`.
    case usage
    /// The variable's name is reserved.
    case reserved(String)
  }

  // MARK: Scanning

  /// The start of the last ` word ` (spaces around it) that begins before `end`.
  static func lastWord(_ word: String, in scalars: [Unicode.Scalar], before end: Int) -> Int? {
    let letters = Array(word.unicodeScalars)
    var start = end - letters.count
    while start > 0 {
      if Array(scalars[start..<start + letters.count]) == letters,
        Spaces.contains(scalars[start - 1]),
        start + letters.count == scalars.count || Spaces.contains(scalars[start + letters.count])
      {
        return start
      }
      start -= 1
    }
    return nil
  }

  /// The first `..` in `start..<end`.
  static func firstDots(_ scalars: [Unicode.Scalar], from start: Int, to end: Int) -> Int? {
    var index = start
    while index + 1 < end {
      if scalars[index] == ".", scalars[index + 1] == "." { return index }
      index += 1
    }
    return nil
  }

  /// The trimmed text of `start..<end` and where it begins.
  static func part(_ scalars: [Unicode.Scalar], _ start: Int, _ end: Int) -> Part {
    let range = Spaces.trimmed(scalars, start..<max(start, end))
    return Part(text: String(scalars: scalars[range]), offset: range.lowerBound)
  }
}
