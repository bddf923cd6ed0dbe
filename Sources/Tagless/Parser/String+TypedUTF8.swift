// MARK: - Typed throws out of withUTF8

extension String {
  /// `withUTF8(_:)` for a body that throws a typed error: the same bytes, the error as thrown.
  ///
  /// `withUTF8` rethrows untyped errors, so a `throws(ParseError)` body would come out as
  /// `throws(any Error)`; this carries the body's own error type through. The text is not
  /// changed (a copy is made contiguous if it must be).
  ///
  /// ```swift
  /// let statement = try "1 + 2".withUTF8Typed { (bytes) throws(ParseError) in
  ///   try Parser.statement(bytes, as: Evaluation.self)
  /// }
  /// ```
  @inlinable
  public func withUTF8Typed<T, E: Error>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> T
  ) throws(E) -> T {
    var text = self
    let result: Result<T, E> = text.withUTF8 { bytes in
      do throws(E) { return .success(try body(bytes)) } catch { return .failure(error) }
    }
    return try result.get()
  }
}
