// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Tagless",
  // Precise's inline values use InlineArray (macOS and iOS 26) and UInt128 (macOS 15, iOS 18).
  // The libraries use only the C library and POSIX threads; libedit is the executable's alone.
  // On iOS, TaglessPrecision needs GMP and MPFR built for it (Tagless needs nothing).
  platforms: [.macOS(.v26), .iOS(.v26)],
  products: [
    .library(name: "Tagless", targets: ["Tagless"]),
    .library(name: "TaglessPrecision", targets: ["TaglessPrecision"]),
    .library(name: "TaglessREPL", targets: ["TaglessREPL"]),
    // The seeded inputs of the benchmarks (Benchmarks/) and the corpus agreement tests.
    .library(name: "TaglessWorkloads", targets: ["TaglessWorkloads"]),
    .executable(name: "tagless", targets: ["tagless"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    // `make docs`: the DocC catalog of the Tagless library (Sources/Tagless/Tagless.docc).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
  ],
  targets: [
    // The language: grammar, parser, tagless-final protocols, interpreters, enum AST.
    .target(name: "Tagless"),
    // Exact and precise arithmetic (interpreters of the language on GMP and MPFR) and the
    // precise numerical kernels; the core knows none of it.
    .target(name: "TaglessPrecision", dependencies: ["Tagless", "CGMP", "CMPFR"]),
    // The REPL's logic as a value: a line in, output values out.
    .target(name: "TaglessREPL", dependencies: ["Tagless", "TaglessPrecision"]),
    // Seeded workloads shared by Benchmarks/ and the tests, so both run the same inputs.
    .target(name: "TaglessWorkloads", dependencies: ["Tagless"]),
    // GMP, the unlimited integers of the exact and arbitrary-precision interpreters. Debian:
    // libgmp-dev (scripts/ensure-deps.sh); macOS: Homebrew's gmp, found through its gmp.pc.
    .systemLibrary(
      name: "CGMP",
      pkgConfig: "gmp",
      providers: [.apt(["libgmp-dev"]), .brew(["gmp"])]
    ),
    // GNU MPFR, the correctly rounded elementary functions and constants under precise and
    // exact. Debian: libmpfr-dev (scripts/ensure-deps.sh); macOS: Homebrew's mpfr, found
    // through its mpfr.pc.
    .systemLibrary(
      name: "CMPFR",
      pkgConfig: "mpfr",
      providers: [.apt(["libmpfr-dev"]), .brew(["mpfr"])]
    ),
    // The system C library for line editing.
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // The thin shell: terminal, pipes, files, clock.
    .executableTarget(
      name: "tagless",
      dependencies: [
        "Tagless",
        "TaglessPrecision",
        "TaglessREPL",
        "CLibEdit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "TaglessTests", dependencies: ["Tagless", "TaglessPrecision", "TaglessWorkloads"]),
    // The precision module on its own: its numbers, functions, tables and kernels.
    .testTarget(
      name: "TaglessPrecisionTests",
      dependencies: ["Tagless", "TaglessPrecision", "TaglessWorkloads"]),
    // A client of the library (no @testable): proves both directions of extension, and that a
    // registered built-in reaches the exact and precise interpreters too.
    .testTarget(name: "ExtensionTests", dependencies: ["Tagless", "TaglessPrecision"]),
    .testTarget(
      name: "TaglessREPLTests",
      dependencies: ["TaglessREPL", "Tagless", "TaglessPrecision", "TaglessWorkloads"]
    ),
  ]
)
