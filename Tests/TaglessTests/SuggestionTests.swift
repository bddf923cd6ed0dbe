import Testing

@testable import Tagless

// MARK: - Suggestions

@Suite("Suggestions")
struct SuggestionTests {
  /// The whole table of optimal string alignment, as a reference for the banded one.
  static func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j - 1] + cost, table[i - 1][j] + 1, table[i][j - 1] + 1)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  @Test("The banded distance agrees with the whole table within its limit")
  func bandedDistance() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcé".unicodeScalars)
    for _ in 0..<3_000 {
      let a = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? "a"
      }
      let b = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? "a"
      }
      let full = Self.fullDistance(a, b)
      for limit in 0...3 {
        let banded = Names.editDistance(a, b, limit: limit)
        #expect(banded == (full <= limit ? full : nil), "\(a) \(b) limit \(limit)")
      }
    }
  }

  @Test(
    "Typical slips are suggested",
    arguments: [
      ("sqr", "sqrt"), ("fnucs", "funcs"), ("lenght", "length"), ("hypto", "hypot"),
    ])
  func slips(_ typed: String, _ meant: String) {
    #expect(Names.suggestion(for: typed, among: [meant, "other", "x"]) == meant)
  }

  @Test("A thousand long names: an unknown name still gets its suggestion")
  func manyLongNames() {
    let names = (0..<1_000).map { "variable_with_a_long_name_number_\($0)" }
    #expect(
      Names.suggestion(for: "variable_with_a_long_name_numbr_17", among: names)
        == "variable_with_a_long_name_number_17")
  }
}
