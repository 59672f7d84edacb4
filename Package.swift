// swift-tools-version: 6.2
// The floor: Swift 6.2 (Xcode 26). Scripts/check-toolchain-floor keeps the code within it.
import PackageDescription

// MARK: - Architectures

// Every architecture, one entry each: its folder under Sources/, its demo executable, and
// whether its non-UI layer (Sources/<folder>/Presentation) is a module of its own, one that
// cannot see the toolkit. The loop after the package makes each one's targets from its entry;
// the registry (Sources/Registry) lists the same architectures for the suites and the tools.
// `Scripts/new-architecture NAME --from KEY` adds an entry; `--remove NAME` takes it out.
let architectures: [(folder: String, demo: String, presentationModule: Bool)] = [
  // Apple-style MVC, the baseline: one module, because the view controller knows everything.
  (folder: "MVC", demo: "mvc-demo", presentationModule: false),
  // Passive-view MVP: presenters behind Input/Output protocols, in a module that cannot see
  // the toolkit; the view controllers only forward events and render what they are told.
  (folder: "MVP", demo: "mvp-demo", presentationModule: true),
  // MVP with a Router and a root container: presenters ask a router, through narrow routing
  // protocols, for the next screen; the router builds it and the root swaps its one child.
  (folder: "MVPRouter", demo: "mvp-router-demo", presentationModule: true),
  // MVVM, "Model-Entity": a model object owns the `Repository` entities and tells its view
  // model of every change; the view model formats them and announces changes to the view.
  (folder: "MVVMEntity", demo: "mvvm-entity-demo", presentationModule: true),
  // MVVM, "Model-only": the view model owns the plain `Repository` values and all the
  // screen's state, and announces changes through a closure the view installs.
  (folder: "MVVMModel", demo: "mvvm-model-demo", presentationModule: true),
  // MVVM with bindings: an @Observable view model, in a module that cannot see the toolkit;
  // the view controllers bind to its state in updateProperties() and write intents back.
  (folder: "MVVMBinding", demo: "mvvm-binding-demo", presentationModule: true),
  // Flux: views send events to an action creator, which dispatches plain actions through one
  // dispatcher to the stores that own the state; the views render from the stores.
  (folder: "Flux", demo: "flux-demo", presentationModule: true),
  // VIPER: per screen an Interactor that owns the use case and talks to the model, a
  // Presenter that formats and decides, a passive View; a Router assembles each module.
  (folder: "VIPER", demo: "viper-demo", presentationModule: true),
  // Redux, in The Composable Architecture's shape: views send actions to one store, whose
  // pure reducer changes one state value and returns effects as values for the async work.
  (folder: "Redux", demo: "redux-demo", presentationModule: true),
  // MVVM + Coordinator: Model-only's view models, except that navigation leaves the view
  // controllers for coordinators, which own the navigation controller and build each screen.
  (folder: "MVVMCoordinator", demo: "mvvm-coordinator-demo", presentationModule: true),
]

// Built with `-O` even in a debug build, as UIKit comes optimized: what no lesson steps through
// and every `swift test` runs through most — the toolkit, the source reader and comparison that
// read every file, the test doubles, and the suites that draw every architecture's screens or
// read every page: those whose optimized code saves the suite the most time for the compiling
// it adds. The architectures, the model and screens they share, the tools and the other suites
// stay as a debugger likes them: set breakpoints there. (An unsafe flag only stops this package
// being a dependency.)
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"])]

