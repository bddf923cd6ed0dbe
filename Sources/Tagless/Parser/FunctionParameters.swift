/// What the parser knows of function parameters (`h` in `twice(h, x) = h(h(x))`): while a body
/// is defined, which parameters are functions and the types their uses give them; while a
/// call is expanded, the functions they stand for.
@usableFromInline
struct FunctionParameters<R: Language> {
  /// The parameters of the function being defined that are functions (this pass).
  @usableFromInline var names: Set<String> = []
  /// Parameters found passed where a function is needed, not yet in `names`: the body is
  /// parsed again with them as functions.
  @usableFromInline var discovered: Set<String> = []
  /// The arity each function parameter is applied with, and where first.
  @usableFromInline var arities: [String: (arity: Int, offset: Int)] = [:]
  /// The type each function parameter's applications are used as.
  @usableFromInline var results: [String: ValueType] = [:]
  /// Types that must agree once every use is known: a function passed to the function being
  /// defined and the type of the parameter it is passed as, or a function parameter passed on
  /// and the type needed there; `callee` and `position` name the argument, at `offset`.
  @usableFromInline var constraints: [Constraint] = []
  /// In an expansion: what each function parameter stands for.
  @usableFromInline var bound: [String: Lambda<R>] = [:]

  @usableFromInline
  init() {}

  /// A type known now, or the type of a function parameter once its uses are all known.
  @usableFromInline
  enum Requirement {
    case type(FunctionType)
    case parameter(String)
  }

  /// An argument whose function type must be `needed`.
  @usableFromInline
  struct Constraint {
    var needed: Requirement
    var found: Requirement
    var callee: String
    var position: Int
    var offset: Int
  }

  /// The type a requirement names.
  func resolve(_ requirement: Requirement) -> FunctionType {
    switch requirement {
    case .type(let type): type
    case .parameter(let name): type(of: name)
    }
  }

  /// The type of function parameter `name` as far as its uses tell (one number to a number
  /// until they do).
  @usableFromInline
  func type(of name: String) -> FunctionType {
    FunctionType(arity: arities[name]?.arity ?? 1, result: results[name] ?? .number)
  }
}
