import TaglessREPL
import Testing

// MARK: - ArgumentCompaction

/// Repeated options are dropped only where that cannot change what the command does.
@Suite("Repeated options are compacted without changing their meaning")
struct ArgumentCompactionTests {
  static let compaction = ArgumentCompaction(
    flags: ["--bail", "--no-color"], union: ["-i", "--interpreter"],
    lastWins: ["--via", "--digits"], valued: ["-e"])

  static let cases: [(arguments: [String], compacted: [String])] = [
    (["--bail", "--bail", "f", "--bail"], ["--bail", "f"]),
    (["-i", "eval", "-i", "pretty", "-i", "eval"], ["-i", "eval", "-i", "pretty"]),
    (
      ["--interpreter=eval", "--interpreter=eval", "-i", "eval"],
      ["--interpreter=eval", "-i", "eval"]
    ),
    (
      ["--via", "enum", "--via", "tagless", "--via", "enum"], ["--via", "tagless", "--via", "enum"]
    ),
    (["--digits", "30", "--digits=30", "--digits", "30"], ["--digits", "30"]),
    (
      ["-e", "1", "-e", "1", "-e", "--bail", "--bail"],
      ["-e", "1", "-e", "1", "-e", "--bail", "--bail"]
    ),
    (["-e", "-7", "-i", "-e"], ["-e", "-7", "-i", "-e"]),
    (["a", "a", "--", "--bail", "--bail"], ["a", "a", "--", "--bail", "--bail"]),
    (["--bail", "--", "--bail"], ["--bail", "--", "--bail"]),
    (["-i"], ["-i"]),
    (["-i", "eval", "-i"], ["-i", "eval", "-i"]),
    ([], []),
  ]

  @Test("what is dropped and what stays", arguments: cases)
  func compacted(arguments: [String], compacted: [String]) {
    #expect(Self.compaction.compacted(arguments) == compacted)
  }

  @Test("which options take a value: every kind but the flags")
  func takesValue() {
    #expect(
      ["-e", "-i", "--interpreter", "--via", "--digits"].allSatisfy(Self.compaction.takesValue))
    #expect(
      !["--bail", "--no-color", "--max-steps", "-x", "--"].contains(
        where: Self.compaction.takesValue))
  }

  /// Linear, not quadratic: twice the arguments take about twice the time, well under the
  /// seconds the parser took.
  @Test("100,000 repeated options are compacted at once")
  func linear() {
    let many = Array(repeating: ["-i", "eval", "--bail", "--via", "enum"], count: 20_000).flatMap(
      \.self)
    let clock = ContinuousClock()
    var result: [String] = []
    let elapsed = clock.measure { result = Self.compaction.compacted(many) }
    #expect(result == ["-i", "eval", "--bail", "--via", "enum"])
    #expect(elapsed < .seconds(5))
  }
}
