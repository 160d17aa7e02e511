/**
 * The desk through the production server, as a stranger and as the team meet it: a real SMTP
 * server on loopback receives the sign-in links. Runs on one SQLite instance, and on two
 * instances sharing a throwaway PostgreSQL (a link asked for on one is used on the other).
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskCookieName } from "~/desk/session";
import { startTemporaryPostgres, type TemporaryPostgres } from "../support/postgres";
import {
  request,
  startServer,
  type RawResponse,
  type RunningServer,
} from "../support/server-process";

const timeout = 90_000;
const form = "application/x-www-form-urlencoded";
const team = "sales@agency.example";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** scripts/test-smtp-server.mjs on free ports. */
async function startSmtp() {
  const smtpPort = await freePort();
  const httpPort = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ["scripts/test-smtp-server.mjs", String(smtpPort), String(httpPort)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    async mailsTo(to: string): Promise<Mail[]> {
      const response = await fetch(`http://127.0.0.1:${httpPort}/messages?to=${to}`);
      return (await response.json()) as Mail[];
    },
    stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill())),
  };
}
type Smtp = Awaited<ReturnType<typeof startSmtp>>;

const post = (server: RunningServer, path: string, body: Record<string, string>, headers = {}) =>
  request(server.origin, path, {
    method: "POST",
    headers: { "content-type": form, origin: server.origin, ...headers },
    body: new URLSearchParams(body).toString(),
  });

const text = (response: RawResponse) => response.body.toString("utf8");
const cookieOf = (response: RawResponse) =>
  new RegExp(`${deskCookieName}=([^;]+)`).exec(String(response.headers["set-cookie"] ?? ""))?.[1];

/** Asks for a link on `server` and returns its token, read from the mail that arrived. */
async function signInLink(
  server: RunningServer,
  smtp: Smtp,
  before: number,
  { email = team, next }: { email?: string; next?: string } = {},
): Promise<string> {
  const asked = await post(server, "/desk", {
    intent: "request-link",
    email,
    ...(next ? { next } : {}),
  });
  expect(asked.status).toBe(303);
  let mails: Mail[] = [];
  await expect
    .poll(async () => (mails = await smtp.mailsTo(email)).length, { timeout: 15_000 })
    .toBeGreaterThan(before);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error("no link in the mail");
  return token;
}

/** A contact lead with markup and a formula, so the desk must show and export it inertly. */
const hostileLead = (marker: string) => ({
  name: `<img src=x onerror=alert(1)> ${marker}`,
  email: `buyer-${marker}@example.com`,
  phone: "+91 98765-43210",
  subject: `=HYPERLINK("http://evil.example","${marker}")`,
  message: "We need a booking app for three clinics.",
  consent: "yes",
});

