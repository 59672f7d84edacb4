import Comparison
import Foundation
import TestSupport
import Testing

/// What the prose says about the code of two architectures holds, as `compare diff` would show
/// it.
///
/// A sentence that says code is another chapter's "line for line" (「1 行も違いません」) names
/// what it means — a member in backticks, a file, a role such as "the view model", or the
/// excerpt just above — and the chapter or demo it means, and the two have the same code,
/// comments aside. A paragraph that sends the reader to `swift run compare diff A B ROLE` names
/// every member the diff changes in code.
@Suite struct LineForLineTests {
  let index: DocumentationIndex
  var documentation: Documentation { index.documentation }

  init() throws {
    index = try DocumentationIndex.shared.get()
  }

  /// What a claim is about: a member, a file, or the files of a role.
  enum Subject: CustomStringConvertible {
    /// A member, by the name the prose gives it, in the file that declares it.
    case member(String, file: String?)
    /// A file, by its name.
    case file(String)

    var description: String {
      switch self {
      case .member(let name, _): "`\(name)`"
      case .file(let name): "`\(name)`"
      }
    }
  }

  /// The words that make a sentence a claim of sameness, and the hedges that, just before them,
  /// make it none.
  static let claims = ["line for line", "1 行も違い", "1 行ずつ同じ"]
  static let hedges = ["almost ", "ほぼ "]

  /// The role nouns a claim may be about, and the file of the role they name.
  static let roles = [
    ("view models", "ViewModel.swift"), ("view model", "SearchViewModel.swift"),
    ("ViewModel", "SearchViewModel.swift"), ("presenter", "SearchPresenter.swift"),
    ("Presenter", "SearchPresenter.swift"),
  ]

  @Test func codeSaidToBeTheSameLineForLineIs() throws {
    var failures: [String] = []
    for (path, text) in documentation.markdownFiles.sorted(by: { $0.key < $1.key })
    where Self.isArchitecturePage(path) {
      for sentence in index.sentences(of: path) {
        guard let claim = Self.claimRange(in: sentence.text) else { continue }
        failures += check(sentence, claim: claim, in: path, text: text)
      }
    }
    for failure in failures { Issue.record(Comment(rawValue: failure)) }
  }

