# seconds COMMAND...: prints the wall time of one run of COMMAND, in seconds, with its output
# and input out of the way; returns the command's status, so that a build that fails is not
# timed as if it had worked.
seconds() {
  local start end status=0
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 </dev/null || status=$?
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }'
  return "$status"
}
