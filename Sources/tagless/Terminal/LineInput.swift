/// What one call to `LineEditor.readLine(prompt:promptColor:)` produced.
///
/// `interrupted` means the user pressed Ctrl-C: the typed text was discarded and the session
/// should go on with a fresh prompt. `endOfFile` means Ctrl-D on an empty line (or the terminal
/// went away): the session should end.
enum LineInput: Equatable {
  /// A line the user entered, without its trailing newline.
  case line(String)
  /// Ctrl-C while editing: the text was discarded and the cursor is on a fresh line.
  case interrupted
  /// Ctrl-D on an empty line, or the input could not be read any more.
  case endOfFile
}
