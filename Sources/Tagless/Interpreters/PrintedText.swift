/// Text that the printers build by joining pieces, in time linear in the text: a large piece
/// is referred to where it is used, not copied.
///
/// A printer builds each operation's text from its operands' texts. Copied, as `String`
/// concatenation copies, an operand's text would be copied once for each operation above it:
/// the derivative of a chain of n quotients is n² long and would copy n³ bytes, and minus
/// signs around a long sum would copy the sum once each.
/// Here a piece of up to 256 bytes is still copied (a bounded cost), while a larger one
/// becomes a node that the new text refers to; a text whose storage no one else holds is
/// extended in place, so a long left-deep chain stays one flat node. ``string`` then
/// writes the text out once, in time linear in its length, with no recursion however deep the
/// nodes nest.
///
/// ```swift
/// var text = PrintedText("x")
/// text.append(" + 1")
/// text.string  // "x + 1"
/// ```
public struct PrintedText: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The text itself while it is small; empty once the text is in ``node``.
  private var small: String
  /// The text, once it is large.
  private var node: Node?

  /// The most bytes of a piece that joining copies rather than refers to.
  static var largePiece: Int { 256 }

  /// The text `text`.
  public init(_ text: String) {
    small = text
    node = nil
  }

  /// The text `value`.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// `parts`, one after the other.
  public init(joining parts: PrintedText...) {
    self.init("")
    for part in parts { append(part) }
  }

  /// The length in UTF-8 bytes, known without writing the text out.
  public var utf8Count: Int { node?.count ?? small.utf8.count }

  /// The text, written out.
  public var string: String {
    guard let node else { return small }
    return node.string
  }

  /// The text.
  public var description: String { string }

  /// The bytes of text this value holds in memory, each node counted once however often it
  /// is used: what sharing saves, against ``utf8Count``.
  var storedBytes: Int {
    guard let node else { return small.utf8.count }
    var seen = Set<ObjectIdentifier>()
    var pending = [node]
    var bytes = 0
    while let node = pending.popLast() {
      guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
      bytes += node.ownBytes
      pending.append(contentsOf: node.innerNodes)
    }
    return bytes
  }

  /// Appends `other`.
  public mutating func append(_ other: consuming PrintedText) {
    if node == nil, other.node == nil, small.utf8.count + other.small.utf8.count <= Self.largePiece
    {
      small += other.small
      return
    }
    let piece: Node.Piece = other.node.map { .node($0) } ?? .text(other.small)
    uniqueNode().add(piece, count: other.utf8Count)
  }

  /// Appends `text`.
  public mutating func append(_ text: String) {
    append(PrintedText(text))
  }

  /// The node that holds this text, made when the text was small, and made anew around the
  /// old one when another text holds that too (so nothing another holds is changed).
  private mutating func uniqueNode() -> Node {
    guard node != nil else {
      let made = Node()
      made.add(.text(small), count: small.utf8.count)
      small = ""
      node = made
      return made
    }
    let unique = isKnownUniquelyReferenced(&node)
    guard let existing = node else { return Node() }
    if unique { return existing }
    let made = Node()
    made.add(.node(existing), count: existing.count)
    node = made
    return made
  }

  /// `lhs` followed by `rhs`.
  public static func + (lhs: consuming PrintedText, rhs: consuming PrintedText) -> PrintedText {
    var text = lhs
    text.append(rhs)
    return text
  }

  /// The same text.
  public static func == (lhs: PrintedText, rhs: PrintedText) -> Bool {
    if let left = lhs.node, let right = rhs.node, left === right { return true }
    return lhs.utf8Count == rhs.utf8Count && lhs.string == rhs.string
  }

  /// Hashes the text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(string)
  }
}

// MARK: - Node

extension PrintedText {
  /// A large text: pieces of text and other nodes, in order, then a tail that grows in place.
  ///
  /// Changed only while one ``PrintedText`` holds it (`isKnownUniquelyReferenced`), as a
  /// copy-on-write buffer is, which is what makes the unchecked `Sendable` sound.
  final class Node: @unchecked Sendable {
    /// A piece of a node.
    enum Piece {
      case text(String)
      case node(Node)
    }

    /// The pieces before ``tail``.
    private var pieces: [Piece] = []
    /// Small texts appended since the last node piece, joined.
    private var tail = ""
    /// The length of the whole text in UTF-8 bytes.
    private(set) var count = 0

    /// The bytes of the texts among the pieces and of the tail.
    var ownBytes: Int {
      pieces.reduce(tail.utf8.count) { bytes, piece in
        if case .text(let text) = piece { return bytes + text.utf8.count }
        return bytes
      }
    }

    /// The nodes among the pieces.
    var innerNodes: [Node] { pieces.compactMap(\.node) }

    /// Appends `piece`, whose length is `count`.
    func add(_ piece: Piece, count: Int) {
      self.count += count
      switch piece {
      case .text(let text) where count <= PrintedText.largePiece:
        tail += text
      default:
        if !tail.isEmpty {
          pieces.append(.text(tail))
          tail = ""
        }
        pieces.append(piece)
      }
    }

    /// The whole text, written by walking the nodes with a stack of its own (a text can nest
    /// nodes as deeply as the expression nests).
    var string: String {
      var result = ""
      result.reserveCapacity(count)
      var stack: [(node: Node, next: Int)] = [(self, 0)]
      while let (node, next) = stack.popLast() {
        var index = next
        var descended = false
        while index < node.pieces.count {
          switch node.pieces[index] {
          case .text(let text):
            result += text
            index += 1
          case .node(let inner):
            stack.append((node, index + 1))
            stack.append((inner, 0))
            descended = true
          }
          if descended { break }
        }
        if !descended { result += node.tail }
      }
      return result
    }

    /// Releases the nodes below without recursion: a node that only this one holds gives up
    /// its pieces before it goes, so no release runs deeper than one level.
    deinit {
      var pending = pieces.compactMap(\.node)
      pieces = []
      while var node = pending.popLast() {
        guard isKnownUniquelyReferenced(&node) else { continue }
        pending.append(contentsOf: node.pieces.compactMap(\.node))
        node.pieces = []
      }
    }
  }
}

extension PrintedText.Node.Piece {
  /// The node, when this piece is one.
  var node: PrintedText.Node? {
    if case .node(let node) = self { return node }
    return nil
  }
}
