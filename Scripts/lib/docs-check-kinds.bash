# How Scripts/check-docs-commands runs a command of each kind and decides whether it did what
# the page says. Source it after tmux-session.bash and docs-check-run.bash.

# The command as it is run: its trailing comment dropped, --skip-build where it would build.
runnable() {
  sed -E 's/[[:space:]]+#.*$//
    s/(^|[|;&][[:space:]]*)swift (run|test)( |$)/\1swift \2 --skip-build\3/g
    s/^(Scripts\/compliance-matrix)( |$)/\1 --skip-build\2/
    s/--skip-build --skip-build/--skip-build/g'
}

kind_of() {
  case "$1" in
    "Scripts/kata start "* | "Scripts/kata solution"*) echo kata ;;
    "Scripts/kata check"*) echo kata-check ;;
    "swift test"*) echo test ;;
    diff\ *) echo diff ;;
    *"|"* | *--transcript* | *--help* | *--version*) echo plain ;;
    *"compare trace --write"* | *"--mermaid"* | *" < "*) echo plain ;;
    "swift run --skip-build compare run "* | "swift run --skip-build compare trace "*) echo interactive ;;
    "swift run --skip-build "*-demo*) echo interactive ;;
    *) echo plain ;;
  esac
}

# The number of tests a `swift test` log says ran: swift-testing's and XCTest's.
tests_ran() {
  local testing xctest
  testing="$(grep -oE 'Test run with [0-9]+ tests?' "$1" | grep -oE '[0-9]+' | sort -n | tail -1)"
  xctest="$(grep -oE 'Executed [0-9]+ tests?' "$1" | grep -oE '[0-9]+' | sort -n | tail -1)"
  echo $((${testing:-0} + ${xctest:-0}))
}

# The tests a Swift Testing log shows started but never ending: where a run that timed out
# was waiting.
unfinished_tests() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" | awk '
    /^[^ ]* Test (case|run) / { next }
    / Test .* started\.$/ {
      sub(/^[^ ]* Test /, ""); sub(/ started\.$/, ""); open[$0] = 1; next
    }
    / Test .* (passed|failed) after / {
      sub(/^[^ ]* Test /, ""); sub(/( with [0-9]+ test cases?)? (passed|failed) after .*/, "")
      delete open[$0]
    }
    END { for (name in open) print name }' | sort
}

# Runs one command of the given kind; prints why it failed and returns 1, or returns 0.
execute() {
  local kind="$1" command="$2" log="$3" status=0
  executions=$((executions + 1))
  if [ "$kind" = interactive ]; then
    execute_on_terminal "$command" "$log"
    return
  fi
  timeout "$limit" bash -c "$command" >"$log" 2>&1 </dev/null || status=$?
  case "$kind" in
    edited)
      ((status != 124)) || { echo "   timed out after $limit s"; return 1; }
      ;;
    diff) ((status <= 1)) || { echo "   exit status $status (0 or 1 expected)"; return 1; } ;;
    kata-check)
      if [[ "$(printf '%s\n' "$chain" | tail -1)" == "Scripts/kata start "* ]]; then
        # Failing tests show as `✘ Test …`, or in the kata's own summary line.
        ((status == 1)) && grep -qE '✘ Test|tests this exercise names still fail' "$log" \
          || { echo "   status $status: the exercise's tests should fail right after start"; return 1; }
      else
        ((status == 0)) || { echo "   exit status $status"; return 1; }
      fi
      ;;
    *)
      if ((status == 124)); then
        echo "   timed out after $limit s"
        if [ "$kind" = test ]; then
          unfinished_tests "$log" | sed 's/^/   still running: /' | head -20
        fi
        tail -n 5 "$log" | sed 's/^/   | /'
        return 1
      fi
      ((status == 0)) || { echo "   exit status $status"; return 1; }
      ;;
  esac
  if [ "$kind" = test ] && (($(tests_ran "$log") == 0)); then
    echo "   ran no test: the filter selects nothing"
    return 1
  fi
}

# Starts a demo in the tmux pane, waits for its first frame, then Ctrl-C: it must end with
# status 0 and give the terminal settings back.
execute_on_terminal() {
  local command="$1" log="$2"
  tmux send-keys -t "$session" "clear" Enter
  run_in_pane "$command"
  if ! wait_until "$first_frame" screen_shows "SideBySide ·"; then
    screen >"$log"
    tmux kill-server 2>/dev/null || true
    open_pane 120 40
    echo "   no first frame within $first_frame s"
    return 1
  fi
  tmux send-keys -t "$session" C-c
  if ! wait_until 10 file_exists "$work/after"; then
    screen >"$log"
    tmux kill-server 2>/dev/null || true
    open_pane 120 40
    echo "   still running 10 s after Ctrl-C"
    return 1
  fi
  [ "$(cat "$work/status")" = 0 ] || { echo "   exit status $(cat "$work/status") after Ctrl-C"; return 1; }
  cmp -s "$work/before" "$work/after" || { echo "   terminal settings not restored"; return 1; }
}

# True when the log shows each stated output (comma-separated files), or when there is none;
# prints what is missing.
match_output() {
  [ "$1" = "-" ] && return 0
  local expected status=0
  for expected in ${1//,/ }; do
    python3 Scripts/lib/docs-commands.py match "$expected" "$2" || status=1
  done
  return "$status"
}
