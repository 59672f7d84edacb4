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

  @Test func readsAHugeRowNumberAsARowOutOfRange() throws {
    #expect(try TranscriptCommand(line: ":select 999999999999999999999") == .select(.max))
  }

  @Test(arguments: [":select 0", ":select three", ":key hyperspace", ":fly", ":open now"])
  func reportsWhatItDoesNotUnderstand(_ line: String) {
    #expect(throws: TranscriptCommand.ParseError.self) { try TranscriptCommand(line: line) }
  }
}
