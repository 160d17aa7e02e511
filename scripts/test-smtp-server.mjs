// A real SMTP server on loopback for end-to-end tests and benchmarks: it accepts every mail,
// decodes it with mailparser (headers, quoted-printable, base64, charsets) and keeps it in memory;
// GET http://127.0.0.1:<http port>/messages lists what arrived.
// Usage: node scripts/test-smtp-server.mjs <smtp port> <http port>
import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.argv[2] ?? 2525);
const httpPort = Number(process.argv[3] ?? 2580);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", async () => {
      const raw = Buffer.concat(chunks);
      const mail = await simpleParser(raw).catch(() => null);
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: mail?.subject ?? "",
        text: mail?.text ?? "",
        html: mail?.html || "",
        source: raw.toString("utf8"),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const to = url.searchParams.get("to");
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(list));
  })
  .listen(httpPort, "127.0.0.1", () => {
    console.log(
      `test SMTP server on 127.0.0.1:${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`,
    );
  });

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
