// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer target for Tagless. Build and run it with `scripts/fuzz.sh [seconds]`, which
// passes `-sanitize=fuzzer,address` to every module (see Docs/Robustness.md).
let package = Package(
  name: "TaglessFuzz",
  dependencies: [
    .package(name: "Tagless", path: "..")
  ],
  targets: [
    // Declares libFuzzer's driver, which the executable's top-level code calls.
    .target(name: "CFuzzDriver"),
    .executableTarget(
      name: "TaglessFuzz",
      dependencies: [
        "CFuzzDriver",
        .product(name: "Tagless", package: "Tagless"),
        .product(name: "TaglessREPL", package: "Tagless"),
      ]
    ),
  ]
)
