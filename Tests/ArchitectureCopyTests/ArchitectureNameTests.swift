import ArchitectureCopy
import Comparison
import Foundation
import Testing

/// A new architecture's name, and the names made of it as the kit makes its own.
@Suite struct ArchitectureNameTests {
  @Test(arguments: [
    ("MVPRouter", "mvp-router", "mvpRouter"), ("MVVMBinding", "mvvm-binding", "mvvmBinding"),
    ("VIPER", "viper", "viper"), ("Flux", "flux", "flux"), ("MyMVVM", "my-mvvm", "myMVVM"),
    ("MVVM2Way", "mvvm2-way", "mvvm2Way"), ("MVVMIO", "mvvmio", "mvvmio"),
  ])
  func makesTheKeyAndTheEntryPoint(_ name: String, key: String, entryPoint: String) throws {
    let made = try ArchitectureName(name)
    #expect(made.key == key)
    #expect(made.demo == key + "-demo")
    #expect(made.entryPoint == entryPoint)
    #expect(made.presentationModule == name + "Presentation")
  }

  /// The kit's own architectures are named by the same rule: their demos and entry points are
  /// what the tool would make of their folders.
  @Test func theKitsArchitecturesFollowTheRule() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let tree = DiskFileTree(root: root)
    let manifest = PackageManifest(text: try #require(tree.contents(of: "Package.swift")))
    #expect(!manifest.architectures.isEmpty)
    for entry in manifest.architectures {
      let name = try ArchitectureName(entry.folder)
      #expect(name.demo == entry.demo)
      let source = try SourceArchitecture(key: name.key, manifest: manifest, tree: tree)
      #expect(source.entryPoint == name.entryPoint, "\(entry.folder)")
    }
  }

  @Test(arguments: [
    "myMVVM", "My-MVVM", "My MVVM", "1MVVM", "", "MVVMÄ", "My_MVVM", "Foundation", "Testing",
    "MyArchitecture",
  ])
  func refusesANameThatIsNoArchitecturesName(_ name: String) {
    #expect {
      try ArchitectureName(name)
    } throws: { error in
      let line = (error as? Refusal)?.description ?? ""
      return line.hasPrefix("new-architecture: ") && !line.contains("\n")
    }
  }
}
