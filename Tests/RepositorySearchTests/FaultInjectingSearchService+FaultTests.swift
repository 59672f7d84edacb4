import RepositorySearch
import Testing

@Suite struct FaultInjectingSearchServiceFaultTests {
  typealias Fault = FaultInjectingSearchService.Fault

  @Test func producesTheErrorOfTheRealFailure() {
    #expect(Fault.offline.error == .offline)
    #expect(Fault.rateLimit.error == .rateLimited(secondsUntilReset: 42))
    #expect(Fault.serverError.error == .serviceUnavailable(secondsUntilRetry: nil))
    #expect(Fault.malformed.error == .unreadableResponse)
  }

  @Test func slowFailsNothing() {
    #expect(Fault.slow.error == nil)
  }

  @Test func namesFaultsAsTheCommandLineDoes() {
    #expect(
      Fault.allCases.map(\.rawValue) == [
        "offline", "rate-limit", "server-error", "malformed", "slow",
      ])
  }

  @Test func readsCommandLineNames() {
    #expect(Fault(rawValue: "rate-limit") == .rateLimit)
    #expect(Fault(rawValue: "server-error") == .serverError)
    #expect(Fault(rawValue: "flaky") == nil)
  }
}
