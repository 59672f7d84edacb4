/// Why `new-architecture` will not do what it was asked, in one line: nothing was written, and
/// the command exits with status 2.
package struct Refusal: Error, Equatable, CustomStringConvertible {
  /// The line, naming what is wrong and what to do instead.
  package var description: String

  package init(_ description: String) {
    self.description = description
  }
}
