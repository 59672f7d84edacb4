import Testing

@testable import Launcher

@Suite struct TranscriptCommandTests {
  @Test func readsQueriesAndCommands() throws {
    #expect(try TranscriptCommand(line: "language:swift") == .search("language:swift"))
    #expect(try TranscriptCommand(line: "") == .search(""))
    #expect(try TranscriptCommand(line: ":select 3") == .select(3))
    #expect(try TranscriptCommand(line: ":open") == .open)
    #expect(try TranscriptCommand(line: ":back") == .back)
    #expect(try TranscriptCommand(line: ":quit") == .quit)
    #expect(try TranscriptCommand(line: ":key pagedown") == .press(.pageDown))
    #expect(try TranscriptCommand(line: ":key o") == .press(.character("o")))
  }

  @Test("a key's name in any case, a single character in its own case")
  func keepsTheCaseOfASingleCharacter() throws {
    #expect(try TranscriptCommand(line: ":key A") == .press(.character("A")))
    #expect(try TranscriptCommand(line: ":key a") == .press(.character("a")))
    #expect(try TranscriptCommand(line: ":key É") == .press(.character("É")))
    #expect(try TranscriptCommand(line: ":key PageDown") == .press(.pageDown))
    #expect(try TranscriptCommand(line: ":key ESC") == .press(.escape))
  }

  @Test func readsAHugeRowNumberAsARowOutOfRangeAndKeepsItAsTyped() throws {
    let command = try TranscriptCommand(line: ":select 999999999999999999999")
    guard case .select(let row) = command else {
      Issue.record("\(command) is not :select")
      return
    }
    #expect(row.value == .max)
    #expect(row.description == "999999999999999999999")
  }

  @Test(arguments: [":select 0", ":select three", ":key hyperspace", ":fly", ":open now"])
  func reportsWhatItDoesNotUnderstand(_ line: String) {
    #expect(throws: TranscriptCommand.ParseError.self) { try TranscriptCommand(line: line) }
  }
}
