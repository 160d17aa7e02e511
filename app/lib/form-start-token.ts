/**
 * The page's signed "form shown at" token (app/routes/form-token.tsx), fetched once per page load
 * however many forms ask for it. The shell module (app/shell/forms.ts) and a page's React island
 * (app/components/forms/use-form-submission.ts) are separate bundles, each with its own copy of
 * this module, so the one request is kept on `globalThis` under a registered symbol.
 */
const formTokenPath = "/forms/token";
const key = Symbol.for("agency-website.form-start-token");
type Holder = { [key]?: Promise<string> };

/** The token, or "" when it cannot be had (offline, a server error): a later call tries again. */
export function formStartToken(): Promise<string> {
  const holder = globalThis as Holder;
  holder[key] ??= fetch(formTokenPath, { cache: "no-store" })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) =>
      body && typeof body === "object" && "token" in body && typeof body.token === "string"
        ? body.token
        : "",
    )
    .catch(() => "")
    .then((value) => {
      // The form still posts without it (judgeSpam treats a missing time as unknown).
      if (!value) holder[key] = undefined;
      return value;
    });
  return holder[key];
}
