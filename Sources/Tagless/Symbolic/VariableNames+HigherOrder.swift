// MARK: - VariableNames: functions as values

extension VariableNames: HigherOrder {
  /// The variables of the bounds and of the body, the function's parameter not among them
  /// (it is applied to no variable).
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    union([lower, upper, function([Self()])])
  }
}
