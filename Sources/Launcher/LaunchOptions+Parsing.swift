import Foundation
import RepositorySearch
import TerminalUI

extension LaunchOptions {
  /// A flag the demo does not accept, with the one line printed before exiting with status 2.
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, such as `unknown option '--fast'`: one line, with no control byte of
    /// the argument it quotes (W4).
    public var description: String

    /// The error saying `description`, sanitized: a line break shows as `␊`, ESC as `␛`.
    public init(description: String) {
      self.description = Sanitizer.sanitize(description)
    }
  }

  /// Parses the arguments after the program name.
  public init(arguments: [String]) throws(ParseError) {
    self.init()
    var remaining = arguments[...]
    var latency: Duration?
    var apiURL: URL?
    var isLive = false
    while let argument = remaining.popFirst() {
      let (flag, inlineValue) = Self.split(argument)
      func value() throws(ParseError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw ParseError(description: "option '\(flag)' needs a value")
        }
        return next
      }
      // A flag that takes no value must not be given one: `--live=false` is a mistake, not off.
      func noValue() throws(ParseError) {
        guard let inlineValue else { return }
        throw ParseError(description: "option '\(flag)' takes no value, not '\(inlineValue)'")
      }
      switch flag {
      case "-h", "--help":
        try noValue()
        action = .showHelp
      case "--version":
        try noValue()
        action = .showVersion
      case "--live":
        try noValue()
        isLive = true
      case "--transcript":
        try noValue()
        forcesTranscript = true
      case "--api-url": apiURL = try Self.parseURL(try value())
      case "--latency": latency = try Self.parseLatency(try value())
      case "--simulate": simulatedFault = try Self.parseFault(try value())
      case "--size": transcriptSize = try Self.parseSize(try value())
      default:
        throw ParseError(
          description: argument.hasPrefix("-")
            ? "unknown option '\(flag)'" : "unexpected argument '\(argument)'")
      }
    }
    if isLive || apiURL != nil {
      if latency != nil {
        throw ParseError(description: "'--latency' applies to the offline catalog, not '--live'")
      }
      dataSource = .live(apiURL: apiURL ?? GitHubClient.publicAPIURL)
    } else {
      dataSource = .offlineCatalog(latency: latency ?? Self.defaultLatency)
    }
  }

  private static func split(_ argument: String) -> (flag: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func parseURL(_ text: String) throws(ParseError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http", url.host != nil
    else {
      throw ParseError(description: "'--api-url' needs an http(s) URL, not '\(text)'")
    }
    return url
  }

  private static func parseLatency(_ text: String) throws(ParseError) -> Duration {
    guard let milliseconds = Int(text), (0...60_000).contains(milliseconds) else {
      throw ParseError(description: "'--latency' needs milliseconds from 0 to 60000, not '\(text)'")
    }
    return .milliseconds(milliseconds)
  }

  private static func parseFault(_ text: String) throws(ParseError)
    -> FaultInjectingSearchService.Fault
  {
    guard let fault = FaultInjectingSearchService.Fault(rawValue: text) else {
      let kinds = FaultInjectingSearchService.Fault.allCases.map(\.rawValue).joined(separator: ", ")
      throw ParseError(description: "'--simulate' needs one of \(kinds), not '\(text)'")
    }
    return fault
  }

  private static func parseSize(_ text: String) throws(ParseError) -> Size {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1_000).contains(width), (1...1_000).contains(height)
    else {
      throw ParseError(description: "'--size' needs COLUMNSxROWS such as 100x30, not '\(text)'")
    }
    return Size(width: width, height: height)
  }
}
