/// How much of one repository is kept, whatever a server sends (BRIEF: memory stays bounded).
///
/// GitHub itself keeps a description to a few hundred characters, a repository to 20 topics of
/// at most 50 characters, and names to 100. A server that sends a 10 MB description or
/// thousands of topics cannot make 1,000 loaded rows hold more than a few megabytes: a decoded
/// repository keeps at most these, far above anything GitHub sends, and a text cut short ends
/// in `…`.
extension Repository {
  /// The caps a decoded repository is held to.
  public enum Limits {
    /// The most characters of a description kept.
    public static let descriptionLength = 1_000
    /// The most topics kept.
    public static let topicCount = 50
    /// The most characters of a name, language, homepage, topic or license name kept.
    public static let textLength = 200

    /// `text` cut to `length` characters, ending in `…` when it was longer.
    static func capped(_ text: String, to length: Int = textLength) -> String {
      guard text.count > length else { return text }
      return String(text.prefix(max(0, length - 1))) + "…"
    }

    /// `text` cut to `length` characters, or `nil`.
    static func capped(_ text: String?, to length: Int = textLength) -> String? {
      text.map { capped($0, to: length) }
    }

    /// The first ``topicCount`` topics, each cut to ``textLength``.
    static func capped(_ topics: [String]) -> [String] {
      topics.prefix(topicCount).map { capped($0) }
    }
  }
}
