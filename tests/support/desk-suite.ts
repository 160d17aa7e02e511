/**
 * The desk's sign-in, leads and erasure, run against a database the caller opens: a SQLite file
 * (tests/unit/desk.test.ts) or a throwaway PostgreSQL cluster (tests/unit/desk-postgres.test.ts).
 * The two live in separate files, so each runs in its own process: with both drivers in one
 * process, Node 24 aborts now and then while collecting better-sqlite3's statements during a
 * socket read (`Assertion failed: (env) != nullptr`).
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactInput } from "~/forms/schemas";
import { formatAgencyTime } from "~/lib/agency-time";
import { migrateToLatest, type OpenedDatabase } from "~/server/db.server";
import { createDeskAuth } from "~/server/desk-auth.server";
import { createDesk } from "~/server/desk.server";
import {
  isPersonLeadsChanged,
  leadSetDigest,
  type PersonLeadsChanged,
} from "~/server/desk-privacy.server";
import { cursorParam, leadFilterOf, leadListQuery } from "~/server/lead-filter.server";
import { todoListQuery } from "~/desk/todo-lists";
import { deskLeadsToCsv } from "~/server/leads-export.server";
import { hashToken } from "~/server/leads-store.server";
import { testLeadStore } from "./lead-store";

export const contact = (marker: string, email: string): ContactInput => ({
  name: `Person ${marker}`,
  email,
  subject: `=HYPERLINK("http://evil.example","${marker}")`,
  message: `Secret message ${marker} that must not survive erasure.`,
  phone: undefined,
  services: [],
  consent: "yes" as const,
});

/**
 * A CSV export's records as objects by column name. Enough for these tests' leads: a quoted
 * field may hold commas and doubled quotes, but no line break.
 */
function csvRecords(csv: string): Array<Record<string, string>> {
  const fields = (line: string) =>
    [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field = ""]) =>
      field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field,
    );
  const [header = [], ...rows] = csv.trimEnd().split("\r\n").map(fields);
  return rows.map((row) => Object.fromEntries(header.map((name, n) => [name, row[n] ?? ""])));
}

/** The link's token from the queued sign-in mail (the only place it exists in clear). */
async function tokenFromOutbox(opened: OpenedDatabase, email: string): Promise<string> {
  const row = await opened.db
    .selectFrom("outbox")
    .select("text_body")
    .where("kind", "=", "desk_sign_in")
    .where("recipient", "=", email)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  const token = /token=([A-Za-z0-9_-]+)/.exec(row.text_body)?.[1];
  if (!token) throw new Error("no token in the mail");
  return token;
}

