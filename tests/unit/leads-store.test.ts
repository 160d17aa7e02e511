/** The leads store against real databases: a SQLite file and a temporary PostgreSQL server. */
import { describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, pingDatabase } from "~/server/db.server";
import { leadsToCsv } from "~/server/leads-export.server";
import { estimateLinkOf, hashToken } from "~/server/leads-store.server";
import { postgresForSuite } from "../support/postgres";
import { sqliteForSuite, suiteDatabase, type SuiteDatabaseTarget } from "../support/suite-database";
import { testLeadStore } from "../support/lead-store";

const input = {
  name: "Zoë <b>Bold</b>",
  email: "zoe@example.com",
  phone: "+91 98765 43210",
  subject: "Clinic app",
  message: "We need an app <script>alert(1)</script> for our clinic.",
  services: ["Mobile Apps" as const],
  consent: "yes" as const,
};

describe("estimateLinkOf", () => {
  it("finds the estimate a message links to, as a path, with or without an origin", () => {
    // As "Send This Estimate" writes it now (a full URL) and as it wrote it before (a path).
    expect(
      estimateLinkOf("Plan: Growth\nLink: https://agency.example/estimate?plan=growth&addon=ai\n"),
    ).toBe("/estimate?plan=growth&addon=ai");
    expect(estimateLinkOf("Link: /estimate?plan=starter")).toBe("/estimate?plan=starter");
  });

  it("ignores a link to another page or one inside a line", () => {
    expect(estimateLinkOf("Link: https://agency.example/pricing?plan=growth")).toBeNull();
    expect(estimateLinkOf("See Link: /estimate?plan=growth")).toBeNull();
    expect(estimateLinkOf("Link: https://agency.example/estimate")).toBeNull();
  });
});