let package = Package(
  name: "SideBySide",
  platforms: [.macOS(.v14)],
  products: architectures.map { .executable(name: $0.demo, targets: [$0.folder + "Demo"]) } + [
    .executable(name: "search-benchmark", targets: ["SearchBenchmark"]),
    .executable(name: "screen-benchmark", targets: ["ScreenBenchmark"]),
    .executable(name: "typing-benchmark", targets: ["TypingBenchmark"]),
    .executable(name: "terminal-check", targets: ["TerminalCheck"]),
    .executable(name: "architectures", targets: ["ArchitectureList"]),
    .executable(name: "test-results", targets: ["TestResults"]),
    .executable(name: "compare", targets: ["Compare"]),
    .executable(name: "trace-instrumenter", targets: ["TraceInstrumenter"]),
    .executable(name: "docs-generator", targets: ["DocsGenerator"]),
    .executable(name: "new-architecture", targets: ["NewArchitecture"]),
  ],
  targets: [
    // MARK: - Shared

    // The one model every architecture shares: entities, validation, the offline catalog and
    // the live GitHub client. It knows nothing about terminals or architectures.
    .target(
      name: "RepositorySearch",
      exclude: ["README.md"],
      resources: [.copy("Resources/catalog.json")]
    ),
    .testTarget(
      name: "RepositorySearchTests",
      dependencies: ["RepositorySearch", "TestSupport"]
    ),

    // Test doubles the suites share: a manual clock, a scripted search service, a URL-opener
    // spy, and sample repositories and pages.
    .target(
      name: "TestSupport",
      dependencies: ["RepositorySearch"],
      swiftSettings: optimizedInDebug
    ),

    // MARK: - Toolkit

    // The kit's UIKit: view controllers, views and a terminal backend. Knows nothing about
    // repositories or architectures. Optimized even in a debug build, as UIKit comes: the
    // suites draw thousands of frames through it, and one steps through the architectures,
    // not through the toolkit.
    .target(
      name: "TerminalUI",
      exclude: ["README.md"],
      swiftSettings: optimizedInDebug
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "TestSupport"]
    ),

    // MARK: - App

    // What every architecture shares above the toolkit: the screens' views (one storyboard,
    // six owners), the environment an architecture is built from, and its entry point.
    .target(
      name: "SharedUI",
      dependencies: ["RepositorySearch", "TerminalUI"]
    ),

    // Flags, data sources, the terminal or transcript session: what `*-demo` executables run.
    .target(
      name: "Launcher",
      dependencies: ["RepositorySearch", "SharedUI", "TerminalUI"]
    ),
    .testTarget(
      name: "LauncherTests",
      dependencies: ["Launcher", "MVP", "TestSupport"]
    ),

    // MARK: - Registry

    // The one list of architectures that the suites, the scripts and the README table read.
    // Registering an architecture is one line there, beside its entry in `architectures`.
    .target(
      name: "Registry",
      dependencies: ["SharedUI"] + architectures.map { .target(name: $0.folder) }
    ),
    .testTarget(
      name: "RegistryTests",
      dependencies: ["Comparison", "Registry", "SharedUI", "SwiftSource", "TestSupport"]
    ),

    // MARK: - Tests across architectures

    // One suite, every architecture: the screen rules driven by keys and checked against the
    // same golden frames.
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["Registry", "RepositorySearch", "SharedUI", "TerminalUI", "TestSupport"],
      exclude: ["Golden"],
      swiftSettings: optimizedInDebug
    ),

    // The fuzz test: random bytes, strings and hostile API answers against the decoder, every
    // text path and every architecture (Scripts/fuzz runs it longer).
    .testTarget(
      name: "HostileInputTests",
      dependencies: [
        "Launcher", "Registry", "RepositorySearch", "SharedUI", "TerminalUI", "TestSupport",
      ]
    ),

    // The built demos, run through a pipe in transcript mode, some against a hostile fake
    // GitHub on loopback.
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["Registry", "TestSupport"]
    ),

    // The READMEs' excerpts, diagrams and method names, checked against the sources.
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["Comparison", "Registry", "TestSupport"],
      // The numbers the prose may state that no code gives, read by ProseNumberTests.
      exclude: ["ProseNumbers.txt"],
      swiftSettings: optimizedInDebug
    ),

    // MARK: - Benchmarks

    .executableTarget(
      name: "SearchBenchmark",
      dependencies: ["RepositorySearch", "TestSupport"],
      path: "Sources/Benchmarks/SearchBenchmark"
    ),
    // What the two screen benchmarks share: a terminal that counts the bytes frames write.
    .target(
      name: "BenchmarkSupport",
      dependencies: ["TerminalUI"],
      path: "Sources/Benchmarks/Support"
    ),
    // The search screen through every architecture's views: frame time and bytes per edit.
    .executableTarget(
      name: "ScreenBenchmark",
      dependencies: [
        "BenchmarkSupport", "Registry", "RepositorySearch", "SharedUI", "TerminalUI", "TestSupport",
      ],
      path: "Sources/Benchmarks/ScreenBenchmark"
    ),
    // Twenty keys typed at three paces, per architecture: searches, frames, bytes and time.
    .executableTarget(
      name: "TypingBenchmark",
      dependencies: [
        "BenchmarkSupport", "Registry", "RepositorySearch", "SharedUI", "TerminalUI", "TestSupport",
      ],
      path: "Sources/Benchmarks/TypingBenchmark"
    ),

    // MARK: - Tools

    // A tiny program on the real terminal backend: shows decoded keys and the size; the
    // restore check in Scripts/ drives it in tmux.
    .executableTarget(
      name: "TerminalCheck",
      dependencies: ["TerminalUI"],
      path: "Sources/Tools/TerminalCheck"
    ),

    // Prints the registry for scripts: the demo executables, or the README's table; and the
    // targets of Package.swift as the kit's tools read it.
    .executableTarget(
      name: "ArchitectureList",
      dependencies: ["Comparison", "Registry", "SharedUI"],
      path: "Sources/Tools/ArchitectureList"
    ),

    // Reads the event stream of a `swift test` run for scripts: one line per test case with its
    // outcome, for the compliance matrix and the kata.
    .executableTarget(
      name: "TestResults",
      path: "Sources/Tools/TestResults"
    ),

    // Where each concern lives in each architecture, read from the sources and checked against
    // each folder's concerns.json; and two architectures' files diffed role by role. Optimized
    // even in a debug build, as SwiftSource is: the suites read every architecture through it.
    .target(
      name: "Comparison",
      dependencies: ["SwiftSource", "TerminalUI"],
      swiftSettings: optimizedInDebug
    ),
    // Swift source with comments and literals blanked, and its tokens: what the comparison
    // tools and the trace instrumentation read code with. Optimized even in a debug build, as
    // the toolkit is: it reads every Swift file of the package scalar by scalar for `compare`
    // and for the suites, twice as fast optimized, for under a second more of compiling.
    .target(
      name: "SwiftSource",
      swiftSettings: optimizedInDebug
    ),
    .testTarget(
      name: "ComparisonTests",
      dependencies: [
        "Comparison", "Registry", "ScreenCapture", "SharedUI", "SwiftSource", "TestSupport",
        "TraceInstrumentation",
      ]
    ),

    // Two architectures live in one terminal split in two panes, every key sent to both.
    .target(
      name: "SplitScreen",
      dependencies: ["Launcher", "SharedUI", "TerminalUI"]
    ),
    .testTarget(
      name: "SplitScreenTests",
      dependencies: [
        "SplitScreen", "MVC", "MVP", "SharedUI", "TerminalUI", "TestSupport", "TraceSession",
        "TracedArchitectures",
      ]
    ),

    // The README's pictures: the real app's frames on an in-memory terminal, drawn as SVG.
    .target(
      name: "ScreenCapture",
      dependencies: [
        "Comparison", "Registry", "RepositorySearch", "SharedUI", "TerminalUI", "TestSupport",
      ],
      path: "Sources/Tools/ScreenCapture"
    ),

    // `swift run compare`: the table, `compare diff A B` and `compare run A B`, for every
    // architecture in the registry. The commands take their standard streams as an argument,
    // so that the tests run them in process; the executable hands them the process's own.
    .target(
      name: "CompareCommand",
      dependencies: [
        "Comparison", "Launcher", "Registry", "ScreenCapture", "SharedUI", "SplitScreen",
        "TerminalUI", "TraceSession", "TracedArchitectures",
      ],
      path: "Sources/Tools/CompareCommand"
    ),
    .testTarget(
      name: "CompareCommandTests",
      dependencies: ["CompareCommand", "Comparison", "TestSupport"]
    ),
    .executableTarget(
      name: "Compare",
      dependencies: ["CompareCommand"],
      path: "Sources/Tools/Compare"
    ),

    // `Scripts/new-architecture NAME --from KEY`: a copy of an architecture registered as a new
    // one, all or nothing, and `--remove NAME`. Built from no architecture, so that it still runs
    // while a new one does not compile.
    .target(
      name: "ArchitectureCopy",
      dependencies: ["Comparison", "SwiftSource", "TraceInstrumentation"],
      path: "Sources/Tools/ArchitectureCopy"
    ),
    .testTarget(
      name: "ArchitectureCopyTests",
      dependencies: ["ArchitectureCopy", "Comparison", "TraceInstrumentation"]
    ),
    .executableTarget(
      name: "NewArchitecture",
      dependencies: ["ArchitectureCopy", "Comparison"],
      path: "Sources/Tools/NewArchitecture"
    ),

    // The DocC site's catalogs, from the chapters, the registry's lesson path, the sources and
    // the symbol graphs of the built modules: Scripts/docs-site converts and merges them.
    .target(
      name: "DocsGeneration",
      dependencies: ["Comparison", "Registry", "SharedUI"],
      path: "Sources/Tools/DocsGeneration"
    ),
    .testTarget(
      name: "DocsGenerationTests",
      dependencies: ["Comparison", "DocsGeneration", "Registry"]
    ),
    .executableTarget(
      name: "DocsGenerator",
      dependencies: ["Comparison", "DocsGeneration"],
      path: "Sources/Tools/DocsGenerator"
    ),

    // MARK: - Tracing

    // `compare trace`: a copy of each architecture's own sources with a trace call at the entry
    // of every method, so that the architecture folders hold no tracing code.
    // What the copies call, and nothing else.
    .target(
      name: "Tracing",
      path: "Sources/Tracing/Runtime"
    ),
    // The rewrite, and the tool that writes the copies into Sources/Tracing/Generated (a test
    // fails when a copy is behind its architecture).
    .target(
      name: "TraceInstrumentation",
      dependencies: ["SwiftSource"],
      path: "Sources/Tracing/Instrumentation"
    ),
    .executableTarget(
      name: "TraceInstrumenter",
      dependencies: ["Comparison", "TraceInstrumentation"],
      path: "Sources/Tracing/Instrumenter"
    ),
    // A traced copy run step by step: the calls each step makes, as text or a sequence diagram.
    .target(
      name: "TraceSession",
      dependencies: [
        "Launcher", "RepositorySearch", "SharedUI", "TerminalUI", "TestSupport", "Tracing",
      ],
      path: "Sources/Tracing/Session"
    ),
    .testTarget(
      name: "TracingTests",
      dependencies: [
        "Comparison", "Launcher", "Registry", "SharedUI", "TraceInstrumentation", "TraceSession",
        "TracedArchitectures", "Tracing",
      ]
    ),
    // The traced copies, by name, and the diagrams the documentation embeds from them.
    .target(
      name: "TracedArchitectures",
      dependencies: ["SharedUI", "TraceSession"]
        + architectures.map { .target(name: "Traced" + $0.folder) },
      path: "Sources/Tracing/TracedRegistry"
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - Architectures' targets

// Each architecture's targets, made from its entry in `architectures` the same way for every
// one, so that the layer graph is the same for all: a non-UI module (when it has one) that sees
// the shared model and not the toolkit, a UI module on top of it, a thin demo executable, the
// tests of each module, and the traced copy `compare trace` runs.
// (Sources/Comparison/Source/PackageManifest+Architectures.swift reads the manifest this way.)
for architecture in architectures {
  let folder = architecture.folder
  var presentation: [Target.Dependency] = []
  if architecture.presentationModule {
    presentation = [.target(name: folder + "Presentation")]
    package.targets += [
      .target(
        name: folder + "Presentation",
        dependencies: ["RepositorySearch"],
        path: "Sources/\(folder)/Presentation"
      ),
      // Tests of the non-UI layer, free of the toolkit as it is.
      .testTarget(
        name: folder + "PresentationTests",
        dependencies: presentation + ["RepositorySearch", "TestSupport"]
      ),
    ]
  }
  package.targets += [
    // The view controllers, the composition root and the entry point the launcher runs.
    .target(
      name: folder,
      dependencies: presentation + ["RepositorySearch", "SharedUI", "TerminalUI"],
      path: "Sources/\(folder)/UI"
    ),
    .testTarget(
      name: folder + "Tests",
      dependencies: [.target(name: folder)] + presentation + [
        "RepositorySearch", "SharedUI", "TerminalUI", "TestSupport",
      ]
    ),
    // `swift run <demo>`: a few lines that hand the architecture to the launcher.
    .executableTarget(
      name: folder + "Demo",
      dependencies: ["Launcher", .target(name: folder), "SharedUI"],
      path: "Sources/\(folder)/Demo"
    ),
    // Its traced copy, both layers merged into one module: generated by
    // `swift run trace-instrumenter`, never edited (see Sources/Tracing).
    .target(
      name: "Traced" + folder,
      dependencies: ["RepositorySearch", "SharedUI", "TerminalUI", "Tracing"],
      path: "Sources/Tracing/Generated/" + folder
    ),
  ]
}

// Strictness every build sees, `swift build`, `swift test` and `swift run` alike, so that no
// command builds a configuration of its own: a warning is an error in every target. (The layer
// boundary, each import a declared dependency, is checked by the suite: see
// Tests/RegistryTests/ImportBoundaryTests.swift.)
for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [SwiftSetting.treatAllWarnings(as: .error)]
}
