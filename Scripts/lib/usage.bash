# The command-line standard every script keeps (W4): `--help` prints the script's opening
# comment and exits 0; a usage error prints one line and exits 2. Source it after
# `cd "$(dirname "$0")/.."`, with `usage` set to the script's one-line usage.

script_file="Scripts/${BASH_SOURCE[1]##*/}"

# Prints the opening comment of the script, without its `#`s, and `$usage` when the comment
# does not say its usage itself.
print_help() {
  local comment
  comment="$(awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$script_file")"
  [ -z "$comment" ] || printf '%s\n' "$comment"
  grep -qi 'usage:' <<<"$comment" || printf '%s\n' "$usage"
}

# Prints `$usage`, after MESSAGE when one is given, on one line of standard error (control
# bytes of a quoted argument shown as `?`), and exits 2.
usage_error() {
  local line="${1:+$1. }$usage"
  echo "${line//[[:cntrl:]]/?}" >&2
  exit 2
}
