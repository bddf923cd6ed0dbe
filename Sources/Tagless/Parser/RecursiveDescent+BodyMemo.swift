// MARK: - Lambda bodies built once per distinct input

extension RecursiveDescent {
  /// A lambda's bodies already built in a symbolic interpreter, by what they depend on: the
  /// arguments, and the enclosing lambdas' parameters that the body reads.
  ///
  /// A lambda inside another is made anew each time the outer body is built, and a symbolic
  /// view builds a body several times, over different arguments (a derivative's integrand at
  /// its parameter and at each bound, the simplifier's body with the arguments in place and
  /// with the parameters to print it). Each build of the outer body built the inner one's
  /// bodies again, so n nested lambdas cost c^n builds. The memo of a lambda outlives those
  /// builds, held by its enclosing lambda's memo by the offset of its arrow (``child(at:)``):
  /// an inner body that does not read the outer parameter is then built once whatever that
  /// parameter stands for.
  ///
  /// Terms are compared by ``SameTerm``; only interpreters that can tell have a memo. The
  /// names the simplifier's functions bind while a body is built (``BoundNames``) are kept
  /// with it and noted again when it is reused, so the simplifier decides alike either way.
  @usableFromInline
  final class BodyMemo {
    /// A body built: from what, and the names bound in it.
    struct Entry {
      var key: [R]
      var result: Typed<R>
      var bound: Set<String>
    }

    /// The enclosing lambdas' parameters the body reads (indices into the names bound around
    /// it), known once it has been parsed to check it; nil before.
    var reads: [Int]?
    private var entries: [Entry] = []
    private var children: [Int: BodyMemo] = [:]
    private let sameKeys = SameTerms<R>()

    /// How many bodies are remembered: the most recent, as ``AppliedBody`` keeps.
    private static var capacity: Int { 8 }

    /// A memo for a lambda whose body is built in `R`, or nil when `R` cannot compare terms.
    static func make() -> BodyMemo? { R.self is any SameTerm.Type ? BodyMemo() : nil }

    /// The memo of the lambda written at `offset` inside this one's body.
    func child(at offset: Int) -> BodyMemo {
      if let child = children[offset] { return child }
      let child = BodyMemo()
      children[offset] = child
      return child
    }

    /// The key of a body built over `arguments` with `bound` the enclosing parameters' values,
    /// or nil before the body's reads are known.
    func key(_ bound: [R], _ arguments: [R]) -> [R]? {
      guard let reads else { return nil }
      return reads.map { bound[$0] } + arguments
    }

    /// The body built from `key`, with its bound names noted again, if remembered.
    func recalled(_ key: [R]) -> Typed<R>? {
      guard let entry = entries.last(where: { sameKeys($0.key, key) }) else { return nil }
      BoundNames.note(entry.bound)
      return entry.result
    }

    /// Remembers `result`, built from `key` with `bound` bound in it.
    func remember(_ key: [R], _ result: Typed<R>, bound: Set<String>) {
      if entries.count == Self.capacity { entries.removeFirst() }
      entries.append(Entry(key: key, result: result, bound: bound))
    }
  }
}
