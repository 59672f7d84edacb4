import Foundation

/// The traced copy of one architecture folder, as the package keeps it: for each Swift file of
/// `Sources/<folder>/Presentation` (the module `<folder>Presentation`) and `Sources/<folder>/UI`
/// (the module `<folder>`), the file `Sources/Tracing/Generated/<folder>/<layer>-<file>`, where the
/// layer is `Presentation` or `UI`: the same role has the same name in every architecture's copy.
///
/// A copy's name carries its layer (not just the original's name) because each copy starts with
/// a line directive naming its original: a copy named like it would give the module two files
/// with one `#fileID`, which the compiler refuses.
///
/// The copies are sources of the package, written by `trace-instrumenter` and checked by the
/// suite, rather than written during the build: then every command a learner runs shares one
/// build, with nothing to regenerate when it switches from `swift test` to `swift run`.
package struct TracedCopy {
  /// One file of the copy.
  package struct File: Equatable {
    /// Its path from the package's root, such as
    /// `Sources/Tracing/Generated/MVP/Presentation-SearchPresenter.swift`.
    package var path: String
    /// What it holds.
    package var text: String
  }

  /// Where the copies live, from the package's root.
  package static let folder = "Sources/Tracing/Generated"

  /// The architecture folder, such as `MVP`.
  package var architecture: String

  /// The copy of the architecture in `Sources/<architecture>`.
  package init(architecture: String) {
    self.architecture = architecture
  }

  /// The folder that holds the copy, from the package's root.
  package var copyFolder: String { Self.folder + "/" + architecture }

  /// Each module the copy merges, its layer's folder name and its folder from the package's
  /// root.
  private var modules: [(name: String, layer: String, folder: String)] {
    [
      (architecture + "Presentation", "Presentation", "Sources/\(architecture)/Presentation"),
      (architecture, "UI", "Sources/\(architecture)/UI"),
    ]
  }

  /// The copy of the sources under `root`, file by file, in order of path.
  package func files(root: URL) throws -> [File] {
    var sources: [String: String] = [:]
    for module in modules {
      let folder = root.appending(path: module.folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names where name.hasSuffix(".swift") {
        sources[module.folder + "/" + name] = try String(
          contentsOf: folder.appending(path: name), encoding: .utf8)
      }
    }
    return files(sources: sources)
  }

  /// The copy of `sources`, file by file, in order of path: what a copy of files not yet written
  /// holds.
  ///
  /// `sources` are the architecture's Swift files by path from the package's root
  /// (`Sources/MVP/UI/Assembly.swift`); files of other folders, and of the layers' subfolders,
  /// are left out.
  package func files(sources: [String: String]) -> [File] {
    let instrumentation = Instrumentation(
      architecture: architecture, mergedModules: Set(modules.map(\.name)))
    var files: [File] = []
    for module in modules {
      for (path, original) in sources
      where path.hasPrefix(module.folder + "/") && path.hasSuffix(".swift")
        && !path.dropFirst(module.folder.count + 1).contains("/")
      {
        let name = path.dropFirst(module.folder.count + 1)
        files.append(
          File(
            path: copyFolder + "/" + module.layer + "-" + name,
            text: Self.header(original: path) + instrumentation.instrument(original)))
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The Swift files the copy's folder under `root` holds now, in order of path.
  package func filesOnDisk(root: URL) throws -> [File] {
    let folder = root.appending(path: copyFolder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return try names.sorted().filter { $0.hasSuffix(".swift") }.map {
      File(
        path: copyFolder + "/" + $0,
        text: try String(contentsOf: folder.appending(path: $0), encoding: .utf8))
    }
  }

  /// What a copied file starts with: that it is generated, and from what, then a line
  /// directive, so that a compiler message about the copy names the original file and line.
  package static func header(original: String) -> String {
    """
    // Generated from \(original) by `swift run trace-instrumenter`: do not edit.
    // swift-format-ignore-file
    #sourceLocation(file: "\(original)", line: 1)

    """
  }
}
