# Scripts/check-docs-commands --self-test: runs the check over small pages written here, and
# fails unless a passing page passes and each broken one fails for its own reason.
set -euo pipefail
pages="$(mktemp -d)"
trap 'rm -rf "$pages"' EXIT
fence='```'
failures=0

cat >"$pages/passes.md" <<PAGE
$fence sh
echo hello   # a comment is not part of the command
diff <(echo a) <(echo b)   # status 1: the files differ
printf '%s\n' one \\
  two
$fence

<!-- docs-check: output -->
$fence
two
$fence

<!-- docs-check: skip (needs the network) -->
$fence bash
false
$fence

$fence console
\$ printf 'first\nsecond took 1.2 s\nthird\nfourth\n'
first
second took … s
…
fourth
$fence
PAGE
# A page that breaks something on purpose: the command runs with the line added, its status
# is not judged, each stated block is found on its own, and the file is put back.
edited=".build/docs-check-self-test/edited.txt"
mkdir -p "$(dirname "$edited")"
printf 'second\n' >"$edited"
cat >"$pages/edits.md" <<PAGE
<!-- docs-check: edit ($edited: first) -->
$fence sh
cat $edited; false
$fence

<!-- docs-check: output -->
$fence
second
$fence

<!-- docs-check: output -->
$fence
first
$fence
PAGE
cat >"$pages/wrong-edit.md" <<PAGE
<!-- docs-check: edit ($edited: first) -->
$fence sh
cat $edited
$fence

<!-- docs-check: output -->
$fence
second
first
$fence
PAGE
cat >"$pages/fails.md" <<PAGE
$fence sh
false
$fence
PAGE
cat >"$pages/no-tests.md" <<PAGE
$fence sh
swift test --filter NoSuchTestAnywhere
$fence
PAGE
cat >"$pages/wrong-output.md" <<PAGE
$fence console
\$ echo hello
goodbye
$fence
PAGE

# expect PAGE STATUS TEXT...: the check over PAGE exits with STATUS and prints each TEXT.
expect() {
  local page="$1" expected="$2" status=0 output text missing=0
  shift 2
  output="$(Scripts/check-docs-commands "$pages/$page" 2>&1)" || status=$?
  for text in "$@"; do grep -qF -- "$text" <<<"$output" || missing=1; done
  if [ "$status" = "$expected" ] && ((missing == 0)); then
    echo "PASS self-test $page: status $expected, $(printf '"%s" ' "$@")"
  else
    echo "FAIL self-test $page: status $status (expected $expected), output:"
    sed 's/^/   | /' <<<"$output"
    failures=$((failures + 1))
  fi
}

expect passes.md 0 "4 passed, 1 skipped, 0 failed" \
  "skipped: $pages/passes.md:15  false  — needs the network"
expect edits.md 0 "1 passed, 0 skipped, 0 failed"
expect wrong-edit.md 1 "expected, not found: first"
if [ "$(cat "$edited")" != second ]; then
  echo "FAIL self-test: the edited file was not put back: $(cat "$edited")"
  failures=$((failures + 1))
fi
rm -rf "$(dirname "$edited")"
expect fails.md 1 "exit status 1"
expect no-tests.md 1 "ran no test: the filter selects nothing"
expect wrong-output.md 1 "expected, not found: goodbye"
((failures == 0)) || { echo "check-docs-commands self-test: $failures failed"; exit 1; }
echo "check-docs-commands self-test: all passed"
