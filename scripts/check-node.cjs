// `npm start` runs this first: on a Node.js older than `engines` asks for, it stops with one line
// instead of a stack trace from deep inside a dependency. Written in old-style JavaScript (no
// syntax newer than ES5, CommonJS) so that any Node.js that could be on the PATH can run it.
var pkg = require("../package.json");
var wanted = pkg.engines.node.replace(/^>=\s*/, "");
var have = process.versions.node;

function parts(version) {
  return version.split(".").map(function (n) {
    return parseInt(n, 10) || 0;
  });
}

function atLeast(a, b) {
  for (var i = 0; i < 3; i++) {
    if ((a[i] || 0) !== (b[i] || 0)) return (a[i] || 0) > (b[i] || 0);
  }
  return true;
}

if (!atLeast(parts(have), parts(wanted))) {
  console.error(
    "This site needs Node.js " +
      wanted +
      " or newer (24 recommended); this is Node.js " +
      have +
      ". On Linux x64, `source scripts/node24.sh` puts Node 24 on PATH.",
  );
  process.exit(1);
}
