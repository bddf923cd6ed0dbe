// swift-tools-version: 6.1
import PackageDescription

// The benchmarks: `swift package --package-path Benchmarks benchmark` (see README.md).
let package = Package(
  name: "TaglessBenchmarks",
  dependencies: [
    .package(name: "Tagless", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "TaglessBenchmarks",
      dependencies: [
        .product(name: "Tagless", package: "Tagless"),
        .product(name: "TaglessPrecision", package: "Tagless"),
        .product(name: "TaglessWorkloads", package: "Tagless"),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/TaglessBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // A plain loop over one workload, for valgrind --tool=callgrind (see README.md).
    .executableTarget(
      name: "TaglessProfile",
      dependencies: [
        .product(name: "Tagless", package: "Tagless"),
        .product(name: "TaglessPrecision", package: "Tagless"),
        .product(name: "TaglessWorkloads", package: "Tagless"),
      ],
      path: "Tools/TaglessProfile"
    ),
    // Quadrature against SciPy's quad on the integral table (see README.md, "Quadrature").
    .executableTarget(
      name: "QuadratureTable",
      dependencies: [
        .product(name: "Tagless", package: "Tagless"),
        .product(name: "TaglessWorkloads", package: "Tagless"),
      ],
      path: "Tools/QuadratureTable"
    ),
    // Wall-clock times of the exact and arbitrary-precision work (see README.md, "Precision").
    .executableTarget(
      name: "PrecisionTimes",
      dependencies: [
        .product(name: "Tagless", package: "Tagless"),
        .product(name: "TaglessPrecision", package: "Tagless"),
      ],
      path: "Tools/PrecisionTimes"
    ),
  ]
)
