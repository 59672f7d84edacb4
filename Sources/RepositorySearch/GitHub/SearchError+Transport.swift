import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension SearchError {
  /// The search error for a request that failed before any HTTP response arrived.
  ///
  /// Cancellation stays cancellation; a response that could not be parsed is unreadable;
  /// everything else (no network, unknown host, refused connection, timeout) means GitHub
  /// could not be reached.
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
      .dataLengthExceedsMaximum:
      self = .unreadableResponse
    default:
      self = .offline
    }
  }
}
