#!/usr/bin/env bash
# The Action's install step (action.yml): puts a formc release on PATH for the next steps.
# In (environment, from the Action's inputs and resolve.sh's outputs):
#   FORMC_PATH         an installed formc to use instead (then nothing is downloaded)
#   FORMC_VERSION      the release, such as 0.1.0
#   FORMC_INSTALL_DIR  where it goes (actions/cache restores this folder on a cache hit)
#   FORMC_BASE_URL     releases' address: BASE/vVERSION/FILE (GitHub's, or file:// in tests);
#                      empty: the releases of the repository the action was taken from, read
#                      from GITHUB_ACTION_PATH (.../_actions/ACCOUNT/REPO/REF), since a composite
#                      action's github.action_repository is empty (actions/runner#2525)
# Out: the folder of formc appended to GITHUB_PATH, `formc-path` in GITHUB_OUTPUT.
# A download is installed only when its SHA-256 is the one SHA256SUMS gives for it (the
# release's own list, `sha256sum` format); the tarball's layout is formc-VERSION/bin/formc.
# The folder appears whole or not at all (extracted beside it, then renamed), so a cache
# never saves half an install. Release binaries exist for Linux x86_64 only; elsewhere, build
# formc and pass formc-path.
set -euo pipefail
: "${GITHUB_PATH:?install.sh runs as a GitHub Actions step (GITHUB_PATH is not set)}"
: "${GITHUB_OUTPUT:?install.sh runs as a GitHub Actions step (GITHUB_OUTPUT is not set)}"
: "${RUNNER_TEMP:?install.sh runs as a GitHub Actions step (RUNNER_TEMP is not set)}"

fail() {
  # Workflow commands are read from standard output. The message is escaped as GitHub's
  # toolkit escapes command data ('%', CR and LF as %25, %0D, %0A), so that a line break in
  # an input cannot start a workflow command of its own.
  local message=${1//'%'/%25}
  message=${message//$'\r'/%0D}
  echo "::error title=formc install::${message//$'\n'/%0A}"
  exit 1
}

if [ -n "${FORMC_PATH:-}" ]; then
  # Its folder becomes a line of GITHUB_PATH and the path a line of GITHUB_OUTPUT: a line break
  # in it would add a folder to PATH or an output of its own.
  case "$FORMC_PATH" in
    *$'\n'* | *$'\r'*) fail "formc-path '$FORMC_PATH' holds a line break" ;;
  esac
  [ -f "$FORMC_PATH" ] && [ -x "$FORMC_PATH" ] || fail "formc-path '$FORMC_PATH' is not an executable file"
  binary="$(cd "$(dirname "$FORMC_PATH")" && pwd)/$(basename "$FORMC_PATH")"
else
  version="${FORMC_VERSION:?}"
  dir="${FORMC_INSTALL_DIR:?}"
  binary="$dir/bin/formc"
  if [ -x "$binary" ]; then
    echo "formc $version: already installed in $dir (restored from the cache)"
  else
    system="$(uname -s) $(uname -m)"
    [ "$system" = "Linux x86_64" ] ||
      fail "formc releases have a binary for Linux x86_64 only, not $system: build formc and pass formc-path"
    tarball="formc-$version-x86_64-unknown-linux-gnu.tar.gz"
    base_url=${FORMC_BASE_URL:-}
    if [ -z "$base_url" ]; then
      # The runner checks an action out at RUNNER/_actions/ACCOUNT/REPO/REF.
      if [[ "${GITHUB_ACTION_PATH:-}" =~ /_actions/([A-Za-z0-9_.-]+)/([A-Za-z0-9_.-]+)/[^/]+$ ]]; then
        base_url="https://github.com/${BASH_REMATCH[1]}/${BASH_REMATCH[2]}/releases/download"
      else
        fail "base-url is empty and the action was not taken from a repository (uses: ./ ?): pass base-url or formc-path"
      fi
    fi
    base="${base_url%/}/v$version"
    work=$(mktemp -d "$RUNNER_TEMP/formc-download.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    for file in "$tarball" SHA256SUMS; do
      curl --fail --silent --show-error --location --retry 3 --output "$work/$file" "$base/$file" ||
        fail "could not download $base/$file"
    done
    # The line for the tarball: '<64 hex> <space><space or *><name>', exactly one.
    expected=$(awk -v name="$tarball" '$2 == name || $2 == "*" name { print $1 }' "$work/SHA256SUMS")
    [[ "$expected" =~ ^[0-9a-fA-F]{64}$ ]] || fail "SHA256SUMS has no single SHA-256 line for $tarball: not installed"
    actual=$(sha256sum "$work/$tarball" | cut -d ' ' -f 1)
    [ "${actual,,}" = "${expected,,}" ] ||
      fail "$tarball has SHA-256 $actual, but SHA256SUMS says $expected: not installed"
    mkdir "$work/unpacked"
    tar -xzf "$work/$tarball" -C "$work/unpacked" --no-same-owner
    unpacked="$work/unpacked/formc-$version"
    [ -f "$unpacked/bin/formc" ] && [ -x "$unpacked/bin/formc" ] ||
      fail "$tarball holds no formc-$version/bin/formc: not installed"
    mkdir -p "$(dirname "$dir")"
    rm -rf "$dir"
    mv "$unpacked" "$dir"
    echo "formc $version: installed from $base/$tarball (SHA-256 checked) in $dir"
  fi
fi

# The release's binary has the Swift runtime and libyaml linked in (docs/install.md): it needs
# only the C and C++ libraries every runner image has, so running it is the whole check.
"$binary" --version >/dev/null || fail "$binary does not run (see the message above)"
dirname "$binary" >>"$GITHUB_PATH"
echo "formc-path=$binary" >>"$GITHUB_OUTPUT"
"$binary" --version
