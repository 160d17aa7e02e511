/** The desk on a real SQLite file, down to the file's bytes after an erasure. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { migrateToLatest, openDatabase } from "~/server/db.server";
import { deskCookieHeader } from "~/server/desk-auth.server";
import { deskCookieName } from "~/desk/session";
import { deskReturnPath, deskSignInFormPath } from "~/desk/desk-paths";
import { createDesk } from "~/server/desk.server";
import { contact, deskSuite } from "../support/desk-suite";
import { testLeadStore } from "../support/lead-store";

deskSuite("desk on a SQLite file", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "desk-"));
  return {
    opened: openDatabase(`file:${path.join(dir, "site.db")}`),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe("erasure on SQLite leaves no readable copy in the files", () => {
  it("finds the person's text in the file before, and nowhere after", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "erase-bytes-"));
    const file = path.join(dir, "site.db");
    const opened = openDatabase(`file:${file}`);
    try {
      await migrateToLatest(opened.db);
      const store = testLeadStore(opened.db);
      await store.saveLead(contact("qx7bytes", "bytes@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      await store.saveLead(contact("qx7other", "other@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      // A note quoting them, replaced since: both versions are in the lead's history.
      const desk = createDesk(opened.db);
      const [lead] = await desk.personLeads("bytes@example.com");
      await desk.setStatus(
        lead!.id,
        { status: "contacted", note: "qx7bytesquoted asked for a call", by: "mate@agency.example" },
        { status: "new", note: "" },
      );
      await desk.setStatus(
        lead!.id,
        { status: "contacted", note: "Called", by: "mate@agency.example" },
        { status: "contacted", note: "qx7bytesquoted asked for a call" },
      );
      const bytes = () =>
        [file, `${file}-wal`]
          .filter((f) => existsSync(f))
          .map((f) => readFileSync(f).toString("latin1"))
          .join("");
      // A test that could not fail would prove nothing: the text is there before.
      expect(bytes()).toContain("qx7bytes");
      expect(bytes()).toContain("qx7bytesquoted");
      const report = await desk.erasePerson("bytes@example.com");
      expect(report.copyLeft).toBe("none");
      const after = bytes();
      expect(after).not.toContain("qx7bytes");
      expect(after).not.toContain("bytes@example.com");
      expect(after).toContain("qx7other");
    } finally {
      await opened.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("erasing a teammate on SQLite leaves no readable copy of their address", () => {
  it("finds it in the file after their saves, and nowhere after the erasure", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "erase-mate-"));
    const file = path.join(dir, "site.db");
    const opened = openDatabase(`file:${file}`);
    try {
      await migrateToLatest(opened.db);
      const store = testLeadStore(opened.db);
      const desk = createDesk(opened.db);
      const { id } = await store.saveLead(contact("qx7worked", "client@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      const by = "qx7mate@agency.example";
      await desk.setStatus(
        id,
        { status: "contacted", note: "First call", by },
        { status: "new", note: "" },
      );
      await desk.setStatus(
        id,
        { status: "contacted", note: "Second call", by },
        { status: "contacted", note: "First call" },
      );
      const bytes = () =>
        [file, `${file}-wal`]
          .filter((f) => existsSync(f))
          .map((f) => readFileSync(f).toString("latin1"))
          .join("");
      expect(bytes()).toContain("qx7mate");
      expect((await desk.erasePerson(by)).copyLeft).toBe("none");
      expect(bytes()).not.toContain("qx7mate");
      expect(bytes()).toContain("Second call");
    } finally {
      await opened.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, scoped to /desk, 12 hours, Secure behind TLS", () => {
    expect(deskCookieHeader("abc", true)).toBe(
      `${deskCookieName}=abc; Path=/desk; HttpOnly; SameSite=Lax; Max-Age=43200; Secure`,
    );
    expect(deskCookieHeader(null, false)).toBe(
      `${deskCookieName}=; Path=/desk; HttpOnly; SameSite=Lax; Max-Age=0`,
    );
  });
});

describe("the page to return to after signing in", () => {
  it("is a path under /desk on this site, with its query; anything else is refused", () => {
    expect(deskReturnPath("/desk/leads/4f2a")).toBe("/desk/leads/4f2a");
    expect(deskReturnPath("/desk/numbers?days=7")).toBe("/desk/numbers?days=7");
    expect(deskReturnPath("/desk/leads.csv?q=clinic#top")).toBe("/desk/leads.csv?q=clinic");
    expect(deskReturnPath("/desk")).toBe("/desk");
    // A lead opened from a long search in Hindi keeps its way back.
    const hindi = `/desk/leads/4f2a?q=${encodeURIComponent("क्लिनिक ऐप ".repeat(18).slice(0, 200))}`;
    expect(deskReturnPath(hindi)).toBe(hindi);
    for (const refused of [
      null,
      "",
      "https://evil.example/desk",
      "//evil.example/desk",
      "/\\evil.example/desk",
      "/desk\\..\\x",
      "/desk/../pricing",
      "/desk/%2e%2e/pricing",
      "/desk-other",
      "/deskx",
      "/pricing",
      "desk/leads/1",
      "javascript:alert(1)",
      "/desk/leads/1\nSet-Cookie: x=1",
      `/desk/${"a".repeat(4000)}`,
    ]) {
      expect(deskReturnPath(refused), String(refused)).toBeUndefined();
    }
  });

  it("rides on the sign-in form's address, except for the list itself", () => {
    expect(deskSignInFormPath({ next: "/desk/leads/4f2a" })).toBe(
      "/desk?next=%2Fdesk%2Fleads%2F4f2a",
    );
    expect(deskSignInFormPath({ next: "/desk/leads/4f2a", ended: "1" })).toBe(
      "/desk?next=%2Fdesk%2Fleads%2F4f2a&ended=1",
    );
    expect(deskSignInFormPath({ next: "/desk" })).toBe("/desk");
    expect(deskSignInFormPath()).toBe("/desk");
  });
});

describe("erasure while another process reads the SQLite file", () => {
  it("says the write-ahead log still holds the old pages, and empties it in the background once the reader is done", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "erase-busy-"));
    const file = path.join(dir, "site.db");
    const opened = openDatabase(`file:${file}`);
    // A second connection in a read transaction (a backup, say) pins the log's pages.
    const reader = new Database(file, { readonly: true });
    try {
      await migrateToLatest(opened.db);
      const store = testLeadStore(opened.db);
      await store.saveLead(contact("qx7busy", "busy@example.com"), {
        sourcePage: "/contact",
        consentVersion: "v1",
      });
      reader.exec("begin");
      reader.prepare("select count(*) from leads").get();
      const desk = createDesk(opened.db, { logRetryMs: 100 });
      const report = await desk.erasePerson("busy@example.com");
      expect(report).toMatchObject({ leads: 1, copyLeft: "write-ahead-log" });
      const wal = () => readFileSync(`${file}-wal`).toString("latin1");
      expect(wal()).toContain("qx7busy");
      // The server keeps trying: with the reader gone, a retry empties the log on its own.
      reader.exec("commit");
      await vi.waitFor(() => expect(wal()).not.toContain("qx7busy"), { timeout: 5_000 });
    } finally {
      reader.close();
      await opened.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
