# run_tests FILTER LOG RESULTS: runs the tests FILTER selects (`swift test --skip-build`), the
# console output to LOG and one line per test case to RESULTS, as the `test-results` tool prints
# them from the run's event stream: outcome, test ID, name, case, first issue, tab-separated.
# Returns the run's status; RESULTS is empty when the run left no stream.
#
# Scripts read outcomes there, not in the console output, which `swift test` relays from the
# test process and can drop bytes of.
run_tests() {
  local filter="$1" log="$2" results="$3" events status=0
  events="$(mktemp -u)"
  swift test --skip-build --filter "$filter" \
    --event-stream-output-path "$events" --event-stream-version 0 >"$log" 2>&1 || status=$?
  if [ -s "$events" ]; then
    "$(swift build --show-bin-path)/test-results" "$events" >"$results" || status=1
  else
    : >"$results"
  fi
  rm -f "$events"
  return "$status"
}

# slowest_tests COUNT [SCRATCH-PATH]: runs the whole suite once more, one test at a time
# (`--no-parallel`), on the build in SCRATCH-PATH (`.build` by default), and prints the COUNT
# tests that took longest, longest first: seconds, then the suite and the test. Run side by side,
# every test's time would include its waits for the others; one at a time, each test's time is
# its own. Returns the run's status.
slowest_tests() {
  local count="$1" scratch="${2:-.build}" events status=0
  events="$(mktemp -u)"
  swift test --skip-build --no-parallel --scratch-path "$scratch" \
    --event-stream-output-path "$events" --event-stream-version 0 >/dev/null 2>&1 || status=$?
  if [ -s "$events" ]; then
    "$(swift build --scratch-path "$scratch" --show-bin-path)/test-results" \
      --slowest "$count" "$events" || status=1
  else
    status=1
  fi
  rm -f "$events"
  return "$status"
}
