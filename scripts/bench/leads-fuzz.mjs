// Fuzzes the form endpoints with malformed posts and checks the server holds up:
//   node scripts/bench/leads-fuzz.mjs [count=3000] [concurrency=8]
// Every post is invalid by construction, so nothing may be stored. Reports the status
// histogram, 5xx count (must be 0), rows stored (must be 0) and whether the server is healthy.
// Bounded: stops after `count` posts or 300 s. Needs `npm run build` first.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort, startServer } from "./leads-server.mjs";

const count = Number(process.argv[2] ?? 3000);
const concurrency = Number(process.argv[3] ?? 8);
const timeLimitMs = 300_000;

let seed = 20260101;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const randomText = (max) => {
  const alphabet = [
    "a",
    "Z",
    "ü",
    "李",
    "🙂",
    "<",
    ">",
    "&",
    '"',
    "'",
    "%",
    "=",
    "\n",
    "\u0000",
    "\u202e",
    " ",
    "\\",
    "+",
  ];
  return Array.from({ length: Math.floor(random() * max) }, () => pick(alphabet)).join("");
};

const validContact = () => ({
  name: "Fuzz Person",
  email: "fuzz@example.com",
  subject: "Fuzzing",
  message: "A message long enough to pass.",
  consent: "yes",
  services: "Mobile Apps",
});

/** Each breaks the contact form in a way the schema must refuse. */
const contactBreakers = [
  (f) => void delete f.consent,
  (f) => (f.consent = pick(["no", "", "YES ", "on", "true"])),
  (f) =>
    (f.email = pick([
      "",
      "no-at-sign",
      "a@",
      "@b.c",
      "a@b",
      `${"x".repeat(300)}@example.com`,
      randomText(20),
    ])),
  (f) => (f.message = pick(["", "short", randomText(9).slice(0, 9)])),
  (f) => (f.message = "m".repeat(5001 + Math.floor(random() * 1000))),
  (f) => (f.name = pick(["", "   ", "n".repeat(101 + Math.floor(random() * 50)), "bad\u0000nul"])),
  (f) => (f.subject = pick(["", "s".repeat(151)])),
  (f) => (f.services = pick(["Hacking", "<script>alert(1)</script>", "mobile apps"])),
  (f) => (f.phone = pick(["12", "call me maybe", "+".repeat(20), "1".repeat(30)])),
  (f) => void delete f.name,
];

function contactBody() {
  const fields = validContact();
  // One to three breakers: every post is invalid.
  const breakers = 1 + Math.floor(random() * 3);
  for (let i = 0; i < breakers; i++) pick(contactBreakers)(fields);
  for (let i = 0; i < Math.floor(random() * 3); i++) fields[randomText(8) || "x"] = randomText(40);
  return new URLSearchParams(fields).toString();
}

const newsletterBody = () =>
  new URLSearchParams({
    email: pick(["", "nope", "a@", "@", "a b@c.d", randomText(30), "<script>@x"]),
  }).toString();

const boundary = "----fuzz";
const cases = [
  () => ({ path: "/contact", type: "application/x-www-form-urlencoded", body: contactBody() }),
  () => ({
    path: "/newsletter",
    type: "application/x-www-form-urlencoded",
    body: newsletterBody(),
  }),
  () => ({
    path: pick(["/contact", "/newsletter"]),
    type: "application/json",
    body: JSON.stringify(validContact()),
  }),
  () => ({ path: pick(["/contact", "/newsletter"]), type: "text/plain", body: randomText(200) }),
  () => ({
    path: "/contact",
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${randomText(50)}`,
  }),
  () => ({ path: "/contact", type: "multipart/form-data", body: randomText(100) }),
  () => ({
    path: "/contact",
    type: "application/x-www-form-urlencoded",
    body: "%zz%%" + randomText(50) + "&email=%E0%A4%A",
  }),
  () => ({
    path: "/contact",
    type: "application/x-www-form-urlencoded",
    body: Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0x3d, 0x26]),
  }),
  () => ({
    path: pick(["/contact", "/newsletter"]),
    type: "application/x-www-form-urlencoded",
    body: `message=${"x".repeat(33_000 + Math.floor(random() * 200_000))}`,
  }),
  () => ({
    path: "/newsletter/confirm",
    type: "application/x-www-form-urlencoded",
    body: `token=${encodeURIComponent(randomText(60))}`,
  }),
  () => ({
    path: "/newsletter/unsubscribe",
    type: "application/x-www-form-urlencoded",
    body: `token=${"t".repeat(500)}`,
  }),
  () => ({ path: "/contact.data", type: "application/x-www-form-urlencoded", body: contactBody() }),
  () => ({
    path: "/newsletter.data",
    type: "application/x-www-form-urlencoded",
    body: newsletterBody(),
  }),
  () => ({ path: "/contact", type: undefined, body: randomText(100) }),
];

const dir = mkdtempSync(path.join(os.tmpdir(), "leads-fuzz-"));
const dbFile = path.join(dir, "site.db");
const server = await startServer({ port: await freePort(), databaseUrl: `file:${dbFile}` });
const statuses = new Map();
let sent = 0;
let networkErrors = 0;
const started = Date.now();

async function worker() {
  while (sent < count && Date.now() - started < timeLimitMs) {
    sent += 1;
    const { path: target, type, body } = pick(cases)();
    const headers = { origin: server.origin, "sec-fetch-site": "same-origin" };
    if (type) headers["content-type"] = type;
    try {
      const response = await fetch(`${server.origin}${target}`, { method: "POST", headers, body });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    } catch {
      // The server may close a connection it refused (413 before reading the body).
      networkErrors += 1;
    }
  }
}

await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (Date.now() - started) / 1000;
const health = await fetch(`${server.origin}/healthz`).then(
  (r) => r.status,
  () => 0,
);
const alive = server.alive();
await server.kill();

const db = new Database(dbFile, { readonly: true });
const rows = {
  leads: db.prepare("select count(*) as n from leads").get().n,
  subscribers: db.prepare("select count(*) as n from newsletter_subscribers").get().n,
  outbox: db.prepare("select count(*) as n from outbox").get().n,
};
db.close();
rmSync(dir, { recursive: true, force: true });

const fiveHundreds = [...statuses]
  .filter(([status]) => status >= 500)
  .reduce((sum, [, n]) => sum + n, 0);
const stored = rows.leads + rows.subscribers + rows.outbox;
console.log(`posts sent:        ${sent} in ${elapsed.toFixed(1)} s (concurrency ${concurrency})`);
console.log(
  `statuses:          ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join("  ")}`,
);
console.log(`connection resets: ${networkErrors}`);
console.log(`5xx answers:       ${fiveHundreds} (must be 0)`);
console.log(
  `rows stored:       ${stored} (leads ${rows.leads}, subscribers ${rows.subscribers}, outbox ${rows.outbox}; must be 0)`,
);
console.log(
  `healthy after:     ${alive && health === 200 ? "yes" : "no"} (process alive: ${alive}, /healthz ${health})`,
);
process.exitCode = fiveHundreds === 0 && stored === 0 && alive && health === 200 ? 0 : 1;
