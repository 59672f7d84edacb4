/// The text printed by `--help` and `--version`.
enum HelpText {
  /// The kit's version.
  static let version = "0.1.0"

  /// The usage of one demo executable.
  static func usage(program: String, architecture: String) -> String {
    """
    \(program) — the SideBySide repository search, built as \(architecture).

    Usage: \(program) [options]

    Options:
      --live              search GitHub instead of the offline catalog
      --api-url URL       the API to search (GitHub Enterprise, a local fake); implies --live
      --latency MS        the offline catalog's simulated latency (default 700)
      --simulate KIND     make every search fail as a real failure would:
                          offline, rate-limit, server-error, malformed, slow
      --transcript        print plain-text screens even on a terminal
      --size COLSxROWS    the screen size of a transcript (default 80x24)
      -h, --help          show this help
      --version           show the version

    Environment:
      GITHUB_TOKEN        sent to GitHub with --live over HTTPS; never printed
      NO_COLOR            turns colors off

    Keys:
      type and Enter      search             ↑ ↓ PgUp PgDn Home End   move
      Enter on a row      open the details   o                        open in the browser
      Esc                 back, clear, quit  Ctrl-C                   quit

    When input or output is not a terminal, \(program) reads one step per line and prints the
    screen after each step as plain text. A step is a query, or one of:
      :select N   select row N        :open   open the selected row
      :back       go back a screen    :key K  press a key (enter, esc, up, down, o, …)
      :quit       quit
    A step that cannot be done (a row not loaded, :back on the search screen) is reported
    on standard error and changes nothing.

    """
  }
}
