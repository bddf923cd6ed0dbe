import Tagless
import TaglessREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive shell, between libedit and a ``Session``.
///
/// Moves lines from libedit into the session and its responses to the terminal, in colour when
/// asked. All decisions are the session's.
final class REPL {
  private var session: Session
  private let editor: LineEditor
  private let color: Bool

  init(calculator: Calculator, display: [Interpretation], encoding: Encoding, color: Bool) {
    self.session = Session(calculator: calculator, display: display, encoding: encoding)
    self.color = color
    self.editor = LineEditor(programName: "tagless", historyFile: HistoryLocation.path())
    editor.completer = { [unowned self] text in
      let completion = session.completions(for: text)
      return (completion.replacing, completion.candidates)
    }
  }

  /// Reads and answers lines until `:quit` or Ctrl-D.
  func run() {
    for warning in HistoryLocation.warnings + editor.warnings {
      show(StyledLine("warning: " + warning, .error))
    }
    let banner = "type an expression; :help lists commands; Ctrl-D leaves"
    show(StyledLine("Tagless \(TaglessCommand.version) — \(banner)", .dim))
    loop: while true {
      session.width = Self.terminalWidth()
      let prompt = session.isContinuing ? "   …> " : "tagless> "
      switch editor.readLine(prompt: prompt, promptColor: color ? "\u{1B}[1;36m" : nil) {
      case .line(let text):
        if let warning = editor.addHistory(text) { show(StyledLine("warning: " + warning, .error)) }
        // Ctrl-C from here on cancels this line's work (and only this line's).
        userInterruption.reset()
        let response = Cancellation.$current.withValue(userInterruption) { session.handle(text) }
        response.shown.forEach(show)
        switch response.action {
        case .quit?: break loop
        case .benchmark(let plan)?:
          let measured = Cancellation.$current.withValue(userInterruption) {
            BenchmarkTimer.measure(plan)
          }
          if let measured {
            session.report(measured, for: plan).lines.forEach(show)
          } else {
            show(StyledLine(Cancellation.message, .error))
          }
        case nil: break
        }
        // A Ctrl-C that stopped the line is handled: it must not also drop the next one.
        InterruptFlag.take()
      case .interrupted:
        session.cancel()
      case .endOfFile:
        print("")
        break loop
      }
    }
  }

  // MARK: Output

  private func show(_ line: StyledLine) {
    var text = ""
    for segment in line.segments {
      guard color, let code = Self.code(for: segment.style) else {
        text += segment.text
        continue
      }
      text += "\u{1B}[" + code + "m" + segment.text + "\u{1B}[0m"
    }
    print(text)
  }

  /// The ANSI SGR parameters for a style, or nil for plain text.
  static func code(for style: StyledLine.Style) -> String? {
    switch style {
    case .plain: nil
    case .value: "1"
    case .name: "36"
    case .error: "1;31"
    case .caret: "1;32"
    case .dim: "2"
    case .plot: "33"
    }
  }

  static func terminalWidth() -> Int {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }
}
