// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SideBySide",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "search-benchmark", targets: ["SearchBenchmark"]),
    .executable(name: "render-benchmark", targets: ["RenderBenchmark"]),
    .executable(name: "terminal-check", targets: ["TerminalCheck"]),
  ],
  targets: [
    // MARK: - Shared

    // The one model every architecture shares: entities, validation, the offline catalog and
    // the live GitHub client. It knows nothing about terminals or architectures.
    .target(
      name: "RepositorySearch",
      resources: [.copy("Resources/catalog.json")]
    ),
    .testTarget(
      name: "RepositorySearchTests",
      dependencies: ["RepositorySearch", "TestSupport"]
    ),

    // Test doubles the suites share: a clock that moves only when told to.
    .target(
      name: "TestSupport",
      dependencies: ["RepositorySearch"]
    ),

    // MARK: - Toolkit

    // The kit's UIKit: view controllers, views and a terminal backend. Knows nothing about
    // repositories or architectures.
    .target(
      name: "TerminalUI",
      exclude: ["README.md"]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "TestSupport"]
    ),

    // MARK: - Architectures

    // MARK: - Benchmarks

    .executableTarget(
      name: "SearchBenchmark",
      dependencies: ["RepositorySearch"],
      path: "Sources/Benchmarks/SearchBenchmark"
    ),
    .executableTarget(
      name: "RenderBenchmark",
      dependencies: ["TerminalUI"],
      path: "Sources/Benchmarks/RenderBenchmark"
    ),

    // MARK: - Tools

    // A tiny program on the real terminal backend: shows decoded keys and the size; the
    // restore check in Scripts/ drives it in tmux.
    .executableTarget(
      name: "TerminalCheck",
      dependencies: ["TerminalUI"],
      path: "Sources/Tools/TerminalCheck"
    ),
  ],
  swiftLanguageModes: [.v6]
)
