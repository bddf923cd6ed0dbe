import CLibEdit
import TaglessREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Interactive line input through libedit: editing, history, Ctrl-R search, Tab completion.
///
/// The only owner of the C resources (one `EditLine*`, one `History*`, the prompt string and the
/// SIGINT action); they are released in `deinit`. Use it only when standard input is a terminal:
/// libedit reads pipes one byte per system call.
///
/// ```swift
/// let editor = LineEditor(programName: "tagless", historyFile: path)
/// for warning in editor.warnings { printError(warning) }
/// loop: while true {
///   switch editor.readLine(prompt: "tagless> ", promptColor: "\u{1B}[1;36m") {
///   case .line(let text):
///     if let warning = editor.addHistory(text) { printError(warning) }
///     run(text)
///   case .interrupted: continue
///   case .endOfFile: break loop
///   }
/// }
/// ```
final class LineEditor {
  // MARK: - State

  /// The libedit editor, or nil when `el_init` failed (then lines are read without editing).
  let editLine: OpaquePointer?

  /// The libedit history list, or nil when `history_init` failed.
  let history: OpaquePointer?

  /// Where history is loaded from and appended to; nil disables persistence.
  let historyFile: String?

  /// Which lines make entries, and how many entries the history and its file keep.
  let historyPolicy: HistoryPolicy

  /// False once the history file could not be loaded: it is then never written.
  var historyFileUsable = true

  /// Warnings not yet handed out by `warnings`.
  var pendingWarnings: [String] = []

  /// Set once a problem with the history file has been reported (only the first is).
  var historyWarningGiven = false

  /// The current prompt (with colour markers) as a C string for libedit's prompt callback.
  var promptBuffer: UnsafeMutablePointer<CChar>?

  /// The Swift string `promptBuffer` was made from, to skip needless copies.
  var promptText: String?

  /// The SIGINT action to restore in `deinit`.
  let previousInterruptAction: sigaction?

  /// Tab completion: given the text before the cursor, the candidates for its last characters.
  ///
  /// `replacing` counts Unicode scalars at the end of the text that every candidate would
  /// replace; for "1 + sq" a completer returns `(replacing: 2, candidates: ["sqrt("])`. One
  /// candidate is inserted; several insert their longest common prefix, or are listed below the
  /// line when that adds nothing. nil (the default) makes Tab beep.
  var completer: ((String) -> (replacing: Int, candidates: [String]))?

  /// The character that brackets invisible parts of the prompt (terminal escape sequences).
  static let promptEscapeMarker: CChar = 1

  // MARK: - Life cycle

  /// Creates the editor, loads the history file and installs the Ctrl-C handler.
  ///
  /// Never fails: problems (no terminal support, unreadable history file) come back through
  /// `warnings`, and reading then degrades gracefully.
  ///
  /// - Parameters:
  ///   - programName: The program name given to libedit (`el_init`).
  ///   - historyFile: Path of the history file (libedit's `_HiStOrY_V2_` format); nil disables
  ///     persistence. Its directory is created (mode 0700) when the first entry is written.
  ///   - historyLimit: How many lines of history to keep in memory and in the file.
  init(programName: String, historyFile: String?, historyLimit: Int = 1000) {
    Self.configureLocale()
    self.historyFile = historyFile
    historyPolicy = HistoryPolicy(limit: historyLimit)
    history = history_init()
    editLine = el_init(programName, tagless_stdin(), tagless_stdout(), tagless_stderr())
    previousInterruptAction = InterruptFlag.installHandler()
    promptBuffer = strdup("")

    if editLine == nil {
      pendingWarnings.append("line editing is unavailable; reading plain lines")
    }
    if previousInterruptAction == nil {
      pendingWarnings.append("could not install the Ctrl-C handler")
    }
    configureHistory(limit: historyPolicy.limit)
    configureEditor()
    loadHistory()
  }

  deinit {
    if let editLine { el_end(editLine) }
    if let history { history_end(history) }
    free(promptBuffer)
    if let previousInterruptAction { InterruptFlag.restoreHandler(previousInterruptAction) }
  }

