# The command-line standard every script keeps (W4): `--help` prints the script's opening
# comment and exits 0; a usage error prints one line and exits 2. Source it at the package's
# root, with `usage` set to the script's one-line usage.

script_file="Scripts/${BASH_SOURCE[1]##*/}"

# Prints the opening comment of the script, without its `#`s, and `$usage` when the comment
# does not say its usage itself.
print_help() {
  local line comment=""
  {
    read -r line || true  # the #! line
    while IFS= read -r line && [[ $line == "#"* ]]; do
      line="${line#\#}"
      comment+="${line# }"$'\n'
    done
  } <"$script_file"
  while [[ $comment == *$'\n' ]]; do comment="${comment%$'\n'}"; done
  [ -z "$comment" ] || printf '%s\n' "$comment"
  shopt -s nocasematch
  [[ $comment == *usage:* ]] || printf '%s\n' "$usage"
  shopt -u nocasematch
}

# Prints `$usage`, after MESSAGE when one is given, on one line of standard error (control
# bytes of a quoted argument shown as `?`), and exits 2.
usage_error() {
  local line="${1:+$1. }$usage"
  echo "${line//[[:cntrl:]]/?}" >&2
  exit 2
}
