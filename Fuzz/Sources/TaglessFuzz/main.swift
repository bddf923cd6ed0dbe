import CFuzzDriver

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - Main

// SwiftPM makes this top-level code the program's `main`, so libFuzzer's own `main` is not
// linked: hand the arguments to libFuzzer's driver instead.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzTestOneInput(data, size) })
