#!/usr/bin/env bash
# The Action's lint step (action.yml): runs `formc lint --format github`, whose lines the
# runner turns into annotations (GitHub's workflow commands, docs/lint.md §4.3), then, when a
# SARIF file is asked for, `formc lint --format sarif` into it for
# github/codeql-action/upload-sarif (docs/lint.md §4.4). Exits with lint's status
# (docs/lint.md §3: 0 clean, 1 errors, or warnings with strict, 2 a usage or I/O failure).
# In (environment, from the Action's inputs):
#   FORMC_BIN          the formc to run (install.sh's formc-path)
#   FORMC_LINT_PATHS   specs and folders, separated by spaces or line breaks (no glob
#                      expansion); empty: the specs of the config
#   FORMC_LINT_CONFIG  a formc.yml for lint's settings (--config), or empty
#   FORMC_LINT_STRICT  'true' or 'false' (--strict)
#   FORMC_SARIF_FILE   where the SARIF log goes, or empty for none
# Out (GITHUB_OUTPUT): exit-code, and sarif-file when one was written.
set -euo pipefail
: "${GITHUB_OUTPUT:?lint.sh runs as a GitHub Actions step (GITHUB_OUTPUT is not set)}"
formc="${FORMC_BIN:-formc}"

# An ::error line for the runner. Its message is escaped as GitHub's toolkit escapes command
# data ('%', CR and LF as %25, %0D, %0A), so that an input's line break cannot start a
# workflow command of its own.
error() {
  local message=${2//'%'/%25}
  message=${message//$'\r'/%0D}
  echo "::error title=formc lint::${message//$'\n'/%0A}"
  exit "$1"
}
# A line break in the SARIF file's name would add a line of its own to GITHUB_OUTPUT, an
# output that the action never set.
case "${FORMC_SARIF_FILE:-}" in
  *$'\n'* | *$'\r'*) error 2 "sarif-file '$FORMC_SARIF_FILE' holds a line break" ;;
esac
# mv would move the log into a folder under its temporary name, and the output would name the folder.
[ ! -d "${FORMC_SARIF_FILE:-}" ] || error 2 "sarif-file '$FORMC_SARIF_FILE' is a folder; name a file"

options=()
case "${FORMC_LINT_STRICT:-false}" in
  true) options+=(--strict) ;;
  false) ;;
  *) error 2 "strict is '$FORMC_LINT_STRICT'; expected true or false" ;;
esac
[ -z "${FORMC_LINT_CONFIG:-}" ] || options+=(--config "$FORMC_LINT_CONFIG")
# Words split on spaces, tabs and line breaks; never expanded as globs (read -a does not).
# They follow `--`, so a path that starts with '-' is a path, never an option (`--fix`).
paths=()
read -r -d '' -a paths <<<"${FORMC_LINT_PATHS:-}" || true

status=0
"$formc" lint --format github "${options[@]}" -- "${paths[@]}" || status=$?

if [ -n "${FORMC_SARIF_FILE:-}" ]; then
  # Written beside its final name and renamed over it, so the file is whole or absent.
  folder=$(dirname "$FORMC_SARIF_FILE")
  mkdir -p "$folder"
  partial=$(mktemp "$folder/.formc-sarif.XXXXXX")
  sarif_status=0
  "$formc" lint --format sarif "${options[@]}" -- "${paths[@]}" >"$partial" 2>/dev/null || sarif_status=$?
  chmod 0644 "$partial"
  mv -f "$partial" "$FORMC_SARIF_FILE"
  echo "sarif-file=$FORMC_SARIF_FILE" >>"$GITHUB_OUTPUT"
  # Both runs read the same files; a different status means the SARIF run failed on its own.
  if [ "$sarif_status" -ne "$status" ]; then
    echo "::error title=formc lint::the SARIF run exited $sarif_status, the annotations run $status"
    [ "$sarif_status" -gt "$status" ] && status=$sarif_status
  fi
fi
echo "exit-code=$status" >>"$GITHUB_OUTPUT"
exit "$status"
