import Foundation
import Tagless
import TaglessREPL
import Testing

// MARK: - Examples

/// Every file in `Examples/` is also a test: sessions replay through ``Session``, scripts run
/// through ``ScriptRun``, and both must print exactly what the files say.
///
/// Re-record after an intended change with `make examples` (`TAGLESS_RECORD=1`).
@Suite("Examples")
struct ExamplesTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  static let recording = ProcessInfo.processInfo.environment["TAGLESS_RECORD"] == "1"

  static func files(_ suffix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted()
  }

  @Test("There are examples to replay")
  func examplesExist() {
    #expect(Self.files(".session").count >= 5)
    #expect(Self.files(".tagless").count >= 3)
  }

  @Test("Sessions replay exactly", arguments: files(".session"))
  func session(_ name: String) throws {
    let url = Self.directory.appendingPathComponent(name)
    let written = try String(contentsOf: url, encoding: .utf8)
    let replayed = Transcript(parsing: written).replay()
    if Self.recording, replayed != written {
      try replayed.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(replayed == written, "re-record with `make examples` if the change is intended")
  }

  @Test("Scripts print what their .out and .err files hold", arguments: files(".tagless"))
  func script(_ name: String) throws {
    let url = Self.directory.appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    var run = ScriptRun(source: "Examples/" + name)
    let (output, errors) = run.run(text: text)
    let outURL = url.appendingPathExtension("out")
    let errURL = url.appendingPathExtension("err")
    if Self.recording {
      try output.write(to: outURL, atomically: true, encoding: .utf8)
      if errors.isEmpty {
        try? FileManager.default.removeItem(at: errURL)
      } else {
        try errors.write(to: errURL, atomically: true, encoding: .utf8)
      }
    }
    let expectedOutput = try String(contentsOf: outURL, encoding: .utf8)
    let expectedErrors = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
    #expect(output == expectedOutput)
    #expect(errors == expectedErrors)
    #expect(!output.isEmpty)
  }
}
