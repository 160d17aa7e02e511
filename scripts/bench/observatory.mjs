// bench:observatory — scores the local production server with the MDN HTTP Observatory's own
// rules (@mdn/mdn-http-observatory, run offline). Over plain loopback HTTP the redirection and
// HSTS tests cannot pass (they need TLS); the script prints the observed score and the score
// with those two tests counted as they would be behind a TLS terminator that redirects to HTTPS
// (HSTS=on is the server's setting for that).
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ensureBuild, startOurServer } from "./lib.mjs";

// The package downloads the HSTS preload list in an install script, which we do not run
// (offline, --ignore-scripts). Localhost is in no preload list, so an empty list is accurate.
const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
const preloadList = path.join(packageDir, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");
const { scan } = await import("@mdn/mdn-http-observatory");

ensureBuild();
const server = await startOurServer({ HSTS: "on" });
try {
  const result = await scan(`127.0.0.1:${server.port}`);
  console.log(
    `MDN HTTP Observatory, ${server.origin}/: grade ${result.scan.grade}, score ${result.scan.score} ` +
      `(${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed)`,
  );
  const needsTls = new Set(["redirection", "strict-transport-security"]);
  let projected = 100;
  let penalties = 0;
  for (const [name, test] of Object.entries(result.tests)) {
    const modifier = needsTls.has(name) ? 0 : test.scoreModifier;
    projected += modifier;
    if (modifier < 0) penalties += modifier;
    console.log(
      `  ${test.pass ? "pass" : "FAIL"}  ${name.padEnd(32)} ${String(test.scoreModifier).padStart(4)}  ${test.result}`,
    );
  }
  // Bonus points count only when the score without them is already an A (90).
  const withoutBonus = 100 + penalties;
  console.log(
    `Without the two TLS-only tests (behind HTTPS with a redirect and HSTS=on): ` +
      `${withoutBonus >= 90 ? projected : withoutBonus}`,
  );
} finally {
  await server.stop();
}