function deskSuite(
  name: string,
  setup: () => Promise<{
    a: RunningServer;
    b: RunningServer;
    smtp: Smtp;
    stop(): Promise<void>;
  } | null>,
) {
  describe(name, () => {
    let a: RunningServer;
    let b: RunningServer;
    let smtp: Smtp;
    let stop = async () => {};
    let available = false;
    const marker = `m${Date.now().toString(36)}`;

    beforeAll(async () => {
      const started = await setup();
      if (!started) return;
      ({ a, b, smtp, stop } = started);
      available = true;
      const saved = await post(a, "/contact", hostileLead(marker));
      expect(saved.status).toBeLessThan(400);
    }, timeout);
    afterAll(() => stop(), timeout);

    /**
     * The session of the teammate who works leads in the tests below, signed in once on first
     * use. An address of its own: the others use their 3 links per 15 minutes in other tests;
     * and every link asked for counts against this client's 10, which the limit's own test
     * expects to have left.
     */
    const mate = "queue@agency.example";
    let mateSession: Promise<{ cookie: string }> | undefined;
    const signedInMate = () =>
      (mateSession ??= (async () => {
        const token = await signInLink(a, smtp, (await smtp.mailsTo(mate)).length, {
          email: mate,
        });
        const cookie = cookieOf(await post(b, "/desk/sign-in", { token })) ?? "";
        return { cookie: `${deskCookieName}=${cookie}` };
      })());

    it("answers every desk route without a session with the sign-in form, a redirect or 401, never lead data", async (ctx) => {
      if (!available) return ctx.skip();
      const home = await request(a.origin, "/desk");
      expect(home.status).toBe(200);
      expect(text(home)).toContain("Sign in to the desk");
      // The team's pages wear the desk's own bar: none of the visitor's header, footer (and its
      // newsletter band), floating booking button or booking dialog.
      const visitorShell = [
        "data-site-header",
        "data-site-footer",
        'action="/newsletter"',
        "data-floating-booking",
        "data-booking-dialog",
      ];
      for (const page of [text(home), text(await request(a.origin, "/desk/sign-in?token=x"))]) {
        for (const part of visitorShell) expect(page).not.toContain(part);
        expect(page).toContain(">Public Site</a>");
      }
      // A link's page with a token that is no use says so; opened with none, nothing expired.
      expect(text(await request(a.origin, "/desk/sign-in?token=x"))).toContain(
        "This sign-in link has expired or was already used.",
      );
      const noToken = text(await request(a.origin, "/desk/sign-in"));
      expect(noToken).toContain("signs you in with a link sent to your work address");
      expect(noToken).not.toContain("expired");
      const publicPage = text(await request(a.origin, "/contact"));
      for (const part of visitorShell) expect(publicPage).toContain(part);
      expect(publicPage).not.toContain(">Public Site</a>");
      for (const response of [
        home,
        await request(a.origin, `/desk?q=${marker}`),
        await request(a.origin, "/desk/leads.csv"),
        await request(a.origin, "/desk/leads/00000000-0000-0000-0000-000000000000"),
        await request(a.origin, "/desk/leads/00000000-0000-0000-0000-000000000000/call.ics"),
        await post(a, "/desk/leads/x", { intent: "erase", confirm: "yes" }),
        await post(a, "/desk", { intent: "sign-out-everywhere" }),
      ]) {
        expect([200, 303, 401]).toContain(response.status);
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(text(response)).not.toContain(marker);
        expect(response.headers["set-cookie"]).toBeUndefined();
      }
      expect((await request(a.origin, "/desk/leads.csv")).headers.location).toBe(
        "/desk?next=%2Fdesk%2Fleads.csv",
      );
      // The sign-in page says the page the link was for opens once signed in.
      const deepLink = text(await request(a.origin, "/desk?next=%2Fdesk%2Fleads.csv"));
      expect(deepLink).toContain("The link you followed leads to a desk page");
      expect(text(await request(a.origin, "/desk"))).not.toContain("The link you followed");
      // A desk action without a session goes to the sign-in form, which says it was not saved.
      const retry = await post(a, "/desk/leads/x", { intent: "retry" });
      expect([retry.status, retry.headers.location]).toEqual([
        303,
        "/desk?next=%2Fdesk%2Fleads%2Fx&ended=1",
      ]);
      const signOut = await post(a, "/desk", { intent: "sign-out-everywhere" });
      expect(signOut.status).toBe(401);
    });

    it("leads from a lead to the next of the list it was opened from, in that list's order", async (ctx) => {
      if (!available) return ctx.skip();
      const as = await signedInMate();
      // Not the marker: the other tests open the first lead it finds and expect the message.
      const queue = `queue${Date.now().toString(36)}`;
      for (const n of [1, 2, 3]) {
        const sent = await post(a, "/contact", {
          ...hostileLead(`${queue}-${n}`),
          email: `${queue}-${n}@example.com`,
        });
        expect(sent.status).toBeLessThan(400);
      }
      const linkTo = /href="\/desk\/leads\/([\w-]+)\?q=[^"]*"[^>]*>Next Lead/;
      const idsIn = (html: string) =>
        [...html.matchAll(/href="\/desk\/leads\/([\w-]+)\?q=[^"]*" data-lead-link/g)].map(
          (match) => match[1],
        );
      // Newest first, as the list opens: the second lead's next is the first.
      const newest = idsIn(text(await request(a.origin, `/desk?q=${queue}`, { headers: as })));
      expect(newest).toHaveLength(3);
      const pageOf = async (id: string | undefined, query: string) =>
        text(await request(a.origin, `/desk/leads/${id}?${query}`, { headers: as }));
      expect(linkTo.exec(await pageOf(newest[0], `q=${queue}`))?.[1]).toBe(newest[1]);
      expect(linkTo.exec(await pageOf(newest[1], `q=${queue}`))?.[1]).toBe(newest[2]);
      expect(await pageOf(newest[2], `q=${queue}`)).not.toContain("Next Lead");
      // The reply-due queue runs oldest first: there the next of the middle lead is the newest.
      const due = idsIn(
        text(await request(a.origin, `/desk?q=${queue}&status=due`, { headers: as })),
      );
      expect(due).toEqual([...newest].reverse());
      expect(linkTo.exec(await pageOf(due[1], `q=${queue}&status=due`))?.[1]).toBe(due[2]);
    });

    it("gives a call request's window as a calendar event, and a message none", async (ctx) => {
      if (!available) return ctx.skip();
      const as = await signedInMate();
      // Not the marker: the other tests open the first lead it finds and expect the message.
      const person = `caller-${Date.now().toString(36)}@example.com`;
      const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const asked = await post(a, "/book", {
        name: "Emma Clarke",
        email: person,
        phone: "+44 20 7946 0000",
        call: "freeConsultation",
        meeting: "phone",
        day,
        window: "evening",
        timeZone: "UTC",
        consent: "yes",
      });
      expect(asked.status).toBeLessThan(400);
      const list = text(await request(a.origin, `/desk?q=${person}`, { headers: as }));
      const id = /href="\/desk\/leads\/([\w-]+)/.exec(list)?.[1];
      expect(id).toBeDefined();
      const page = text(await request(a.origin, `/desk/leads/${id}`, { headers: as }));
      expect(page).toContain(`href="/desk/leads/${id}/call.ics"`);
      const event = await request(b.origin, `/desk/leads/${id}/call.ics`, { headers: as });
      expect(event.status).toBe(200);
      expect(event.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(event.headers["cache-control"]).toBe("no-store");
      const ics = text(event).replace(/\r\n /g, "");
      expect(ics).toContain(`DTSTART:${day.replace(/-/g, "")}T160000Z\r\n`);
      expect(ics).toContain(`DTEND:${day.replace(/-/g, "")}T200000Z\r\n`);
      expect(ics).toContain("SUMMARY:Free consultation: Emma Clarke\r\n");
      expect(ics).toContain(`/desk/leads/${id}\r\n`);
      // A message has no window to hold.
      const message = /href="\/desk\/leads\/([\w-]+)/.exec(
        text(await request(a.origin, `/desk?q=${marker}`, { headers: as })),
      )?.[1];
      expect(message).toBeDefined();
      expect(
        (await request(a.origin, `/desk/leads/${message}/call.ics`, { headers: as })).status,
      ).toBe(404);
    });

    it("gives an unknown address the same answer and no mail", async (ctx) => {
      if (!available) return ctx.skip();
      const stranger = await post(a, "/desk", {
        intent: "request-link",
        email: "stranger@example.com",
      });
      const member = await post(a, "/desk", { intent: "request-link", email: team });
      // The same answer, but for the address each typed, said back to them.
      const typed = (address: string) => `to=${encodeURIComponent(address)}`;
      expect([stranger.status, stranger.headers.location]).toEqual([
        member.status,
        member.headers.location?.replace(typed(team), typed("stranger@example.com")),
      ]);
      expect(text(stranger)).toBe(text(member));
      await expect
        .poll(() => smtp.mailsTo(team).then((m) => m.length), { timeout: 15_000 })
        .toBe(1);
      expect(await smtp.mailsTo("stranger@example.com")).toEqual([]);
    });

    it(
      "signs in with a link once (opening it uses nothing), on either instance",
      async (ctx) => {
        if (!available) return ctx.skip();
        const token = await signInLink(a, smtp, (await smtp.mailsTo(team)).length);
        // A mail scanner opening the link twice changes nothing.
        for (let n = 0; n < 2; n++) {
          const opened = await request(b.origin, `/desk/sign-in?token=${token}`);
          expect(opened.status).toBe(200);
          expect(text(opened)).toContain("Sign In</button>");
          expect(opened.headers["set-cookie"]).toBeUndefined();
          expect(opened.headers["cache-control"]).toBe("no-store");
        }
        const signedIn = await post(b, "/desk/sign-in", { token });
        expect(signedIn.status).toBe(303);
        expect(signedIn.headers.location).toBe("/desk");
        const setCookie = String(signedIn.headers["set-cookie"]);
        expect(setCookie).toMatch(/HttpOnly/);
        expect(setCookie).toMatch(/SameSite=Lax/);
        expect(setCookie).toMatch(/Path=\/desk/);
        expect(setCookie).toMatch(/Max-Age=43200/);
        expect(setCookie).not.toMatch(/Secure/); // plain http here; Secure behind TLS
        const cookie = cookieOf(signedIn) ?? "";
        // Used once: the second post is refused.
        const again = await post(a, "/desk/sign-in", { token });
        expect(again.status).toBe(400);
        expect(again.headers["set-cookie"]).toBeUndefined();
        // The session works on both instances; the lead is shown as text, never as markup.
        for (const server of [a, b]) {
          const desk = await request(server.origin, `/desk?q=${marker}`, {
            headers: { cookie: `${deskCookieName}=${cookie}` },
          });
          expect(desk.status).toBe(200);
          expect(desk.headers["cache-control"]).toBe("no-store");
          expect(text(desk)).toContain(marker);
          expect(text(desk)).toContain("&lt;img src=x onerror=alert(1)&gt;");
          expect(text(desk)).not.toContain("<img src=x");
        }
        const csv = await request(a.origin, `/desk/leads.csv?q=${marker}`, {
          headers: { cookie: `${deskCookieName}=${cookie}` },
        });
        expect(csv.status).toBe(200);
        expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
        expect(csv.headers["cache-control"]).toBe("no-store");
        // Named for what it holds: a search, on this day in IST.
        expect(csv.headers["content-disposition"]).toMatch(
          /^attachment; filename="leads-search-\d{4}-\d\d-\d\d\.csv"$/,
        );
        // UTF-8's byte-order mark first, so Excel on Windows reads "–" and names as written.
        expect([...csv.body.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x69]); // the BOM, then "i" of "id"
        expect(text(csv)).toContain(`"'=HYPERLINK(""http://evil.example"",""${marker}"")"`);
        expect(text(csv)).toContain(",'+91 98765-43210,");
        // The lead's page: its address answers with "Re: <subject>", its number dials, its
        // pages open.
        // The lead's link carries the list's search (and any filters and page) to come back to.
        const leadPath = new RegExp(`href="(/desk/leads/[\\w-]+)\\?q=${marker}"`).exec(
          text(
            await request(a.origin, `/desk?q=${marker}`, {
              headers: { cookie: `${deskCookieName}=${cookie}` },
            }),
          ),
        )?.[1];
        const leadPage = text(
          await request(a.origin, leadPath ?? "/desk/leads/none", {
            headers: { cookie: `${deskCookieName}=${cookie}` },
          }),
        );
        const subject = encodeURIComponent(`Re: =HYPERLINK("http://evil.example","${marker}")`);
        expect(leadPage).toContain(
          `href="mailto:buyer-${marker}@example.com?subject=${subject.replace(/&/g, "&amp;")}"`,
        );
        expect(leadPage).toMatch(/href="tel:\+919876543210"[^>]*>\+91 98765-43210<\/a>/);
        // With its country code, the number needs no warning.
        expect(leadPage).not.toContain("No country code");
        expect(leadPage).toMatch(/href="\/contact"[^>]*>\/contact<\/a>/);

        // Cross-site posts with the cookie are refused, and so is a post that hides where it is from.
        const crossSite = [
          await post(
            a,
            "/desk",
            { intent: "sign-out-everywhere" },
            {
              cookie: `${deskCookieName}=${cookie}`,
              origin: "https://evil.example",
            },
          ),
          await post(
            a,
            "/desk",
            { intent: "sign-out-everywhere" },
            {
              cookie: `${deskCookieName}=${cookie}`,
              origin: a.origin,
              "sec-fetch-site": "cross-site",
            },
          ),
          await request(a.origin, "/desk", {
            method: "POST",
            headers: { "content-type": form, cookie: `${deskCookieName}=${cookie}` },
            body: "intent=sign-out-everywhere",
          }),
        ];
        expect(crossSite.map((r) => r.status)).toEqual([403, 403, 403]);
        expect(
          (await request(a.origin, "/desk", { headers: { cookie: `${deskCookieName}=${cookie}` } }))
            .status,
        ).toBe(200);

        // Sign out everywhere ends this session on every instance.
        const out = await post(
          b,
          "/desk",
          { intent: "sign-out-everywhere" },
          {
            cookie: `${deskCookieName}=${cookie}`,
          },
        );
        expect(out.status).toBe(303);
        expect(String(out.headers["set-cookie"])).toMatch(
          new RegExp(`${deskCookieName}=;.*Max-Age=0`),
        );
        const after = await request(a.origin, `/desk?q=${marker}`, {
          headers: { cookie: `${deskCookieName}=${cookie}` },
        });
        expect(text(after)).toContain("Sign in to the desk");
        expect(text(after)).not.toContain(marker);
      },
      timeout,
    );

    it("counts landing pages served from their file or rendered for their query, and prerendered pages from their beacon", async (ctx) => {
      if (!available) return ctx.skip();
      // Browsers (a visitor is an address and a user agent), one per visit.
      const browser = (n: number) => ({
        "user-agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0.${n}.0 Safari/537.36`,
      });
      // One lands on a page served from its prerendered file, one on a page React Router
      // renders because it has a query.
      const landings = [
        `/about?utm_source=news&utm_campaign=file-${marker}`,
        `/pricing?plan=growth&utm_source=news&utm_campaign=rendered-${marker}`,
      ];
      for (const [n, path] of landings.entries()) {
        const response = await request(a.origin, path, { headers: browser(n) });
        expect(response.status, path).toBe(200);
      }
      // What the shell fetches on every page with a form: rendered per request, not a page.
      expect((await request(a.origin, "/forms/token", { headers: browser(12) })).status).toBe(200);
      // A third lands on a page the browser prerendered: the prerender request counts nothing...
      const prerendered = await request(a.origin, `/careers?utm_campaign=pre-${marker}`, {
        headers: { ...browser(9), "sec-purpose": "prefetch;prerender" },
      });
      expect(prerendered.status).toBe(200);
      const beacon = (body: Record<string, string>, headers: Record<string, string> = {}) =>
        request(a.origin, "/api/page-view", {
          method: "POST",
          headers: {
            ...browser(9),
            "content-type": form,
            origin: a.origin,
            "sec-fetch-site": "same-origin",
            ...headers,
          },
          body: new URLSearchParams(body).toString(),
        });
      // ...its beacon, sent when the visitor opens the page, does: with the page's own referrer.
      const opened = await beacon({
        path: "/careers",
        search: `?utm_campaign=pre-${marker}`,
        referrer: "https://www.google.com/",
      });
      expect(opened.status).toBe(204);
      // Refused, and counted nowhere: a page that does not exist, and a beacon from another site.
      expect((await beacon({ path: `/nope-${marker}`, search: "" })).status).toBe(400);
      // (another browser: had it been counted, it would be a new visitor with this campaign)
      const forged = await beacon(
        { path: "/careers", search: `?utm_campaign=forged-${marker}` },
        {
          ...browser(10),
          origin: "https://evil.example",
          "sec-fetch-site": "cross-site",
        },
      );
      // A per-request route is no page: the form token's path counts nothing.
      expect((await beacon({ path: "/forms/token", search: "" }, browser(11))).status).toBe(400);
      expect((await beacon({ path: "/careers/", search: "" }, browser(11))).status).toBe(400);
      expect(forged.status).toBe(400);

      // A mistyped address is a 404 that offers the page it is near.
      expect((await request(a.origin, "/contcat", { headers: browser(12) })).status).toBe(404);

      const token = await signInLink(a, smtp, (await smtp.mailsTo(team)).length);
      const cookie = cookieOf(await post(a, "/desk/sign-in", { token })) ?? "";
      const numbers = text(
        await request(a.origin, "/desk/numbers", {
          headers: { cookie: `${deskCookieName}=${cookie}` },
        }),
      );
      expect(numbers).toContain(`file-${marker}`);
      expect(numbers).toContain(`rendered-${marker}`);
      expect(numbers).toContain(`pre-${marker}`);
      expect(numbers).toContain("google.com");
      expect(numbers).not.toContain(`forged-${marker}`);
      // The shell's form-token fetch, on every page with a form, is not a page view. (Read in
      // <main>: the head's speculation rules name the path, to never prerender it.)
      const listed = numbers.slice(numbers.indexOf("<main"), numbers.indexOf("</main>"));
      expect(listed).toContain(`file-${marker}`);
      expect(listed).not.toContain("/forms/token");
      expect(numbers).not.toContain(`/nope-${marker}`);
      expect(listed).toMatch(
        /\/contcat<\/span><span [^>]*data-testid="offered-page"[^>]*>Offers(<!-- -->)? <a href="\/contact"/,
      );
    });

    it(
      "brings a teammate back to the lead a link pointed at, and says when a change was not saved",
      async (ctx) => {
        if (!available) return ctx.skip();
        // Another team address: the first has used its 3 links per 15 minutes in the tests above.
        const ops = "ops@agency.example";
        const lead = "/desk/leads/00000000-0000-0000-0000-00000000f00d";
        const next = encodeURIComponent(lead);
        // Signed out, a link to a lead leads to the sign-in form, which keeps where it was going.
        const opened = await request(a.origin, lead);
        expect([opened.status, opened.headers.location]).toEqual([303, `/desk?next=${next}`]);
        const form = text(await request(a.origin, `/desk?next=${next}`));
        expect(form).toContain(`name="next" value="${lead}"`);
        // Only a desk path is carried; anything else is refused with a clear error.
        expect(
          text(await request(a.origin, "/desk?next=https%3A%2F%2Fevil.example")),
        ).not.toContain('name="next"');
        const evil = await post(a, "/desk", {
          intent: "request-link",
          email: ops,
          next: "//evil.example/desk",
        });
        expect(evil.status).toBe(400);
        expect(text(evil)).toContain("not a desk page");
        expect(await smtp.mailsTo(ops)).toEqual([]);

        const asked = await post(a, "/desk", { intent: "request-link", email: ops, next: lead });
        const sentTo = `to=${encodeURIComponent(ops)}`;
        expect(asked.headers.location).toBe(`/desk?next=${next}&sent=1&${sentTo}`);
        // This server has SMTP: the page does not warn that no mail leaves it, and says the
        // address back, in the field too, so a typo shows.
        const sentPage = text(await request(a.origin, `/desk?next=${next}&sent=1&${sentTo}`));
        expect(sentPage).not.toContain("sends no mail");
        expect(sentPage).toContain(`If ${ops} belongs to the team, a sign-in link is on its way`);
        expect(sentPage).toContain(`value="${ops}"`);
        // Only an address is said back.
        expect(text(await request(a.origin, "/desk?sent=1&to=%3Cb%3Ehi"))).toContain(
          "If this address belongs to the team",
        );
        let mail = "";
        await expect
          .poll(async () => (mail = (await smtp.mailsTo(ops)).at(-1)?.text ?? ""), {
            timeout: 15_000,
          })
          .toContain("token=");
        const link = new URL(/https?:\/\/\S+\/desk\/sign-in\?\S+/.exec(mail)?.[0] ?? "");
        expect(link.searchParams.get("next")).toBe(lead);
        const signInPage = text(await request(b.origin, `${link.pathname}${link.search}`));
        expect(signInPage).toContain(`name="next" value="${lead}"`);
        const signedIn = await post(b, "/desk/sign-in", {
          token: link.searchParams.get("token") ?? "",
          next: lead,
        });
        expect([signedIn.status, signedIn.headers.location]).toEqual([303, lead]);
        const cookie = cookieOf(signedIn) ?? "";
        // Signed in already, the sign-in form's address goes straight on to the page.
        const again = await request(a.origin, `/desk?next=${next}`, {
          headers: { cookie: `${deskCookieName}=${cookie}` },
        });
        expect([again.status, again.headers.location]).toEqual([303, lead]);

        // A sign-in post that names another site goes to the list instead.
        const token = await signInLink(a, smtp, 1, { email: ops });
        const elsewhere = await post(a, "/desk/sign-in", { token, next: "https://evil.example/" });
        expect([elsewhere.status, elsewhere.headers.location]).toEqual([303, "/desk"]);

        // The session ends while the lead is open: the status and note are not saved, and the
        // sign-in form says so, on the way back to the lead.
        await post(a, "/desk", { intent: "sign-out" }, { cookie: `${deskCookieName}=${cookie}` });
        const late = await post(
          a,
          lead,
          { intent: "status", status: "won", note: "Signed today" },
          { cookie: `${deskCookieName}=${cookie}` },
        );
        expect([late.status, late.headers.location]).toEqual([303, `/desk?next=${next}&ended=1`]);
        const told = text(await request(a.origin, late.headers.location ?? ""));
        expect(told).toContain("your last change was not saved");
        expect(told).toContain(`name="next" value="${lead}"`);
      },
      timeout,
    );

    it(
      "keeps the list's query on a lead, names every lead an erasure takes, and erases none when the person sent another since",
      async (ctx) => {
        if (!available) return ctx.skip();
        const as = await signedInMate();
        const person = `twice-${marker}@example.com`;
        const query = `q=${encodeURIComponent(person)}&status=new`;
        await post(a, "/contact", { ...hostileLead(`${marker}t1`), email: person });
        const list = text(await request(a.origin, `/desk?${query}`, { headers: as }));
        const first = new RegExp(
          `href="/desk/leads/([\\w-]+)\\?${query.replace("&", "&amp;")}"`,
        ).exec(list)?.[1];
        expect(first).toBeDefined();
        const path = `/desk/leads/${first}?${query}`;
        const page = text(await request(a.origin, path, { headers: as }));
        expect(page).toContain(`href="/desk?${query.replace("&", "&amp;")}"`);
        expect(page).toContain("This is their only lead: it goes.");
        // Another lead from them arrives (the address in capitals) before the erasure is sent.
        await post(a, "/contact", { ...hostileLead(`${marker}t2`), email: person.toUpperCase() });
        const namedFirst = /name="leads" value="([^"]+)"/.exec(page)?.[1] ?? "";
        const refused = await post(
          b,
          path,
          { intent: "erase", confirm: "yes", leads: namedFirst },
          as,
        );
        expect(refused.status).toBe(409);
        expect(text(refused)).toContain("Not erased");
        expect(text(refused)).toContain("All 2 of their leads go:");
        expect(text(refused)).toContain("Other leads from");
        const named = /name="leads" value="([^"]+)"/.exec(text(refused))?.[1] ?? "";
        expect(named).not.toBe(namedFirst);
        const erased = await post(a, path, { intent: "erase", confirm: "yes", leads: named }, as);
        expect(erased.status).toBe(303);
        const back = new URL(erased.headers.location ?? "", a.origin);
        expect(back.pathname).toBe("/desk");
        expect(back.searchParams.get("q")).toBe(person);
        expect(back.searchParams.get("status")).toBe("new");
        expect(back.searchParams.get("erased")).not.toBeNull();
        const none = text(await request(a.origin, `/desk?q=${person}&kind=all`, { headers: as }));
        expect(none).toContain("No leads match.");
        // Nothing to export: no file of headers alone is offered.
        expect(none).not.toContain("Export CSV");
        // A link to an erased lead (kept in a mail, say) says so in the desk, not as a public 404.
        const gone = await request(a.origin, path, { headers: as });
        expect(gone.status).toBe(404);
        expect(text(gone)).toContain("Lead not found");
        expect(text(gone)).toContain("erased at the person");
        expect(text(gone)).toContain("Signed in as");
        expect(gone.headers["cache-control"]).toContain("no-store");
      },
      timeout,
    );

    it(
      "keeps each save of a lead in its history, whichever instance took it, newest first on its page",
      async (ctx) => {
        if (!available) return ctx.skip();
        const as = await signedInMate();
        const person = `worked-${marker}@example.com`;
        await post(a, "/contact", { ...hostileLead(`${marker}h`), email: person });
        const list = text(await request(a.origin, `/desk?q=${person}`, { headers: as }));
        const id = /href="\/desk\/leads\/([\w-]+)\?/.exec(list)?.[1];
        expect(id).toBeDefined();
        const path = `/desk/leads/${id}`;
        const historyOf = async (server: RunningServer) => {
          const page = text(await request(server.origin, path, { headers: as }));
          const section = /<h2 id="history-heading"[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
          return [...section.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) =>
            match[1]!.replace(/<[^>]+>/g, ""),
          );
        };
        expect(text(await request(a.origin, path, { headers: as }))).toContain("Not worked yet");
        // The status and a note on one instance, then the note alone on the other.
        const first = await post(
          a,
          path,
          {
            intent: "status",
            status: "contacted",
            note: "Called, no answer",
            seen_status: "new",
            seen_note: "",
          },
          as,
        );
        expect(first.status).toBe(303);
        const second = await post(
          b,
          path,
          {
            intent: "status",
            status: "contacted",
            note: "Called back: wants a quote",
            seen_status: "contacted",
            seen_note: "Called, no answer",
          },
          as,
        );
        expect(second.status).toBe(303);
        // A save from a page loaded before those is refused, and records nothing.
        const stale = await post(
          a,
          path,
          { intent: "status", status: "lost", note: "", seen_status: "new", seen_note: "" },
          as,
        );
        expect(stale.status).toBe(409);
        // That page changed only the status: it stays in the form, and the note shows what is
        // saved now, not the empty note the page first showed, which a second save put back
        // over the colleague's.
        const refusedPage = text(stale);
        expect(refusedPage).toContain("Your status is still in the form, the rest as saved now");
        expect(refusedPage).toMatch(/name="status" checked="" value="lost"/);
        expect(refusedPage).toMatch(/name="note"[^>]*>Called back: wants a quote<\/textarea>/);
        // An owner from outside the team, or a follow-up date that is no day, is refused with
        // why, and records nothing either.
        const current = {
          intent: "status",
          status: "contacted",
          note: "Called back: wants a quote",
          seen_status: "contacted",
          seen_note: "Called back: wants a quote",
        };
        const stranger = await post(b, path, { ...current, owner: "someone@else.example" }, as);
        expect(stranger.status).toBe(400);
        expect(text(stranger)).toContain("Choose the owner from the team");
        const notADay = await post(a, path, { ...current, follow_up_on: "next week" }, as);
        expect(notADay.status).toBe(400);
        expect(text(notADay)).toContain("Enter the follow-up date as a day");
        for (const server of [a, b]) {
          expect(await historyOf(server)).toEqual([
            expect.stringMatching(
              new RegExp(`^\\d+ \\w{3} \\d\\d:\\d\\d · ${mate}Note:Called back: wants a quote$`),
            ),
            expect.stringMatching(
              new RegExp(
                `^\\d+ \\w{3} \\d\\d:\\d\\d · ${mate}Status New →  to ContactedNote:Called, no answer$`,
              ),
            ),
          ]);
        }
        // The list reads none of it: the note the history keeps is not on the list's page.
        expect(text(await request(a.origin, `/desk?q=${person}`, { headers: as }))).not.toContain(
          "Called, no answer",
        );
      },
      timeout,
    );

    it("limits link requests per address and per client", async (ctx) => {
      if (!available) return ctx.skip();
      const address = `limit-${marker}@example.com`;
      const statuses: number[] = [];
      for (let n = 0; n < 4; n++) {
        // Alternating instances: the count is shared when they share PostgreSQL.
        const server = n % 2 === 0 ? a : b;
        statuses.push(
          (await post(server, "/desk", { intent: "request-link", email: address })).status,
        );
      }
      expect(statuses).toEqual([303, 303, 303, 429]);
      const limited = await post(a, "/desk", { intent: "request-link", email: address });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(text(limited)).toContain("try again in");
      // One client, many addresses: stopped after its own limit.
      const perClient: number[] = [];
      for (let n = 0; n < 12; n++) {
        perClient.push(
          (await post(a, "/desk", { intent: "request-link", email: `c${n}-${marker}@example.com` }))
            .status,
        );
      }
      expect(perClient).toContain(429);
    });

    it("keeps the desk out of public pages: no cookie, no sitemap, robots or llms.txt entry", async (ctx) => {
      if (!available) return ctx.skip();
      for (const path of ["/", "/contact", "/sitemap.xml", "/robots.txt", "/llms.txt", "/nope"]) {
        const response = await request(a.origin, path);
        expect(response.headers["set-cookie"], path).toBeUndefined();
        if (path !== "/" && path !== "/contact" && path !== "/nope") {
          expect(text(response), path).not.toContain("/desk");
        }
      }
      const lead = await post(a, "/contact", hostileLead(`${marker}x`));
      expect(lead.headers["set-cookie"]).toBeUndefined();
    });
  });
}

