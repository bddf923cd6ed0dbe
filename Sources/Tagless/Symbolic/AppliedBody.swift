/// A function's body applied, remembered for the last few argument lists: a symbolic
/// interpreter that needs the body several times over the same arguments builds it once.
///
/// The derivative of `sum(k -> f, a, b)` needs `f`'s value and each of its partials, and `R`
/// builds each by applying a function of its own to its own parameters; the simplifier needs a
/// sum's body once to see whether it is constant and once more to print it. Built anew each
/// time, a body nested n deep in such functions is built c^n times; remembered, n times.
/// Arguments are compared by ``SameTerm`` (for an `Argument` that cannot tell, nothing is
/// remembered). The names that functions the simplifier built bind (``BoundNames``) while the
/// body was built are noted again whenever it is reused, so a scope that collects them sees
/// the same names either way.
///
/// Like the ``Lambda`` it applies, it is valid only while the constructor that made it runs.
final class AppliedBody<Argument, Result> {
  /// A remembered application.
  private struct Entry {
    var arguments: [Argument]
    var result: Result
    var bound: Set<String>
  }

  private let body: ([Argument]) -> Result
  private var entries: [Entry] = []
  private let sameArguments = SameTerms<Argument>()

  /// How many argument lists are remembered: the parameters as `R` writes them, as another
  /// interpreter wraps them, and a bound or two.
  private static var capacity: Int { 4 }

  /// The body `body`, to be applied.
  init(_ body: @escaping ([Argument]) -> Result) {
    self.body = body
  }

  /// The result of the last application, if any: what does not depend on the arguments (the
  /// names a derivative has partials by) can be read from it.
  var last: Result? { entries.last?.result }

  /// The body applied to `arguments`, built now or remembered.
  func callAsFunction(_ arguments: [Argument]) -> Result {
    if let entry = entries.last(where: { sameArguments($0.arguments, arguments) }) {
      BoundNames.note(entry.bound)
      return entry.result
    }
    let (result, names) = BoundNames.collected { body(arguments) }
    BoundNames.note(names)
    if sameArguments.canTell {
      if entries.count == Self.capacity { entries.removeFirst() }
      entries.append(Entry(arguments: arguments, result: result, bound: names))
    }
    return result
  }
}
