import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `Scripts/kata` loses nothing a learner wrote.
///
/// Started three times at once, after `swift package clean`, over the learner's own edits, with
/// a file moved, or when it cannot take everything out, each command completes or changes
/// nothing, says in one line what it did not do, and `solution` gives back every file byte for
/// byte; `verify` works in a copy of the package, and killed in its build leaves the tree as it
/// was. The real script runs in a scratch copy of the tree (`KataTree`); nothing here builds
/// Swift.
@Suite struct KataTests {
  /// A learner's line, written inside a body an exercise takes out.
  static let note = "    // my note: keep this"

  /// Rounds of three starts at once; `Scripts/fuzz` runs many more.
  static let rounds = Int(ProcessInfo.processInfo.environment["KATA_ROUNDS"] ?? "") ?? 1

  /// Another exercise's files stand by in the tree: `solution` must give them back untouched too.
  @Test func startsAtOnceTakeOneLockAndLoseNothing() async throws {
    let tree = try KataTree(exercises: "mvvm-entity/view-model", "mvc/paging")
    defer { tree.remove() }
    let removal = try #require(KataTree.directives("remove", of: "mvvm-entity/view-model").first)
    try tree.insert(Self.note, after: removal.value, in: removal.file)
    let learner = tree.snapshot()
    for round in 1...Self.rounds {
      async let first = tree.kata("start", "mvvm-entity", "view-model")
      async let second = tree.kata("start", "mvvm-entity", "view-model")
      async let third = tree.kata("start", "mvvm-entity", "view-model")
      let results = try await [first, second, third]
      #expect(results.filter { $0.status == 0 }.count == 1, "round \(round): one start runs")
      for refused in results where refused.status != 0 {
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty, "round \(round): \(refused.output)")
        let lines = refused.errorOutput.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("kata: "), "round \(round): \(lines)")
      }
      let solution = try await tree.kata("solution")
      #expect(solution.status == 0, "round \(round): \(solution.errorOutput)")
      #expect(tree.changedFiles(since: learner) == [], "round \(round)")
    }
  }

  /// Killed in its build, `verify` leaves the tree and `git status` as they were at once.
  ///
  /// Killed by `kill` (SIGTERM), a terminal closing (SIGHUP) or SIGKILL, it leaves nothing for
  /// the next command to put back: it takes the code out of a copy of the package, never out of
  /// the tree. One exercise is enough to show it, and costs a tenth of them all; each signal is
  /// a run of its own, about half a second of processes (git, the script, the next command).
  @Test(arguments: [SIGTERM, SIGHUP, SIGKILL])
  func verifyKilledInItsBuildLeavesTheTreeAsItWas(signal: Int32) async throws {
    let tree = try KataTree(exercises: "mvc/paging")
    defer { tree.remove() }
    try tree.commitEverything()
    let removal = try #require(KataTree.directives("remove", of: "mvc/paging").first)
    try tree.insert(Self.note, after: removal.value, in: removal.file)
    let learner = tree.snapshot()
    let status = try tree.gitStatus()
    #expect(status == " M \(removal.file)\n", "the learner's own edit")

    let verify = try await VerifyInItsBuild(tree: tree)
    defer { verify.killBuild() }
    #expect(tree.changedFiles(since: learner) == [], "the tree keeps its code")
    #expect(verify.directory == tree.root.appendingPathComponent(".build-kata-verify/package").path)
    let copy = KataTree(copyOf: tree, at: URL(fileURLWithPath: verify.directory))
    let files = try KataTree.directives("file", of: "mvc/paging").map(\.value)
    #expect(copy.changedFiles(since: learner) == Array(Set(files)).sorted(), "out of the copy")
    let refused = try await tree.kata("start", "mvc", "paging")
    #expect(refused.status == 1)
    #expect(refused.errorOutput.split(separator: "\n").count == 1, "\(refused.errorOutput)")
    #expect(refused.errorOutput.contains("(process \(verify.script)) is running"))

    kill(verify.script, signal)
    verify.killBuild()  // as the terminal's signal reaches the build too
    let result = try await verify.result.value
    #expect(result.wasSignalled == (signal == SIGKILL))
    #expect(result.status == (signal == SIGKILL ? SIGKILL : 128 + signal))
    #expect(try tree.gitStatus() == status)
    #expect(tree.changedFiles(since: learner) == [])
    let next = try await tree.kata("status")
    #expect(next.output == "no exercise in progress\n")
    #expect(next.errorOutput.isEmpty, "nothing to put back: \(next.errorOutput)")
  }

  /// The next verify brings the copy up to date with the tree, taking the code out afresh: the
  /// learner's edits since, a file added and one deleted; a file that did not change is not
  /// written again, so the build kept in the copy recompiles only what changed.
  @Test func theNextVerifyCopiesOnlyWhatChanged() async throws {
    let tree = try KataTree(exercises: "mvc/paging")
    defer { tree.remove() }
    let first = try await VerifyInItsBuild(tree: tree)
    first.killBuild()
    kill(first.script, SIGKILL)
    _ = try await first.result.value
    let copy = KataTree(copyOf: tree, at: URL(fileURLWithPath: first.directory))
    let unchanged = copy.root.appendingPathComponent("Scripts/lib/usage.bash").path
    let before = try FileManager.default.attributesOfItem(atPath: unchanged)
    let file = try #require(KataTree.directives("file", of: "mvc/paging").first?.value)
    try tree.insert("// the learner's line", after: "import", in: file)
    try tree.write("notes\n", to: "Notes.md")
    try tree.delete("Tutorials/Exercises/README.md")

    let second = try await VerifyInItsBuild(tree: tree)
    defer { second.killBuild() }
    #expect(second.directory == first.directory)
    #expect(copy.contents("Notes.md") == tree.contents("Notes.md"))
    #expect(copy.contents("Tutorials/Exercises/README.md") == nil)
    let stub = String(decoding: copy.contents(file) ?? Data(), as: UTF8.self)
    #expect(stub.contains("// the learner's line") && stub.contains("// TODO:"))
    let after = try FileManager.default.attributesOfItem(atPath: unchanged)
    for key in [FileAttributeKey.systemFileNumber, .modificationDate] {
      let (old, new) = (before[key] as? NSObject, after[key] as? NSObject)
      #expect(old != nil && new == old, "\(key.rawValue): \(String(describing: new))")
    }
  }

  /// `solution` keeps the latest attempts of an exercise, `kept_attempts` in all: the new one
  /// as the exercise's name, the one before numbered above the others, the oldest deleted.
  @Test func solutionKeepsTheLatestAttempts() async throws {
    let tree = try KataTree(exercises: "mvc/paging")
    defer { tree.remove() }
    let state = try String(
      contentsOf: tree.root.appendingPathComponent("Scripts/lib/kata-state.bash"), encoding: .utf8)
    let constant = try #require(state.firstMatch(of: #/kept_attempts=(\d+)/#))
    let kept = try #require(Int(constant.1))
    let attempts = tree.root.appendingPathComponent(".kata/attempt/mvc")
    // The attempts so far, oldest first: `paging.1` … and `paging`, the latest.
    let planted = (1..<kept).map { "paging.\($0)" } + ["paging"]
    for name in planted {
      try FileManager.default.createDirectory(
        at: attempts.appendingPathComponent(name), withIntermediateDirectories: true)
      try tree.write(name, to: ".kata/attempt/mvc/\(name)/planted")
    }
    #expect(try await tree.kata("start", "mvc", "paging").status == 0)
    #expect(try await tree.kata("solution").status == 0)

    let names = try FileManager.default.contentsOfDirectory(atPath: attempts.path)
    let expected = ["paging"] + (2...kept).map { "paging.\($0)" }
    #expect(names.sorted() == expected.sorted(), "the oldest, paging.1, is deleted")
    #expect(tree.contents(".kata/attempt/mvc/paging.\(kept)/planted") == Data("paging".utf8))
    #expect(tree.contents(".kata/attempt/mvc/paging/planted") == nil, "the new one is the latest")
  }

  @Test func anExerciseOutlivesACleanOfTheBuildFolder() async throws {
    let tree = try KataTree(exercises: "mvc/paging")
    defer { tree.remove() }
    let removal = try #require(KataTree.directives("remove", of: "mvc/paging").first)
    try tree.insert(Self.note, after: removal.value, in: removal.file)
    let learner = tree.snapshot()
    try FileManager.default.createDirectory(
      at: tree.root.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
    #expect(try await tree.kata("start", "mvc", "paging").status == 0)
    try tree.delete(".build")  // what `swift package clean` deletes

    let status = try await tree.kata("status")
    #expect(status.output.hasPrefix("Tutorials/Exercises/mvc/paging.md is in progress"))
    let solution = try await tree.kata("solution")
    #expect(solution.status == 0, "\(solution.errorOutput)")
    #expect(tree.changedFiles(since: learner) == [])
  }

  @Test func statusFindsTheKatasTodoInTheTreeWithNoStateLeft() async throws {
    let tree = try KataTree(exercises: "mvc/paging")
    defer { tree.remove() }
    #expect(try await tree.kata("start", "mvc", "paging").status == 0)
    let stubbed = tree.snapshot()
    for state in [".build", ".kata"] { try? tree.delete(state) }

    let status = try await tree.kata("status")
    #expect(status.status == 1)
    #expect(status.output == "no exercise in progress\n")
    let removals = try KataTree.directives("remove", of: "mvc/paging")
    let lines = status.errorOutput.split(separator: "\n")
    #expect(lines.count == removals.count, "\(lines)")
    #expect(lines.allSatisfy { $0.contains("is still the TODO of mvc/paging") }, "\(lines)")

    // A stub is never saved as the code: the start is refused and changes nothing.
    let start = try await tree.kata("start", "mvc", "paging")
    #expect(start.status == 1)
    #expect(start.errorOutput.split(separator: "\n").count == 1, "\(start.errorOutput)")
    #expect(start.errorOutput.contains("already is the kata's TODO"))
    #expect(tree.changedFiles(since: stubbed) == [])
  }

  @Test func aStartThatCannotTakeEverythingOutChangesNothing() async throws {
    let tree = try KataTree(exercises: "mvc/paging")
    defer { tree.remove() }
    let removals = try KataTree.directives("remove", of: "mvc/paging")
    let (file, last) = try #require(removals.last)
    for removal in removals { try tree.insert(Self.note, after: removal.value, in: file) }
    try tree.replace(last, with: last + "  // the last row", in: file)
    let learner = tree.snapshot()

    let start = try await tree.kata("start", "mvc", "paging")
    #expect(start.status == 1)
    #expect(start.output.isEmpty, "\(start.output)")
    let lines = start.errorOutput.split(separator: "\n")
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.contains(file) == true)
    #expect(lines.first?.contains("nothing was changed") == true)
    #expect(tree.changedFiles(since: learner) == [])
    let status = try await tree.kata("status")
    #expect(status.output == "no exercise in progress\n" && status.errorOutput.isEmpty)
  }

  @Test func theLearnersEditsInsideTheRemovedBodiesComeBackWithTheSolution() async throws {
    let tree = try KataTree(exercises: "mvc/paging")
    defer { tree.remove() }
    let removals = try KataTree.directives("remove", of: "mvc/paging")
    let (file, last) = try #require(removals.last)
    // A first start, refused over an edited line, must leave nothing behind that a later start
    // would take for the learner's code.
    try tree.replace(last, with: last + "  // the last row", in: file)
    #expect(try await tree.kata("start", "mvc", "paging").status == 1)
    try tree.replace(last + "  // the last row", with: last, in: file)
    for removal in removals { try tree.insert(Self.note, after: removal.value, in: file) }
    let learner = tree.snapshot()

    #expect(try await tree.kata("start", "mvc", "paging").status == 0)
    let attempt = try #require(tree.contents(file))
    #expect(!String(decoding: attempt, as: UTF8.self).contains(Self.note), "the bodies are out")
    let solution = try await tree.kata("solution")
    #expect(solution.status == 0, "\(solution.errorOutput)")
    #expect(tree.changedFiles(since: learner) == [])
    #expect(tree.contents(".kata/attempt/mvc/paging/\(file)") == attempt, "the attempt is kept")
  }

  @Test func aMovedFileEndsTheExerciseAndSaysWhereItsCodeIs() async throws {
    let tree = try KataTree(exercises: "mvc/paging", "mvp/search-as-you-type")
    defer { tree.remove() }
    // An exercise over two files, made of two real ones, so that one file can be moved while
    // the other is put back.
    let parts = ["mvc/paging", "mvp/search-as-you-type"]
    var block = try parts.flatMap { try KataTree.block(of: $0) }.filter { !$0.hasPrefix("checks ") }
    block.append("checks MVCTests\\.")
    try tree.write(
      "# Two files\n\n```kata\n" + block.joined(separator: "\n") + "\n```\n",
      to: "Tutorials/Exercises/mvc/two-files.md")
    let files = try parts.flatMap { try KataTree.directives("file", of: $0).map(\.value) }
    let moved = try #require(files.last)
    #expect(Set(files).count > 1)
    let learner = tree.snapshot()
    #expect(try await tree.kata("start", "mvc", "two-files").status == 0)
    try tree.move(moved, to: "Moved.swift")

    let solution = try await tree.kata("solution")
    #expect(solution.status == 0)
    let lines = solution.errorOutput.split(separator: "\n")
    #expect(lines.count == 1, "\(lines)")
    let kept = ".kata/unrestored/\(moved)"
    #expect(lines.first?.contains(moved) == true && lines.first?.contains(kept) == true)
    #expect(tree.changedFiles(since: learner) == [moved], "the others are restored")
    #expect(tree.contents(kept) == learner[moved], "the code as it was is kept")
    #expect(try await tree.kata("status").output == "no exercise in progress\n")
    #expect(try await tree.kata("start", "mvc", "paging").status == 0, "the next one starts")
  }

  @Test func theSummaryCountsInWordsAndCutsAMessageAtAWord() async throws {
    let tree = try KataTree(exercises: "mvc/paging")
    defer { tree.remove() }
    let named = try KataTree.directives("fails", of: "mvc/paging").map(\.value)
    #expect(try await tree.kata("start", "mvc", "paging").status == 0)
    let message = (1...40).map { "word\($0)" }.joined(separator: " ")
    let other = "fail\tConformanceTests.PagingTests/S9/loadsMore(_:)/F.swift:1:1\tS9 more\tMVC\t"
    let own = "fail\t\(named[0])()/F.swift:2:2\tfirst()\t\tthe named one\n"
    try tree.write(other + message + "\n", to: "one.tsv")
    try tree.write(other + message + "\n" + own, to: "two.tsv")
    let run = #"cp "$RESULTS" "$3"; echo '✘ Test run with 2 tests failed.' >"$2"; exit 1"#

    let one = try await tree.kata(
      "check",
      environment: [
        "KATA_BUILD": "true", "KATA_TESTS": run,
        "RESULTS": tree.root.appendingPathComponent("one.tsv").path,
      ])
    #expect(one.status == 1)
    let lines = one.errorOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "kata: 0 of the \(named.count) tests this exercise names still fail; 1 test fails in all:"),
      "\(lines)")
    var words = "word1"
    for word in message.split(separator: " ").dropFirst() {
      guard (words + " " + word).utf8.count <= 150 else { break }
      words += " " + word
    }
    #expect(lines.contains("      \(words)…"), "\(lines)")

    let two = try await tree.kata(
      "check",
      environment: [
        "KATA_BUILD": "true", "KATA_TESTS": run,
        "RESULTS": tree.root.appendingPathComponent("two.tsv").path,
      ])
    #expect(
      two.errorOutput.contains(
        "kata: 1 of the \(named.count) tests this exercise names still fails; 2 tests fail in all:"),
      "\(two.errorOutput)")
  }

  /// `start` says that the learner's own edits are saved only when the file had some: against
  /// the last commit, the file as it was before `start`, not the stub it leaves.
  @Test func startMentionsTheLearnersOwnEditsOnlyWhenThereAreSome() async throws {
    let tree = try KataTree(exercises: "mvp/search-as-you-type")
    defer { tree.remove() }
    try tree.commitEverything()
    let clean = try await tree.kata("start", "mvp", "search-as-you-type")
    #expect(clean.status == 0, "\(clean.errorOutput)")
    #expect(!clean.output.contains("Your own changes"), "\(clean.output)")
    #expect(try await tree.kata("solution").status == 0)

    try tree.insert(
      "// the learner's note", after: "import RepositorySearch",
      in: "Sources/MVP/Presentation/SearchPresenter.swift")
    let edited = try await tree.kata("start", "mvp", "search-as-you-type")
    #expect(
      edited.output.contains(
        "Your own changes to Sources/MVP/Presentation/SearchPresenter.swift are saved"),
      "\(edited.output)")
    #expect(try await tree.kata("solution").status == 0)
  }

  /// Tests end in any order; the summary lists them the same way every run, the exercise's own
  /// first, each group by name, so that a page can show it.
  @Test func theSummaryListsTheFailuresInOneOrderWhateverOrderTheyEnded() async throws {
    let tree = try KataTree(exercises: "mvc/paging")
    defer { tree.remove() }
    let named = try KataTree.directives("fails", of: "mvc/paging").map(\.value)
    #expect(try await tree.kata("start", "mvc", "paging").status == 0)
    let results = [
      "fail\tConformanceTests.PagingTests/S9/b(_:)/F.swift:1:1\tS9 b\tMVC\tb failed",
      "fail\t\(named[1])()/F.swift:2:2\tsecond()\t\tsecond failed",
      "fail\tConformanceTests.PagingTests/S9/a(_:)/F.swift:3:3\tS9 a\tMVC\ta failed",
      "fail\t\(named[0])()/F.swift:4:4\tfirst()\t\tfirst failed",
    ]
    try tree.write(results.joined(separator: "\n") + "\n", to: "ended.tsv")
    try tree.write(results.reversed().joined(separator: "\n") + "\n", to: "reversed.tsv")
    let run = #"cp "$RESULTS" "$3"; echo '✘ Test run with 4 tests failed.' >"$2"; exit 1"#
    var summaries: [[String]] = []
    for file in ["ended.tsv", "reversed.tsv"] {
      let check = try await tree.kata(
        "check",
        environment: [
          "KATA_BUILD": "true", "KATA_TESTS": run,
          "RESULTS": tree.root.appendingPathComponent(file).path,
        ])
      summaries.append(check.errorOutput.split(separator: "\n").map(String.init))
    }
    let failures = summaries[0].filter { $0.hasPrefix("  ✘ ") }
    #expect(failures == ["  ✘ first()", "  ✘ second()", "  ✘ S9 a (MVC)", "  ✘ S9 b (MVC)"])
    #expect(summaries[0] == summaries[1])
  }
}

