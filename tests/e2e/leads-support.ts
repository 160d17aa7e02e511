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

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Mail that reached the test SMTP server for `to`, with quoted-printable soft breaks undone. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${testMailUrl}?to=${encodeURIComponent(to)}`);
  const list = (await response.json()) as ReceivedMail[];
  return list.map((mail) => ({
    ...mail,
    raw: mail.raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  }));
}

export const uniqueMarker = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