export function deskSuite(
  name: string,
  open: () => Promise<{ opened: OpenedDatabase; cleanup(): Promise<void> } | null>,
) {
  describe(name, () => {
    let opened: OpenedDatabase;
    let cleanup = async () => {};
    let available = false;

    beforeAll(async () => {
      const target = await open();
      if (!target) return;
      available = true;
      opened = target.opened;
      cleanup = target.cleanup;
      await migrateToLatest(opened.db);
    }, 60_000);
    afterAll(async () => {
      if (available) {
        await opened.db.destroy();
        await cleanup();
      }
    });

    let clock = new Date("2026-11-26T08:00:00Z");
    const auth = (allowList = ["sales@agency.example"]) =>
      createDeskAuth(opened.db, {
        allowList,
        publicOrigin: "https://site.example",
        now: () => clock,
      });

    it("mails a link only to allowed addresses, stores it hashed, and uses it once", async (ctx) => {
      if (!available) return ctx.skip();
      expect(await auth().requestLink("stranger@example.com")).toBe("not-allowed");
      expect(await auth().requestLink(" Sales@Agency.example ")).toBe("sent");
      const mails = await opened.db.selectFrom("outbox").select(["recipient", "kind"]).execute();
      expect(mails.filter((m) => m.kind === "desk_sign_in").map((m) => m.recipient)).toEqual([
        "sales@agency.example",
      ]);
      const token = await tokenFromOutbox(opened, "sales@agency.example");
      const links = await opened.db.selectFrom("desk_sign_in_links").selectAll().execute();
      expect(links.map((l) => l.token_hash)).toEqual([hashToken(token)]);
      expect(JSON.stringify(links)).not.toContain(token);
      // Opening the page does not use the link; posting its button does, once.
      expect(await auth().linkIsUsable(token)).toBe(true);
      expect(await auth().linkIsUsable(token)).toBe(true);
      const first = await auth().signIn(token);
      expect(first?.session.email).toBe("sales@agency.example");
      expect(await auth().signIn(token)).toBeNull();
      expect(await auth().linkIsUsable(token)).toBe(false);
      // The session is stored hashed and lasts 12 hours.
      const sessionToken = first?.sessionToken ?? "";
      const sessions = await opened.db.selectFrom("desk_sessions").selectAll().execute();
      expect(sessions.map((s) => s.token_hash)).toContain(hashToken(sessionToken));
      expect(JSON.stringify(sessions)).not.toContain(sessionToken);
      expect((await auth().session(sessionToken))?.email).toBe("sales@agency.example");
      clock = new Date(clock.getTime() + 12 * 3_600_000 + 1000);
      expect(await auth().session(sessionToken)).toBeNull();
    });

    it("gives the command line a link for a listed address, without mail", async (ctx) => {
      if (!available) return ctx.skip();
      clock = new Date(clock.getTime() + 1000);
      const mailsBefore = await opened.db.selectFrom("outbox").select("id").execute();
      expect(await auth().linkFor("stranger@example.com")).toBe("not-allowed");
      const link = await auth().linkFor("Sales@Agency.example");
      expect(link).toMatch(/^https:\/\/site\.example\/desk\/sign-in\?token=[\w-]{43}$/);
      const token = new URL(link).searchParams.get("token") ?? "";
      expect(await auth().linkIsUsable(token)).toBe(true);
      expect((await auth().signIn(token))?.session.email).toBe("sales@agency.example");
      expect(await opened.db.selectFrom("outbox").select("id").execute()).toEqual(mailsBefore);
    });

    it("mails a link that brings the teammate back to the desk page they asked for", async (ctx) => {
      if (!available) return ctx.skip();
      clock = new Date(clock.getTime() + 1000);
      await auth().requestLink("sales@agency.example", "/desk/leads/4f2a?x=1");
      const mail = await opened.db
        .selectFrom("outbox")
        .select("text_body")
        .where("kind", "=", "desk_sign_in")
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(mail.text_body).toMatch(
        /https:\/\/site\.example\/desk\/sign-in\?token=[\w-]{43}&next=%2Fdesk%2Fleads%2F4f2a%3Fx%3D1\n/,
      );
    });

    it("refuses a link after 15 minutes, and one whose address left the list", async (ctx) => {
      if (!available) return ctx.skip();
      await auth().requestLink("sales@agency.example");
      const late = await tokenFromOutbox(opened, "sales@agency.example");
      clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
      expect(await auth().linkIsUsable(late)).toBe(false);
      expect(await auth().signIn(late)).toBeNull();

      await auth().requestLink("sales@agency.example");
      const token = await tokenFromOutbox(opened, "sales@agency.example");
      expect(await auth(["other@agency.example"]).signIn(token)).toBeNull();
      const session = await auth().signIn(await requestAndGet());
      expect(session).not.toBeNull();
      // Off the list: the session ends at its next use.
      expect(await auth(["other@agency.example"]).session(session?.sessionToken)).toBeNull();
      expect(await auth().session(session?.sessionToken)).toBeNull();

      async function requestAndGet() {
        clock = new Date(clock.getTime() + 1000);
        await auth().requestLink("sales@agency.example");
        return tokenFromOutbox(opened, "sales@agency.example");
      }
    });

    it("signs out everywhere", async (ctx) => {
      if (!available) return ctx.skip();
      const tokens: string[] = [];
      for (let n = 0; n < 2; n++) {
        clock = new Date(clock.getTime() + 1000);
        await auth().requestLink("sales@agency.example");
        const signedIn = await auth().signIn(await tokenFromOutbox(opened, "sales@agency.example"));
        tokens.push(signedIn?.sessionToken ?? "");
      }
      expect(await auth().session(tokens[1])).not.toBeNull();
      await auth().signOutEverywhere("sales@agency.example");
      for (const token of tokens) expect(await auth().session(token)).toBeNull();
    });

    it("erases only the leads a page named, checked within the erasure, however many", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const meta = { sourcePage: "/contact", consentVersion: "v1" };
      // More than a posted list of ids could hold in a form field.
      const ids: string[] = [];
      for (let n = 0; n < 120; n++) {
        ids.push((await store.saveLead(contact(`zq81many${n}`, "many@example.com"), meta)).id);
      }
      const named = leadSetDigest(ids);
      expect(named.length).toBeLessThan(100);
      const late = await store.saveLead(contact("zq81late", "Many@Example.com"), meta);
      const refused = await desk.erasePerson("many@example.com", named).catch((error) => error);
      expect(isPersonLeadsChanged(refused)).toBe(true);
      expect((refused as PersonLeadsChanged).leadIds).toHaveLength(121);
      expect(await desk.lead(late.id)).not.toBeNull();
      expect(await desk.lead(ids[0]!)).not.toBeNull();
      const report = await desk.erasePerson("many@example.com", leadSetDigest([...ids, late.id]));
      expect(report.leads).toBe(121);
    });

    it("erases a person everywhere and keeps the others", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db, { deliveries: { webhook: true, slack: true } });
      const desk = createDesk(opened.db);
      const gone = await store.saveLead(contact("zq81gone", "Gone@Example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      await store.subscribe("gone@example.com", "/blog");
      const kept = await store.saveLead(contact("zq81kept", "kept@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      expect(await desk.deliveries(gone.id)).toHaveLength(3); // mail, webhook, Slack
      // Their lead's history quotes them, as notes do.
      const quote = async (id: string, marker: string) => {
        await desk.setStatus(
          id,
          { status: "contacted", note: `${marker} wants a quote`, by: "asha@a.example" },
          { status: "new", note: "" },
        );
        await desk.setStatus(
          id,
          // Still Contacted: a later test lists the suite's Won leads.
          { status: "contacted", note: `${marker} signed`, by: "asha@a.example" },
          { status: "contacted", note: `${marker} wants a quote` },
        );
      };
      const worked = await store.saveLead(contact("zq81worked2", "worked@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      await quote(gone.id, "zq81gone");
      await quote(worked.id, "zq81worked2");
      const report = await desk.erasePerson("gone@example.com");
      expect(report).toMatchObject({ leads: 1, subscriptions: 1 });
      expect(report.outbox).toBe(4); // notification, webhook, Slack, confirmation mail
      expect(await desk.lead(gone.id)).toBeNull();
      expect(await desk.deliveries(gone.id)).toEqual([]);
      expect(await desk.lead(kept.id)).not.toBeNull();
      expect(await desk.deliveries(kept.id)).toHaveLength(3);
      expect(await desk.history(gone.id)).toEqual([]);
      expect(await desk.history(worked.id)).toHaveLength(2);
      const everything = JSON.stringify([
        await opened.db.selectFrom("leads").selectAll().execute(),
        await opened.db.selectFrom("lead_history").selectAll().execute(),
        await opened.db.selectFrom("outbox").selectAll().execute(),
        await opened.db.selectFrom("newsletter_subscribers").selectAll().execute(),
      ]).toLowerCase();
      expect(everything).not.toContain("gone@example.com");
      expect(everything).not.toContain("zq81gone");
      expect(everything).toContain("zq81kept");
      expect(everything).toContain("zq81worked2 signed");
    });

    it("erases a teammate from the leads they worked, which keep their status and note", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const meta = { sourcePage: "/contact", consentVersion: "v1" };
      const worked = await store.saveLead(contact("zq81worked", "client@example.com"), meta);
      const shared = await store.saveLead(contact("zq81shared", "client2@example.com"), meta);
      const save = async (id: string, status: "contacted", note: string, by: string) => {
        const now = await desk.lead(id);
        await desk.setStatus(
          id,
          { status, note, by },
          { status: now?.status ?? "new", note: now?.statusNote ?? "" },
        );
      };
      // The leaver set one lead's status and note; on the other, a colleague set the status
      // and the leaver the note since.
      await save(worked.id, "contacted", "Called twice", "Leaver@Agency.example");
      await save(shared.id, "contacted", "Quote sent", "stays@agency.example");
      await save(shared.id, "contacted", "Quote sent; call on Monday", "leaver@agency.example");
      const before = await desk.lead(shared.id);
      const report = await desk.erasePerson("leaver@agency.example");
      // Their two saves in the leads' history stay, without their address; they owned none.
      expect(report).toMatchObject({ leads: 0, changedBy: 2, historyBy: 2, unowned: 0 });
      expect((await desk.history(shared.id)).map((change) => [change.by, change.noteTo])).toEqual([
        [null, "Quote sent; call on Monday"],
        ["stays@agency.example", "Quote sent"],
      ]);
      expect(await desk.history(worked.id)).toMatchObject([
        { by: null, statusFrom: "new", statusTo: "contacted", noteTo: "Called twice" },
      ]);
      expect(await desk.lead(worked.id)).toMatchObject({
        status: "contacted",
        statusNote: "Called twice",
        statusChangedBy: null,
        noteChangedBy: null,
      });
      expect((await desk.lead(worked.id))?.noteChangedAt).not.toBeNull();
      expect(await desk.lead(shared.id)).toMatchObject({
        statusNote: "Quote sent; call on Monday",
        statusChangedAt: before?.statusChangedAt,
        statusChangedBy: "stays@agency.example",
        noteChangedAt: before?.noteChangedAt,
        noteChangedBy: null,
      });
      const leads = JSON.stringify([
        await opened.db.selectFrom("leads").selectAll().execute(),
        await opened.db.selectFrom("lead_history").selectAll().execute(),
      ]);
      expect(leads.toLowerCase()).not.toContain("leaver@agency.example");
    });

    it("saves an owner with the status, lists a teammate's own, and frees their leads when they are erased", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const meta = { sourcePage: "/contact", consentVersion: "v1" };
      const mine = await store.saveLead(contact("zq81owned", "owned@example.com"), meta);
      const theirs = await store.saveLead(contact("zq81owned2", "owned2@example.com"), meta);
      const nobody = await store.saveLead(contact("zq81owned3", "owned3@example.com"), meta);
      expect((await desk.lead(mine.id))?.owner).toBeNull();
      const open = { status: "contacted", note: "" } as const;
      expect(
        await desk.setStatus(
          mine.id,
          { ...open, owner: "Asha@A.example", by: "asha@a.example" },
          { status: "new", note: "" },
        ),
      ).toBe("saved");
      expect(
        await desk.setStatus(
          theirs.id,
          { ...open, owner: "owner-leaves@a.example", by: "asha@a.example" },
          { status: "new", note: "" },
        ),
      ).toBe("saved");
      expect((await desk.lead(mine.id))?.owner).toBe("asha@a.example");
      // A page that showed nobody (or someone else) as owner cannot take the lead over unseen.
      expect(
        await desk.setStatus(
          mine.id,
          { ...open, owner: "ravi@a.example", by: "ravi@a.example" },
          { ...open, owner: null },
        ),
      ).toBe("changed");
      expect((await desk.lead(mine.id))?.owner).toBe("asha@a.example");
      // "Mine" is the signed-in teammate's, whatever the case; "nobody" the unowned sales leads.
      const listed = async (owner: "mine" | "nobody", me?: string) =>
        (await desk.listLeads({ q: "zq81owned", owner, me })).map((lead) => lead.id);
      expect(await listed("mine", "ASHA@a.example")).toEqual([mine.id]);
      expect(await listed("mine")).toEqual([]);
      expect(await listed("nobody")).toEqual([nobody.id]);
      expect(leadFilterOf(new URLSearchParams({ owner: "mine" })).owner).toBe("mine");
      expect(
        leadFilterOf(new URLSearchParams({ owner: "someone@a.example" })).owner,
      ).toBeUndefined();
      expect(leadListQuery({ owner: "mine", me: "asha@a.example" })).toMatchObject({
        owner: "mine",
      });
      expect(leadListQuery({ owner: "mine", me: "asha@a.example" })).not.toHaveProperty("me");
      // Handing the lead over is a save of its own in the history.
      expect(
        await desk.setStatus(
          mine.id,
          { ...open, owner: "owner-leaves@a.example", by: "asha@a.example" },
          { ...open, owner: "asha@a.example" },
        ),
      ).toBe("saved");
      expect(
        (await desk.history(mine.id)).map(({ ownerFrom, ownerTo }) => [ownerFrom, ownerTo]),
      ).toEqual([
        ["asha@a.example", "owner-leaves@a.example"],
        [null, "asha@a.example"],
      ]);
      expect(csvRecords(deskLeadsToCsv(await desk.listLeads({ q: "zq81owned2" })))[0]?.owner).toBe(
        "owner-leaves@a.example",
      );
      // The owner leaves: their leads are nobody's, and the history no longer names them.
      const report = await desk.erasePerson("Owner-Leaves@a.example");
      expect(report).toMatchObject({ leads: 0, changedBy: 2, historyBy: 2, unowned: 2 });
      expect((await desk.lead(mine.id))?.owner).toBeNull();
      expect((await desk.lead(theirs.id))?.owner).toBeNull();
      expect(
        (await desk.history(mine.id)).map(({ ownerFrom, ownerTo }) => [ownerFrom, ownerTo]),
      ).toEqual([
        ["asha@a.example", ""],
        [null, "asha@a.example"],
      ]);
      const rows = JSON.stringify([
        await opened.db.selectFrom("leads").selectAll().execute(),
        await opened.db.selectFrom("lead_history").selectAll().execute(),
      ]);
      expect(rows.toLowerCase()).not.toContain("owner-leaves@a.example");
      expect(await listed("nobody")).toEqual(
        expect.arrayContaining([mine.id, theirs.id, nobody.id]),
      );
    });

    it("retries a waiting or failed delivery, and says why it will not retry another", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db, { deliveries: { webhook: true, slack: true } });
      const desk = createDesk(opened.db);
      const { id } = await store.saveLead(contact("zq81retry", "retry@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      const byChannel = async (channel: string) =>
        (await desk.deliveries(id)).find((d) => d.channel === channel)?.id ?? "";
      const webhook = await byChannel("webhook");
      const slack = await byChannel("slack");
      await opened.db
        .updateTable("outbox")
        .set({ status: "failed" })
        .where("id", "=", webhook)
        .execute();
      expect(await desk.retryDelivery(id, webhook)).toBe("retried");
      expect((await desk.deliveries(id)).find((d) => d.id === webhook)?.status).toBe("pending");
      await opened.db
        .updateTable("outbox")
        .set({ status: "sending" })
        .where("id", "=", webhook)
        .execute();
      expect(await desk.retryDelivery(id, webhook)).toBe("sending");
      await opened.db
        .updateTable("outbox")
        .set({ status: "sent" })
        .where("id", "=", slack)
        .execute();
      expect(await desk.retryDelivery(id, slack)).toBe("sent");
      expect(await desk.retryDelivery(id, "no-such-delivery")).toBe("missing");
      // Another lead's delivery is not this lead's to retry.
      expect(await desk.retryDelivery("another-lead", webhook)).toBe("missing");
    });

    it("pages the list newest first, each lead once, ties included", async (ctx) => {
      if (!available) return ctx.skip();
      // Five leads, three of them in the same millisecond, in the past so they sort last.
      const times = ["2020-01-05", "2020-01-04", "2020-01-04", "2020-01-04", "2020-01-03"];
      const ids: string[] = [];
      for (const [n, day] of times.entries()) {
        const store = testLeadStore(opened.db, { now: () => new Date(`${day}T10:00:00.000Z`) });
        const saved = await store.saveLead(contact(`zq81page${n}`, `page${n}@example.com`), {
          sourcePage: "/contact",
          consentVersion: "v1",
        });
        ids.push(saved.id);
      }
      const desk = createDesk(opened.db);
      const seen: string[] = [];
      let query = new URLSearchParams({ q: "zq81page" });
      for (let page = 0; page < 5; page++) {
        const leads = await desk.listLeads({ ...leadFilterOf(query), limit: 2 });
        seen.push(...leads.map((lead) => lead.id));
        const last = leads.at(-1);
        if (leads.length < 2 || !last) break;
        query = new URLSearchParams({ q: "zq81page", after: cursorParam(last) });
      }
      expect(seen).toHaveLength(5);
      expect(new Set(seen)).toEqual(new Set(ids));
      expect(seen[0]).toBe(ids[0]);
      expect(seen[4]).toBe(ids[4]);
      // A cursor that is not one is ignored: the list starts at the newest.
      expect(leadFilterOf(new URLSearchParams({ after: "yesterday" })).after).toBeUndefined();
    });

    it("searches, filters, keeps a status with a note, and exports formula-safe CSV", async (ctx) => {
      if (!available) return ctx.skip();
      const desk = createDesk(opened.db);
      const [lead] = await desk.listLeads({ q: "ZQ81KEPT" });
      expect(lead?.email).toBe("kept@example.com");
      // "%" and "_" are searched as text, not as LIKE's wildcards: unescaped, "100%_" would
      // match this lead's "1000x".
      const store = testLeadStore(opened.db);
      await store.saveLead(contact("zq81budget1000x", "wildcard@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      expect((await desk.listLeads({ q: "budget100" })).length).toBe(1);
      expect(await desk.listLeads({ q: "budget100%_" })).toEqual([]);
      const id = lead?.id ?? "";
      const save = (status: "won" | "lost", note: string, by: string) =>
        desk
          .lead(id)
          .then((now) =>
            desk.setStatus(
              id,
              { status, note, by },
              { status: now?.status ?? "new", note: now?.statusNote ?? "" },
            ),
          );
      expect(await save("won", "  Signed the Growth plan ", "s@a.example")).toBe("saved");
      expect((await desk.listLeads({ status: "won" })).map((l) => l.id)).toEqual([lead?.id]);
      // A note saved with the same status is not a change of status: when and by whom stay.
      const changed = await desk.lead(lead?.id ?? "");
      expect(changed?.statusChangedBy).toBe("s@a.example");
      await new Promise((resolve) => setTimeout(resolve, 5));
      await save("won", "Sent the contract", "other@a.example");
      expect(await desk.lead(lead?.id ?? "")).toMatchObject({
        status: "won",
        statusNote: "Sent the contract",
        statusChangedAt: changed?.statusChangedAt,
        statusChangedBy: "s@a.example",
      });
      await save("lost", "Sent the contract", "other@a.example");
      expect((await desk.lead(lead?.id ?? ""))?.statusChangedBy).toBe("other@a.example");
      // A save made against a page loaded before that change is refused, and changes nothing.
      expect(
        await desk.setStatus(
          id,
          { status: "won", note: "Stale page", by: "s@a.example" },
          { status: "won", note: "Sent the contract" },
        ),
      ).toBe("changed");
      expect(await desk.lead(id)).toMatchObject({
        status: "lost",
        statusNote: "Sent the contract",
      });
      expect(
        await desk.setStatus(
          "no-such-lead",
          { status: "won", note: "", by: "s@a.example" },
          { status: "new", note: "" },
        ),
      ).toBe("missing");
      await save("won", "Signed the Growth plan", "s@a.example");
      expect(await desk.listLeads({ status: "lost" })).toEqual([]);
      expect((await desk.listLeads({ kind: "newsletter" })).length).toBe(0);
      const csv = deskLeadsToCsv(await desk.listLeads({ q: "zq81kept" }));
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""zq81kept"")"`);
      expect(csv).toContain("won,Signed the Growth plan,");
      // The same lead columns as the CLI's export (call requests' included), then the desk's own.
      const [header, row] = csv.split("\r\n");
      expect(header).toBe(
        "id,kind,created_at,received_ist,name,email,phone,subject,message,services,source_page," +
          "call_type,preferred_day,time_window,time_zone,meeting,call_window_ist," +
          "status,status_note,status_changed_at,status_changed_ist,status_changed_by," +
          "note_changed_at,note_changed_ist,note_changed_by,follow_up_on,owner," +
          "subscription_status,subscription_changed_at,subscription_changed_ist,delivery_failed," +
          "landing_page,referrer_host,utm_source,utm_medium,utm_campaign,estimate",
      );
      // Stored times are UTC; beside each, the agency's time as the desk shows it.
      const kept = await desk.lead(id);
      expect(row).toContain(`,${kept?.createdAt},${formatAgencyTime(kept?.createdAt ?? null)},`);
      expect(row).toMatch(
        /,won,Signed the Growth plan,\d{4}-\d\d-\d\dT[\d:.]+Z,\d{4}-\d\d-\d\d \d\d:\d\d IST,s@a\.example,/,
      );
      // The visitor's formula is still defused when read back as a field.
      expect(csvRecords(csv)[0]?.subject).toBe(`'=HYPERLINK("http://evil.example","zq81kept")`);
    });

    it("keeps when and by whom the note last changed, apart from the status", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const { id } = await store.saveLead(contact("zq81notes", "notes@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      const read = async () => {
        const lead = await desk.lead(id);
        if (!lead) throw new Error("the lead is gone");
        return lead;
      };
      /** A save from a page showing what is saved now, a few milliseconds after the last. */
      const save = async (status: "contacted" | "won", note: string, by: string) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const now = await read();
        return desk.setStatus(
          id,
          { status, note, by },
          { status: now.status ?? "new", note: now.statusNote ?? "" },
        );
      };
      expect(await read()).toMatchObject({ noteChangedAt: null, noteChangedBy: null });
      // Status and note in one save: the same instant and person for both.
      expect(await save("contacted", "Called, no answer", "asha@a.example")).toBe("saved");
      const both = await read();
      expect(both).toMatchObject({
        statusChangedBy: "asha@a.example",
        noteChangedBy: "asha@a.example",
      });
      expect(both.noteChangedAt).toBe(both.statusChangedAt);
      // Only the note: who and when are recorded; the status's change stays Asha's.
      expect(await save("contacted", "Called back, wants a quote", "ravi@a.example")).toBe("saved");
      const noteOnly = await read();
      expect(noteOnly).toMatchObject({
        statusChangedAt: both.statusChangedAt,
        statusChangedBy: "asha@a.example",
        noteChangedBy: "ravi@a.example",
      });
      expect(noteOnly.noteChangedAt! > both.noteChangedAt!).toBe(true);
      // Only the status (the same note, retyped with spaces around it): the note's stays Ravi's.
      expect(await save("won", "  Called back, wants a quote ", "asha@a.example")).toBe("saved");
      const statusOnly = await read();
      expect(statusOnly).toMatchObject({
        statusChangedBy: "asha@a.example",
        noteChangedAt: noteOnly.noteChangedAt,
        noteChangedBy: "ravi@a.example",
      });
      expect(statusOnly.statusChangedAt! > noteOnly.statusChangedAt!).toBe(true);
      // Emptying the note changes it; saving the page unchanged records nothing.
      expect(await save("won", "", "ravi@a.example")).toBe("saved");
      const emptied = await read();
      expect(emptied).toMatchObject({ statusNote: null, noteChangedBy: "ravi@a.example" });
      expect(emptied.noteChangedAt! > statusOnly.noteChangedAt!).toBe(true);
      expect(await save("won", "", "asha@a.example")).toBe("saved");
      expect(await read()).toEqual(emptied);
      // The export has the note's change beside the status's, in UTC and in IST.
      expect(csvRecords(deskLeadsToCsv([emptied]))[0]).toMatchObject({
        status_changed_at: statusOnly.statusChangedAt,
        status_changed_by: "asha@a.example",
        note_changed_at: emptied.noteChangedAt,
        note_changed_ist: formatAgencyTime(emptied.noteChangedAt),
        note_changed_by: "ravi@a.example",
      });
      // A save refused as made against an out-of-date page records nothing either.
      expect(
        await desk.setStatus(
          id,
          { status: "contacted", note: "From a stale page", by: "asha@a.example" },
          { status: "won", note: "Called back, wants a quote" },
        ),
      ).toBe("changed");
      expect(await read()).toEqual(emptied);
    });

    it("keeps every save that changed the status or the note, newest first, with who and when", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const { id } = await store.saveLead(contact("zq81history", "history@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      const other = await store.saveLead(contact("zq81quiet", "quiet@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      /** A save from a page showing what is saved now, a few milliseconds after the last. */
      const save = async (status: "new" | "contacted" | "won", note: string, by: string) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const now = await desk.lead(id);
        return desk.setStatus(
          id,
          { status, note, by },
          { status: now?.status ?? "new", note: now?.statusNote ?? "" },
        );
      };
      expect(await desk.history(id)).toEqual([]);
      expect(await save("contacted", "Called, no answer", "asha@a.example")).toBe("saved");
      expect(await save("contacted", "Called back, wants a quote", "ravi@a.example")).toBe("saved");
      // The same note retyped with spaces around it: only the status changed.
      expect(await save("won", "  Called back, wants a quote ", "asha@a.example")).toBe("saved");
      // Saving the page unchanged records nothing; neither does a save refused as stale.
      expect(await save("won", "Called back, wants a quote", "ravi@a.example")).toBe("saved");
      expect(
        await desk.setStatus(
          id,
          { status: "contacted", note: "From a stale page", by: "asha@a.example" },
          { status: "new", note: "" },
        ),
      ).toBe("changed");
      expect(await save("won", "", "ravi@a.example")).toBe("saved");
      const lead = await desk.lead(id);
      const history = await desk.history(id);
      expect(history.map(({ at: _at, ...change }) => change)).toEqual([
        {
          by: "ravi@a.example",
          statusFrom: "won",
          statusTo: "won",
          noteFrom: "Called back, wants a quote",
          noteTo: null,
          followUpFrom: null,
          followUpTo: null,
          ownerFrom: null,
          ownerTo: null,
        },
        {
          by: "asha@a.example",
          statusFrom: "contacted",
          statusTo: "won",
          noteFrom: "Called back, wants a quote",
          noteTo: "Called back, wants a quote",
          followUpFrom: null,
          followUpTo: null,
          ownerFrom: null,
          ownerTo: null,
        },
        {
          by: "ravi@a.example",
          statusFrom: "contacted",
          statusTo: "contacted",
          noteFrom: "Called, no answer",
          noteTo: "Called back, wants a quote",
          followUpFrom: null,
          followUpTo: null,
          ownerFrom: null,
          ownerTo: null,
        },
        {
          by: "asha@a.example",
          statusFrom: "new",
          statusTo: "contacted",
          noteFrom: null,
          noteTo: "Called, no answer",
          followUpFrom: null,
          followUpTo: null,
          ownerFrom: null,
          ownerTo: null,
        },
      ]);
      // Newest first, each at the instant its save stamped on the lead.
      expect(history.map((change) => change.at)).toEqual(
        history
          .map((change) => change.at)
          .toSorted()
          .reverse(),
      );
      expect(history[0]?.at).toBe(lead?.noteChangedAt);
      expect(history[1]?.at).toBe(lead?.statusChangedAt);
      // Another lead's history is its own.
      expect(await desk.history(other.id)).toEqual([]);
      // The list reads none of it.
      const listed = (await desk.listLeads({ q: "zq81history" }))[0];
      expect(listed).toEqual(lead);
      expect(Object.keys(listed ?? {})).not.toContain("history");
    });

    it("records a save and its history entry together or not at all", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const { id } = await store.saveLead(contact("zq81atomic", "atomic@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      const before = await desk.lead(id);
      // The history cannot be written: the save fails whole, and the lead is as it was.
      await sql`alter table lead_history rename to lead_history_away`.execute(opened.db);
      try {
        await expect(
          desk.setStatus(
            id,
            { status: "won", note: "Signed", by: "asha@a.example" },
            { status: "new", note: "" },
          ),
        ).rejects.toThrow();
      } finally {
        await sql`alter table lead_history_away rename to lead_history`.execute(opened.db);
      }
      expect(await desk.lead(id)).toEqual(before);
      expect(await desk.history(id)).toEqual([]);
      // The same save goes through once it can be recorded, with its entry.
      expect(
        await desk.setStatus(
          id,
          { status: "won", note: "Signed", by: "asha@a.example" },
          { status: "new", note: "" },
        ),
      ).toBe("saved");
      expect(await desk.history(id)).toMatchObject([{ statusFrom: "new", statusTo: "won" }]);
    });

    it("saves a follow-up date with the status and note, refused from a stale page, and records it", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const { id } = await store.saveLead(contact("zq81follow", "follow@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      expect((await desk.lead(id))?.followUpOn).toBeNull();
      expect(
        await desk.setStatus(
          id,
          {
            status: "contacted",
            note: "Call back",
            followUpOn: "2026-12-03",
            by: "asha@a.example",
          },
          { status: "new", note: "", followUpOn: null },
        ),
      ).toBe("saved");
      expect(await desk.lead(id)).toMatchObject({ status: "contacted", followUpOn: "2026-12-03" });
      // A colleague's page from before that save shows no date: its save must not clear it.
      expect(
        await desk.setStatus(
          id,
          { status: "contacted", note: "Call back", followUpOn: null, by: "ravi@a.example" },
          { status: "contacted", note: "Call back", followUpOn: null },
        ),
      ).toBe("changed");
      // Nor one that saw another date.
      expect(
        await desk.setStatus(
          id,
          {
            status: "contacted",
            note: "Call back",
            followUpOn: "2026-12-09",
            by: "ravi@a.example",
          },
          { status: "contacted", note: "Call back", followUpOn: "2026-12-01" },
        ),
      ).toBe("changed");
      expect((await desk.lead(id))?.followUpOn).toBe("2026-12-03");
      // A save that changed only the date is a save in the history; saving it unchanged is not.
      const seen = { status: "contacted", note: "Call back", followUpOn: "2026-12-03" } as const;
      expect(
        await desk.setStatus(id, { ...seen, followUpOn: "2026-12-05", by: "ravi@a.example" }, seen),
      ).toBe("saved");
      const moved = { ...seen, followUpOn: "2026-12-05" };
      expect(await desk.setStatus(id, { ...moved, by: "ravi@a.example" }, moved)).toBe("saved");
      expect(
        await desk.setStatus(id, { ...moved, followUpOn: null, by: "asha@a.example" }, moved),
      ).toBe("saved");
      expect(await desk.lead(id)).toMatchObject({ followUpOn: null, statusNote: "Call back" });
      expect(
        (await desk.history(id)).map(({ by, statusTo, noteTo, followUpFrom, followUpTo }) => ({
          by,
          statusTo,
          noteTo,
          followUpFrom,
          followUpTo,
        })),
      ).toEqual([
        {
          by: "asha@a.example",
          statusTo: "contacted",
          noteTo: "Call back",
          followUpFrom: "2026-12-05",
          followUpTo: null,
        },
        {
          by: "ravi@a.example",
          statusTo: "contacted",
          noteTo: "Call back",
          followUpFrom: "2026-12-03",
          followUpTo: "2026-12-05",
        },
        {
          by: "asha@a.example",
          statusTo: "contacted",
          noteTo: "Call back",
          followUpFrom: null,
          followUpTo: "2026-12-03",
        },
      ]);
      // The export carries it.
      await desk.setStatus(
        id,
        { status: "contacted", note: "Call back", followUpOn: "2026-12-07", by: "asha@a.example" },
        { status: "contacted", note: "Call back", followUpOn: null },
      );
      const csv = deskLeadsToCsv(await desk.listLeads({ q: "zq81follow" }));
      expect(csvRecords(csv)[0]?.follow_up_on).toBe("2026-12-07");
    });

    it("lists the open leads whose follow-up is due by the agency's day, earliest first, page by page", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const lead = async (n: number, status: "new" | "contacted" | "won" | "lost", day: string) => {
        const { id } = await store.saveLead(contact(`zq81chase${n}`, `chase${n}@example.com`), {
          sourcePage: "/contact",
          consentVersion: "v1",
        });
        await desk.setStatus(
          id,
          { status, note: "", followUpOn: day, by: "asha@a.example" },
          { status: "new", note: "" },
        );
        return id;
      };
      // 2026-12-03 18:45 UTC is already 4 December in IST (00:15).
      const at = new Date("2026-12-03T18:45:00.000Z");
      const today = await lead(0, "contacted", "2026-12-04");
      const earlier = await lead(1, "new", "2026-12-02");
      await lead(2, "contacted", "2026-12-05"); // later: not due yet
      await lead(3, "won", "2026-12-01"); // won and lost keep their date, but nothing is due
      await lead(4, "lost", "2026-12-01");
      const alsoEarlier = await lead(5, "contacted", "2026-12-02");
      const due = (query: Record<string, string>, limit?: number) =>
        desk.listLeads(
          {
            ...leadFilterOf(new URLSearchParams({ q: "zq81chase", status: "follow-up", ...query })),
            limit,
          },
          at,
        );
      expect((await due({})).map((each) => each.id)).toEqual([earlier, alsoEarlier, today]);
      // At 18:15 UTC it is still 3 December in IST: the lead for the 4th is not due.
      expect(
        (
          await desk.listLeads(
            { q: "zq81chase", status: "follow-up" },
            new Date("2026-12-03T18:15:00.000Z"),
          )
        ).map((each) => each.id),
      ).toEqual([earlier, alsoEarlier]);
      // Page by page, the date first: each once, in order.
      const first = await due({}, 2);
      expect(first.map((each) => each.id)).toEqual([earlier, alsoEarlier]);
      const after = cursorParam(first[1]!);
      expect(after.startsWith("2026-12-02~")).toBe(true);
      expect((await due({ after })).map((each) => each.id)).toEqual([today]);
      // The filter rides in the list's query, and back.
      expect(leadListQuery(leadFilterOf(new URLSearchParams({ status: "follow-up" }))).status).toBe(
        "follow-up",
      );
    });

    it("erases old leads with their history in the retention sweep", async (ctx) => {
      if (!available) return ctx.skip();
      const meta = { sourcePage: "/contact", consentVersion: "v1" };
      const old = await testLeadStore(opened.db, {
        now: () => new Date("2001-03-01T10:00:00.000Z"),
      }).saveLead(contact("zq81ancient", "ancient@example.com"), meta);
      const recent = await testLeadStore(opened.db).saveLead(
        contact("zq81recent", "recent@example.com"),
        meta,
      );
      const desk = createDesk(opened.db);
      for (const lead of [old, recent]) {
        await desk.setStatus(
          lead.id,
          { status: "contacted", note: "Quoted", by: "asha@a.example" },
          { status: "new", note: "" },
        );
      }
      // Two years after the old lead only: the other leads of these tests are younger.
      const report = await desk.applyRetention(
        { leadMonths: 24, mailBodyDays: 30 },
        new Date("2003-06-01T00:00:00.000Z"),
      );
      expect(report.leads).toBe(1);
      expect(await desk.lead(old.id)).toBeNull();
      expect(await desk.history(old.id)).toEqual([]);
      expect(await desk.history(recent.id)).toHaveLength(1);
    });

    it("marks a lead whose delivery failed, and lists only those on asking", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db, { deliveries: { webhook: true, slack: true } });
      const desk = createDesk(opened.db);
      const meta = { sourcePage: "/contact", consentVersion: "v1" };
      const failing = await store.saveLead(contact("zq81gave", "gave@example.com"), meta);
      const fine = await store.saveLead(contact("zq81fine", "fine@example.com"), meta);
      // As the worker leaves them: Slack answered 410, then the webhook ran out of tries.
      const fail = (channel: "slack" | "webhook") =>
        opened.db
          .updateTable("outbox")
          .set({ status: "failed" })
          .where("lead_id", "=", failing.id)
          .where("channel", "=", channel)
          .execute();
      await fail("slack");
      const listed = async (query: Record<string, string>) =>
        (await desk.listLeads(leadFilterOf(new URLSearchParams(query)))).map((lead) => [
          lead.id,
          lead.failedDeliveries,
        ]);
      expect(await listed({ q: "@example.com", kind: "contact" })).toEqual(
        expect.arrayContaining([
          [failing.id, ["slack"]],
          [fine.id, []],
        ]),
      );
      await fail("webhook");
      expect(await listed({ q: "zq81", delivery: "failed" })).toEqual([
        [failing.id, ["slack", "webhook"]],
      ]);
      expect((await desk.lead(failing.id))?.failedDeliveries).toEqual(["slack", "webhook"]);
      // The export says it as the list does, and nothing for a lead whose deliveries went out.
      const exported = csvRecords(
        deskLeadsToCsv(await desk.listLeads({ q: "@example.com", kind: "contact" })),
      );
      expect(exported.find((row) => row.id === failing.id)?.delivery_failed).toBe("slack; webhook");
      expect(exported.find((row) => row.id === fine.id)?.delivery_failed).toBe("");
      // Retried, it is no longer a failure.
      for (const delivery of await desk.deliveries(failing.id)) {
        if (delivery.status === "failed") await desk.retryDelivery(failing.id, delivery.id);
      }
      expect(await listed({ q: "zq81", delivery: "failed" })).toEqual([]);
    });

    it("shows a newsletter lead's subscription as it stands now, unsubscribed included", async (ctx) => {
      if (!available) return ctx.skip();
      let at = new Date("2026-11-27T10:00:00.000Z");
      const store = testLeadStore(opened.db, { now: () => at });
      const desk = createDesk(opened.db);
      const mailTo = async (kind: string) => {
        const mail = await opened.db
          .selectFrom("outbox")
          .select("text_body")
          .where("kind", "=", kind)
          .where("recipient", "=", "reader@example.com")
          .executeTakeFirstOrThrow();
        return /token=([\w-]+)/.exec(mail.text_body)?.[1] ?? "";
      };
      await store.subscribe("Reader@Example.com", "/blog");
      expect(await store.confirmSubscription(await mailTo("newsletter_confirmation"))).toBe(
        "confirmed",
      );
      const subscriptions = async () =>
        (await desk.listLeads({ q: "reader@example.com" })).map((lead) => [
          lead.kind,
          lead.subscription,
        ]);
      expect(await subscriptions()).toEqual([
        ["newsletter", { status: "confirmed", at: "2026-11-27T10:00:00.000Z" }],
      ]);
      at = new Date("2026-11-28T08:05:00.000Z");
      expect(await store.unsubscribe(await mailTo("newsletter_welcome"))).toBe("unsubscribed");
      // The same person's message is not a subscription, whatever the address's state.
      await store.saveLead(contact("zq81reader", "reader@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      expect(await subscriptions()).toEqual([
        ["contact", null],
        ["newsletter", { status: "unsubscribed", at: "2026-11-28T08:05:00.000Z" }],
      ]);
      // The export: the subscription as it stands now, since when in UTC and IST; nothing for
      // the message, which is no subscription.
      expect(
        csvRecords(deskLeadsToCsv(await desk.listLeads({ q: "reader@example.com" }))).map((row) => [
          row.kind,
          row.subscription_status,
          row.subscription_changed_at,
          row.subscription_changed_ist,
        ]),
      ).toEqual([
        ["contact", "", "", ""],
        ["newsletter", "unsubscribed", "2026-11-28T08:05:00.000Z", "2026-11-28 13:35 IST"],
      ]);
      const [, newsletter] = await desk.listLeads({ q: "reader@example.com" });
      expect((await desk.lead(newsletter?.id ?? ""))?.subscription?.status).toBe("unsubscribed");
      // A newsletter lead whose address has no subscription on record says so, as the desk does.
      await opened.db
        .deleteFrom("newsletter_subscribers")
        .where("email", "=", "reader@example.com")
        .execute();
      const [record] = csvRecords(deskLeadsToCsv([(await desk.lead(newsletter?.id ?? ""))!]));
      expect(record).toMatchObject({ subscription_status: "none", subscription_changed_at: "" });
    });

    it("keeps newsletter sign-ups out of the sales list and its New queue, with no status, yet in every kind's export", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const message = await store.saveLead(contact("zq81nlsales", "zq81nlsales@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      await store.subscribe("zq81nlsignup@example.com", "/blog");
      const token = /token=([\w-]+)/.exec(
        (
          await opened.db
            .selectFrom("outbox")
            .select("text_body")
            .where("recipient", "=", "zq81nlsignup@example.com")
            .executeTakeFirstOrThrow()
        ).text_body,
      )?.[1];
      expect(await store.confirmSubscription(token ?? "")).toBe("confirmed");
      const listed = async (query: Record<string, string>) =>
        (await desk.listLeads(leadFilterOf(new URLSearchParams({ q: "zq81nl", ...query })))).map(
          (lead) => [lead.kind, lead.status],
        );
      // The default list and the New filter: sales work only.
      expect(await listed({})).toEqual([["contact", "new"]]);
      expect(await listed({ status: "new" })).toEqual([["contact", "new"]]);
      expect(await listed({ status: "due" })).toEqual([["contact", "new"]]);
      // A choice away: the sign-ups alone, or every kind; a sign-up has no status.
      expect(await listed({ kind: "newsletter" })).toEqual([["newsletter", null]]);
      expect(await listed({ kind: "all" })).toEqual([
        ["newsletter", null],
        ["contact", "new"],
      ]);
      expect(await listed({ kind: "newsletter", status: "new" })).toEqual([]);
      // The export of every kind has the sign-up, without a sales status.
      const all = await desk.listLeads(
        leadFilterOf(new URLSearchParams({ q: "zq81nl", kind: "all" })),
      );
      expect(csvRecords(deskLeadsToCsv(all)).map((row) => [row.kind, row.status])).toEqual([
        ["newsletter", ""],
        ["contact", "new"],
      ]);
      // A status cannot be saved on one, even by a hand-made post.
      const signup = all.find((lead) => lead.kind === "newsletter")!;
      expect(
        await desk.setStatus(
          signup.id,
          { status: "contacted", note: "", by: "s@a.example" },
          { status: "new", note: "" },
        ),
      ).toBe("no-status");
      expect((await desk.lead(message.id))?.status).toBe("new");
      // The list's query reads back as written: the sales list has none, every kind "all".
      for (const query of ["", "kind=all", "kind=newsletter&status=won", "q=x&status=due"]) {
        const filter = leadFilterOf(new URLSearchParams(query));
        expect(
          new URLSearchParams(
            Object.entries(leadListQuery(filter)).filter(
              (entry): entry is [string, string] => !!entry[1],
            ),
          ).toString(),
        ).toBe(query);
      }
    });

    it("lists new sales leads by their reply deadline, oldest first, page by page", async (ctx) => {
      if (!available) return ctx.skip();
      const desk = createDesk(opened.db);
      const ids: string[] = [];
      for (const [n, day] of ["2020-02-01", "2020-02-03", "2020-02-02"].entries()) {
        const store = testLeadStore(opened.db, { now: () => new Date(`${day}T10:00:00.000Z`) });
        const saved = await store.saveLead(contact(`zq81due${n}`, `due${n}@example.com`), {
          sourcePage: "/contact",
          consentVersion: "v1",
        });
        ids.push(saved.id);
      }
      // The middle one was answered: it is no longer due.
      await desk.setStatus(
        ids[2]!,
        { status: "contacted", note: "", by: "s@a.example" },
        { status: "new", note: "" },
      );
      const first = await desk.listLeads({
        ...leadFilterOf(new URLSearchParams({ q: "zq81due", status: "due" })),
        limit: 1,
      });
      expect(first.map((lead) => lead.id)).toEqual([ids[0]]);
      const next = await desk.listLeads({
        ...leadFilterOf(
          new URLSearchParams({ q: "zq81due", status: "due", after: cursorParam(first[0]!) }),
        ),
      });
      expect(next.map((lead) => lead.id)).toEqual([ids[1]]);
    });

    it("counts what needs doing: replies awaited and overdue, follow-ups due, failed deliveries", async (ctx) => {
      if (!available) return ctx.skip();
      const desk = createDesk(opened.db);
      // Monday 7 January 2030, 11:30 IST; counted as differences, the suite's other leads aside.
      const at = new Date("2030-01-07T06:00:00.000Z");
      const before = await desk.todo(at);
      const meta = { sourcePage: "/contact", consentVersion: "v1" };
      const storeAt = (iso: string) =>
        testLeadStore(opened.db, {
          now: () => new Date(iso),
          deliveries: { webhook: false, slack: true },
        });
      const old = await storeAt("2030-01-01T05:00:00.000Z").saveLead(
        contact("zq81todo-old", "todo-old@example.com"),
        meta,
      );
      await storeAt("2030-01-07T05:50:00.000Z").saveLead(
        contact("zq81todo-fresh", "todo-fresh@example.com"),
        meta,
      );
      // A confirmed sign-up whose Slack delivery gives up: counted, and listed by its link.
      const signUps = storeAt("2030-01-03T05:00:00.000Z");
      await signUps.subscribe("todo-reader@example.com", "/blog");
      const confirmation = await opened.db
        .selectFrom("outbox")
        .select("text_body")
        .where("recipient", "=", "todo-reader@example.com")
        .executeTakeFirstOrThrow();
      expect(
        await signUps.confirmSubscription(/token=([\w-]+)/.exec(confirmation.text_body)?.[1] ?? ""),
      ).toBe("confirmed");
      for (const [name, followUpOn] of [
        ["today", "2030-01-07"],
        ["next-week", "2030-01-14"],
      ] as const) {
        const { id } = await storeAt("2030-01-02T05:00:00.000Z").saveLead(
          contact(`zq81todo-${name}`, `todo-${name}@example.com`),
          meta,
        );
        await desk.setStatus(
          id,
          { status: "contacted", note: "", followUpOn, by: "s@a.example" },
          { status: "new", note: "" },
        );
      }
      const signUp = await opened.db
        .selectFrom("leads")
        .select("id")
        .where("email", "=", "todo-reader@example.com")
        .executeTakeFirstOrThrow();
      await opened.db
        .updateTable("outbox")
        .set({ status: "failed" })
        .where("lead_id", "in", [old.id, signUp.id])
        .where("channel", "=", "slack")
        .execute();
      const after = await desk.todo(at);
      // The old and the fresh message await a reply, the old one overdue; the sign-up asks for
      // none; one follow-up has come; the old message's and the sign-up's deliveries gave up.
      expect({
        awaitingReply: after.awaitingReply - before.awaitingReply,
        overdue: after.overdue - before.overdue,
        followUpsDue: after.followUpsDue - before.followUpsDue,
        deliveriesFailed: after.deliveriesFailed - before.deliveriesFailed,
      }).toEqual({ awaitingReply: 2, overdue: 1, followUpsDue: 1, deliveriesFailed: 2 });
      // Each count's link lists exactly the leads it counts.
      for (const [count, query] of Object.entries(todoListQuery)) {
        const listed = await desk.listLeads(leadFilterOf(new URLSearchParams(query)), at);
        expect(listed.length, count).toBe(after[count as keyof typeof todoListQuery]);
      }
    });

    it("names every lead of a person, whatever the case of the address, newest first", async (ctx) => {
      if (!available) return ctx.skip();
      const at = (time: string) =>
        testLeadStore(opened.db, { now: () => new Date(`2026-11-20T${time}:00.000Z`) });
      const desk = createDesk(opened.db);
      const meta = { sourcePage: "/contact", consentVersion: "v1" };
      const older = await at("09:00").saveLead(contact("zq81same1", "Same@Example.com"), meta);
      const newer = await at("10:00").saveCallRequest(
        {
          name: "Same",
          email: "same@example.com",
          phone: "+91 90000 11111",
          call: "freeConsultation",
          day: "2026-12-01",
          window: "early",
          timeZone: "Asia/Kolkata",
          meeting: "video",
          note: undefined,
          consent: "yes",
        },
        { sourcePage: "/book", consentVersion: "v1" },
      );
      await at("11:00").saveLead(contact("zq81other", "other-person@example.com"), meta);
      expect(
        (await desk.personLeads(" SAME@example.com")).map((lead) => [
          lead.id,
          lead.kind,
          lead.meeting,
          lead.status,
        ]),
      ).toEqual([
        [newer.id, "call_request", "video", "new"],
        [older.id, "contact", null, "new"],
      ]);
    });

    it("finds a lead by its phone number's digits, however typed, and by its status note", async (ctx) => {
      if (!available) return ctx.skip();
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const { id } = await store.saveLead(
        { ...contact("zq81phone", "phone@example.com"), phone: "+91 98200 12345" },
        { sourcePage: "/contact", consentVersion: "v1" },
      );
      const saved = await desk.setStatus(
        id,
        { status: "contacted", note: "Wants a quote for phase two", by: "s@a.example" },
        { status: "new", note: "" },
      );
      expect(saved).toBe("saved");
      const found = async (q: string) => (await desk.listLeads({ q })).map((lead) => lead.id);
      for (const q of [
        "+91 98200",
        "9820012345",
        "919820012345",
        "(982) 001-2345",
        "+91 98200 12345",
      ]) {
        expect(await found(q), q).toEqual([id]);
      }
      expect(await found("98201")).toEqual([]);
      expect(await found("QUOTE FOR PHASE")).toEqual([id]);
      // Typed with a trunk 0 or stored with one: the same number, found either way.
      const { id: trunk } = await store.saveLead(
        { ...contact("zq81trunk", "trunk@example.com"), phone: "098200 12345" },
        { sourcePage: "/contact", consentVersion: "v1" },
      );
      for (const q of ["09820012345", "+91 98200", "+91 98200 12345"]) {
        expect((await found(q)).sort(), q).toEqual([id, trunk].sort());
      }
      // Exported, every number is text to a spreadsheet: a leading zero, or a number of digits
      // only, would otherwise be read as a number (09820012345 → 9820012345, or 9.82E+09).
      const phones = csvRecords(
        deskLeadsToCsv([(await desk.lead(id))!, (await desk.lead(trunk))!]),
      ).map((record) => record.phone);
      expect(phones).toEqual(["'+91 98200 12345", "'098200 12345"]);
    });

    it("shows and exports how a call request wants to meet, a phone call for older ones", async (ctx) => {
      if (!available) return ctx.skip();
      // A minute apart, so the list's newest-first order is known.
      const storeAt = (time: string) =>
        testLeadStore(opened.db, { now: () => new Date(`2026-11-27T${time}:00Z`) });
      const desk = createDesk(opened.db);
      const request = {
        name: "Mia Chen",
        phone: "+1 212 555 0199",
        call: "freeConsultation" as const,
        day: "2026-12-01",
        window: "early" as const,
        timeZone: "America/New_York",
        note: undefined,
        consent: "yes" as const,
      };
      const meta = { sourcePage: "/book", consentVersion: "v1" };
      const video = await storeAt("09:00").saveCallRequest(
        { ...request, email: "zq81video@example.com", meeting: "video" },
        meta,
      );
      const older = await storeAt("09:01").saveCallRequest(
        { ...request, email: "zq81older@example.com", meeting: "phone" },
        meta,
      );
      // As migration 0008 leaves every call request stored before it.
      await opened.db
        .updateTable("leads")
        .set({ meeting: null })
        .where("id", "=", older.id)
        .execute();
      expect((await desk.lead(video.id))?.call?.meeting).toBe("video");
      expect((await desk.lead(older.id))?.call?.meeting).toBe("phone");
      const listed = await desk.listLeads({ q: "zq81", kind: "call_request" });
      expect(listed.map((lead) => [lead.email, lead.call?.meeting])).toEqual([
        ["zq81older@example.com", "phone"],
        ["zq81video@example.com", "video"],
      ]);
      expect(csvRecords(deskLeadsToCsv(listed)).map((record) => record.meeting)).toEqual([
        "phone",
        "video",
      ]);
    });
  });
}
