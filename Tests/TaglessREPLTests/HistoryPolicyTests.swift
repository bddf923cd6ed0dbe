import Testing

@testable import TaglessREPL

// MARK: - HistoryPolicy

@Suite("History policy")
struct HistoryPolicyTests {
  /// Bytes of a text, to write the tables as text.
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The text of bytes that are valid UTF-8.
  static func text(_ bytes: [UInt8]?) -> String? {
    bytes.map { String(decoding: $0, as: UTF8.self) }
  }

  // MARK: - Entries

  @Test(
    "a line makes an entry unless it is blank or repeats the newest one",
    arguments: [
      ("1 + 1", nil, "1 + 1"),
      ("1 + 1", "2 * 3", "1 + 1"),
      ("1 + 1", "1 + 1", nil),
      ("1 + 1 ", "1 + 1", "1 + 1 "),
      ("", nil, nil),
      (" \t ", "x", nil),
      ("\u{3000}", nil, nil),
      ("π × 2", "π", "π × 2"),
    ] as [(String, String?, String?)]
  )
  func entries(line: String, newest: String?, expected: String?) {
    #expect(HistoryPolicy(limit: 10).entry(for: line, newest: newest) == expected)
  }

  // MARK: - Appending

  @Test(
    "appending writes the header to a new file and keeps every entry on its own line",
    arguments: [
      ("", "_HiStOrY_V2_\n6\\040*\\0407\n"),
      ("_HiStOrY_V2_\n", "6\\040*\\0407\n"),
      ("_HiStOrY_V2_", "\n6\\040*\\0407\n"),
      ("_HiStOrY_V2_\n1\n", "6\\040*\\0407\n"),
      ("_HiStOrY_V2_\n1\n2", "\n6\\040*\\0407\n"),
      ("_HiStOrY_V2_\n\n", "6\\040*\\0407\n"),
    ]
  )
  func appending(contents: String, expected: String) {
    let policy = HistoryPolicy(limit: 10)
    let added = policy.appending(Self.bytes("6\\040*\\0407"), to: Self.bytes(contents))
    #expect(Self.text(added) == expected)
  }

  @Test(
    "a file that is not libedit's is never appended to",
    arguments: [
      "1 + 1\nsqrt(2)\n",  // GNU readline's form
      "_HiStOrY_V2_x\n1\n",
      "_HISTORY_V2_\n1\n",
      "\n_HiStOrY_V2_\n",
      "_HiStOrY_V",
    ]
  )
  func foreignFiles(contents: String) {
    let policy = HistoryPolicy(limit: 10)
    #expect(policy.appending(Self.bytes("1"), to: Self.bytes(contents)) == nil)
    #expect(policy.trimmed(Self.bytes(contents + String(repeating: "1\n", count: 20))) == nil)
    #expect(!HistoryPolicy.isHistory(Self.bytes(contents)))
  }

  @Test("binary junk is not a history file")
  func binaryJunk() {
    let junk = (0...255).map { UInt8($0) }
    #expect(HistoryPolicy(limit: 1).appending([0x31], to: junk) == nil)
    #expect(HistoryPolicy(limit: 1).trimmed(junk + [0x0A, 0x31, 0x0A, 0x32, 0x0A]) == nil)
  }

  @Test("an encoded entry of more than one line is not written")
  func multilineEntry() {
    let policy = HistoryPolicy(limit: 10)
    #expect(policy.appending(Self.bytes("1\n2"), to: []) == nil)
    #expect(policy.appending(Self.bytes("1\n"), to: Self.bytes("_HiStOrY_V2_\n")) == nil)
  }

  // MARK: - Trimming

  @Test(
    "trimming keeps the newest entries in order, and only when there are too many",
    arguments: [
      (3, "_HiStOrY_V2_\n1\n2\n", nil),
      (3, "_HiStOrY_V2_\n1\n2\n3\n", nil),
      (3, "_HiStOrY_V2_\n1\n2\n3\n4\n", "_HiStOrY_V2_\n2\n3\n4\n"),
      (3, "_HiStOrY_V2_\n1\n2\n3\n4\n5\n6\n", "_HiStOrY_V2_\n4\n5\n6\n"),
      (3, "_HiStOrY_V2_\n1\n2\n3\n4", "_HiStOrY_V2_\n2\n3\n4\n"),
      (2, "_HiStOrY_V2_\n1\n\n\n", "_HiStOrY_V2_\n\n\n"),
      (1, "_HiStOrY_V2_\na\\040b\nc\\134d\n", "_HiStOrY_V2_\nc\\134d\n"),
      (0, "_HiStOrY_V2_\n1\n2\n", "_HiStOrY_V2_\n2\n"),
      (2, "_HiStOrY_V2_", nil),
      (2, "", nil),
    ] as [(Int, String, String?)]
  )
  func trimming(limit: Int, contents: String, expected: String?) {
    #expect(Self.text(HistoryPolicy(limit: limit).trimmed(Self.bytes(contents))) == expected)
  }

  @Test("the limit is at least one entry")
  func limitFloor() {
    #expect(HistoryPolicy(limit: 0).limit == 1)
    #expect(HistoryPolicy(limit: -5).limit == 1)
    #expect(HistoryPolicy(limit: 1000).limit == 1000)
  }

  // MARK: - Sessions sharing a file

  /// Two sessions take turns in a seeded order, each appending its entries and trimming the file
  /// as the shell does under its lock; the file then holds exactly the newest `limit` entries
  /// of all that were entered, in the order they were entered, whatever the interleaving.
  @Test("interleaved appends and trims keep exactly the newest entries", arguments: [1, 3, 7, 50])
  func interleavedSessions(limit: Int) {
    let policy = HistoryPolicy(limit: limit)
    var file: [UInt8] = []
    var entered: [String] = []
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(limit)
    var counts = [0, 0]
    for _ in 0..<40 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let session = Int(state >> 63)
      counts[session] += 1
      let entry = "s\(session)\\040line\\040\(counts[session])"
      guard let added = policy.appending(Self.bytes(entry), to: file) else {
        Issue.record("nothing to append to \(Self.text(file) ?? "")")
        return
      }
      file += added
      if let trimmed = policy.trimmed(file) {
        #expect(trimmed.count < file.count)
        file = trimmed
      }
      entered.append(entry)
      let expected = (["_HiStOrY_V2_"] + entered.suffix(limit)).map { $0 + "\n" }.joined()
      #expect(Self.text(file) == expected)
    }
    #expect(counts[0] > 0 && counts[1] > 0)
  }
}
