#!/usr/bin/env bash
# The Action's first step (action.yml): decides which formc release to install and where, so
# that actions/cache can be keyed on it before anything is downloaded. Outputs (GITHUB_OUTPUT):
#   version  the `version` input, or, when it is empty, the version of the action's own
#            checkout (Sources/FormcCore/FormcVersion.swift, the one place it is written)
#   dir      where install.sh puts the release (bin/formc inside): RUNNER_TEMP/formc-VERSION
# A version that could not name a release file (anything but letters, digits, '.', '+', '-')
# is refused, since it becomes part of a URL and a path.
set -euo pipefail
: "${GITHUB_OUTPUT:?resolve.sh runs as a GitHub Actions step (GITHUB_OUTPUT is not set)}"
: "${RUNNER_TEMP:?resolve.sh runs as a GitHub Actions step (RUNNER_TEMP is not set)}"

version="${FORMC_VERSION:-}"
if [ -z "$version" ]; then
  source_file="$(cd "$(dirname "$0")/../.." && pwd)/Sources/FormcCore/FormcVersion.swift"
  version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$source_file")
fi
version="${version#v}"
if ! [[ "$version" =~ ^[0-9A-Za-z][0-9A-Za-z.+-]*$ ]]; then
  # Workflow commands are read from standard output; '%', CR and LF escaped as GitHub's
  # toolkit escapes command data, so that a line break in the input starts no command.
  message=${version//'%'/%25}
  message=${message//$'\r'/%0D}
  echo "::error title=formc::'${message//$'\n'/%0A}' is not a formc version (such as 0.1.0)"
  exit 2
fi
{
  echo "version=$version"
  echo "dir=$RUNNER_TEMP/formc-$version"
} >>"$GITHUB_OUTPUT"
