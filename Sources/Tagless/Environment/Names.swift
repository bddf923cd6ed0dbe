/// The language's rules for names: what a name is, which are reserved, and help for misspelt
/// ones.
public enum Names {
  /// The name that holds the last result.
  public static let lastResult = "ans"

  /// Every built-in function name (``BuiltinSignature/standard``).
  public static let builtinFunctions: [String] = BuiltinSignature.standard.map(\.name)

  /// The Boolean literals, which are names to the scanner.
  public static let booleanLiterals = ["true", "false"]

  // MARK: What a name is

  /// True for a byte that can start a name: an ASCII letter or `_`.
  @inlinable
  public static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
  }

  /// True for a byte that can continue a name: an ASCII letter, digit or `_`.
  @inlinable
  public static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || byte &- UInt8(ascii: "0") < 10
  }

  /// True for a character that can continue a name (``isNameByte(_:)``).
  @inlinable
  public static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && isNameByte(UInt8(truncatingIfNeeded: scalar.value))
  }

  /// True for text the scanner reads as one name: an ASCII letter or `_`, then ASCII letters,
  /// digits and `_` (`π`, which it reads as `pi`, aside).
  ///
  /// ```swift
  /// Names.isName("x_1")  // true
  /// Names.isName("1x")   // false
  /// ```
  public static func isName(_ text: String) -> Bool {
    guard let first = text.utf8.first, isNameStart(first) else { return false }
    return text.utf8.allSatisfy(isNameByte)
  }

  /// True for a name that can be assigned or defined: a name that is not reserved.
  ///
  /// ```swift
  /// Names.isAssignable("x")   // true
  /// Names.isAssignable("pi")  // false
  /// ```
  public static func isAssignable(_ text: String) -> Bool {
    isName(text) && !isReserved(text)
  }

  // MARK: Reserved names

  /// True for names that cannot be assigned or defined: constants, `true`, `false`, built-in
  /// functions, `ans`.
  public static func isReserved(_ name: String) -> Bool { reservation(of: name) != nil }

  /// What reserves `name`, as an error message names it (`constant 'pi'`), or nil if it can be
  /// assigned or defined.
  public static func reservation(of name: String) -> String? {
    if Constant(rawValue: name) != nil { return "constant '\(name)'" }
    if booleanLiterals.contains(name) { return "the Boolean '\(name)'" }
    if name == lastResult { return "'\(lastResult)', which holds the last result" }
    if builtinFunctions.contains(name) { return "built-in function '\(name)'" }
    return nil
  }

  // MARK: Suggestions

  /// Names longer than this, in Unicode scalars, get no suggestion.
  static let maximumSuggestedLength = 64

  /// When more candidates than this are near a name in length, there is no suggestion.
  ///
  /// Thousands of (generated) names make a suggestion costly and rarely useful; with this
  /// bound an error line stays cheap however many names exist. The parser does not offer an environment's variables (or functions) as candidates at all
  /// when it holds more than this many.
  public static let maximumComparedCandidates = 1_000

  /// The candidate closest to `name` in spelling, if one is close enough to be a likely typo.
  public static func suggestion(for name: String, among candidates: some Sequence<String>)
    -> String?
  {
    // One edit for short names, two for long ones; none for one- and two-letter names, nor
    // for names too long to be typed by hand.
    let length = name.unicodeScalars.count
    guard length >= 3, length <= maximumSuggestedLength else { return nil }
    let limit = length < 6 ? 1 : 2
    let scalars = Array(name.unicodeScalars)
    var rows: [Int] = []
    var best: (name: String, distance: Int)?
    var compared = 0
    for candidate in candidates where candidate != name {
      // The distance is at least the difference in length: skip what cannot be close. (A
      // name has at least as many UTF-8 bytes as scalars, and at most four times as many, so
      // most are skipped in O(1).)
      let bytes = candidate.utf8.count
      guard bytes >= length - limit, bytes <= 4 * (length + limit) else { continue }
      let other = Array(candidate.unicodeScalars)
      guard abs(other.count - length) <= limit else { continue }
      compared += 1
      if compared > maximumComparedCandidates { return nil }
      guard let distance = editDistance(scalars, other, limit: limit, rows: &rows) else {
        continue
      }
      if distance < (best?.distance ?? .max)
        || (distance == best?.distance && candidate < (best?.name ?? ""))
      {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Edit distance over Unicode scalars, where swapping two neighbours counts one edit
  /// (optimal string alignment), since `fnucs` for `funcs` is a typical slip; nil when it is
  /// above `limit`.
  ///
  /// Only the band of cells within `limit` of the diagonal can stay within `limit`, so the
  /// work is length × (2 · limit + 1), and it stops at the first row that is all above it.
  /// Among 1,000 variables of 44 characters (release build), an unknown name of that length
  /// costs about 2.5 ms when every variable is within reach of it and 0.8 ms when none is.
  static func editDistance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int
  ) -> Int? {
    var rows: [Int] = []
    return editDistance(a, b, limit: limit, rows: &rows)
  }

  /// ``editDistance(_:_:limit:)`` in `rows`, a buffer kept from one candidate to the next.
  static func editDistance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, rows: inout [Int]
  ) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    guard !a.isEmpty else { return b.count }
    let beyond = limit + 1
    let width = b.count + 1
    // Three rows (the transposition reads two back), flat; cells outside the band stay beyond.
    rows.removeAll(keepingCapacity: true)
    rows.append(contentsOf: repeatElement(beyond, count: 3 * width))
    for j in 0...min(b.count, limit) { rows[j] = j }
    for i in 1...a.count {
      let current = (i % 3) * width
      let previous = ((i - 1) % 3) * width
      let older = ((i + 1) % 3) * width
      let low = max(0, i - limit)
      let high = min(b.count, i + limit)
      // The cells just outside the band may hold values from three rows ago.
      if low > 0 { rows[current + low - 1] = beyond }
      if high < b.count { rows[current + high + 1] = beyond }
      var smallest = beyond
      for j in low...high {
        var best = beyond
        if j == 0 {
          best = i
        } else {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          best = min(
            rows[previous + j - 1] + cost, rows[previous + j] + 1, rows[current + j - 1] + 1)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            best = min(best, rows[older + j - 2] + 1)
          }
        }
        rows[current + j] = min(best, beyond)
        smallest = min(smallest, rows[current + j])
      }
      if smallest > limit { return nil }
    }
    let distance = rows[(a.count % 3) * width + b.count]
    return distance <= limit ? distance : nil
  }
}
