import Testing

@testable import Tagless

// MARK: - LaTeX

@Suite("LaTeX printer")
struct LaTeXTests {
  static let table: [(input: String, latex: String)] = [
    ("3 + 5 * (8 - 7) / 6", #"3 + \frac{5 \cdot (8 - 7)}{6}"#),
    ("(1 + x) / sqrt(2) * x^2", #"\frac{1 + x}{\sqrt{2}} \cdot x^{2}"#),
    ("x^2", "x^{2}"), ("x^(y + 1)", "x^{y + 1}"), ("(x + 1)^2", "(x + 1)^{2}"),
    ("(x^2)^3", "(x^{2})^{3}"), ("x^2^3", "x^{2^{3}}"), ("(-2)^x", "(-2)^{x}"),
    ("(x / 2)^2", #"\left(\frac{x}{2}\right)^{2}"#),
    ("x / y / z", #"\frac{x}{y} / z"#), ("x / y * z / w", #"\frac{x}{y} \cdot z / w"#),
    ("x / (y / z)", #"\frac{x}{\frac{y}{z}}"#), ("x / y / (z + 1)", #"\frac{x}{y} / (z + 1)"#),
    ("sqrt(x)^2", #"\sqrt{x}^{2}"#),
    ("sin(x)^2", #"(\sin(x))^{2}"#), ("2 * pi * r", #"2 \cdot \pi \cdot r"#),
    ("a - (b - c)", "a - (b - c)"), ("a - (-b)", "a - (-b)"),
    ("a * (b * c)", #"a \cdot (b \cdot c)"#),
    ("2 * -3", #"2 \cdot (-3)"#), ("-(a + b)", "-(a + b)"), ("-(a * b)", #"-a \cdot b"#),
    ("--a", "-(-a)"), ("-x^2", "-x^{2}"), ("a % b", #"a \bmod b"#),
    ("abs(x)", #"\left|x\right|"#), ("cbrt(x)", #"\sqrt[3]{x}"#), ("exp(x + 1)", "e^{x + 1}"),
    ("log(x)", #"\ln(x)"#), ("log2(x)", #"\log_{2}(x)"#), ("log10(x)", #"\log_{10}(x)"#),
    ("asin(x)", #"\arcsin(x)"#), ("sinh(x / 2)", #"\sinh\left(\frac{x}{2}\right)"#),
    ("floor(x)", #"\left\lfloor x \right\rfloor"#), ("ceil(x)", #"\left\lceil x \right\rceil"#),
    ("round(x)", #"\operatorname{round}(x)"#), ("atan2(y, x)", #"\operatorname{atan2}(y, x)"#),
    ("pow(x, 3)", "x^{3}"), ("max(a, b, 1)", #"\max(a, b, 1)"#), ("e", "e"),
    ("alpha + x1 + rate + v_max", #"\alpha + x_{1} + \mathrm{rate} + v_{\mathrm{max}}"#),
    ("x_12 + x12 + alpha_2 + rate_10", #"x_{12} + x_{12} + \alpha_{2} + \mathrm{rate}_{10}"#),
    ("1.5e-7", #"1.5 \times 10^{-7}"#), ("1e21 * x", #"10^{21} \cdot x"#),
    ("x * 1.5e300", #"x \cdot (1.5 \times 10^{300})"#), ("1e400", #"\infty"#),
  ]

  @Test("each construct", arguments: table)
  func construct(input: String, latex: String) throws {
    #expect(try Parser.expression(input, as: LaTeX.self, freeVariables: true).text == latex)
  }

  @Test("user functions print as called")
  func userFunctions() throws {
    var session = Session()
    try session.run(["f(t) = t ^ 2", "area(r) = pi * r ^ 2", "my_f(t) = t"])
    let environment = session.environment
    let text = try Parser.expression(
      "f(x) + area(2) / my_f(1)", as: LaTeX.self, in: environment, freeVariables: true
    ).text
    #expect(text == #"f(x) + \frac{\operatorname{area}(2)}{\operatorname{my\_f}(1)}"#)
  }

  /// Braces and \left…\right pairs balance on random expressions.
  @Test("braces balance", arguments: 0..<2)
  func balanced(chunk: UInt64) throws {
    var terms = RandomTerm(seed: 0x1A7E &+ chunk)
    for _ in 0..<300 {
      let text = try Parser.expression(
        terms.expression(depth: 5), as: LaTeX.self, freeVariables: true
      ).text
      var depth = 0
      for character in text {
        if character == "{" { depth += 1 }
        if character == "}" { depth -= 1 }
        #expect(depth >= 0)
      }
      #expect(depth == 0, "\(text)")
      #expect(
        text.components(separatedBy: "\\left").count
          == text.components(separatedBy: "\\right").count)
    }
  }
}
