@testable import Tagless
@testable import TaglessPrecision

/// The text of a line in `R` (``Exact`` or ``Precise``) at `digits` digits, or its failure as
/// `column: message`: what the exact and precise tests compare.
func precisionShown<R: Language & CustomStringConvertible>(
  _ text: String, as _: R.Type, digits: Int, in environment: Environment,
  failure: (R) -> ArithmeticFailure?
) throws -> String where R.Truth == Truth {
  try Precision.withDigits(digits) { () throws(ParseError) -> String in
    let placed = { (failure: ArithmeticFailure) in
      "\(ParseError(failure, in: text).column): \(failure.message)"
    }
    switch try Parser.typedExpression(text, as: R.self, in: environment) {
    case .number(let value): return failure(value).map(placed) ?? value.description
    case .boolean(.success(let value)): return value ? "true" : "false"
    case .boolean(.failure(let failure)): return placed(failure)
    }
  }
}
