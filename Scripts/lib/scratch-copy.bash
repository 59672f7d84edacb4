# sync_copy COPY: makes the folder COPY hold the package's files as they are in the working
# directory (the package's root), uncommitted edits included: every file but git's folder, the
# build folders (`.build`, `.build-*`, `.build_*`), `.swiftpm` and the kata's state. Only the
# files that differ are written, and the files the package no longer has are removed, so that a
# build kept inside COPY between runs recompiles only what changed since the last one. COPY is
# relative to the package's root and lies in an ignored folder; nothing outside it is written.
# Stops with one line when the package cannot be read.
sync_copy() {
  local copy="$1" differences errors line path status=0
  mkdir -p "$copy"
  differences="$(mktemp)"
  errors="$(mktemp)"
  diff -rq -x .git -x .build -x '.build-*' -x '.build_*' -x .swiftpm -x .kata . "$copy" \
    >"$differences" 2>"$errors" || status=$?
  if ((status > 1)); then
    line="$(head -n 1 "$errors")"
    rm -f "$differences" "$errors"
    echo "kata: cannot copy the package into $copy: ${line:-diff failed}" >&2
    return 1
  fi
  while IFS= read -r line; do
    case "$line" in
      "Only in $copy: "* | "Only in $copy/"*": "*)
        path="${line#"Only in $copy"}"
        path="${path#/}"
        path="${path/: //}"
        rm -rf "$copy/${path#/}"
        ;;
      "Only in .: "* | "Only in ./"*": "*)
        path="${line#Only in .}"
        path="${path#/}"
        path="${path/: //}"
        path="${path#/}"
        mkdir -p "$(dirname "$copy/$path")"
        cp -R "$path" "$copy/$path"
        ;;
      "Files ./"*" and $copy/"*" differ")
        path="${line#Files ./}"
        path="${path%% and "$copy"/*}"
        cp "$path" "$copy/$path"
        ;;
      "File ./"*" while file $copy/"*)
        # A file in one and a folder in the other.
        path="${line#File ./}"
        path="${path%% is a *}"
        rm -rf "${copy:?}/$path"
        cp -R "$path" "$copy/$path"
        ;;
    esac
  done <"$differences"
  rm -f "$differences" "$errors"
}
