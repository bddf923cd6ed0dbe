import Tagless
import TaglessREPL

// MARK: - Command lines read without the argument parser

extension Invocation {
  /// The invocation of a command line made only of the options below with ordinary values,
  /// and files; nil for any other, which swift-argument-parser reads.
  ///
  /// Read: the options of ``TaglessCommand/compaction``, the one table of the options' kinds
  /// (`-e`, `-i`/`--interpreter`, `--via`, `--assume`, `--digits`, `--max-steps` each followed
  /// by a value that does not start with `-`; the flags `--bail`, `--no-color`, `--round-trip`), and words that
  /// do not start with `-` (files). A value is checked by the same functions the parser's
  /// options use; a repeated option means what it means to the parser (`-e` and `-i` add, the
  /// others keep the last). Anything else (an unknown or invalid value, `--help`, `--opt=value`,
  /// a value starting with `-`, `-e` with files) goes to the parser, which alone says what is
  /// wrong, or knows its own options (such as `--generate-completion-script`).
  static func plain(_ arguments: [String]) -> Invocation? {
    var invocation = Invocation()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if !argument.hasPrefix("-") {
        invocation.files.append(argument)
      } else if TaglessCommand.compaction.flags.contains(argument) {
        guard invocation.set(argument) else { return nil }
      } else {
        guard TaglessCommand.compaction.takesValue(argument), index < arguments.count,
          case let value = arguments[index], !value.hasPrefix("-"),
          invocation.read(argument, value)
        else { return nil }
        index += 1
      }
    }
    guard invocation.expressions.isEmpty || invocation.files.isEmpty else { return nil }
    return invocation
  }

  /// Sets the flag `flag`; false for a flag not read here.
  private mutating func set(_ flag: String) -> Bool {
    switch flag {
    case "--bail": bail = true
    case "--no-color": noColor = true
    case "--round-trip": roundTrip = true
    default: return false
    }
    return true
  }

  /// Takes `option`'s `value`; false for an option not read here, or a value it refuses.
  private mutating func read(_ option: String, _ value: String) -> Bool {
    switch option {
    case "-e": expressions.append(value)
    case "-i", "--interpreter":
      let choice = InterpreterChoice(argument: value)
      guard case .success = choice.result else { return false }
      interpreters.append(choice)
    case "--via":
      guard let encoding = try? TaglessCommand.encoding(value) else { return false }
      via = encoding
    case "--assume":
      guard let assumption = try? TaglessCommand.assumption(value) else { return false }
      assume = assumption
    case "--digits":
      guard let digits = try? TaglessCommand.digits(value) else { return false }
      self.digits = digits
    case "--max-steps":
      guard let steps = Int(value), steps >= 1 else { return false }
      maxSteps = steps
    default: return false
    }
    return true
  }
}
