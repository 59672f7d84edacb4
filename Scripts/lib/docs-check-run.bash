# How Scripts/check-docs-commands walks the commands in order, remembers what ran, keeps the
# working tree as it was and keeps the tally. Source it after tmux-session.bash.

limit=300         # seconds any one command may take
first_frame=60    # seconds a demo on a terminal may take to draw its first frame
declare -A found=() passed=() skipped=() failed=() memo=()
order=() skip_list=() fail_list=()
executions=0
current_page=""
chain=""          # the kata steps since `Scripts/kata start`, one a line; empty outside
chain_live=1      # 0 while those steps were answered from memo and not run in this tree
stale_build=0     # 1 after an exercise's `check` built its stubs, or an edit changed a source
edited=""         # the file an edit marker changed, while it is changed

# The tree as git sees it, including untracked files: it must end as it started.
tree_state() { { git status --porcelain=v1 --untracked-files=all; git diff HEAD; } | sha1sum; }

restore_tree() {
  undo_edit
  if [ -f .kata/exercise/name ]; then Scripts/kata solution >/dev/null; fi
  rebuild_if_stale
  if [ "$(tree_state)" != "$tree_before" ]; then
    echo "FAIL the working tree is not as it was before the check: see git status" >&2
    exit 1
  fi
}

# Adds the line an edit marker gives at the top of its file, as the page tells the reader to,
# after keeping the file as it is; a Swift file is built with it.
apply_edit() {
  local file="${1%%:*}" text="${1#*: }"
  [ -f "$file" ] || { echo "   $file is not there to edit"; return 1; }
  cp -p "$file" "$work/edited-original"
  edited="$file"
  { printf '%s\n' "$text"; cat "$work/edited-original"; } >"$file"
  if [[ $file == *.swift ]]; then
    stale_build=1
    rebuild_if_stale
  fi
}

# Puts the edited file back byte for byte; the next command builds the tree as it was.
undo_edit() {
  [ -n "$edited" ] || return 0
  cat "$work/edited-original" >"$edited"
  [[ $edited != *.swift ]] || stale_build=1
  edited=""
}

# The build `Scripts/kata check` makes, again, so that it matches the tree. Its command is read
# from Scripts/kata, so that the two can never differ (a build with other flags is a full one).
rebuild_if_stale() {
  ((stale_build)) || return 0
  local build
  build="$(awk '/^build=\(/ { inside = 1 } inside { print } inside && /\)$/ { exit }' Scripts/kata)"
  [ -n "$build" ] || { echo "FAIL no build=(…) line in Scripts/kata" >&2; exit 1; }
  eval "$build"
  local started=$SECONDS
  if ! "${build[@]}" >"$work/rebuild.log" 2>&1 </dev/null; then
    cat "$work/rebuild.log"
    echo "FAIL the build of the tree as a kata step or an edit left it" >&2
    exit 1
  fi
  echo "   (built again in $((SECONDS - started)) s: a kata step or an edit had changed the tree)"
  stale_build=0
}

# Runs again, quietly, the kata steps that were answered from memo, so that the next one,
# which was not, finds the tree they leave.
replay_chain() {
  local step
  while IFS= read -r step; do
    [ -n "$step" ] || continue
    timeout "$limit" bash -c "$step" >"$work/replay.log" 2>&1 </dev/null || true
    [ "$step" != "Scripts/kata check" ] || stale_build=1
  done <<<"$chain"
  chain_live=1
}

count() { # count PAGE OUTCOME
  case "$2" in
    pass) passed[$1]=$((${passed[$1]:-0} + 1)) ;;
    skip) skipped[$1]=$((${skipped[$1]:-0} + 1)) ;;
    fail) failed[$1]=$((${failed[$1]:-0} + 1)) ;;
  esac
}

check_command() {
  local page="$1" line="$2" reason="$3" expected="$4" edit="$5" command="$6"
  local run kind key outcome log="$work/log" started ran_now=0
  if [ "$page" != "$current_page" ]; then
    [ -z "$current_page" ] || [ ! -f .kata/exercise/name ] \
      || fail "$current_page: the page leaves an exercise in progress"
    current_page="$page"
    order+=("$page")
  fi
  found[$page]=$((${found[$page]:-0} + 1))
  if [ "$reason" != "-" ]; then
    count "$page" skip
    skip_list+=("$page:$line  $command  — $reason")
    echo "SKIP $page:$line  $command  — $reason"
    return
  fi
  run="$(printf '%s\n' "$command" | runnable)"
  kind="$(kind_of "$run")"
  key="$chain"$'\n'"$edit"$'\n'"$run"
  [ "$expected" = "-" ] || key+=$'\n'"$(cat ${expected//,/ })"
  # Inside an exercise, a step is answered from memo only while every step before it was.
  if [ -n "${memo[$key]:-}" ] && { [ -z "$chain" ] || ((chain_live == 0)); }; then
    outcome="${memo[$key]%% *}"
    echo "${outcome^^} $page:$line  $run  (same as ${memo[$key]#* })"
  else
    ran_now=1
    ((chain_live)) || replay_chain
    [[ $kind == kata* ]] || rebuild_if_stale
    started=$SECONDS
    outcome=pass
    if [ "$edit" != "-" ]; then
      # The page breaks something on purpose: what it states is judged, not the status.
      if apply_edit "$edit" >"$work/why"; then
        execute edited "$run" "$log" >"$work/why" || outcome=fail
      else
        outcome=fail
      fi
      undo_edit
    else
      execute "$kind" "$run" "$log" >"$work/why" || outcome=fail
    fi
    if [ "$outcome" = pass ] && ! match_output "$expected" "$log" >"$work/why"; then
      outcome=fail
    fi
    memo[$key]="$outcome $page:$line"
    [ "$kind" != kata-check ] || stale_build=1
    echo "${outcome^^} $page:$line  $run  ($kind, $((SECONDS - started)) s)"
    if [ "$outcome" = fail ]; then
      cat "$work/why"
      echo "   last lines of its output:"
      tail -n 15 "$log" | sed 's/^/   | /'
      fail_list+=("$page:$line  $run")
    fi
  fi
  count "$page" "$outcome"
  case "$run" in
    "Scripts/kata start "*) chain="$run" chain_live=$ran_now ;;
    "Scripts/kata solution"*) chain="" chain_live=1 ;;
    "Scripts/kata "*) [ -z "$chain" ] || chain+=$'\n'"$run" ;;
  esac
}

# Prints the tally, page by page, then the skipped and failed commands; fails when any failed.
report() {
  local page total_found=0 total_passed=0 total_skipped=0 total_failed=0 entry
  echo
  printf '%-52s %5s %6s %7s %6s\n' page found passed skipped failed
  for page in "${order[@]}"; do
    printf '%-52s %5d %6d %7d %6d\n' "$page" "${found[$page]}" "${passed[$page]:-0}" \
      "${skipped[$page]:-0}" "${failed[$page]:-0}"
    total_found=$((total_found + found[$page]))
    total_passed=$((total_passed + ${passed[$page]:-0}))
    total_skipped=$((total_skipped + ${skipped[$page]:-0}))
    total_failed=$((total_failed + ${failed[$page]:-0}))
  done
  for entry in "${skip_list[@]}"; do echo "skipped: $entry"; done
  for entry in "${fail_list[@]}"; do echo "failed:  $entry"; done
  echo "docs commands: $total_found found in ${#order[@]} pages, $total_passed passed," \
    "$total_skipped skipped, $total_failed failed; $executions run (the rest the same as one" \
    "run already), in $1 s"
  ((total_failed == 0 && failures == 0))
}
