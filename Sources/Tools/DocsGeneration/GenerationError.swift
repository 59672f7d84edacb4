/// Why the site could not be generated: one line naming the file (and the line, where there is
/// one) and what is wrong there.
package struct GenerationError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, in one line.
  package var description: String

  /// An error saying `description`.
  package init(_ description: String) {
    self.description = description
  }
}
