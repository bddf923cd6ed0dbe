// MARK: - Other calculators' names

extension Names {
  /// Names other calculators and languages give functions this language has, each with the
  /// name here: a suggestion for a name too short, or too far in spelling, for
  /// ``suggestion(for:among:)`` to find.
  static let otherSpellings: [String: String] = [
    "ln": "log", "lg": "log10", "lb": "log2", "ld": "log2", "logn": "log",
    "arcsin": "asin", "arccos": "acos", "arctan": "atan", "arctan2": "atan2",
    "sqr": "sqrt", "root": "sqrt", "fact": "factorial", "fac": "factorial",
    "choose": "binomial", "comb": "binomial", "ncr": "nCr", "npr": "nPr", "perm": "nPr",
    "hcf": "gcd", "gcf": "gcd",
  ]

  /// The function `name` likely means among `known` (which says whether a name is a function
  /// here): another calculator's name for it, else the closest in spelling among
  /// `candidates`.
  ///
  /// ```swift
  /// Names.function(for: "lg", among: ["log10"], known: { $0 == "log10" })  // "log10"
  /// ```
  public static func function(
    for name: String, among candidates: some Sequence<String>, known: (String) -> Bool
  ) -> String? {
    if let other = otherSpellings[name], known(other) { return other }
    return suggestion(for: name, among: candidates)
  }
}
