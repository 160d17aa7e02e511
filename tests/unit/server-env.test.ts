import { describe, expect, it } from "vitest";
import { companyFacts } from "~/content/facts";
import { getLegalDocument } from "~/content/documents";
import { EnvError, parseEnv, retentionBeyondPolicy } from "~/server/env.server";
import { siteConfig } from "~/site.config";

describe("server environment", () => {
  it("applies defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      HSTS: false,
      DATABASE_URL: "file:./data/site.db",
      LEADS_NOTIFY_TO: siteConfig.contact.email,
    });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("reads switches and numbers", () => {
    const env = parseEnv({ HSTS: "On", ACCESS_LOG: "off", PORT: "8080", BODY_LIMIT_BYTES: "1024" });
    expect(env).toMatchObject({
      HSTS: true,
      ACCESS_LOG: false,
      PORT: 8080,
      BODY_LIMIT_BYTES: 1024,
    });
  });

  it("treats an empty optional SMTP_URL as unset", () => {
    expect(parseEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(parseEnv({ SMTP_URL: "smtp://mail.local:2525" }).SMTP_URL).toBe(
      "smtp://mail.local:2525",
    );
  });

  it("names every malformed variable and hides URL values", () => {
    let message = "";
    try {
      parseEnv({
        PORT: "eighty",
        HSTS: "maybe",
        SMTP_URL: "http://user:secret@x",
        RATE_LIMIT_MAX: "-1",
      });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = String(error);
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/HSTS.*maybe/);
    expect(message).toMatch(/SMTP_URL/);
    expect(message).toMatch(/RATE_LIMIT_MAX/);
    expect(message).not.toMatch(/secret/);
    expect(() => parseEnv({ LEADS_SECRET: "short-secret" })).toThrow(/LEADS_SECRET/);
    try {
      parseEnv({ LEADS_SECRET: "short-secret" });
    } catch (error) {
      expect(String(error)).not.toMatch(/short-secret/);
    }
  });

  it("keeps what visitors send as long as the Privacy Policy says, and warns when set to keep it longer", () => {
    const { leadMonths, mailBodyDays } = companyFacts.retention;
    const defaults = parseEnv({});
    expect(defaults).toMatchObject({
      LEADS_RETENTION_MONTHS: leadMonths,
      MAIL_BODY_RETENTION_DAYS: mailBodyDays,
    });
    expect(retentionBeyondPolicy(defaults)).toEqual([]);
    // The policy states the same periods, from the same facts.
    const policy = getLegalDocument("privacy")!.html;
    expect(policy).toContain(`database: ${leadMonths} months after they arrive`);
    expect(policy).toContain(`outbox: ${mailBodyDays} days after they are delivered`);
    // Shorter keeps the promise; longer breaks it.
    expect(retentionBeyondPolicy(parseEnv({ LEADS_RETENTION_MONTHS: "12" }))).toEqual([]);
    expect(
      retentionBeyondPolicy(
        parseEnv({ LEADS_RETENTION_MONTHS: "36", MAIL_BODY_RETENTION_DAYS: "90" }),
      ),
    ).toEqual([
      expect.stringContaining(
        `LEADS_RETENTION_MONTHS=36 keeps leads longer than the Privacy Policy's ${leadMonths} months`,
      ),
      expect.stringContaining(
        `MAIL_BODY_RETENTION_DAYS=90 keeps mail text longer than the Privacy Policy's ${mailBodyDays} days`,
      ),
    ]);
  });

  it("keeps the minimum fill time to what a visitor can wait out", () => {
    expect(parseEnv({ FORM_MIN_FILL_MS: "30000" }).FORM_MIN_FILL_MS).toBe(30_000);
    expect(() => parseEnv({ FORM_MIN_FILL_MS: "60000" })).toThrow(/FORM_MIN_FILL_MS/);
  });

  it("refuses an outbox lease that one HTTP delivery attempt (10 s) could outlast", () => {
    expect(parseEnv({}).OUTBOX_LEASE_MS).toBe(30_000);
    expect(parseEnv({ OUTBOX_LEASE_MS: "10001" }).OUTBOX_LEASE_MS).toBe(10_001);
    for (const value of ["10000", "5000"]) {
      expect(() => parseEnv({ OUTBOX_LEASE_MS: value })).toThrow(
        `OUTBOX_LEASE_MS: must be more than the 10000 ms an HTTP delivery attempt may take (got "${value}")`,
      );
    }
  });

  it("rejects database URLs it cannot open", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/site" })).toThrow(/DATABASE_URL/);
    expect(parseEnv({ DATABASE_URL: "postgres://u@db/site" }).DATABASE_URL).toBe(
      "postgres://u@db/site",
    );
  });
});
