/**
 * What every desk route does first: find the session, refuse cross-site posts, and answer with
 * `Cache-Control: no-store` and `noindex`. A desk route without a valid session gets the sign-in
 * form (/desk), a redirect to it, or 401; never lead data.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { deskReturnPath, deskSignInFormPath } from "~/desk/desk-paths";
import { deskCookieOf, type DeskSession } from "./desk-auth.server";
import { servicesOf } from "./load-context.server";
import type { LeadServices } from "./runtime.server";

/** Headers of every desk response. */
export const deskResponseHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** A route's `headers` export: the desk's, plus what the loader or action set (Set-Cookie). */
export function deskHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  const headers = new Headers(deskResponseHeaders);
  for (const source of [loaderHeaders, actionHeaders]) {
    const cookie = source.get("Set-Cookie");
    if (cookie) headers.set("Set-Cookie", cookie);
    const retry = source.get("Retry-After");
    if (retry) headers.set("Retry-After", retry);
  }
  return headers;
}

export interface DeskRequest {
  services: LeadServices;
  session: DeskSession | null;
  token: string | undefined;
}

export async function deskRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<DeskRequest> {
  const services = await servicesOf(context);
  const token = deskCookieOf(request);
  const session = await services.deskAuth.session(token);
  return { services, session, token };
}

/** A redirect that is never cached; 303 so the browser follows a post with a GET. */
export function deskRedirect(to: string, headers: Record<string, string> = {}) {
  return redirect(to, { status: 303, headers: { ...deskResponseHeaders, ...headers } });
}

/** The path and query a request asked for: where the teammate wanted to be. */
const requestedPath = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** Pages without a session go to the sign-in form, which brings them back here afterwards. */
export async function requireDeskSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const desk = await deskRequest(request, context);
  if (!desk.session) {
    throw deskRedirect(deskSignInFormPath({ next: deskReturnPath(requestedPath(request)) }));
  }
  return { ...desk, session: desk.session };
}

/**
 * Actions without a session (it ended while the page was open) go to the sign-in form, which
 * says that the change was not saved and brings the teammate back to this page afterwards. A
 * 401 would not reach them: after the action React Router runs the page's loader, whose redirect
 * to the sign-in form wins, and the change would be lost without a word.
 */
export async function deskActionSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const refused = crossSiteRefusal(request);
  if (refused) return { ok: false as const, answer: refused };
  const desk = await deskRequest(request, context);
  if (!desk.session) {
    // Back to the page without an earlier change's outcome (?done=…): this one was not saved.
    const page = new URL(request.url);
    page.searchParams.delete("done");
    const next = deskReturnPath(`${page.pathname}${page.search}`);
    return { ok: false as const, answer: deskRedirect(deskSignInFormPath({ next, ended: "1" })) };
  }
  return { ok: true as const, ...desk, session: desk.session };
}

/**
 * A desk post must come from the desk's own pages: a browser says so in Sec-Fetch-Site and
 * Origin. (The server refuses other sites' posts already, and SameSite=Lax keeps the cookie
 * off them; this holds under `react-router dev` too, and refuses a post that hides both headers.)
 */
export function crossSiteRefusal(request: Request) {
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const own = new URL(request.url).origin;
  const sameSite = site === null || site === "same-origin";
  const sameOrigin = origin === null ? site === "same-origin" : origin === own;
  if (sameSite && sameOrigin) return null;
  return data(
    { error: "Cross-site request refused." },
    { status: 403, headers: deskResponseHeaders },
  );
}

/** Whether the browser reached us over https (the cookie is then Secure). */
export const isSecureRequest = (request: Request) => new URL(request.url).protocol === "https:";

/** A form field as a trimmed string, at most `max` characters. */
export function field(form: FormData, name: string, max = 2000): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}
