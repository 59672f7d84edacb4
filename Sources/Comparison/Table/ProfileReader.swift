import SwiftSource

/// Reads one architecture's ``ArchitectureProfile`` from the package's files, and checks its
/// declarations against the code.
package struct ProfileReader {
  /// The type every architecture's model is reached through.
  package static let modelProtocol = "RepositorySearchService"

  private let tree: any FileTree
  private let manifest: PackageManifest
  private let allowsMissingDeclarations: Bool

  /// A reader of the package in `tree`, whose `Package.swift` is `manifest`.
  ///
  /// With `allowsMissingDeclarations`, an architecture without `concerns.json` (one just
  /// registered) gets a profile whose concerns are undeclared; without, it is an error.
  package init(
    tree: any FileTree, manifest: PackageManifest, allowsMissingDeclarations: Bool = false
  ) {
    self.tree = tree
    self.manifest = manifest
    self.allowsMissingDeclarations = allowsMissingDeclarations
  }

  /// The profile of `architecture`; throws every declaration that does not hold.
  package func profile(of architecture: ComparedArchitecture) throws(ComparisonError)
    -> ArchitectureProfile
  {
    let folder = "Sources/" + architecture.folder
    let paths = tree.files(under: folder).filter { $0.hasSuffix(".swift") }
    guard !paths.isEmpty else {
      throw ComparisonError("\(folder) holds no Swift files: is '\(architecture.name)' there?")
    }
    let files = paths.compactMap { tree.swiftFile(at: $0) }
    let concerns = try checkedConcerns(in: folder, files: files)
    let facts = CodeFacts(
      files: files.filter { !$0.path.hasPrefix(folder + "/Demo/") },
      shared: manifest.sharedTargets(of: folder).flatMap { tree.swiftFiles(under: $0.path) })
    return ArchitectureProfile(
      name: architecture.name,
      folder: architecture.folder,
      concerns: concerns ?? [:],
      isDeclared: concerns != nil,
      results: facts.storedProperties(ofType: "[Repository]"),
      modelCreation: facts.members(using: ".searchService"),
      screenCreation: facts.screenCreation(),
      references: facts.references(toTypesAnd: [Self.modelProtocol]),
      isolation: isolation(of: architecture.folder, files: files),
      lines: lines(in: files, folder: folder),
      testsWithoutUI: testCount(in: "Tests/\(architecture.folder)PresentationTests"),
      testsWithToolkit: testCount(in: "Tests/\(architecture.folder)Tests") ?? 0)
  }

  /// The declared places, checked; nil when the folder declares none and that is allowed.
  private func checkedConcerns(in folder: String, files: [SwiftFile]) throws(ComparisonError)
    -> [Concern: [CodeLocation]]?
  {
    let path = folder + "/" + ConcernDeclarations.fileName
    guard let json = tree.contents(of: path) else {
      if allowsMissingDeclarations { return nil }
      throw ComparisonError(
        "\(path) is missing: declare where each concern lives "
          + "(\(Concern.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    let declarations = try ConcernDeclarations(json: json, path: path)
    return try DeclarationChecker(folder: folder, files: files, declarationsPath: path)
      .check(declarations)
  }

  private func isolation(of folder: String, files: [SwiftFile]) -> ArchitectureProfile.Isolation {
    let presentationPath = "Sources/\(folder)/Presentation"
    let packageModules = Set(manifest.targets.map(\.name))
    if let target = manifest.target(atPath: presentationPath) {
      let imports = files.filter { $0.path.hasPrefix(presentationPath + "/") }
        .flatMap(\.imports)
      let toolchain = imports.filter { !packageModules.contains($0) }
      return .init(
        module: target.name, dependencies: target.dependencies,
        toolchainImports: Array(Set(toolchain)).sorted())
    }
    let single = manifest.target(atPath: "Sources/\(folder)/UI")
    return .init(module: nil, dependencies: single?.dependencies ?? [], toolchainImports: [])
  }

  private func lines(in files: [SwiftFile], folder: String) -> [Layer: Int] {
    var lines = Dictionary(uniqueKeysWithValues: Layer.allCases.map { ($0, 0) })
    for file in files {
      guard let layer = Layer.of(String(file.path.dropFirst(folder.count + 1))) else { continue }
      lines[layer, default: 0] += Layer.linesOfCode(in: file)
    }
    return lines
  }

  /// The `@Test` functions under `folder`; nil when the folder has no Swift file.
  private func testCount(in folder: String) -> Int? {
    let paths = tree.files(under: folder).filter { $0.hasSuffix(".swift") }
    guard !paths.isEmpty else { return nil }
    return paths.reduce(0) { count, path in
      let code = SwiftCode(tree.contents(of: path) ?? "")
      return count + Token.tokens(of: code).filter { $0.text == "@Test" }.count
    }
  }
}

extension ProfileReader {
  /// The profiles of `architectures` in the package at `tree`, in order; throws every problem
  /// found in any of them at once.
  package static func profiles(
    of architectures: [ComparedArchitecture], in tree: any FileTree,
    allowingMissingDeclarations: Bool = false
  ) throws(ComparisonError) -> [ArchitectureProfile] {
    guard let text = tree.contents(of: "Package.swift") else {
      throw ComparisonError("Package.swift not found: run compare from the package's folder")
    }
    let reader = ProfileReader(
      tree: tree, manifest: PackageManifest(text: text),
      allowsMissingDeclarations: allowingMissingDeclarations)
    var profiles: [ArchitectureProfile] = []
    var problems: [String] = []
    for architecture in architectures {
      do {
        profiles.append(try reader.profile(of: architecture))
      } catch {
        problems.append(error.description)
      }
    }
    guard problems.isEmpty else { throw ComparisonError(problems.joined(separator: "\n")) }
    return profiles
  }
}