  @Test func aParagraphThatSendsTheReaderToARolesDiffNamesEveryChange() throws {
    let command = #/swift run compare diff ([a-z-]+) ([a-z-]+) (\w+)/#
    for (path, text) in documentation.markdownFiles.sorted(by: { $0.key < $1.key })
    where Self.isArchitecturePage(path) && text.contains("swift run compare diff") {
      for sentence in index.sentences(of: path) {
        for match in sentence.text.matches(of: command, startingWith: "swift run compare diff ") {
          let old = try #require(folder(ofDemo: "\(match.output.1)-demo"), "\(path): \(match.0)")
          let new = try #require(folder(ofDemo: "\(match.output.2)-demo"), "\(path): \(match.0)")
          let role = try #require(
            files(in: old).first { $0.hasSuffix("/\(match.output.3).swift") },
            "\(path):\(sentence.line): no \(match.output.3).swift in Sources/\(old)")
          let newRole = "Sources/\(new)/" + role.dropFirst("Sources/\(old)/".count)
          let changed = SwiftMembers.changedNames(
            from: index.members(of: role), to: index.members(of: newRole))
          #expect(!changed.isEmpty, "\(path):\(sentence.line): \(match.0) changes no member")
          let paragraph = Self.paragraph(around: sentence.line, in: text)
          let named = Set(
            paragraph.matches(of: #/`([^`]+)`/#, startingWith: "`").map { String($0.output.1) })
          for name in changed where !named.contains(name) && !named.contains(baseName(name)) {
            let message =
              "\(path):\(sentence.line): \(match.0) changes `\(name)`, which the paragraph "
              + "does not name"
            Issue.record(Comment(rawValue: message))
          }
        }
      }
    }
  }

  @Test func aClaimAboutChangedCodeFails() {
    let planted = """
      Code: `Sources/MVVMCoordinator/`.

      The view model is chapter 06's, line for line, except for one input.
      """
    let page = "Tutorials/en/12-mvvm-coordinator.md"
    let sentence = ProseSentence.sentences(in: planted)[1]
    let claim = Self.claimRange(in: sentence.text)
    #expect(claim != nil)
    let failures = claim.map { check(sentence, claim: $0, in: page, text: planted) } ?? []
    #expect(failures.count == 1)
    #expect(failures.first?.contains("`SearchViewModel.swift`") == true)
    #expect(failures.first?.contains("detailToShow") == true)
  }

  // MARK: - Reading a claim

  /// The chapters and the architectures' READMEs: the pages that speak of one architecture.
  static func isArchitecturePage(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    if parts.count == 3, parts[0] == "Tutorials", parts[1] == "en" || parts[1] == "ja" {
      // `NN-name.md`: two digits and a hyphen.
      let name = parts[2].utf8
      return name.count > 3 && name.prefix(2).allSatisfy { $0 &- 0x30 < 10 }
        && name.dropFirst(2).first == 0x2D && path.hasSuffix(".md")
    }
    return parts.count == 3 && parts[0] == "Sources" && parts[2] == "README.md"
  }

  /// Where `text` claims sameness, unless a hedge comes just before.
  static func claimRange(in text: String) -> Range<String.Index>? {
    for phrase in claims {
      for range in text.exactRanges(of: phrase) {
        let before = text[..<range.lowerBound]
        if !hedges.contains(where: { before.hasSuffix($0) }) { return range }
      }
    }
    return nil
  }

  /// The failures of one claim: empty when the code it names is the same in both.
  func check(
    _ sentence: ProseSentence, claim: Range<String.Index>, in path: String, text: String
  ) -> [String] {
    let place = "\(path):\(sentence.line)"
    guard let own = folder(ofPage: path, text: text) else {
      return ["\(place): the page names no `Sources/<Architecture>/` its claims are about"]
    }
    guard let other = otherFolder(in: sentence.text) else {
      return ["\(place) names no chapter or demo to be the same as: \(sentence)"]
    }
    guard let subject = subject(of: sentence, claim: claim, text: text, path: path) else {
      return ["\(place) names nothing to compare (a member, a file or a role): \(sentence)"]
    }
    let ownFile: String
    switch subject {
    case .file(let name):
      guard let file = files(in: own).first(where: { $0.hasSuffix("/" + name) }) else {
        return ["\(place): no \(name) in Sources/\(own)"]
      }
      ownFile = file
    case .member(let name, let file):
      let declaring = files(in: own).filter { !index.members(of: $0).members(named: name).isEmpty }
      if let file, declaring.contains(file) {
        ownFile = file
      } else if declaring.count == 1 {
        ownFile = declaring[0]
      } else {
        return ["\(place): `\(name)` is declared in \(declaring.count) files of Sources/\(own)"]
      }
    }
    // The same path in the other architecture; for a member whose role has another file name
    // there (a presenter's method in a view model), the one file of it that implements the
    // member (a protocol only declares it).
    var otherFile = "Sources/\(other)/" + ownFile.dropFirst("Sources/\(own)/".count)
    if documentation.sourceFiles[otherFile] == nil, case .member(let name, _) = subject {
      let implementing = files(in: other).filter {
        index.members(of: $0).members(named: name).contains { $0.code.count > 1 }
      }
      if implementing.count == 1 { otherFile = implementing[0] }
    }
    let ownCode = index.members(of: ownFile)
    let otherCode = index.members(of: otherFile)
    let (mine, theirs): ([String], [String])
    switch subject {
    case .file:
      (mine, theirs) = (ownCode.code, otherCode.code)
    case .member(let name, _):
      (mine, theirs) = (
        ownCode.members(named: name).flatMap(\.code), otherCode.members(named: name).flatMap(\.code)
      )
    }
    if mine == theirs, !mine.isEmpty { return [] }
    let changed =
      subjectIsFile(subject) ? SwiftMembers.changedNames(from: otherCode, to: ownCode) : []
    return [
      "\(place) says \(subject) is \(other)'s line for line, but \(ownFile) and \(otherFile) "
        + "differ in code"
        + (changed.isEmpty ? "" : " (\(changed.joined(separator: ", ")))") + ": "
        + Self.differences(from: theirs, to: mine) + " — \(sentence)"
    ]
  }

  private func subjectIsFile(_ subject: Subject) -> Bool {
    if case .file = subject { true } else { false }
  }

  /// What the claim is about: the last member or file named in backticks before it, else a role
  /// noun before it, else the first declaration of the last excerpt above the sentence.
  func subject(
    of sentence: ProseSentence, claim: Range<String.Index>, text: String, path: String
  ) -> Subject? {
    let before = sentence.text[..<claim.lowerBound]
    let file = lastExcerpt(before: sentence.line, in: text, of: path)?.file
    for code in before.matches(of: #/`([^`]+)`/#).reversed() {
      let name = String(code.output.1)
      if name.hasSuffix(".swift"), !name.contains("/") { return .file(name) }
      if name.wholeMatch(of: #/[a-zA-Z_]\w*(?:\([\w:]*\))?/#) != nil, !name.hasSuffix("-demo") {
        return .member(name, file: file)
      }
    }
    let words = ProseSentence(line: sentence.line, text: String(before)).words
    for (noun, role) in Self.roles where words.contains(noun) { return .file(role) }
    guard let excerpt = lastExcerpt(before: sentence.line, in: text, of: path),
      let first = SwiftMembers(source: "struct S {\n" + excerpt.code + "\n}").members.first
    else { return nil }
    return .member(first.name, file: excerpt.file)
  }

  /// The last Swift excerpt of `text`, the page at `path`, that ends before `line`: its file and
  /// its code.
  func lastExcerpt(before line: Int, in text: String, of path: String)
    -> (file: String, code: String)?
  {
    // A page of the package has its blocks read already; a planted copy is read here.
    let read =
      documentation.markdownFiles[path] == text
      ? documentation.markdownBlocks[path] ?? [] : MarkdownBlock.blocks(in: text)
    let blocks = read.filter {
      $0.language == "swift" && $0.line + $0.lines.count < line
    }
    guard let block = blocks.last, let first = block.lines.first,
      first.trimmingCharacters(in: .whitespaces).hasPrefix("// From ")
    else { return nil }
    let file = first.trimmingCharacters(in: .whitespaces).dropFirst("// From ".count)
    return (String(file), block.lines.dropFirst().joined(separator: "\n"))
  }

  /// The architecture a page speaks of: a README's folder, or the folder a chapter's code is in
  /// ("Code: `Sources/MVVMModel/`", 「コードは `Sources/MVVMModel/`」).
  func folder(ofPage path: String, text: String) -> String? {
    if path.hasPrefix("Sources/") { return String(path.split(separator: "/")[1]) }
    return text.firstMatch(of: #/(?:Code:|コードは) `Sources/(\w+)/#).map { String($0.output.1) }
  }

  /// The architecture a claim compares with: a chapter (`chapter 06`, 「第 6 章」) or a demo.
  func otherFolder(in sentence: String) -> String? {
    if let chapter = sentence.firstMatch(of: #/chapter (\d+)|第 (\d+) 章/#),
      let number = Int(chapter.output.1 ?? chapter.output.2 ?? "")
    {
      let prefix = String(format: "Tutorials/en/%02d-", number)
      guard let page = documentation.markdownFiles.first(where: { $0.key.hasPrefix(prefix) })
      else { return nil }
      return folder(ofPage: page.key, text: page.value)
    }
    if let demo = sentence.firstMatch(of: #/`([a-z-]+-demo)`/#) {
      return folder(ofDemo: String(demo.output.1))
    }
    return nil
  }

  /// The architecture folder of a demo, read from the manifest's list of architectures.
  func folder(ofDemo demo: String) -> String? {
    PackageManifest(text: documentation.packageManifest).architectures
      .first { $0.demo == demo }?.folder
  }

  /// The Swift files of an architecture's folder.
  func files(in folder: String) -> [String] {
    index.sourceFiles(inFolder: folder)
  }

  private func baseName(_ name: String) -> String { String(name.prefix { $0 != "(" }) }

  /// The lines of `text` around `line` up to a blank line on each side.
  static func paragraph(around line: Int, in text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var start = line - 1
    var end = line - 1
    while start > 0, !lines[start - 1].trimmingCharacters(in: .whitespaces).isEmpty { start -= 1 }
    while end + 1 < lines.count, !lines[end + 1].trimmingCharacters(in: .whitespaces).isEmpty {
      end += 1
    }
    return lines[start...end].joined(separator: "\n")
  }

  /// The code lines only one side has, a few of each: `− old` and `+ new`.
  static func differences(from old: [String], to new: [String]) -> String {
    let removed = old.filter { !new.contains($0) }.prefix(3).map { "− \($0)" }
    let added = new.filter { !old.contains($0) }.prefix(3).map { "+ \($0)" }
    return (removed + added).joined(separator: "; ")
  }
}
