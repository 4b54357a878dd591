#!/usr/bin/env bash
# Makes Node.js 24 available. Source it (". scripts/ensure-node.sh") to put it on PATH in this shell,
# or run it to print the PATH line to use. When the node on PATH is older it installs the npm package
# node-<os>-<arch>@24 (the registry package that holds the official binary; no install script runs)
# into a cache folder; nothing else is downloaded.
NODE_MAJOR=24
NODE_CACHE_DIR="${VERDANT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/verdant-node}"
_major() { "$1" --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }

if [ "$(_major node)" != "$NODE_MAJOR" ]; then
  case "$(uname -s)" in Darwin) _os=darwin ;; *) _os=linux ;; esac
  case "$(uname -m)" in aarch64 | arm64) _arch=arm64 ;; *) _arch=x64 ;; esac
  _pkg="node-$_os-$_arch"
  _bin="$NODE_CACHE_DIR/node_modules/$_pkg/bin"
  if [ "$(_major "$_bin/node")" != "$NODE_MAJOR" ]; then
    echo "ensure-node: installing Node.js $NODE_MAJOR ($_pkg) into $NODE_CACHE_DIR" >&2
    mkdir -p "$NODE_CACHE_DIR"
    npm install --no-audit --no-fund --no-save --prefix "$NODE_CACHE_DIR" "$_pkg@$NODE_MAJOR" >&2 \
      || { echo "ensure-node: could not install $_pkg@$NODE_MAJOR from the npm registry" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$_bin:$PATH"
fi
echo "export PATH=\"$(dirname "$(command -v node)"):\$PATH\""
