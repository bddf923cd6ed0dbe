import Testing

@testable import TaglessREPL

// MARK: - UnusedOptionsTests

@Suite("Warnings for options that have no effect")
struct UnusedOptionsTests {
  @Test("--digits warns unless exact or precise is shown")
  func digits() {
    #expect(
      UnusedOptions(digits: 10).warnings == [
        "--digits 10 has no effect without -i precise or -i exact (or :show precise, :precise "
          + "or :exact in the input)"
      ])
    #expect(UnusedOptions(digits: 10, showing: [.precise]).warnings.isEmpty)
    #expect(UnusedOptions(digits: 10, showing: [.pretty, .exact]).warnings.isEmpty)
    #expect(UnusedOptions(digits: 10, showing: Interpretation.standard).warnings.count == 1)
    #expect(UnusedOptions().warnings.isEmpty)
  }

  @Test("--assume warns unless simplify is shown; --bail only in the REPL")
  func assumeAndBail() {
    #expect(
      UnusedOptions(assumption: .finite, showing: [.eval]).warnings == [
        "--assume finite has no effect without -i simplify (or :show simplify or :simplify in "
          + "the input)"
      ])
    #expect(UnusedOptions(assumption: .finite, showing: [.simplify]).warnings.isEmpty)
    #expect(UnusedOptions(bail: true).warnings.isEmpty)
    #expect(
      UnusedOptions(bail: true, interactive: true).warnings == [
        "--bail has no effect in the REPL (it stops pipe mode, files and -e at the first error)"
      ])
  }
}
