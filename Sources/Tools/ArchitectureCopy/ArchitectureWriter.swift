import Comparison
import Foundation

/// Writes a copy or a removal into the package on disk, all or nothing, through
/// ``PackageWrite``: the package's lock held, every file written to a temporary file beside it,
/// then renamed over it, with Ctrl-C, SIGTERM and SIGHUP held back while they are renamed (see
/// ``SignalDeferral``).
///
/// The order of the renames is what a run killed with SIGKILL leaves a way back from: a copy
/// writes `Package.swift` first, so that a package holding any of its files lists it; a removal
/// moves the folders aside first and writes `Package.swift` last, so that a package still
/// listing it may be missing its folders. Either way `--remove NAME` then takes out whatever
/// part of it is left.
package enum ArchitectureWriter {
  /// Adds the copy `name` of `key` to the package at `root`; returns the paths it wrote.
  ///
  /// Throws a ``Refusal`` when the copy cannot be made, or a `ComparisonError` when a file
  /// cannot be written: either way nothing is written.
  package static func add(
    _ name: String, from key: String, root: URL, waiting: @Sendable () -> Void = {}
  ) async throws -> [String] {
    var folders: [String] = []
    var refusal: Refusal?
    var holdsSignals = false
    do {
      defer { if holdsSignals { SignalDeferral.end() } }
      return try await PackageWrite.run(root: root, waiting: waiting) { write in
        // Read through the write, so that a file changed since is not written over.
        for path in ["Package.swift", RegistrySource.path] { _ = try write.contents(of: path) }
        let copy: ArchitectureCopy
        do throws(Refusal) {
          copy = try ArchitectureCopy(name: name, from: key, tree: DiskFileTree(root: root))
        } catch {
          refusal = error
          throw error
        }
        folders = ArchitectureCopy.folders(of: copy.name)
        let rest = copy.files.keys.filter { $0 != "Package.swift" }.sorted()
        for path in ["Package.swift"] + rest {
          try write.replace(path, with: Data((copy.files[path] ?? "").utf8))
        }
        SignalDeferral.begin()
        holdsSignals = true
      }
    } catch {
      if let refusal { throw refusal }
      // The folders the temporary files were written in, empty again.
      removeEmptyFolders(folders, root: root)
      throw error
    }
  }

  /// Takes the architecture `name` out of the package at `root`; returns the paths it wrote and
  /// the folders it deleted.
  package static func remove(
    _ name: String, root: URL, waiting: @Sendable () -> Void = {}
  ) async throws -> (written: [String], deleted: [String]) {
    var refusal: Refusal?
    var moved: [(folder: String, aside: URL)] = []
    // Where the folders are moved before they are deleted: a name `.gitignore` lists.
    var aside: URL?
    var holdsSignals = false
    defer { if holdsSignals { SignalDeferral.end() } }
    let written: [String]
    do {
      written = try await PackageWrite.run(root: root, waiting: waiting) { write in
        for path in ["Package.swift", RegistrySource.path] { _ = try write.contents(of: path) }
        let plan: ArchitectureRemoval
        do throws(Refusal) {
          plan = try ArchitectureRemoval(name: name, tree: DiskFileTree(root: root))
        } catch {
          refusal = error
          throw error
        }
        let rest = plan.files.keys.filter { $0 != "Package.swift" }.sorted()
        for path in rest + (plan.files["Package.swift"] == nil ? [] : ["Package.swift"]) {
          try write.replace(path, with: Data((plan.files[path] ?? "").utf8))
        }
        // What a run killed earlier left aside, then this run's folders, moved aside whole.
        let folder = root.appendingPathComponent(
          PackageWrite.temporaryPrefix + "removed-" + plan.name.folder)
        aside = folder
        try? FileManager.default.removeItem(at: folder)
        SignalDeferral.begin()
        holdsSignals = true
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, original) in plan.folders.enumerated() {
          let target = folder.appendingPathComponent(String(index))
          try FileManager.default.moveItem(at: root.appendingPathComponent(original), to: target)
          moved.append((original, target))
        }
      }
    } catch {
      // Nothing was renamed over a file: the folders go back where they were.
      for (folder, target) in moved.reversed() {
        try? FileManager.default.moveItem(at: target, to: root.appendingPathComponent(folder))
      }
      if let aside { try? FileManager.default.removeItem(at: aside) }
      if let refusal { throw refusal }
      throw error
    }
    if let aside { try? FileManager.default.removeItem(at: aside) }
    return (written, moved.map(\.folder))
  }

  /// Deletes those of `folders` that hold no file, at any depth: the folders a run that wrote
  /// nothing made for its temporary files.
  static func removeEmptyFolders(_ folders: [String], root: URL) {
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      let items = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []
      let holdsFiles = items.contains { item in
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: url.appendingPathComponent(item).path, isDirectory: &isFolder)
        return exists && !isFolder.boolValue
      }
      if FileManager.default.fileExists(atPath: url.path), !holdsFiles {
        try? FileManager.default.removeItem(at: url)
      }
    }
  }
}
