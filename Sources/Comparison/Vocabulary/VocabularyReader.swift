import Foundation

/// Reads the names one architecture gives each ``VocabularyRole`` from its Swift files.
struct VocabularyReader {
  /// The properties through which a view reaches the object it forwards events to, or reads
  /// its rows from (Flux sends events to its action creator and reads its store).
  static let receivers: Set<String> = ["presenter", "viewModel", "actionCreator", "store"]
  /// The view controller whose table the row roles are read from.
  static let searchView = "SearchViewController"

  /// The architecture's Swift files, `Demo/` left out.
  let files: [SwiftFile]

  /// The name for `role`, such as `repository(at:)`; nil when the role does not apply here.
  func name(for role: VocabularyRole) -> String? {
    switch role.witness {
    case .forwardedInput(let event, let viewController):
      return forwardedInput(of: event, in: viewController)
    case .dataSourceInput(let event):
      return cellProvider() == nil ? forwardedInput(of: event, in: Self.searchView) : nil
    case .rowAccessor:
      return rowAccessor()
    case .snapshotItems:
      return snapshotItems()
    case .collaboratorLabel(let property):
      return collaboratorLabel(of: property)
    case .weakReferenceKeyword:
      return weakReferenceKeyword()
    case .enterCancelsThePause:
      return enterCancelsThePause()
    case .pageLoadCall:
      return pageLoadCall()
    case .lastRowCheck:
      return lastRowCheck()
    }
  }

  /// The member the view controller's `event` method asks its presenter or view model for;
  /// `handled by the view controller` when it asks neither, `not handled` without the method.
  func forwardedInput(of event: String, in viewController: String) -> String? {
    guard let (file, member) = member(event, of: viewController), let body = member.body else {
      return files.contains { $0.mentionsType(viewController) } ? "not handled" : nil
    }
    return firstForwardedCall(in: body, of: file)?.selector
  }

  func member(_ selector: String, of type: String) -> (SwiftFile, Member)? {
    for file in files {
      if let member = file.members(of: type).first(where: { $0.selector == selector }) {
        return (file, member)
      }
    }
    return nil
  }

  func firstForwardedCall(in body: Range<Int>, of file: SwiftFile) -> CallSite? {
    let calls = Self.receivers.flatMap { receiver in
      file.offsets(of: receiver).filter(body.contains).compactMap {
        CallSite(in: file.code, receiverAt: $0, receiver: receiver)
      }
    }
    return calls.min { $0.offset < $1.offset }
  }

  /// The label before `environment.<property>` in an initializer call; nil when none passes it.
  private func collaboratorLabel(of property: String) -> String? {
    var labels: [String] = []
    for file in files {
      for offset in file.offsets(of: property) {
        guard file.word(endingBefore: offset, after: ".") == "environment",
          let label = CallSite.label(before: offset - "environment.".count, in: file.code)
        else { continue }
        labels.append(label)
      }
    }
    return labels.isEmpty ? nil : Array(Set(labels)).sorted().joined(separator: ", ")
  }

  private func weakReferenceKeyword() -> String? {
    var keywords: Set<String> = []
    for file in files {
      for type in file.types {
        for member in type.members where member.kind == .property && member.isWeak {
          keywords.insert(declarationKeyword(of: member, in: file))
        }
      }
    }
    return keywords.isEmpty ? nil : keywords.sorted().map { "weak " + $0 }.joined(separator: ", ")
  }

  private func declarationKeyword(of member: Member, in file: SwiftFile) -> String {
    let line = file.code.text.split(separator: "\n", omittingEmptySubsequences: false)[
      member.line - 1]
    return line.split(separator: " ").contains("let") ? "let" : "var"
  }

  /// `cancels it` or `leaves it to the search`, read from the method that handles Enter: the
  /// input the search view forwards it to, or the view controller's own delegate method.
  private func enterCancelsThePause() -> String? {
    let event = "searchBarSearchButtonClicked(_:)"
    guard let (file, delegateMethod) = member(event, of: "SearchViewController"),
      let delegateBody = delegateMethod.body
    else { return nil }
    var body = (file, delegateBody)
    if let call = firstForwardedCall(in: delegateBody, of: file) {
      guard let input = implementation(of: call.selector, outside: "SearchViewController")
      else { return nil }
      body = input
    }
    let code = body.0.code.slice(body.1).filter { !$0.isWhitespace }
    let cancels = ["typingPause?.cancel()", "typingPause.cancel()"].contains { code.contains($0) }
    return cancels ? "cancels it" : "leaves it to the search"
  }

  private func implementation(of selector: String, outside viewController: String)
    -> (SwiftFile, Range<Int>)?
  {
    for file in files {
      for type in file.types where type.name != viewController && type.keyword != "protocol" {
        if let body = type.members.first(where: { $0.selector == selector })?.body {
          return (file, body)
        }
      }
    }
    return nil
  }

  /// Every member called on a `service` or a `repository`, sorted; nil when there is none.
  private func pageLoadCall() -> String? {
    var selectors: Set<String> = []
    for file in files {
      for receiver in ["service", "repository"] {
        for offset in file.offsets(of: receiver) {
          if let call = CallSite(in: file.code, receiverAt: offset, receiver: receiver),
            call.selector.hasSuffix(")")
          {
            selectors.insert(call.selector)
          }
        }
      }
    }
    return selectors.isEmpty ? nil : selectors.sorted().joined(separator: ", ")
  }

  /// Each way `row == ….count - 1` is written, the receiver before the rows left out (the
  /// Model-Entity view model reads its model's); nil when no file checks for the last row.
  private func lastRowCheck() -> String? {
    var checks: Set<String> = []
    for file in files {
      let text = file.code.text
      let pattern = #"row == ([A-Za-z_.]+) - 1"#
      guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
      for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let rows = Range(match.range(at: 1), in: text) else { continue }
        let path = text[rows].split(separator: ".")
        checks.insert(
          "row == " + path.suffix(path.last == "count" ? 2 : 1).joined(separator: ".") + " - 1")
      }
    }
    return checks.isEmpty ? nil : checks.sorted().joined(separator: ", ")
  }
}
