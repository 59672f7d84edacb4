# The kata's state and the only ways Scripts/kata changes the tree. Source it at the package's
# root.
#
# The state lives in .kata/ at the package's root, not under .build, so that
# `swift package clean` leaves it alone (.gitignore lists it):
#   exercise/   the exercise in progress: `name`, `original/PATH` (each file as it was before
#               the start, byte for byte), `stub/PATH` (as the start wrote it), `started` once
#               every file is written, `attempt/` while `solution` puts the files back
#   attempt/    what the learner wrote, one folder per exercise solved (older ones numbered,
#               the latest `kept_attempts` kept)
#   unrestored/ a saved file that could not go back (its place was gone or had changed)
#   lock/       the one kata command that may run: a file named after its process id
#   staging.*, tmp.*  what a command builds or writes until it ends (a state, a copy for the
#               tree, the log of a check): dropped when it ends, or by the next command
# A file goes into the tree whole: a copy in .kata/ renamed into place, so a kill never leaves
# half a file, and a temporary copy it leaves is in .kata/, where the next command drops it.

state_dir=".kata"
# How many of an exercise's attempts .kata/attempt/ keeps: the latest, and the ones before it.
kept_attempts=5
exercise_state="$state_dir/exercise"
lock="$state_dir/lock"
holding=0
refusal=""

die() {
  echo "kata: $*" >&2
  exit 1
}

# The process id the lock folder names, if it names one.
lock_owner() {
  local file
  for file in "$lock"/*; do
    [ -f "$file" ] || return 1
    echo "${file##*/}"
    return 0
  done
  return 1
}

# True when process $1 is alive (not a zombie its parent has yet to reap) and not this one.
alive() {
  [[ $1 =~ ^[0-9]+$ ]] && [ "$1" != "$$" ] && kill -0 "$1" 2>/dev/null || return 1
  [[ $(ps -o stat= -p "$1" 2>/dev/null) != *Z* ]]
}

# Takes the lock, or stops with one line when another kata command holds it.
take_lock() {
  try_lock || die "$refusal"
}

# Takes the lock, or sets `refusal` to the line that says why not and returns 1. The lock is a
# folder, made by `mkdir` (which only one command can do), holding one file named after its
# owner's process id. A lock whose owner is gone (killed) is broken by deleting that file, which
# only one command can do, and then the folder, which nobody can have made again in between.
try_lock() {
  local owner tries=0
  [ -d "$state_dir" ] || mkdir -p "$state_dir"
  until mkdir "$lock" 2>/dev/null; do
    tries=$((tries + 1))
    if ((tries > 50)); then
      refusal="cannot take the lock $lock; nothing done"
      return 1
    fi
    if ! owner="$(lock_owner)"; then
      # Being taken or given back this very moment, or left by a command killed at that moment.
      [ -d "$lock" ] || continue
      refusal="another kata command is running; nothing done: run this again when it ends (if"
      refusal+=" none is running, remove $lock)"
      return 1
    fi
    if alive "$owner"; then
      refusal="another kata command (process $owner) is running; nothing done: run this again"
      refusal+=" when it ends"
      return 1
    fi
    if rm "$lock/$owner" 2>/dev/null; then rmdir "$lock" 2>/dev/null || true; fi
  done
  : >"$lock/$$"
  holding=1
}

release_lock() {
  ((holding)) || return 0
  rm -f "$lock/$$"
  rmdir "$lock" 2>/dev/null || true
  holding=0
}

