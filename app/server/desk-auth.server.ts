/**
 * Signing in to the desk: a one-time link mailed through the outbox to an allow-listed address
 * (DESK_EMAILS), and sessions in the database (docs/decisions/022-desk-sign-in.md).
 *
 * - A link's token is 256 random bits; only its SHA-256 is stored, with the address it was sent
 *   to, 15 minutes of validity and the time it was used. Opening the link shows a button; only
 *   posting that button uses it, so a mail scanner that fetches links does not.
 * - Using a link and starting the session are one transaction; the link's update is conditional
 *   on being unused and unexpired, so two posts of one link cannot both win.
 * - A session token lives in an HttpOnly, SameSite=Lax cookie scoped to /desk (Secure behind
 *   TLS); the table keeps its SHA-256 and an absolute expiry 12 hours after sign-in
 *   (`deskSessionHours`, app/desk/session.ts). An address taken off DESK_EMAILS loses its
 *   sessions at its next request. Lax, so a desk link opened from Slack or webmail in a browser
 *   finds the session; cross-site posts are refused by origin (desk-request.server.ts), and no
 *   desk GET changes anything.
 */
import { randomBytes } from "node:crypto";
import { deskCookieName, deskSessionHours } from "~/desk/session";
import { pathTo, withQuery } from "~/route-paths";
import type { Transaction } from "kysely";
import type { AppDatabase, DatabaseSchema } from "./db.server";
import { hashToken } from "./leads-store.server";
import { deskSignInMail } from "./mail.server";
import { enqueueMail } from "./outbox.server";

export const deskLinkTtlMinutes = 15;

export interface DeskSession {
  email: string;
  expiresAt: string;
}

export interface DeskAuthOptions {
  allowList: readonly string[];
  publicOrigin: string;
  onMailQueued?: () => void;
  now?: () => Date;
}