deskSuite("the desk on one SQLite instance", async () => {
  const smtp = await startSmtp();
  const env = {
    SMTP_URL: smtp.url,
    DESK_EMAILS: `${team}, ops@agency.example, queue@agency.example`,
    RATE_LIMIT_MAX: "1000",
    FORM_MIN_FILL_MS: "0",
    OUTBOX_POLL_MS: "200",
  };
  const a = await startServer(env);
  return {
    a,
    b: a,
    smtp,
    async stop() {
      await a.stop();
      await smtp.stop();
    },
  };
});

deskSuite("the desk on two instances sharing PostgreSQL", async () => {
  const pg: TemporaryPostgres | null = await startTemporaryPostgres();
  if (!pg) {
    if (process.env.CI) throw new Error("PostgreSQL is required in CI");
    console.warn("PostgreSQL binaries not found: skipping the two-instance desk tests");
    return null;
  }
  const smtp = await startSmtp();
  const env = {
    DATABASE_URL: pg.url,
    SMTP_URL: smtp.url,
    DESK_EMAILS: `${team}, ops@agency.example, queue@agency.example`,
    LEADS_SECRET: "integration-only-secret-value",
    RATE_LIMIT_MAX: "1000",
    FORM_MIN_FILL_MS: "0",
    OUTBOX_POLL_MS: "200",
  };
  const a = await startServer(env);
  const b = await startServer(env);
  return {
    a,
    b,
    smtp,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await smtp.stop();
      await pg.stop();
    },
  };
});