# Drops what a command leaves in .kata/ until it ends (staging folders, temporary files): this
# one's on its way out, or those of one killed half-way.
drop_leftovers() {
  local leftovers
  shopt -s nullglob
  leftovers=("$state_dir"/staging.* "$state_dir"/tmp.*)
  shopt -u nullglob
  ((${#leftovers[@]} == 0)) || rm -rf "${leftovers[@]}"
}

# Names in `staging` a folder in .kata/ for a state being built, which the caller makes; the
# next command drops it if this one never renames it into place. Only the lock's holder makes
# one, after dropping those a command killed left.
new_staging() {
  stagings=$((${stagings:-0} + 1))
  staging="$state_dir/staging.$$.$stagings"
}

# Makes two empty temporary files in .kata/, named in `log` and `results` by paths that hold
# after a `cd` (dropped when the command ends, or by the next one).
temporary_files() {
  log="$PWD/$state_dir/tmp.$$.log"
  results="$PWD/$state_dir/tmp.$$.results"
  : >"$log"
  : >"$results"
}

# The paths, relative to the package, of the files a state folder saved, into the array `files`,
# in byte order.
files_of() {
  local LC_ALL=C
  files=()
  [ -d "$1/original" ] || return 0
  files_under "$1/original"
}

# The paths, relative to FOLDER, of the files under it, into the array `files`, in the order of
# the locale (a glob sorts them as `sort` does).
files_under() {
  local path
  files=()
  shopt -s globstar dotglob
  for path in "$1"/**; do
    [ ! -f "$path" ] || files+=("${path#"$1"/}")
  done
  shopt -u globstar dotglob
}

# Puts SOURCE's bytes at DESTINATION in one rename, keeping DESTINATION's permissions.
install_file() {
  local copy="$state_dir/tmp.$$"
  if [ -f "$2" ]; then
    cp -p "$2" "$copy"
    cat "$1" >"$copy"
  else
    cp "$1" "$copy"
  fi
  mv -f "$copy" "$2"
}

# Keeps SOURCE, the saved copy of PATH, under .kata/unrestored/, and names where in `kept`.
keep_aside() {
  local n=1
  kept="$state_dir/unrestored/$2"
  if [ -e "$kept" ]; then
    while [ -e "$kept.$n" ]; do n=$((n + 1)); done
    kept="$kept.$n"
  fi
  mkdir -p "${kept%/*}"
  cp "$1" "$kept"
}

# Moves the attempt folder FOLDER to .kata/attempt/NAME, and names where in `kept`. The one there
# before is numbered, one above the highest number there (so a higher number is a later
# attempt), and the oldest numbered ones are deleted so that NAME keeps its latest
# `kept_attempts` in all.
keep_attempt() {
  local older=() oldest=() index
  kept="$state_dir/attempt/$2"
  attempt_numbers "$kept"
  if [ -e "$kept" ]; then
    older+=($((${#older[@]} ? older[${#older[@]} - 1] + 1 : 1)))
    mv "$kept" "$kept.${older[${#older[@]} - 1]}"
  fi
  [ -d "${kept%/*}" ] || mkdir -p "${kept%/*}"
  mv "$1" "$kept"
  for ((index = 0; index < ${#older[@]} - (kept_attempts - 1); index++)); do
    oldest+=("$kept.${older[index]}")
  done
  ((${#oldest[@]} == 0)) || rm -rf "${oldest[@]}"
}

# The numbers of the older attempts kept beside the folder KEPT (KEPT.1, KEPT.2, …), in order,
# into the array `older`.
attempt_numbers() {
  local folder numbers=()
  for folder in "$1".*; do
    if [[ -d $folder && ${folder##*.} =~ ^[0-9]+$ ]]; then numbers+=("${folder##*.}"); fi
  done
  older=(${numbers[@]+"${numbers[@]}"})
  ((${#numbers[@]} < 2)) || mapfile -t older < <(printf '%s\n' "${numbers[@]}" | sort -n)
}

# Puts back each file of the state folder FOLDER that still is as the kata wrote it (or is
# already back), and forgets FOLDER. A file gone, or changed since, is left as it is: one line
# says so and where its saved copy is kept. Returns 1 when there was one.
put_back() {
  local folder="$1" file kept status=0
  files_of "$folder"
  for file in ${files[@]+"${files[@]}"}; do
    if [ ! -f "$file" ]; then
      keep_aside "$folder/original/$file" "$file"
      echo "kata: $file is not there (moved or deleted?): not restored; its code is in $kept" >&2
      status=1
    elif cmp -s "$file" "$folder/original/$file"; then
      :
    elif [ -f "$folder/stub/$file" ] && cmp -s "$file" "$folder/stub/$file"; then
      install_file "$folder/original/$file" "$file"
    else
      keep_aside "$folder/original/$file" "$file"
      echo "kata: $file changed after the kata took code out of it: left as it is; its code" \
        "as it was is in $kept" >&2
      status=1
    fi
  done
  rm -rf "$folder"
  return "$status"
}
