import Foundation
import Testing

@testable import RepositorySearch

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct SearchErrorTransportTests {
  @Test(arguments: [
    URLError.Code.notConnectedToInternet, .cannotFindHost, .cannotConnectToHost, .timedOut,
    .networkConnectionLost, .dnsLookupFailed, .secureConnectionFailed,
  ])
  func treatsUnreachableNetworkAsOffline(code: URLError.Code) {
    #expect(SearchError(transportError: URLError(code)) == .offline)
  }

  @Test(arguments: [
    URLError.Code.badServerResponse, .cannotParseResponse, .cannotDecodeContentData,
    .cannotDecodeRawData, .dataLengthExceedsMaximum, .httpTooManyRedirects, .unknown,
    .unsupportedURL,
  ])
  func treatsUnparsableResponseAsUnreadable(code: URLError.Code) {
    #expect(SearchError(transportError: URLError(code)) == .unreadableResponse)
  }

  @Test func keepsCancellationAsCancellation() {
    #expect(SearchError(transportError: URLError(.cancelled)) == .cancelled)
    #expect(SearchError(transportError: CancellationError()) == .cancelled)
  }

  @Test func treatsAnyOtherErrorAsOffline() {
    struct Unexpected: Error {}
    #expect(SearchError(transportError: Unexpected()) == .offline)
  }
}
