import Foundation
import RepositorySearch

extension SearchResponse {
  /// Makes the encoder that writes what `makeDecoder()` reads, keys sorted for stable output.
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