  /// Makes libedit accept multibyte (UTF-8) input such as `π × 2`.
  ///
  /// Uses the environment's character type when it is UTF-8 and falls back to `C.UTF-8`;
  /// without a UTF-8 `LC_CTYPE` libedit silently drops non-ASCII characters.
  static func configureLocale() {
    if setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)) {
      let name = String(cString: codeset).lowercased()
      if name == "utf-8" || name == "utf8" { return }
    }
    if setlocale(LC_CTYPE, "C.UTF-8") == nil {
      _ = setlocale(LC_CTYPE, "C.utf8")
    }
  }

  /// Sets the editing mode, signal handling, key bindings, prompt and completion callbacks.
  private func configureEditor() {
    guard let editLine else { return }
    _ = tagless_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = tagless_el_set_editor(editLine, "emacs")
    _ = tagless_el_set_signal(editLine, 1)
    _ = tagless_el_set_prompt_esc(editLine, promptCallback, Self.promptEscapeMarker)
    if let history { _ = tagless_el_set_history(editLine, history) }
    _ = tagless_el_bind(editLine, "^R", "em-inc-search-prev")
    bindCompletion(editLine)
  }

  // MARK: - Reading

  /// Reads one line with editing, showing `prompt`.
  ///
  /// A Ctrl-C pressed before the call (while no line was being edited) is forgotten.
  ///
  /// - Parameters:
  ///   - prompt: The visible prompt text, e.g. `"tagless> "`.
  ///   - promptColor: An ANSI SGR sequence such as `"\u{1B}[1;36m"` for the prompt, or nil.
  /// - Returns: The line without its newline; `.interrupted` after Ctrl-C (the editor has already
  ///   moved to a fresh line); `.endOfFile` after Ctrl-D on an empty line.
  func readLine(prompt: String, promptColor: String?) -> LineInput {
    setPrompt(prompt, color: promptColor)
    InterruptFlag.take()
    guard let editLine else { return readPlainLine(prompt: prompt) }

    var count: Int32 = 0
    errno = 0
    let text = el_gets(editLine, &count)
    let failure = errno
    let interrupted = InterruptFlag.take()
    guard let text, count > 0 else {
      if interrupted || (count < 0 && failure == EINTR) {
        writeOutput("^C\n")
        return .interrupted
      }
      return .endOfFile
    }
    var line = String(cString: text)
    if line.hasSuffix("\n") { line.removeLast() }
    return .line(line)
  }

  /// Reads a line without libedit, for when `el_init` failed.
  ///
  /// - Parameter prompt: The prompt, printed without colour.
  /// - Returns: The line, `.interrupted` if Ctrl-C cut the read short, or `.endOfFile`.
  private func readPlainLine(prompt: String) -> LineInput {
    writeOutput(prompt)
    if let line = Swift.readLine(strippingNewline: true) { return .line(line) }
    if InterruptFlag.take() {
      clearerr(tagless_stdin())
      writeOutput("^C\n")
      return .interrupted
    }
    return .endOfFile
  }

  /// Stores the prompt libedit will draw, in colour when `color` is given.
  ///
  /// - Parameters:
  ///   - prompt: The visible prompt text.
  ///   - color: An SGR sequence or nil.
  private func setPrompt(_ prompt: String, color: String?) {
    var full = prompt
    if let color, !color.isEmpty { full = Self.coloredPrompt(prompt, color: color) }
    guard full != promptText else { return }
    free(promptBuffer)
    promptBuffer = strdup(full)
    promptText = full
  }

  /// Brackets colour escapes with `promptEscapeMarker` so that they take no columns.
  ///
  /// libedit glues an escaped sequence to the visible character after it (so one at the very end
  /// is dropped) and, when it redraws part of the line, rewrites cells without the escapes of
  /// earlier cells. So every visible character gets its own colour sequence and the last one,
  /// usually the separating space, gets the reset instead and stays uncoloured.
  ///
  /// - Parameters:
  ///   - prompt: The visible prompt text.
  ///   - color: An SGR sequence such as `"\u{1B}[1;36m"`.
  /// - Returns: The prompt to give libedit; `prompt` unchanged if it cannot be coloured.
  static func coloredPrompt(_ prompt: String, color: String) -> String {
    let scalars = Array(prompt.unicodeScalars)
    guard let last = scalars.last, scalars.count > 1, columns(of: last) > 0 else { return prompt }
    let marker = String(UnicodeScalar(UInt8(promptEscapeMarker)))
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      if columns(of: scalar) > 0 {
        let escape = index == scalars.count - 1 ? "\u{1B}[0m" : color
        result += marker + escape + marker
      }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// The terminal columns a character takes (`wcwidth(3)`); 0 or less for combining marks.
  ///
  /// - Parameter scalar: The character.
  /// - Returns: Its width in columns, or -1 for a non-printable character.
  private static func columns(of scalar: Unicode.Scalar) -> Int32 {
    tagless_wcwidth(scalar.value)
  }

  /// Writes text to standard output immediately (through the same `FILE*` libedit uses).
  ///
  /// - Parameter text: The text to write.
  func writeOutput(_ text: String) {
    fputs(text, tagless_stdout())
    fflush(tagless_stdout())
  }

  // MARK: - Warnings

  /// Warnings collected so far, such as an unreadable history file; each is returned once.
  ///
  /// Reading the property empties it, so the caller can print whatever it gets.
  var warnings: [String] {
    let result = pendingWarnings
    pendingWarnings = []
    return result
  }

  /// Recovers the editor from libedit's client data inside a C callback.
  ///
  /// - Parameter editLine: The editor libedit passed to the callback.
  /// - Returns: The `LineEditor` that owns it, or nil if none is attached.
  static func owner(of editLine: OpaquePointer?) -> LineEditor? {
    guard let editLine, let data = tagless_el_get_client_data(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }
}

// MARK: - Prompt callback

/// libedit's prompt callback: the owner's current prompt, or an empty one.
///
/// - Parameter editLine: The editor asking for its prompt.
/// - Returns: A C string that stays valid until the prompt changes.
private func promptCallback(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
  LineEditor.owner(of: editLine)?.promptBuffer ?? tagless_empty_prompt()
}
