import SwiftSource

/// How the search view reads its rows: through its table's data source methods, or through a
/// diffable data source's cell provider and the snapshots it applies.
extension VocabularyReader {
  /// The member a row's content is read from, in `tableView(_:cellForRowAt:)` or the cell
  /// provider; nil when the view asks no presenter, view model or store for it (MVC).
  func rowAccessor() -> String? {
    if let (file, member) = member("tableView(_:cellForRowAt:)", of: Self.searchView),
      let body = member.body
    {
      return firstForwardedCall(in: body, of: file)?.selector
    }
    guard let (file, closure) = cellProvider() else { return nil }
    if let call = firstForwardedCall(in: closure, of: file) { return call.selector }
    // A cell provider that hands the row to a method of the view: read that method.
    let methods = file.members(of: Self.searchView).filter { $0.kind == .function }
    for method in methods {
      guard let body = method.body, file.offsets(of: method.name).contains(where: closure.contains)
      else { continue }
      return firstForwardedCall(in: body, of: file)?.selector
    }
    return nil
  }

  /// The member read in the search view's `appendItems(…)`; nil without a snapshot.
  func snapshotItems() -> String? {
    for file in files where file.mentionsType(Self.searchView) {
      for offset in file.offsets(of: "appendItems") {
        guard let open = file.code.scalars[offset...].firstIndex(of: "("),
          let close = Self.closing(open, in: file.code),
          let call = firstForwardedCall(in: open..<close, of: file)
        else { continue }
        return call.selector
      }
    }
    return nil
  }

  /// The search view's file and the body of the cell provider it gives a
  /// `TableViewDiffableDataSource`, as a trailing closure or an argument; nil when its table
  /// has another data source.
  func cellProvider() -> (SwiftFile, Range<Int>)? {
    for file in files where file.mentionsType(Self.searchView) {
      let scalars = file.code.scalars
      for offset in file.offsets(of: "TableViewDiffableDataSource") {
        var index = offset + "TableViewDiffableDataSource".unicodeScalars.count
        if index < scalars.count, scalars[index] == "<",
          let end = scalars[index...].firstIndex(of: ">")
        {
          index = end + 1
        }
        guard index < scalars.count, scalars[index] == "(",
          let close = Self.closing(index, in: file.code)
        else { continue }
        var brace = scalars[index..<close].firstIndex(of: "{")
        if brace == nil {
          brace = scalars[(close + 1)...].firstIndex { !$0.isSpace }
          if let found = brace, scalars[found] != "{" { brace = nil }
        }
        if let brace, let end = Self.closing(brace, in: file.code) {
          return (file, (brace + 1)..<end)
        }
      }
    }
    return nil
  }

  /// The result type of `selector` as the presenter, view model or store declares it (a
  /// function's result, a property's type); nil when no type but the view declares it.
  func resultType(of selector: String) -> String? {
    for file in files {
      for type in file.types where type.name != Self.searchView {
        guard let member = type.members.first(where: { $0.selector == selector }) else {
          continue
        }
        return member.kind == .property ? member.typeText : member.returnType
      }
    }
    return nil
  }

  /// The offset of the bracket that closes the one at `open`.
  static func closing(_ open: Int, in code: SwiftCode) -> Int? {
    var depth = 0
    for index in open..<code.scalars.count {
      switch code.scalars[index] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }
}
