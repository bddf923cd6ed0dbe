/// The lexer on its own, for the benchmarks: a hook into the internal ``Scanner``.
///
/// Not part of the language's API; import it with `@_spi(Benchmarks) import Tagless`.
///
/// ```swift
/// Array("3 + 5 * (8 - 7)".utf8).withUnsafeBufferPointer { Lexing.tokenCount($0) }  // 9
/// ```
@_spi(Benchmarks)
public enum Lexing {
  /// The number of tokens in `bytes`, scanning them as the parser does.
  ///
  /// ```swift
  /// Lexing.tokenCount(bytes)
  /// ```
  @inlinable
  public static func tokenCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var scanner = Scanner(bytes)
    var count = 0
    while scanner.current.kind != .end {
      count += 1
      scanner.advance()
    }
    return count
  }
}
