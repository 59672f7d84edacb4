import Comparison
import Registry

/// `compare vocabulary`: the roles every architecture names alike (row accessor, inputs,
/// collaborator labels…), with the name each has; status 1 when a role is named differently.
@MainActor
struct VocabularyCommand {
  private var packagePath: String?

  init(arguments: [String]) throws(UsageError) {
    var reader = OptionReader(arguments)
    while let (flag, inline) = reader.next() {
      switch flag {
      case "--package-path": packagePath = try reader.value(of: flag, inline: inline)
      default: throw UsageError("'vocabulary' takes no argument '\(flag)'")
      }
    }
  }

  func run(io: CommandIO) throws -> Int32 {
    let check = VocabularyCheck(
      architectures: Compare.compared(Registry.architectures),
      tree: try Compare.fileTree(packagePath: packagePath))
    try io.write(check.text)
    for problem in check.problems {
      io.printError("compare: " + problem)
    }
    return check.problems.isEmpty ? 0 : 1
  }
}
