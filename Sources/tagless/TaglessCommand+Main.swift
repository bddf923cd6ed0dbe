import ArgumentParser
import Tagless
import TaglessREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Entry point

extension TaglessCommand {
  /// The command's options, by kind.
  ///
  /// It says which repetitions ``ArgumentCompaction`` may drop, and which options a plain
  /// command line reads without the parser (``Invocation/plain(_:)``). An option of
  /// ``TaglessCommand`` missing here goes to the parser, repeated or not.
  static let compaction = ArgumentCompaction(
    flags: ["--bail", "--no-color", "--round-trip"], union: ["-i", "--interpreter"],
    lastWins: ["--via", "--assume", "--digits", "--max-steps"], valued: ["-e"])

  /// Parses the process's arguments, repetitions dropped first (the parser is quadratic in
  /// them), and runs; a command line of ordinary options and values, or none, skips the parser
  /// (``Invocation/plain(_:)``).
  ///
  /// What swift-argument-parser's own `main` does, except that the text it has to show (help,
  /// version, a usage error) is written here, checked: `print` drops a failed write, so
  /// `tagless --help > /dev/full` would say nothing and exit 0.
  static func main() {
    do {
      var arguments = Array(CommandLine.arguments.dropFirst())
      // swift-argument-parser's completions offer a `help` subcommand: alone, it is --help (a
      // file named help runs as ./help).
      if arguments == ["help"] { arguments = ["--help"] }
      if let invocation = Invocation.plain(arguments) {
        if !invocation.run() { endProcess(1) }
        return
      }
      var command = try parseAsRoot(compaction.compacted(arguments))
      try command.run()
    } catch {
      let status = exitCode(for: error)
      // A usage error quotes the argument it could not use: written as typed, an escape
      // sequence in it would reach the terminal.
      let text = VisibleText.escapedLines(fullMessage(for: error))
      if !text.isEmpty {
        let descriptor: Int32 = status == .success ? 1 : 2
        if let failure = writeAll(text + "\n", to: descriptor), descriptor == 1 {
          let reason = String(cString: strerror(failure))
          _ = writeAll("tagless: cannot write to standard output: \(reason)\n", to: 2)
          endProcess(1)
        }
      }
      endProcess(status.rawValue)
    }
  }
}

/// Writes all of `text` to `descriptor`; returns the `errno` of a write that failed, or nil.
private func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
  var text = text
  return text.withUTF8 { bytes -> Int32? in
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, base + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += count
    }
    return nil
  }
}

/// Ends the process (`exit` inside the command's extension names its own `exit(withError:)`).
private func endProcess(_ status: Int32) -> Never { exit(status) }
