/// The JSON body GitHub sends with an error status, such as
/// `{"message": "Validation Failed", "errors": [{"message": "…"}]}`.
struct GitHubErrorBody: Decodable, Sendable {
  /// One detail of a validation failure.
  struct Detail: Decodable, Sendable {
    /// What was wrong, when GitHub said it in words.
    let message: String?
  }

  /// GitHub's summary of the error.
  let message: String?
  /// The details of a validation failure, when GitHub sent any.
  let errors: [Detail]?

  /// The summary and the first detail in words, as one sentence; `nil` when there are neither.
  var fullMessage: String? {
    let firstDetail = errors?.lazy.compactMap(\.message).first { !$0.isEmpty }
    switch (message, firstDetail) {
    case (let message?, let detail?): return "\(message): \(detail)"
    case (let message?, nil): return message
    case (nil, let detail?): return detail
    case (nil, nil): return nil
    }
  }
}
