#!/usr/bin/env python3
"""The two halves of Scripts/check-docs-commands that are easier in Python than in bash.

  docs-commands.py extract OUTPUT_DIR FILE...   prints one record a command (tab-separated:
      file, line, skip reason or "-", expected-output files (comma-separated) or "-", edit or
      "-", command) and writes each stated output to OUTPUT_DIR/<n>-<k>.txt
  docs-commands.py match EXPECTED ACTUAL        exits 0 when ACTUAL shows EXPECTED (rules below),
      otherwise prints the expected lines that were not found and exits 1

Extraction (see the top of Scripts/check-docs-commands for the whole contract):
  ```sh, ```bash, ```shell: every line is a command, except blank lines and `#` comments; a
      leading `$ ` is dropped; a line ending in `\\` goes on on the next line.
  ```console: a line starting with `$ ` is a command; the lines after it, up to the next
      `$ `, are its stated output.
  <!-- docs-check: skip (REASON) -->   right before a block: its commands are listed, not run.
  <!-- docs-check: output -->          right before a block of any other language: that block
      is the stated output of the last command above it on the page. Several such blocks after
      one command are each matched on their own, in any order.
  <!-- docs-check: edit (FILE: LINE) -->  right before a shell block: its commands run with LINE
      added at the top of FILE (what the page tells the reader to do by hand), and FILE is put
      back byte for byte afterwards. Their exit status is not judged: their stated output is.
Matching: the expected lines must appear in the output, in order and one after the other,
trailing spaces ignored; `…` inside a line matches any text, and a line that is only `…`
matches any number of lines (figures that vary, rows cut for the page).
"""
import re
import sys

FENCE = re.compile(r"^(\s*)(```+|~~~+)\s*([\w+-]*)\s*$")
MARKER = re.compile(r"<!--\s*docs-check:\s*(skip|output|edit)\s*(?:\((.*?)\))?\s*-->")
EDIT = re.compile(r"^([\w./+-]+):\s*(\S.*)$")
SHELL = {"sh", "bash", "shell"}


def blocks(path):
    """Yields (line, language, marker, reason, body lines) for each fenced block."""
    lines = open(path, encoding="utf-8").read().split("\n")
    previous = ""
    i = 0
    while i < len(lines):
        opening = FENCE.match(lines[i])
        if not opening:
            if lines[i].strip():
                previous = lines[i]
            i += 1
            continue
        indent, fence, language = opening.groups()
        marker = MARKER.search(previous)
        body = []
        start = i + 1
        i += 1
        while i < len(lines) and lines[i].strip() != fence:
            body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i])
            i += 1
        yield (start, language, marker.group(1) if marker else None,
               (marker.group(2) or "no reason given") if marker else None, body)
        previous = ""
        i += 1


def commands(start, language, body):
    """Returns [line, command, output lines] for the commands of one block."""
    found = []
    continued = False
    for offset, text in enumerate(body):
        stripped = text.strip()
        if continued:
            found[-1][1] += " " + stripped.removesuffix("\\").rstrip()
        elif language == "console" and not stripped.startswith("$ "):
            if found:
                found[-1][2].append(text)
            continue
        elif not stripped or stripped.startswith("#"):
            continue
        else:
            command = stripped.removeprefix("$ ").removesuffix("\\").rstrip()
            found.append([start + 1 + offset, command, []])
        continued = stripped.endswith("\\")
    return found


def extract(output_dir, paths):
    records = []  # [file, line, reason, [expected lines...], edit, command]
    for path in paths:
        last = None
        for start, language, marker, reason, body in blocks(path):
            if language in SHELL or language == "console":
                edit = None
                if marker == "edit":
                    if not EDIT.match(reason):
                        sys.exit(f"{path}:{start}: an edit marker needs (FILE: LINE), "
                                 f"not ({reason})")
                    edit = reason
                for number, command, output in commands(start, language, body):
                    last = [path, number, reason if marker == "skip" else None,
                            [output] if output else [], edit, command]
                    records.append(last)
            elif marker == "output":
                if last is None:
                    sys.exit(f"{path}:{start}: an output block with no command above it")
                last[3].append(body)
    for n, (path, number, reason, expected, edit, command) in enumerate(records):
        if edit and not expected:
            sys.exit(f"{path}:{number}: a command run with an edit needs a stated output block")
        expected_paths = []
        for k, lines in enumerate(expected):
            expected_paths.append(f"{output_dir}/{n}-{k}.txt")
            with open(expected_paths[-1], "w", encoding="utf-8") as file:
                file.write("\n".join(lines).rstrip("\n") + "\n")
        print("\t".join([path, str(number), reason or "-", ",".join(expected_paths) or "-",
                         edit or "-", command]))


def pattern(expected_lines):
    parts = []
    for line in expected_lines:
        line = line.rstrip()
        if line.strip() == "…":
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(".*".join(re.escape(piece) for piece in line.split("…")) + r"[ \t]*\n")
    return re.compile("(?m)^" + "".join(parts))


def match(expected_path, actual_path):
    expected = open(expected_path, encoding="utf-8").read().rstrip("\n").split("\n")
    actual = open(actual_path, encoding="utf-8", errors="replace").read()
    actual = "\n".join(line.rstrip() for line in actual.split("\n")) + "\n"
    if pattern(expected).search(actual):
        return 0
    # Say which line is the first one that cannot be found after the ones before it.
    for end in range(1, len(expected) + 1):
        if not pattern(expected[:end]).search(actual):
            print(f"   expected, not found: {expected[end - 1].rstrip()}")
            break
    return 1


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "extract":
        extract(sys.argv[2], sys.argv[3:])
    elif len(sys.argv) == 4 and sys.argv[1] == "match":
        sys.exit(match(sys.argv[2], sys.argv[3]))
    else:
        sys.exit(__doc__)
