/// An interpretation whose values have a size in memory worth bounding: printed text.
///
/// ``Derivative`` is the one interpreter whose terms can grow faster than the expression it
/// reads (the product rule copies both operands, so `x * x * … * x` of `n` factors has a
/// derivative of size n²). It measures what it builds in an interpretation that conforms, and
/// stops building at ``Derivative/maximumTermBytes`` (``Derivative/isTooLarge``), so memory
/// stays bounded while work grows, not only after.
public protocol TermSize {
  /// About how many bytes the value takes.
  var termBytes: Int { get }
  /// The text itself, whose words a name chosen for a new function must avoid.
  var termText: String { get }
}

extension TermSize {
  /// Every run of ASCII letters, digits and `_` in ``termText``: each name written in it, and
  /// more (a number's digits, a LaTeX command's letters).
  var termWords: Set<String> {
    var words = Set<String>()
    var word: [UInt8] = []
    for byte in termText.utf8 {
      if Names.isNameByte(byte) {
        word.append(byte)
      } else if !word.isEmpty {
        words.insert(String(decoding: word, as: UTF8.self))
        word.removeAll(keepingCapacity: true)
      }
    }
    if !word.isEmpty { words.insert(String(decoding: word, as: UTF8.self)) }
    return words
  }
}

extension PrettyPrint: TermSize {
  /// The bytes of the text, known without writing it out.
  public var termBytes: Int { printed.utf8Count }
  /// The text.
  public var termText: String { text }
}

extension LaTeX: TermSize {
  /// The bytes of the text, known without writing it out.
  public var termBytes: Int { printed.utf8Count }
  /// The text.
  public var termText: String { text }
}

extension RPN: TermSize {
  /// The bytes of the text, known without writing it out.
  public var termBytes: Int { printed.utf8Count }
  /// The text.
  public var termText: String { text }
}

extension SExpression: TermSize {
  /// The bytes of the text, known without writing it out.
  public var termBytes: Int { printed.utf8Count }
  /// The text.
  public var termText: String { text }
}

extension Simplifier: TermSize where R: TermSize {
  /// The bytes of the simplified expression.
  public var termBytes: Int { residual.termBytes }
  /// The simplified expression's text.
  public var termText: String { residual.termText }
}

/// A term made of several texts, measured in all by the bound on what applying functions
/// builds (``Limits/maximumTermBytes``).
///
/// A derivative's value is built beside its partials though only they are shown: applying
/// functions to what they built can double both at each level.
protocol CompositeTermSize {
  /// About how many bytes all the texts take.
  var allTermBytes: Int { get }
}

extension Derivative: CompositeTermSize where R: TermSize {
  /// The value's bytes and the partials'.
  var allTermBytes: Int { partials.values.reduce(value.termBytes) { $0 + $1.termBytes } }
}
