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
/// Started three times at once, killed in its build, after `swift package clean`, over the
/// learner's own edits, with a file moved, or when it cannot take everything out, each command
/// completes or changes nothing, says in one line what it did not do, and `solution` gives back
/// every file byte for byte. The real script runs in a scratch copy of the tree (`KataTree`);
/// nothing here builds Swift.
@Suite struct KataTests {
  /// A learner's line, written inside a body an exercise takes out.
  static let note = "    // my note: keep this"

  /// Rounds of three starts at once; `Scripts/fuzz` runs many more.
  static let rounds = Int(ProcessInfo.processInfo.environment["KATA_ROUNDS"] ?? "") ?? 1

  @Test func startsAtOnceTakeOneLockAndLoseNothing() async throws {
    let tree = try KataTree()
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

  @Test func verifyKilledInItsBuildIsPutBackByTheNextCommand() async throws {
    let tree = try KataTree()
    defer { tree.remove() }
    let removal = try #require(KataTree.directives("remove", of: "mvc/paging").first)
    try tree.insert(Self.note, after: removal.value, in: removal.file)
    let learner = tree.snapshot()
    // The fake build says it has started (its process id and the script's), then blocks until
    // it is killed.
    let started = try tree.makePipe("build-started")
    let blocks = try tree.makePipe("build-blocks")
    async let verify = Self.verify(
      in: tree, build: "echo $$ $PPID >'\(started.path)'; exec cat '\(blocks.path)'",
      saying: started)
    let said = try await onAThreadOfItsOwn {
      try FileHandle(forReadingFrom: started).readDataToEndOfFile()
    }
    let ids = String(decoding: said, as: UTF8.self).split(separator: " ").compactMap {
      pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    try #require(ids.count == 2, "the build never started")
    let (build, script) = (ids[0], ids[1])
    defer { kill(build, SIGKILL) }

    #expect(tree.changedFiles(since: learner) == KataTree.exerciseFiles, "all taken out")
    let refused = try await tree.kata("start", "mvc", "paging")
    #expect(refused.status == 1)
    #expect(refused.errorOutput.split(separator: "\n").count == 1, "\(refused.errorOutput)")
    #expect(refused.errorOutput.contains("(process \(script)) is running"))

    kill(script, SIGKILL)
    kill(build, SIGKILL)  // it holds the script's output open
    #expect(try await verify.status == SIGKILL, "killed")
    let status = try await tree.kata("status")
    #expect(status.output == "no exercise in progress\n")
    #expect(
      status.errorOutput
        == "kata: put back the code an interrupted Scripts/kata verify had taken out\n")
    #expect(tree.changedFiles(since: learner) == [])

    // A start after it saves the learner's code, not a stub.
    #expect(try await tree.kata("start", "mvc", "paging").status == 0)
    #expect(try await tree.kata("solution").status == 0)
    #expect(tree.changedFiles(since: learner) == [])
  }

  @Test func anExerciseOutlivesACleanOfTheBuildFolder() async throws {
    let tree = try KataTree()
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
    let tree = try KataTree()
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
    let tree = try KataTree()
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
    let tree = try KataTree()
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
    let tree = try KataTree()
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
    let tree = try KataTree()
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
    let tree = try KataTree()
    defer { tree.remove() }
    try tree.git("init", "-q")
    try tree.git("add", "-A")
    try tree.git(
      "-c", "user.name=kata", "-c", "user.email=kata@example.com", "commit", "-qm", "tree")
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
    let tree = try KataTree()
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

extension KataTests {
  /// Runs `Scripts/kata verify` in `tree` with `build` in place of the build; when it ends,
  /// opens the pipe `saying` for a moment, so that a test waiting there for the build to start
  /// is never left waiting.
  static func verify(in tree: KataTree, build: String, saying: URL) async throws
    -> DemoProcess.Result
  {
    let result = try await tree.kata("verify", environment: ["KATA_BUILD": build])
    let writer = open(saying.path, O_WRONLY | O_NONBLOCK)
    if writer >= 0 { close(writer) }
    return result
  }
}
