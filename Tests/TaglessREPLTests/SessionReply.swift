@testable import TaglessREPL

extension Session {
  /// What a fresh session (its lines from `source`) answers to the last of `lines`, as plain
  /// text.
  static func reply(to lines: [String], source: String = "repl") -> String {
    var session = Session()
    session.source = source
    var response = Response()
    for line in lines { response = session.handle(line) }
    return response.plainText
  }
}
