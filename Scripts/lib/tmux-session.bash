# Helpers for the scripts that drive a program in a real terminal: a private tmux server,
# PASS/FAIL bookkeeping and polling without fixed sleeps. Source it after `set -euo pipefail`
# and after setting `session` to a unique name.

if ! command -v tmux >/dev/null 2>&1; then
  # CI machines are fresh Debian images: install it there; elsewhere, say what is missing.
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "installing tmux"
    apt-get update -qq >/dev/null && apt-get install -y -qq tmux >/dev/null
  else
    echo "tmux is required for this check: install it (apt, brew …) and run it again" >&2
    exit 1
  fi
fi

failures=0
work="$(mktemp -d)"
# A server of its own (-L) without any user configuration (-f /dev/null).
tmux() { command tmux -L "$session" -f /dev/null "$@"; }
cleanup() {
  tmux kill-server 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1"; failures=$((failures + 1)); }
check() { # check DESCRIPTION COMMAND...: PASS when the command succeeds
  local description="$1"
  shift
  if "$@"; then pass "$description"; else fail "$description"; fi
}

screen() { tmux capture-pane -p -t "$session"; }
pane_flag() { tmux display -p -t "$session" "#{$1}"; }

# Polls until COMMAND succeeds, at most TIMEOUT seconds: no fixed sleeps.
wait_until() {
  local timeout="$1"
  shift
  local deadline=$((SECONDS + timeout))
  until "$@"; do
    ((SECONDS < deadline)) || return 1
    sleep 0.02
  done
}
screen_shows() { screen | grep -qF -- "$1"; }
screen_matches() { screen | grep -qE -- "$1"; }
screen_lacks() { ! screen | grep -qF -- "$1"; }
file_exists() { [[ -s "$1" ]]; }
process_stopped() { ps -o stat= -p "$1" | grep -q T; }
alternate_screen_on() { [ "$(pane_flag alternate_on)" = "1" ]; }
# The pid of the newest process whose command line starts with COMMAND.
pid_of() { pgrep -n -f "^$1"; }

# Builds PRODUCT and prints the path of its binary; exits on a failed build.
build_product() {
  if ! swift build --product "$1" >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "FAIL build $1" >&2
    exit 1
  fi
  echo "$(swift build --show-bin-path)/$1"
}

# Opens the pane: a plain shell in a WIDTHxHEIGHT window.
open_pane() {
  tmux new-session -d -s "$session" -x "$1" -y "$2" "bash --norc --noprofile"
  tmux send-keys -t "$session" "ulimit -c 0; PS1='$ '" Enter
}

# Runs COMMAND in the pane, recording stty before and after and the exit status.
run_in_pane() {
  rm -f "$work/before" "$work/after" "$work/status"
  # A subshell, because an interactive shell drops the rest of a command line whose command
  # died of SIGINT, as if Ctrl-C had been pressed.
  tmux send-keys -t "$session" \
    "(stty -g > $work/before; $1; echo \$? > $work/status; stty -g > $work/after)" Enter
}

# Waits for the program to end, then checks it gave the terminal back.
check_restored() {
  local name="$1" expected_status="$2"
  if ! wait_until 10 file_exists "$work/after"; then
    fail "$name: program ended"
    return
  fi
  check "$name: exit status $expected_status" [ "$(cat "$work/status")" = "$expected_status" ]
  check "$name: stty settings restored" cmp -s "$work/before" "$work/after"
  check "$name: alternate screen left" [ "$(pane_flag alternate_on)" = "0" ]
  check "$name: cursor shown" [ "$(pane_flag cursor_flag)" = "1" ]
  check "$name: auto-wrap back on" [ "$(pane_flag wrap_flag)" = "1" ]
}

# Prints the summary line and exits non-zero when anything failed.
finish() {
  if ((failures > 0)); then
    echo "$1: $failures failed"
    exit 1
  fi
  echo "$1: all passed"
}