function storeSuite(name: string, open: () => Promise<SuiteDatabaseTarget | null>) {
  describe(name, () => {
    const database = suiteDatabase(open, async (opened) => {
      // Twice: migrating is idempotent, as every start runs it.
      expect(await migrateToLatest(opened.db)).toEqual([
        "0001_leads_newsletter_outbox",
        "0002_mail_caps_and_shared_rate_limits",
        "0003_call_requests",
        "0004_lead_deliveries",
        "0005_desk_sign_in_and_lead_status",
        "0006_visits_and_attribution",
        "0007_lead_note_changes",
        "0008_call_meeting",
        "0009_lead_history",
        "0010_lead_follow_up",
        "0011_lead_owner",
      ]);
      expect(await migrateToLatest(opened.db)).toEqual([]);
    });
    let clock = new Date("2026-01-10T10:00:00.000Z");
    const store = () =>
      testLeadStore(database.opened.db, { confirmMinIntervalMs: 10 * 60_000, now: () => clock });

    it("stores a lead with consent and source page, and queues its notification in one go", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      expect(await pingDatabase(opened.db)).toBe(true);
      const { id } = await store().saveLead(input, {
        sourcePage: "/contact",
        consentVersion: "2025-04-04",
      });
      const leads = await store().listLeads();
      const lead = leads.find((l) => l.id === id);
      expect(lead).toMatchObject({
        name: input.name,
        services: ["Mobile Apps"],
        consentVersion: "2025-04-04",
        consentAt: clock.toISOString(),
        sourcePage: "/contact",
      });
      const outbox = await opened.db
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "=", "lead_notification")
        .execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]?.recipient).toBe("agency@example.com");
      expect(outbox[0]?.html_body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(outbox[0]?.html_body).not.toContain("<script>");
      expect(outbox[0]?.html_body).toContain("Zoë &lt;b&gt;Bold&lt;/b&gt;");
      // The mail leads to the lead in the desk, where it is worked.
      expect(outbox[0]?.text_body).toContain(
        `Open in the desk: https://site.example/desk/leads/${id}`,
      );
      expect(outbox[0]?.html_body).toContain(`<a href="https://site.example/desk/leads/${id}">`);
    });

    it("filters the export by date", async (ctx) => {
      database.openOrSkip(ctx);
      clock = new Date("2026-01-12T09:00:00.000Z");
      await store().saveLead(
        { ...input, name: "Later" },
        { sourcePage: "/contact", consentVersion: "v" },
      );
      const since = await store().listLeads({ since: new Date("2026-01-11T00:00:00Z") });
      expect(since.map((l) => l.name)).toEqual(["Later"]);
      const stats = await store().stats();
      expect(stats.leadsByDay).toEqual([
        { day: "2026-01-10", kind: "contact", count: 1 },
        { day: "2026-01-12", kind: "contact", count: 1 },
      ]);
      expect(stats.outboxByStatus).toEqual([{ status: "pending", count: 2 }]);
    });

    it("stores a call request as its own kind of lead, with its notification", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      clock = new Date("2026-01-13T09:00:00.000Z");
      const { id } = await store().saveCallRequest(
        {
          name: "Ravi <i>Iyer</i>",
          email: "ravi@example.com",
          phone: "+44 20 7946 0958",
          call: "discoveryCall",
          meeting: "video",
          day: "2026-01-15",
          window: "morning",
          timeZone: "Europe/London",
          note: undefined,
          consent: "yes",
        },
        { sourcePage: "/book", consentVersion: "2025-04-04" },
      );
      const lead = (await store().listLeads()).find((l) => l.id === id);
      expect(lead).toMatchObject({
        kind: "call_request",
        message: "",
        services: [],
        call: {
          type: "discoveryCall",
          day: "2026-01-15",
          window: "morning",
          timeZone: "Europe/London",
          meeting: "video",
        },
      });
      expect(lead?.subject).toContain("Discovery call");
      const mail = await opened.db
        .selectFrom("outbox")
        .selectAll()
        .where("created_at", "=", clock.toISOString())
        .executeTakeFirstOrThrow();
      // The inbox says whether to send an invite or to dial.
      expect(mail.subject).toBe("Video call request: Ravi <i>Iyer</i>, 2026-01-15 (Europe/London)");
      expect(mail.html_body).toContain("New call request");
      expect(mail.html_body).toContain("Ravi &lt;i&gt;Iyer&lt;/i&gt;");
      // The form's labels and the window in the agency's time, not the stored ids.
      expect(mail.text_body).toContain("Call: Discovery call\n");
      expect(mail.text_body).toContain("Meeting: Video call (email them an invite)\n");
      expect(mail.html_body).toContain(
        '<tr><th align="left">Meeting</th><td>Video call (email them an invite)</td></tr>',
      );
      expect(mail.text_body).toContain(
        "Their time: 2026-01-15, Morning (9:00–12:00), Europe/London",
      );
      expect(mail.text_body).toContain("In IST: 2026-01-15, 14:30–17:30 IST");
      expect(mail.text_body).toContain("Received: 2026-01-13 14:30 IST");
      expect(mail.text_body).not.toMatch(/discoveryCall|: morning/);
      // The export carries the same times in the agency's zone beside the stored ones.
      const csv = leadsToCsv(lead ? [lead] : []);
      expect(csv).toContain(",2026-01-13T09:00:00.000Z,2026-01-13 14:30 IST,");
      expect(csv).toContain(',Europe/London,video,"2026-01-15, 14:30–17:30 IST",');
      const stats = await store().stats();
      expect(stats.leadsByDay.at(-1)).toEqual({
        day: "2026-01-13",
        kind: "call_request",
        count: 1,
      });
    });

    it("reads a call request from before the form asked how to meet as a phone call", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      clock = new Date("2026-01-14T09:00:00.000Z");
      const { id } = await store().saveCallRequest(
        {
          name: "Old Form",
          email: "old-form@example.com",
          phone: "+91 98765 43210",
          call: "freeConsultation",
          meeting: "phone",
          day: "2026-01-16",
          window: "afternoon",
          timeZone: "Asia/Kolkata",
          note: undefined,
          consent: "yes",
        },
        { sourcePage: "/book", consentVersion: "2025-04-04" },
      );
      // As migration 0008 leaves every call request stored before it.
      await opened.db.updateTable("leads").set({ meeting: null }).where("id", "=", id).execute();
      const lead = (await store().listLeads()).find((l) => l.id === id);
      expect(lead?.call?.meeting).toBe("phone");
      expect(leadsToCsv(lead ? [lead] : [])).toContain(",Asia/Kolkata,phone,");
    });

    it("runs the newsletter double opt-in with single-use, expiring tokens", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      clock = new Date("2026-02-01T00:00:00.000Z");
      expect(await store().subscribe("Reader@Example.com", "/")).toBe("queued");
      // Eleven minutes later (past the 10-minute cap) a second sign-up sends a fresh link.
      clock = new Date("2026-02-01T00:11:00.000Z");
      expect(await store().subscribe("reader@example.com", "/blog")).toBe("queued");
      const rows = await opened.db.selectFrom("newsletter_subscribers").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe("pending");
      const mails = await opened.db
        .selectFrom("outbox")
        .select(["text_body", "recipient"])
        .where("kind", "=", "newsletter_confirmation")
        .orderBy("created_at")
        .execute();
      expect(mails).toHaveLength(2);
      const token = /token=([\w-]+)/.exec(mails[1]?.text_body ?? "")?.[1] ?? "";
      const firstToken = /token=([\w-]+)/.exec(mails[0]?.text_body ?? "")?.[1] ?? "";
      // Only the hash is stored; the newest link replaced the first one.
      expect(rows[0]?.confirm_token_hash).toBe(hashToken(token));
      expect(await store().confirmSubscription(firstToken)).toBe("invalid");
      expect(await store().confirmSubscription(token)).toBe("confirmed");
      // Single use: a second click is told the subscription stands, and confirms nothing twice.
      expect(await store().confirmSubscription(token)).toBe("already-confirmed");
      const welcome = await opened.db
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "=", "newsletter_welcome")
        .executeTakeFirstOrThrow();
      expect(welcome.text_body).toMatch(
        /Unsubscribe: https:\/\/site\.example\/newsletter\/unsubscribe\?token=/,
      );
      expect(JSON.parse(welcome.headers)).toHaveProperty("List-Unsubscribe");
      // Subscribing again once confirmed sends nothing and changes nothing.
      clock = new Date("2026-02-01T05:00:00.000Z");
      expect(await store().subscribe("reader@example.com", "/")).toBe("already-confirmed");
      expect(
        await opened.db
          .selectFrom("outbox")
          .select("id")
          .where("kind", "=", "newsletter_confirmation")
          .execute(),
      ).toHaveLength(2);
      const unsubscribeToken = /token=([\w-]+)/.exec(welcome.text_body)?.[1] ?? "";
      expect(await store().unsubscribe(unsubscribeToken)).toBe("unsubscribed");
      expect(await store().unsubscribe("not-a-token")).toBe("invalid");
      // Unsubscribed, the used confirmation link is only a dead link again.
      expect(await store().confirmSubscription(token)).toBe("invalid");
      const after = await opened.db
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(after.status).toBe("unsubscribed");
    });

    it("caps confirmation mail per address: one per 10 minutes, three per day", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      const address = "flooded@example.com";
      const sent = async () =>
        (
          await opened.db
            .selectFrom("outbox")
            .select("text_body")
            .where("recipient", "=", address)
            .orderBy("created_at")
            .execute()
        ).map((row) => /token=([\w-]+)/.exec(row.text_body)?.[1] ?? "");
      const at = (time: string) => (clock = new Date(`2026-05-01T${time}.000Z`));
      at("08:00:00");
      // Ten sign-ups within a second, as one client managed before: one mail.
      const outcomes = [];
      for (let i = 0; i < 10; i++) outcomes.push(await store().subscribe(address, "/"));
      expect(outcomes.filter((o) => o === "queued")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "capped")).toHaveLength(9);
      expect(await sent()).toHaveLength(1);
      // A capped sign-up leaves the first link working: nothing was rotated.
      const [firstLink] = await sent();
      at("08:09:59");
      expect(await store().subscribe(address, "/")).toBe("capped");
      at("08:10:00");
      expect(await store().subscribe(address, "/")).toBe("queued");
      at("08:20:00");
      expect(await store().subscribe(address, "/")).toBe("queued");
      // The day's three are used up; the next UTC day starts afresh.
      at("12:00:00");
      expect(await store().subscribe(address, "/")).toBe("capped");
      expect(await sent()).toHaveLength(3);
      clock = new Date("2026-05-02T00:00:00.000Z");
      expect(await store().subscribe(address, "/")).toBe("queued");
      expect(await sent()).toHaveLength(4);
      expect(firstLink).not.toBe("");
    });

    it("refuses expired confirmation links", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      clock = new Date("2026-03-01T00:00:00.000Z");
      await store().subscribe("late@example.com", "/");
      const mail = await opened.db
        .selectFrom("outbox")
        .select("text_body")
        .where("recipient", "=", "late@example.com")
        .executeTakeFirstOrThrow();
      const token = /token=([\w-]+)/.exec(mail.text_body)?.[1] ?? "";
      clock = new Date("2026-03-03T00:00:01.000Z"); // 48 h and a second later
      expect(await store().confirmSubscription(token)).toBe("invalid");
    });

    it("takes the same form from the same address again as the lead already stored", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      clock = new Date("2026-06-02T09:00:00.000Z");
      const meta = { sourcePage: "/contact", consentVersion: "2025-04-04" };
      const repeat = { ...input, email: "repeat@example.com", subject: "Repeat" };
      const first = await store().saveLead(repeat, meta);
      // A reload of the answer page re-posts the form a few seconds later: one lead, one mail.
      clock = new Date("2026-06-02T09:00:05.000Z");
      expect(await store().saveLead(repeat, meta)).toEqual(first);
      // A different message, or the same one from someone else, is a lead of its own …
      const edited = await store().saveLead(
        { ...repeat, message: `${repeat.message} Also…` },
        meta,
      );
      const other = await store().saveLead({ ...repeat, email: "other@example.com" }, meta);
      // … and so is a resend that corrects only the phone number: the correction is kept.
      const corrected = await store().saveLead({ ...repeat, phone: "+91 99999 00001" }, meta);
      // … and the same message sent again later on.
      clock = new Date("2026-06-02T09:31:00.000Z");
      const later = await store().saveLead(repeat, meta);
      const ids = new Set([first.id, edited.id, other.id, corrected.id, later.id]);
      expect(ids.size).toBe(5);
      const stored = await opened.db
        .selectFrom("leads")
        .select("id")
        .where("subject", "=", "Repeat")
        .execute();
      expect(stored).toHaveLength(5);
      const mails = await opened.db
        .selectFrom("outbox")
        .select("lead_id")
        .where("lead_id", "in", [...ids])
        .where("kind", "=", "lead_notification")
        .execute();
      expect(mails).toHaveLength(5);
    });

    it("takes the same form posted twice at once, on two instances, as one lead", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      // Another instance of the site: its own handle (its own pool) on the same database.
      const other = openDatabase(database.url);
      try {
        clock = new Date("2026-06-03T09:00:00.000Z");
        const meta = { sourcePage: "/contact", consentVersion: "2025-04-04" };
        const here = store();
        const there = testLeadStore(other.db, { now: () => clock });
        const rounds = 10;
        for (let round = 0; round < rounds; round++) {
          const post = { ...input, email: "twice@example.com", subject: `At once ${round}` };
          const [first, second] = await Promise.all([
            here.saveLead(post, meta),
            there.saveLead(post, meta),
          ]);
          expect(second, `round ${round}`).toEqual(first);
        }
        const stored = await opened.db
          .selectFrom("leads")
          .select("id")
          .where("email", "=", "twice@example.com")
          .execute();
        expect(stored).toHaveLength(rounds);
        const mails = await opened.db
          .selectFrom("outbox")
          .select("id")
          .where(
            "lead_id",
            "in",
            stored.map((lead) => lead.id),
          )
          .execute();
        expect(mails).toHaveLength(rounds);
      } finally {
        await other.db.destroy();
      }
    });

    it("takes a call request resent with the other meeting as a lead of its own", async (ctx) => {
      database.openOrSkip(ctx);
      clock = new Date("2026-06-03T09:00:00.000Z");
      const meta = { sourcePage: "/book", consentVersion: "2025-04-04" };
      const request = {
        name: "Mia Chen",
        email: "mia@example.com",
        phone: "+1 212 555 0199",
        call: "freeConsultation" as const,
        meeting: "video" as const,
        day: "2026-06-05",
        window: "early" as const,
        timeZone: "America/New_York",
        note: undefined,
        consent: "yes" as const,
      };
      const first = await store().saveCallRequest(request, meta);
      clock = new Date("2026-06-03T09:00:05.000Z");
      expect(await store().saveCallRequest(request, meta)).toEqual(first);
      // She would rather be called after all: that correction is kept.
      const byPhone = await store().saveCallRequest({ ...request, meeting: "phone" }, meta);
      expect(byPhone.id).not.toBe(first.id);
      const stored = (await store().listLeads()).filter((l) => l.email === "mia@example.com");
      expect(stored.map((l) => l.call?.meeting)).toEqual(["video", "phone"]);
    });

    it("counts leads and caught bots by the agency's day (IST), not UTC's", async (ctx) => {
      database.openOrSkip(ctx);
      // 19:00 UTC on 1 July is 00:30 on 2 July in India.
      clock = new Date("2026-07-01T19:00:00.000Z");
      await store().saveLead(
        { ...input, email: "night@example.com", subject: "Night" },
        { sourcePage: "/contact", consentVersion: "v" },
      );
      await store().countSpam("contact", "honeypot");
      const stats = await store().stats();
      expect(stats.leadsByDay.filter((row) => row.day.startsWith("2026-07"))).toEqual([
        { day: "2026-07-02", kind: "contact", count: 1 },
      ]);
      expect(stats.spamByDay.filter((row) => row.day.startsWith("2026-07"))).toEqual([
        { day: "2026-07-02", form: "contact", reason: "honeypot", count: 1 },
      ]);
    });

    it("counts caught bots without storing them", async (ctx) => {
      database.openOrSkip(ctx);
      clock = new Date("2026-04-01T00:00:00.000Z");
      await store().countSpam("contact", "honeypot");
      await store().countSpam("contact", "honeypot");
      await store().countSpam("newsletter", "too-fast");
      const spam = (await store().stats()).spamByDay.filter((row) => row.day === "2026-04-01");
      expect(spam).toEqual([
        { day: "2026-04-01", form: "contact", reason: "honeypot", count: 2 },
        { day: "2026-04-01", form: "newsletter", reason: "too-fast", count: 1 },
      ]);
    });
  });
}

// In a nested directory that does not exist yet: opening creates it.
storeSuite("leads store on a SQLite file", () => sqliteForSuite("leads-sqlite-", "nested/site.db"));

storeSuite("leads store on PostgreSQL", () => postgresForSuite("the PostgreSQL store tests"));
