import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/server/env.server";
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

  it("keeps the minimum fill time to what a visitor can wait out", () => {
    expect(parseEnv({ FORM_MIN_FILL_MS: "30000" }).FORM_MIN_FILL_MS).toBe(30_000);
    expect(() => parseEnv({ FORM_MIN_FILL_MS: "60000" })).toThrow(/FORM_MIN_FILL_MS/);
  });

  it("rejects database URLs it cannot open", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/site" })).toThrow(/DATABASE_URL/);
    expect(parseEnv({ DATABASE_URL: "postgres://u@db/site" }).DATABASE_URL).toBe(
      "postgres://u@db/site",
    );
  });
});
