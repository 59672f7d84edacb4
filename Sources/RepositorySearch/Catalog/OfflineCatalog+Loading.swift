import Foundation

extension OfflineCatalog {
  /// Why a catalog file could not be loaded.
  public enum LoadingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The package's `catalog.json` resource is not where it was built to be.
    case missingResource
    /// The file at `path` could not be read or is not a GitHub search response.
    case unreadable(path: String, reason: String)

    /// A sentence that says which file failed and why.
    public var description: String {
      switch self {
      case .missingResource:
        "The offline catalog (catalog.json) is missing from the package's resources."
      case .unreadable(let path, let reason):
        "The offline catalog at \(path) could not be read: \(reason)"
      }
    }
  }

  /// The catalog that ships with the package, `Resources/catalog.json`.
  ///
  /// The file is decoded and indexed once per process, the first time it is asked for: every
  /// screen, run or session after that shares the same repositories, each with its own latency
  /// and clock.
  public static func bundled(
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock()
  ) throws(LoadingError) -> OfflineCatalog {
    try decodedBundle.get().answering(after: latency, on: clock)
  }

  /// The bundled catalog, decoded at its first use.
  private static let decodedBundle = Result { () throws(LoadingError) in
    guard let url = bundledURL else { throw .missingResource }
    return try OfflineCatalog(contentsOf: url)
  }

  /// Where the catalog that ships with the package is, or nil when it is missing.
  static var bundledURL: URL? {
    Bundle.module.url(forResource: "catalog", withExtension: "json")
  }

  /// Loads a catalog from a file in GitHub's search response shape.
  ///
  /// The file is decoded by ``SearchResponse/makeDecoder()``, the decoder live responses go
  /// through, so anything the catalog holds could also have come from GitHub.
  public init(
    contentsOf url: URL,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock()
  ) throws(LoadingError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    do {
      let response = try SearchResponse.makeDecoder().decode(SearchResponse.self, from: data)
      self.init(repositories: response.items, latency: latency, clock: clock)
    } catch let error as DecodingError {
      throw .unreadable(path: url.path, reason: error.summary)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
  }
}

extension DecodingError {
  /// Where decoding failed and what was expected there, such as
  /// `items[3].stargazers_count: expected Int`.
  var summary: String {
    switch self {
    case .typeMismatch(let type, let context):
      "\(context.pathDescription): expected \(type)"
    case .valueNotFound(let type, let context):
      "\(context.pathDescription): expected \(type), found null"
    case .keyNotFound(let key, let context):
      "\(context.pathDescription): missing \(key.stringValue)"
    case .dataCorrupted(let context):
      "\(context.pathDescription): \(context.debugDescription)"
    @unknown default:
      String(describing: self)
    }
  }
}

extension DecodingError.Context {
  /// The coding path as it reads in JSON, such as `items[3].license`, or `the top level`.
  fileprivate var pathDescription: String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path.isEmpty ? "the top level" : path
  }
}
