# sync_copy COPY: makes the folder COPY hold the package's files as they are in the working
# directory (the package's root), uncommitted edits included: every file but git's folder, the
# build folders (`.build`, `.build-*`, `.build_*`), `.swiftpm` and the kata's state. Only the
# files that differ are written, and the files the package no longer has are removed, so that a
# build kept inside COPY between runs recompiles only what changed since the last one. COPY is
# relative to the package's root and lies in an ignored folder; nothing outside it is written.
# Stops with one line when the package cannot be read.
sync_copy() {
  local copy="$1" differences line path status=0 gone=() new=() changed=()
  [ -d "$copy" ] || mkdir -p "$copy"
  differences="$(diff -rq -x .git -x .build -x '.build-*' -x '.build_*' -x .swiftpm -x .kata \
    . "$copy" 2>/dev/null)" || status=$?
  if ((status > 1)); then
    # The first error diff gives, asked again only now that there is one.
    line="$(diff -rq -x .git -x .build -x '.build-*' -x '.build_*' -x .swiftpm -x .kata \
      . "$copy" 2>&1 >/dev/null)" || true
    line="${line%%$'\n'*}"
    echo "kata: cannot copy the package into $copy: ${line:-diff failed}" >&2
    return 1
  fi
  # Each line says what differs. The paths gone from the package are removed first, then the
  # new ones copied: diff names a path only inside a folder both have, so its folder is there.
  while IFS= read -r line; do
    case "$line" in
      "Only in $copy: "* | "Only in $copy/"*": "*)
        path="${line#"Only in $copy"}"
        path="${path#/}"
        path="${path/: //}"
        gone+=("$copy/${path#/}")
        ;;
      "Only in .: "* | "Only in ./"*": "*)
        path="${line#Only in .}"
        path="${path#/}"
        path="${path/: //}"
        new+=("${path#/}")
        ;;
      "Files ./"*" and $copy/"*" differ")
        path="${line#Files ./}"
        changed+=("${path%% and "$copy"/*}")
        ;;
      "File ./"*" while file $copy/"*)
        # A file in one and a folder in the other.
        path="${line#File ./}"
        path="${path%% is a *}"
        gone+=("${copy:?}/$path")
        new+=("$path")
        ;;
    esac
  done <<<"$differences"
  ((${#gone[@]} == 0)) || rm -rf "${gone[@]}"
  for path in ${new[@]+"${new[@]}"}; do cp -R "$path" "$copy/$path"; done
  for path in ${changed[@]+"${changed[@]}"}; do cp "$path" "$copy/$path"; done
}