describe("the desk on a server that cannot send mail", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DESK_EMAILS: team });
  }, timeout);
  afterAll(async () => {
    await server?.stop();
  });

  it("says the link will not arrive, and how an operator can print one", async () => {
    const page = text(await request(server.origin, `/desk?sent=1&to=${encodeURIComponent(team)}`));
    // Only the warning: no "on its way" above "no link was emailed".
    expect(page).not.toContain("on its way");
    expect(page).toContain("This server sends no mail yet");
    expect(page).toContain(`npm run leads -- desk-link ${team}`);
    // Before a link is asked for, nothing is said about mail.
    expect(text(await request(server.origin, "/desk"))).not.toContain("sends no mail");
  });
});

describe("a Slack receiver that hangs", () => {
  let server: RunningServer;
  let smtp: Smtp;
  /** Posts the receiver has taken and never answered (each attempt gives up after 10 s). */
  let hanging = 0;
  const sockets = new Set<net.Socket>();
  const slack = net.createServer((socket) => {
    sockets.add(socket);
    socket.once("data", () => (hanging += 1));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => slack.listen(0, "127.0.0.1", resolve));
    const { port } = slack.address() as net.AddressInfo;
    smtp = await startSmtp();
    server = await startServer({
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: team,
      SLACK_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      RATE_LIMIT_MAX: "1000",
      FORM_MIN_FILL_MS: "0",
      OUTBOX_POLL_MS: "200",
    });
  }, timeout);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await server?.stop();
    await smtp?.stop();
    await new Promise<void>((resolve) => slack.close(() => resolve()));
  });

  it("holds up no lead's mail: mail and deliveries are sent by workers of their own", async () => {
    await post(server, "/contact", hostileLead("hang-first"));
    // The first lead's Slack post is in hand, unanswered.
    await expect.poll(() => hanging, { timeout: 15_000 }).toBe(1);
    await post(server, "/contact", hostileLead("hang-second"));
    // The second lead's mail arrives while that Slack attempt still waits out its 10 s: one
    // worker for both sent it only after the attempt gave up.
    await expect
      .poll(
        () => smtp.mailsTo(team).then((mails) => mails.some((m) => m.text.includes("hang-second"))),
        { timeout: 4_000 },
      )
      .toBe(true);
    expect(hanging).toBe(1);
  });
});
