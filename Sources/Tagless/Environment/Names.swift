// MARK: - Names

/// The language's reserved names and help for misspelt ones.
public enum Names {
  /// The name that holds the last result.
  public static let lastResult = "ans"

  /// Every built-in function name.
  public static let builtinFunctions: [String] =
    UnaryFunction.allCases.map(\.name) + BinaryFunction.allCases.map(\.name)
    + VariadicFunction.allCases.map(\.name)

  /// True for names that cannot be assigned or defined: constants, built-in functions, `ans`.
  public static func isReserved(_ name: String) -> Bool {
    Constant(rawValue: name) != nil || name == lastResult || builtinFunctions.contains(name)
  }

  /// The candidate closest to `name` in spelling, if one is close enough to be a likely typo.
  public static func suggestion(for name: String, among candidates: some Sequence<String>)
    -> String?
  {
    // One edit for short names, two for long ones; none for one- and two-letter names.
    let limit = name.count < 3 ? 0 : (name.count < 6 ? 1 : 2)
    guard limit > 0 else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(name, candidate)
      if distance <= limit,
        distance < (best?.distance ?? .max)
          || (distance == best?.distance && candidate < (best?.name ?? ""))
      {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Edit distance over Unicode scalars, where swapping two neighbours counts one edit
  /// (optimal string alignment), since `fnucs` for `funcs` is a typical slip.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    let width = b.count + 1
    var table = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in 0...a.count { table[i * width] = i }
    for j in 0...b.count { table[j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(
          table[(i - 1) * width + j - 1] + cost, table[(i - 1) * width + j] + 1,
          table[i * width + j - 1] + 1)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[(i - 2) * width + j - 2] + 1)
        }
        table[i * width + j] = best
      }
    }
    return table[a.count * width + b.count]
  }
}
