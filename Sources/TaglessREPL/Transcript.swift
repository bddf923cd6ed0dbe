/// A REPL session written down: prompts with what was typed, then what the session showed.
///
/// ```
/// tagless> x = 2
/// x = 2
/// tagless> x ^ 10
/// 1024
/// ```
///
/// Lines that start with the prompt (``primaryPrompt`` or ``continuationPrompt``) are input;
/// every other line is output. Replaying the inputs through a fresh ``Session`` must give the
/// text back exactly: that is how the `Examples/` sessions are tested, and how they are
/// re-recorded.
public struct Transcript: Hashable, Sendable {
  /// The prompt for a new statement.
  public static let primaryPrompt = "tagless> "
  /// The prompt for a line that continues an unclosed `(`.
  public static let continuationPrompt = "   …> "

  /// The typed lines, in order.
  public var inputs: [String]

  /// The inputs of a written transcript.
  public init(parsing text: String) {
    inputs = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      for prompt in [Self.primaryPrompt, Self.continuationPrompt] where line.hasPrefix(prompt) {
        return String(line.dropFirst(prompt.count))
      }
      return nil
    }
  }

  /// Typed lines.
  public init(inputs: [String]) { self.inputs = inputs }

  /// Replays the inputs through `session` and writes the transcript as it happens now.
  ///
  /// A `:bench` line shows its plan but not timings, which belong to the clock, not the
  /// session.
  public func replay(in session: Session = Session()) -> String {
    var session = session
    var text = ""
    for input in inputs {
      text += (session.isContinuing ? Self.continuationPrompt : Self.primaryPrompt) + input + "\n"
      let response = session.handle(input)
      for line in response.lines { text += line.plainText + "\n" }
      if response.action == .quit { break }
    }
    return text
  }
}
