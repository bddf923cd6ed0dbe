/// Drops the repeated options of a command line that cannot change its meaning, before the
/// line reaches swift-argument-parser.
///
/// That parser takes time quadratic in the number of arguments when options repeat (it removes
/// each parsed argument from an array, and copies an array option's values at each one): 8,000
/// `--bail` took 3.6 s and 16,000 `-i eval` 16 s. Scripts that build command lines repeat
/// options, so what can be dropped is dropped here, in one pass:
///
/// - a repeated ``flags`` argument (`--bail`): only the first is kept;
/// - a repeated ``union`` option with the same value (`-i eval`, the choices are a set): only
///   the first is kept, so the order of the others stays;
/// - a repeated ``lastWins`` option with the same value (`--via enum`): only the last is kept,
///   so the value that wins stays the one that wins.
///
/// Options in ``valued`` take a value that is kept with them (`-e -7` is one option, not a
/// flag); everything after `--`, and anything not named here, is left as it is.
public struct ArgumentCompaction: Sendable {
  /// Flags: the same with one as with many.
  public var flags: Set<String>
  /// Options whose values are collected as a set.
  public var union: Set<String>
  /// Options whose last value is the one used.
  public var lastWins: Set<String>
  /// Other options that take a value, every one of which counts (`-e`).
  public var valued: Set<String>

  /// A compaction for options of these kinds, each named as it is spelled (`-i`,
  /// `--interpreter`); `--name=value` is understood too.
  public init(
    flags: Set<String>, union: Set<String>, lastWins: Set<String>, valued: Set<String>
  ) {
    self.flags = flags
    self.union = union
    self.lastWins = lastWins
    self.valued = valued
  }

  /// Whether `option` (as spelled, without `=value`) takes a value.
  public func takesValue(_ option: String) -> Bool {
    union.contains(option) || lastWins.contains(option) || valued.contains(option)
  }

  private enum Kind { case flag, union, lastWins, other }

  /// One option with its value, or one argument left alone (`key` nil).
  private struct Group {
    var range: Range<Int>
    var key: String?
    var kind: Kind
  }

  /// `arguments` (without the program's name) with the repetitions dropped.
  public func compacted(_ arguments: [String]) -> [String] {
    let groups = self.groups(arguments)
    var keep = [Bool](repeating: true, count: groups.count)
    var seen = Set<String>()
    for (index, group) in groups.enumerated() where group.kind == .flag || group.kind == .union {
      if let key = group.key, !seen.insert(key).inserted { keep[index] = false }
    }
    seen.removeAll()
    for (index, group) in groups.enumerated().reversed() where group.kind == .lastWins {
      if let key = group.key, !seen.insert(key).inserted { keep[index] = false }
    }
    var result: [String] = []
    result.reserveCapacity(arguments.count)
    for (index, group) in groups.enumerated() where keep[index] {
      result += arguments[group.range]
    }
    return result
  }

  private func groups(_ arguments: [String]) -> [Group] {
    var groups: [Group] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        groups.append(Group(range: index..<arguments.count, key: nil, kind: .other))
        break
      }
      if flags.contains(argument) {
        groups.append(Group(range: index..<index + 1, key: argument, kind: .flag))
        index += 1
        continue
      }
      let (name, inline) = Self.split(argument)
      let kind: Kind? =
        union.contains(name)
        ? .union : lastWins.contains(name) ? .lastWins : valued.contains(name) ? .other : nil
      guard let kind else {
        groups.append(Group(range: index..<index + 1, key: nil, kind: .other))
        index += 1
        continue
      }
      let end = inline == nil ? min(index + 2, arguments.count) : index + 1
      let value = inline ?? (index + 1 < arguments.count ? arguments[index + 1] : nil)
      // The name and the value, apart: no value can run into the name.
      let key = value.map { name + "\u{0}" + $0 }
      groups.append(Group(range: index..<end, key: kind == .other ? nil : key, kind: kind))
      index = end
    }
    return groups
  }

  /// `--name=value` as its name and value; any other argument as itself and no value.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
