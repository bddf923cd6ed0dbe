// MARK: - Arithmetic

extension LaTeX: Arithmetic {
  /// A literal; `1e-7` is `10^{-7}`, `1.5e300` is `1.5 \times 10^{300}`.
  public static func number(_ value: Double) -> Self { literal(value) }
  /// `a + b`.
  public static func add(_ lhs: consuming Self, _ rhs: Self) -> Self {
    infix(lhs, " + ", rhs, .sum)
  }
  /// `a - b`.
  public static func subtract(_ lhs: consuming Self, _ rhs: Self) -> Self {
    infix(lhs, " - ", rhs, .sum)
  }
  /// `a \cdot b`.
  public static func multiply(_ lhs: consuming Self, _ rhs: Self) -> Self {
    infix(lhs, " \\cdot ", rhs, .product)
  }
  /// `\frac{a}{b}`: the fraction bar groups both parts; `a / b` when `a` already holds a
  /// fraction.
  ///
  /// A fraction is not put in another's numerator: `x / y / z` is `\frac{x}{y} / z`, which
  /// reads as it is computed, stays legible, and is written in linear time however long the
  /// chain (nesting `\frac{` would prepend to the whole text at each operator).
  public static func divide(_ lhs: consuming Self, _ rhs: Self) -> Self {
    guard !lhs.isTall else { return infix(lhs, " / ", rhs, .product) }
    return Self(
      PrintedText(joining: "\\frac{", lhs.printed, "}{", rhs.printed, "}"), .atom, isTall: true)
  }
  /// `a \bmod b`.
  public static func remainder(_ lhs: consuming Self, _ rhs: Self) -> Self {
    infix(lhs, " \\bmod ", rhs, .product)
  }
  /// `-a`; a sum or a negation is parenthesised.
  public static func negate(_ operand: Self) -> Self {
    let needed = operand.precedence <= .sum || operand.precedence == .prefix
    return Self(
      PrintedText(joining: "-", operand.parenthesized(when: needed)), .prefix,
      isTall: operand.isTall)
  }
}

// MARK: - Power

extension LaTeX: Power {
  /// `a^{b}`; a base that is not a plain atom is parenthesised.
  public static func power(_ base: Self, _ exponent: Self) -> Self {
    Self(
      PrintedText(joining: base.parenthesized(when: !base.isBase), "^{", exponent.printed, "}"),
      .power, isTall: base.isTall)
  }
}

// MARK: - Builtins

extension LaTeX: Builtins {
  /// `\pi` or `e`.
  public static func constant(_ constant: Constant) -> Self {
    let names: [Constant: String] = [.pi: "\\pi", .e: "e", .infinity: "\\infty"]
    return Self(names[constant] ?? constant.name, .atom, isBase: true)
  }

  /// Radicals, brackets, `e^{u}`, or the function's operator name and parentheses.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    let u = argument.printed
    let tall = argument.isTall
    switch function {
    case .sqrt: return Self(.init(joining: "\\sqrt{", u, "}"), .atom, isBase: true, isTall: tall)
    case .cbrt:
      return Self(.init(joining: "\\sqrt[3]{", u, "}"), .atom, isBase: true, isTall: tall)
    case .abs:
      return Self(.init(joining: "\\left|", u, "\\right|"), .atom, isBase: true, isTall: tall)
    case .floor:
      return Self(
        .init(joining: "\\left\\lfloor ", u, " \\right\\rfloor"), .atom, isBase: true,
        isTall: tall)
    case .ceil:
      return Self(
        .init(joining: "\\left\\lceil ", u, " \\right\\rceil"), .atom, isBase: true,
        isTall: tall)
    case .exp: return Self(.init(joining: "e^{", u, "}"), .power)
    case .log: return call("\\ln", [argument])
    case .log2: return call("\\log_{2}", [argument])
    case .log10: return call("\\log_{10}", [argument])
    case .asin: return call("\\arcsin", [argument])
    case .acos: return call("\\arccos", [argument])
    case .atan: return call("\\arctan", [argument])
    case .round, .trunc: return call("\\operatorname{" + function.name + "}", [argument])
    case .sin, .cos, .tan, .sinh, .cosh, .tanh: return call("\\" + function.name, [argument])
    }
  }

  /// `\operatorname{atan2}(y, x)`, `\operatorname{hypot}(x, y)`, or a power for `pow`.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    if function == .pow { return power(first, second) }
    return call("\\operatorname{" + function.name + "}", [first, second])
  }

  /// `\min(…)` or `\max(…)`.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    call("\\" + function.name, arguments)
  }
}

// MARK: - Names

extension LaTeX: Variables, UserFunctions {
  /// The variable's name as typeset: `x`, `\alpha`, `x_{1}`, `\mathrm{rate}`.
  public static func variable(_ name: String, _ value: Double) -> Self {
    Self(Self.name(name), .atom, isBase: true)
  }

  /// The Boolean variable's name as typeset.
  public static func variable(_ name: String, _ value: Bool) -> Self {
    Self(Self.name(name), .atom, isBase: true)
  }

  /// Calls are typeset as written.
  public static var callExpansion: CallExpansion { .none }

  /// The call as written: `f(x)`, or `\operatorname{area}(r)` for a longer name.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    call(named: callee.name, arguments)
  }

  /// The app's constant's name, typeset as a variable's.
  public static func hostConstant(_ name: String, _ value: Double) -> Self {
    variable(name, value)
  }
  /// The app's Boolean constant's name.
  public static func hostConstant(_ name: String, _ value: Bool) -> Self { variable(name, value) }

  /// A call of a function that is not built in, by name.
  static func call(named name: String, _ arguments: [Self]) -> Self {
    let typeset = name.unicodeScalars.count == 1 ? name : "\\operatorname{" + escaped(name) + "}"
    return call(typeset, arguments)
  }
}
