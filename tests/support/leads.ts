import Database from "better-sqlite3";
import { e2eDatabaseFile, testMailUrl } from "../../playwright.config";

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
