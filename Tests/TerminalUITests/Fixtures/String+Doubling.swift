extension String {
  /// `count` copies of `text`, one after the other: the same string as
  /// `String(repeating:count:)`, built by doubling.
  ///
  /// `String(repeating:count:)` appends one copy at a time, which for the megabytes of text the
  /// toolkit's hostile-input tests lay out costs more than what they test. Doubling appends a
  /// few dozen times, however many copies.
  init(doubling text: String, count: Int) {
    var result = ""
    var chunk = text
    var remaining = count
    // Each bit of `count` that is set adds the chunk of that many copies.
    while remaining > 0 {
      if remaining % 2 == 1 { result += chunk }
      remaining /= 2
      if remaining > 0 { chunk += chunk }
    }
    self = result
  }
}
