import Tagless
import Testing

@testable import TaglessREPL

// MARK: - BareWordTests

@Suite("quit, exit and help as bare words")
struct BareWordTests {
  func text(_ lines: [String]) -> String { Session.reply(to: lines) }

  @Test(
    "a bare word answers with the command meant",
    arguments: [
      ("quit", "use :quit (or Ctrl-D) to leave"),
      ("exit", "use :quit (or Ctrl-D) to leave"),
      ("  help ", "use :help to list the commands"),
    ])
  func hint(line: String, hint: String) {
    let word = line.trimmingCharacters(in: " ")
    #expect(text([line]).hasPrefix("repl:1:"))
    #expect(text([line]).contains("error: unknown variable '\(word)'; \(hint)\n"))
  }

  @Test("the words stay names: assigned, they are variables; in a longer line, no hint")
  func names() {
    #expect(text(["quit = 3", "quit"]) == "3")
    #expect(text(["help = 2", "help * 21"]) == "42")
    #expect(text(["exit + 1"]).hasPrefix("repl:1:1: error: unknown variable 'exit'\n"))
    #expect(text(["quit(1)"]).contains("unknown function 'quit'"))
  }

  @Test("a script says :quit ends the input (there is no Ctrl-D to press)")
  func script() {
    var run = ScriptRun(source: "f")
    let errors = run.run(text: "quit\n1\n").errors
    #expect(errors.hasPrefix("f:1:1: error: unknown variable 'quit'; use :quit to end the input\n"))
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(drop(while: { $0 == set }).reversed().drop(while: { $0 == set }).reversed())
  }

  @Test(
    "blanks are trimmed byte by byte, whatever the text around them",
    arguments: [
      ("  quit \t", "quit"), ("\t", ""), ("", ""), (" é → x ", "é → x"), ("a b", "a b"),
    ])
  func trimming(line: String, expected: String) {
    #expect(line.trimmingSpaces == expected)
  }
}
