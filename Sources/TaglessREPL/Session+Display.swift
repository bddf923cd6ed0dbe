import Tagless

// MARK: - `:numbers`: how numbers are shown

extension Session {
  /// `:numbers calculator|round-trip` chooses how numbers are shown; `:numbers` alone says
  /// which is in force.
  mutating func numbers(_ argument: String) -> Response {
    if !argument.isEmpty {
      guard let chosen = NumberDisplay(rawValue: argument) else {
        let message = "unknown display '\(argument)'; choose calculator or round-trip"
        return Response([StyledLine(message, .error)])
      }
      calculator.display = chosen
    }
    let text =
      switch calculator.display {
      case .calculator: "numbers as a calculator shows them (0.1 * 3 is 0.3)"
      case .roundTrip: "numbers in the digits that read back (0.1 * 3 is 0.30000000000000004)"
      }
    return Response([StyledLine(text, argument.isEmpty ? .value : .dim)])
  }
}
