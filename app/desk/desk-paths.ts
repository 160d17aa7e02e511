/**
 * The desk's sign-in carries the page a teammate was going to (`next`) through the form, the
 * mailed link and the redirect after signing in. Shared by the routes' loaders and their markup,
 * so it lives outside the server modules.
 */
import { isDeskPath, pathTo, withQuery } from "~/route-paths";

/**
 * A lead's address carries the list's query, whose search may be 200 letters that take up to 9
 * characters each once encoded (Devanagari): room for that, and a bound all the same.
 */
const maxReturnPathLength = 4000;

/**
 * Where to go after signing in, from a `next` value: only a path on this site under /desk (the
 * page a teammate was sent to, from Slack, the webhook or the notification mail); undefined for
 * anything else, so the sign-in can never be made to send someone to another site. The value is
 * resolved as a URL first, so "/desk/../x", "/desk/%2e%2e/x" or "/desk\\x" cannot climb out.
 */
export function deskReturnPath(value: string | null | undefined): string | undefined {
  if (
    !value ||
    value.length > maxReturnPathLength ||
    !value.startsWith("/") ||
    /[\\\s]/.test(value)
  ) {
    return undefined;
  }
  const base = "http://desk.invalid";
  const url = URL.parse(value, base);
  if (!url || url.origin !== base || !isDeskPath(url.pathname)) return undefined;
  return `${url.pathname}${url.search}`;
}

/** The sign-in form, remembering which desk page to come back to (none for the list itself). */
export function deskSignInFormPath(
  query: {
    next?: string | undefined;
    ended?: "1";
    sent?: "1";
    /** Just signed out: of this browser, or of every device. */
    out?: "here" | "everywhere";
    /** With `sent`: the address the link was asked for, shown back so a typo can be seen. */
    to?: string;
  } = {},
): string {
  const next = query.next === pathTo("desk") ? undefined : query.next;
  return withQuery(pathTo("desk"), {
    next,
    ended: query.ended,
    sent: query.sent,
    to: query.to,
    out: query.out,
  });
}