const newToken = () => randomBytes(32).toString("base64url");
/** Tokens we issue are 43 base64url characters; anything else is not worth a query. */
const plausibleToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export function createDeskAuth(db: AppDatabase, options: DeskAuthOptions) {
  const now = options.now ?? (() => new Date());
  const allowed = new Set(options.allowList.map((email) => email.toLowerCase()));

  /**
   * Stores a new link for `email` (hashed, for `deskLinkTtlMinutes`) and returns its URL; `also`
   * runs in the same transaction (the mail that carries it).
   */
  async function issueLink(
    email: string,
    next: string | undefined,
    also?: (tx: Transaction<DatabaseSchema>, url: string, at: string) => Promise<unknown>,
  ): Promise<string> {
    const at = now();
    const token = newToken();
    const url = `${options.publicOrigin}${withQuery(pathTo("desk-sign-in"), { token, next })}`;
    await db.transaction().execute(async (tx) => {
      // Expired links are of no use to anyone; they go with the next request.
      await tx
        .deleteFrom("desk_sign_in_links")
        .where("expires_at", "<", at.toISOString())
        .execute();
      await tx
        .insertInto("desk_sign_in_links")
        .values({
          token_hash: hashToken(token),
          email,
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + deskLinkTtlMinutes * 60_000).toISOString(),
          used_at: null,
        })
        .execute();
      await also?.(tx, url, at.toISOString());
    });
    return url;
  }

  return {
    isAllowed: (email: string) => allowed.has(email.trim().toLowerCase()),

    /**
     * Mails a sign-in link if `email` is on the allow-list; does nothing otherwise. The caller
     * answers the same either way.
     */
    async requestLink(
      rawEmail: string,
      /** The desk page to open after signing in (checked by the caller: deskReturnPath). */
      next?: string,
    ): Promise<"sent" | "not-allowed"> {
      const email = rawEmail.trim().toLowerCase();
      if (!allowed.has(email)) return "not-allowed";
      await issueLink(email, next, (tx, url, at) =>
        enqueueMail(tx, "desk_sign_in", email, deskSignInMail(url, deskLinkTtlMinutes), at),
      );
      options.onMailQueued?.();
      return "sent";
    },

    /**
     * A sign-in link for a listed address, returned instead of mailed: for an operator at the
     * server's command line (`npm run leads -- desk-link`), where no mail can be sent.
     */
    async linkFor(rawEmail: string): Promise<string | "not-allowed"> {
      const email = rawEmail.trim().toLowerCase();
      if (!allowed.has(email)) return "not-allowed";
      return issueLink(email, undefined);
    },

    /** Whether a link can still be used (the page then shows the sign-in button). */
    async linkIsUsable(token: string): Promise<boolean> {
      if (!plausibleToken(token)) return false;
      const row = await db
        .selectFrom("desk_sign_in_links")
        .select("email")
        .where("token_hash", "=", hashToken(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now().toISOString())
        .executeTakeFirst();
      return row !== undefined && allowed.has(row.email);
    },

    /** Uses a link once and starts a session; null for an unknown, used or expired link. */
    async signIn(token: string): Promise<{ sessionToken: string; session: DeskSession } | null> {
      if (!plausibleToken(token)) return null;
      const at = now();
      const atIso = at.toISOString();
      const sessionToken = newToken();
      const expiresAt = new Date(at.getTime() + deskSessionHours * 3_600_000).toISOString();
      return db.transaction().execute(async (tx) => {
        const link = await tx
          .updateTable("desk_sign_in_links")
          .set({ used_at: atIso })
          .where("token_hash", "=", hashToken(token))
          .where("used_at", "is", null)
          .where("expires_at", ">", atIso)
          .returning("email")
          .executeTakeFirst();
        if (!link || !allowed.has(link.email)) return null;
        await tx.deleteFrom("desk_sessions").where("expires_at", "<", atIso).execute();
        await tx
          .insertInto("desk_sessions")
          .values({
            token_hash: hashToken(sessionToken),
            email: link.email,
            created_at: atIso,
            expires_at: expiresAt,
          })
          .execute();
        return { sessionToken, session: { email: link.email, expiresAt } };
      });
    },

    /** The session a cookie's token stands for, if it is live and its address still allowed. */
    async session(token: string | undefined): Promise<DeskSession | null> {
      if (!token || !plausibleToken(token)) return null;
      const row = await db
        .selectFrom("desk_sessions")
        .select(["email", "expires_at"])
        .where("token_hash", "=", hashToken(token))
        .where("expires_at", ">", now().toISOString())
        .executeTakeFirst();
      if (!row) return null;
      if (!allowed.has(row.email)) {
        await db.deleteFrom("desk_sessions").where("email", "=", row.email).execute();
        return null;
      }
      return { email: row.email, expiresAt: row.expires_at };
    },

    async signOut(token: string): Promise<void> {
      await db.deleteFrom("desk_sessions").where("token_hash", "=", hashToken(token)).execute();
    },

    /** Ends every session of an address, on every device. */
    async signOutEverywhere(email: string): Promise<number> {
      const result = await db.deleteFrom("desk_sessions").where("email", "=", email).execute();
      return Number(result[0]?.numDeletedRows ?? 0);
    },
  };
}

export type DeskAuth = ReturnType<typeof createDeskAuth>;

/** The session token from a request's Cookie header. */
export function deskCookieOf(request: Request): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === deskCookieName) return value.join("=");
  }
  return undefined;
}

/**
 * The Set-Cookie value that starts (or, with `token` null, ends) a desk session. Secure when
 * the request's public origin is https; __Host- is not used because the cookie is scoped to /desk.
 */
export function deskCookieHeader(token: string | null, secure: boolean): string {
  const parts = [
    `${deskCookieName}=${token ?? ""}`,
    `Path=${pathTo("desk")}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${token ? deskSessionHours * 3600 : 0}`,
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
