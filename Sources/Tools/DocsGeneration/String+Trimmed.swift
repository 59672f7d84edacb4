extension StringProtocol {
  /// The text without the spaces and tabs around it.
  var trimmed: String {
    String(
      String(self).drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
        .reversed())
  }
}
