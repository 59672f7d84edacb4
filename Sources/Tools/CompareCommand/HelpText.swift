/// What `compare --help` prints.
enum HelpText {
  static let usage = """
    compare — the architectures side by side, read from their code.

    Usage:
      compare [table] [ARCHITECTURE…] [--format text|markdown|json] [--lang en|ja]
      compare table --write
      compare diff A B [ROLE] [--summary] [--unified | --side-by-side] [--width COLUMNS]
      compare diff --write
      compare graph ARCHITECTURE [--format mermaid|markdown|text|svg] [--width COLUMNS]
      compare graph --write
      compare path [--format text|markdown] [--lang en|ja]
      compare path --write
      compare screenshot [--write]
      compare run A B [--latency MS] [--simulate KIND] [--live] [--transcript] [--size COLSxROWS]
      compare trace A [B]
      compare trace A --mermaid < SCRIPT
      compare trace --write
      compare vocabulary

    compare             where validation, loading, paging, navigation, the pause before a
                        search as you type and formatting live in each architecture; who
                        creates and holds whom; what the non-UI layer depends on; lines per
                        layer; tests without the UI. Every cell is read from the code, or
                        declared in Sources/<Architecture>/concerns.json and checked: a
                        declaration that does not hold fails with status 1. --write
                        regenerates the table the README and the choosing chapters embed
                        between <!-- compare:begin --> and <!-- compare:end -->, each in its
                        page's language, and what quotes its figures: the choosing chapters'
                        trade-offs rows and the counts of the code sentences state.
    compare diff A B    the two folders' files paired by role (same file name, or Presenter
                        and ViewModel): a summary, then each role's changes — side by side on
                        a wide terminal, unified otherwise. With ROLE (such as
                        SearchViewController), that role only. --write regenerates every
                        summary the READMEs and chapters embed between
                        <!-- compare diff A B --> and <!-- end compare diff -->.
    compare graph A     who holds whom in A, read from its code: its types and the shared ones
                        they hold, in the modules Package.swift puts them in; strong references
                        -->, weak ones -.-> (closures that capture [weak self] too),
                        conformances ---. Mermaid by default; --format text draws it here,
                        --format svg as a picture (the documentation site shows that).
                        --write regenerates every diagram the READMEs and chapters embed
                        between <!-- compare graph A --> and <!-- end compare graph -->.
    compare path        the lesson path: the changed lines of code (presentation and UI,
                        comments and blank lines left out) between every two architectures,
                        then each step the chapters teach, its one idea, its size and its
                        budget from the registry; status 1, naming the roles that grew, when a
                        step is over its budget. --write regenerates the chain the chapters
                        embed between <!-- compare path en|ja --> and <!-- end compare path -->.
    compare screenshot  the search screen as the real app draws it, searching 'swift' in the
                        bundled catalog, as SVG. --write regenerates the README's pictures in
                        Tutorials/images/ (the screen, and the search typed key by key).
    compare run A B     both architectures live in one terminal split in two, every key sent
                        to both; Ctrl-C quits. Takes the demos' options. When input or output
                        is not a terminal, prints both screens side by side after each step,
                        each as large as --size says (80x24 by default).
    compare trace A [B] the calls from object to object in each architecture, reported by a
                        copy of its code built with a trace call in every method. In a
                        terminal, live as compare run shows them (one pane, or two), with a
                        strip under each pane listing the calls of its latest keys, newest at
                        the bottom; Ctrl-C quits. Piped, reads steps from its input as a demo
                        does, one at a time, and prints, after each, every architecture's
                        calls, on the offline catalog and a clock that moves only at :wait, so
                        the same steps print the same calls; nothing is read after :quit.
                        --mermaid prints a Mermaid sequence diagram of the script on its input.
                        --write redraws every diagram embedded between
                        <!-- compare trace ARCHITECTURE SCRIPT --> and <!-- end compare trace -->
                        from Tutorials/traces/SCRIPT.txt. The steps are the transcript's
                        commands (a query, :select N, :open, :back, :key K…) plus :type TEXT
                        (typed key by key, without Enter) and :wait (the typing pause passes);
                        in a script, a line --- ends the steps that set the scene, which the
                        diagram leaves out.
    compare vocabulary  the roles every architecture must name alike (the row count and row
                        accessor, each input the views forward, the composition roots'
                        collaborator labels, weak references, Enter and the typing pause),
                        with each one's name, and the names that must mean one thing: a
                        type name two architectures declare is one kind of type, and a
                        shared type has one role in every README's role table; status 1,
                        naming the role or the type, the architectures and the names, when
                        one is named differently.

    Every --write reads and checks every file it may change before it changes one: a
    marker without its end before the next marker, bytes that are not UTF-8 or a read-only
    file stop it with one line naming the file and the line, and no file is written. Each
    file keeps its line endings (LF or CRLF); two runs at once take turns.

    Architectures are named as their demos are, without -demo: mvc, mvp, mvp-router…
    Each is named once: a name repeated in any spelling is refused.

    Options:
      --package-path DIR  the package to read (default: the one around the current folder)
      -h, --help          show this help
      --version           show the version

    Environment:
      NO_COLOR            turns colors off (they are off when the output is not a terminal)

    """
}
