import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension SearchError {
  /// The search error for a request that failed before any HTTP response arrived.
  ///
  /// Cancellation stays cancellation; a response that could not be parsed or decoded, or
  /// redirects without end, is unreadable: the server answered. So is an error Foundation
  /// has no code for (`URLError.unknown`): on Linux that is what a response head libcurl
  /// cannot parse becomes ("Header without colon"), while every network failure has a code
  /// of its own. So is `URLError.unsupportedURL`: the client only asks `http` and `https`
  /// addresses, and on Linux it is what a reply that is not HTTP at all becomes (libcurl's
  /// "Received HTTP/0.9 when not allowed"). Everything else (no network, unknown host,
  /// refused connection, timeout) means GitHub could not be reached.
  init(transportError error: any Error) {
    if let error = error as? SearchError {
      self = error
      return
    }
    if error is CancellationError {
      self = .cancelled
      return
    }
    switch (error as? URLError)?.code {
    case .cancelled:
      self = .cancelled
    case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData,
      .dataLengthExceedsMaximum, .httpTooManyRedirects, .redirectToNonExistentLocation,
      .zeroByteResource, .unknown, .unsupportedURL:
      self = .unreadableResponse
    default:
      self = .offline
    }
  }
}
