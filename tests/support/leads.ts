import { expect, type APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import { baseURL, e2eDatabaseFile, testMailUrl } from "../../playwright.config";

/** Reads the e2e server's database (read-only; WAL lets us read while it writes). */
export function queryDatabase<Row>(sql: string, ...params: unknown[]): Row[] {
  const db = new Database(e2eDatabaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** A mail as the test SMTP server decoded it (mailparser: headers, transfer encodings, charsets). */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The message source as it arrived (still transfer-encoded). */
  source: string;
  /** What a reader sees, to search in: the decoded subject, text and HTML together. */
  raw: string;
}

/** Mail that reached the test SMTP server for `to`. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${testMailUrl}?to=${encodeURIComponent(to)}`);
  const list = (await response.json()) as Omit<ReceivedMail, "raw">[];
  return list.map((mail) => ({ ...mail, raw: [mail.subject, mail.text, mail.html].join("\n") }));
}

export const uniqueMarker = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Sends the contact form as a visitor's browser on this site would (its origin), and checks it was taken. */
export async function postContactForm(
  request: APIRequestContext,
  fields: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  const response = await request.post("/contact", {
    form: { ...fields, consent: "yes" },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), `the contact form from ${fields.name}`).toBeLessThan(400);
}

/**
 * The desk sign-in link mailed to `email` after its first `mailsBefore` mails, once it arrives,
 * as a path: the link points at SITE_URL's origin, the path opens it on the server under test.
 */
export async function mailedSignInPath(email: string, mailsBefore: number): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        const mail = mails.length > mailsBefore ? mails.at(-1) : undefined;
        link = /https?:\/\/\S+\/desk\/sign-in\?token=\S+/.exec(mail?.text ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