/// `Scripts/kata verify` started in a kata tree with a build that says it has started, then
/// blocks until it is killed: a test knows the script is in its build without waiting a fixed
/// time.
struct VerifyInItsBuild {
  /// The build's process id.
  let build: pid_t
  /// The script's process id.
  let script: pid_t
  /// The folder the build runs in.
  let directory: String
  /// How the script ends.
  let result: Task<DemoProcess.Result, any Error>

  /// Starts `verify` in `tree` and returns once its build has started.
  init(tree: KataTree) async throws {
    let run = UUID().uuidString
    let started = try tree.makePipe("build-started-\(run)")
    let blocks = try tree.makePipe("build-blocks-\(run)")
    // Open for writing too, so that a read waits for the build's line instead of ending while
    // no one writes; and open before the script starts, so that the script's end always finds
    // a reader to give its empty line to.
    let reader = open(started.path, O_RDWR | O_CLOEXEC)
    guard reader >= 0 else { throw KataTree.SetUpError.noPipe(started.path) }
    defer { close(reader) }
    let build = "echo $$ $PPID \"$PWD\" >'\(started.path)'; exec cat '\(blocks.path)'"
    result = Task {
      // However the script ends, an empty line: the test never waits for a build that did not
      // start. (After the build's own line, nobody reads it.)
      defer {
        let writer = open(started.path, O_WRONLY | O_NONBLOCK)
        if writer >= 0 {
          _ = write(writer, "\n", 1)
          close(writer)
        }
      }
      return try await tree.kata("verify", environment: ["KATA_BUILD": build])
    }
    let said = try await onAThreadOfItsOwn {
      var line: [UInt8] = []
      var byte: UInt8 = 0
      while read(reader, &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
      return line
    }
    let words = String(decoding: said, as: UTF8.self)
      .split(separator: " ", maxSplits: 2).map(String.init)
    guard words.count == 3, let build = pid_t(words[0]), let script = pid_t(words[1]) else {
      throw KataTree.SetUpError.noBuild(try await result.value.errorOutput)
    }
    (self.build, self.script, directory) = (build, script, words[2])
  }

  /// Ends the build, as a signal to the terminal's process group would.
  func killBuild() {
    kill(build, SIGKILL)
  }
}
