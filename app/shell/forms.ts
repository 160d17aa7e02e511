/**
 * The visitor forms' one browser-side pipeline. Every form marked `data-enhance` (contact,
 * request-a-call, newsletter) posts in place: the same request a plain form sends (so the server
 * has one way to check and answer), read back as HTML, and the answer's outcome (its live status
 * and any field errors) shown inline in this form, with the typed values kept. A lead form once
 * sent shows its confirmation in its place (CSS, by its status), which takes focus, until the
 * visitor asks to send another. Without this module, or if it fails, the form posts as it is and
 * the page the server answers with shows the outcome.
 */
import { spamFieldNames } from "~/forms/fields";
import { formStatusClass } from "~/forms/form-status";
import { zoneName, zoneOffsetMinutes } from "~/lib/agency-time";
import { isPlainLeftClick } from "~/lib/plain-click";
import {
  noonOf,
  pickedDay,
  pickedDayText,
  weekdayOf,
  windowHint,
  windowInIst,
  type DeskWeek,
  type WindowInIst,
} from "~/lib/call-windows";
import { pathTo } from "~/route-paths";

interface StartToken {
  /** "" when none could be had. */
  value: string;
  /** When (performance.now()) the server will take a post carrying it as a person's. */
  acceptedFrom: number;
}

/** Beyond the server's minimum: instances' clocks may differ a little. */
const clockMarginMs = 250;

const noToken: StartToken = { value: "", acceptedFrom: 0 };
let startToken: Promise<StartToken> | undefined;

/**
 * The page's signed "form shown at" token (app/routes/form-token.tsx), fetched once however many
 * forms ask; "" when it cannot be had (offline, a server error), and a later call tries again.
 * The form still posts without it (judgeSpam treats a missing time as unknown).
 */
function formStartToken(): Promise<StartToken> {
  if (startToken) return startToken;
  // Given up after 10 s where the browser can (AbortSignal.timeout: Safari 16, Chrome 103).
  const signal = "timeout" in AbortSignal ? AbortSignal.timeout(10_000) : undefined;
  startToken = fetch(pathTo("form-token"), { cache: "no-store", signal })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown): StartToken => {
      if (!body || typeof body !== "object" || !("token" in body)) return noToken;
      const { token, minFillMs } = body as { token: unknown; minFillMs?: unknown };
      if (typeof token !== "string") return noToken;
      // Counted from receipt, which is after the server signed it: never too early.
      const wait = typeof minFillMs === "number" && minFillMs > 0 ? minFillMs + clockMarginMs : 0;
      return { value: token, acceptedFrom: performance.now() + wait };
    })
    .catch(() => noToken)
    .then((token) => {
      if (!token.value) startToken = undefined;
      return token;
    });
  return startToken;
}

/** A form's hidden form-start field, which carries the page's token. */
const startField = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>(`input[name="${spamFieldNames.startedAt}"]`);

/** Fills a form's empty form-start field with the page's token. */
export async function fillToken(form: HTMLFormElement): Promise<void> {
  const field = startField(form);
  if (field && !field.value) field.value = (await formStartToken()).value;
}

/**
 * Before a post: waits, if need be, until the server takes the form's token as a person's. It
 * answers a post sooner than its minimum fill time as it answers a bot, with a success that
 * stores nothing, and a quick visitor (autofill, a one-field form) or a token that came late (it
 * is fetched when the page goes idle) must not lose their entry to that. A form without a token
 * yet (the fetch failed or is still on its way) posts without one at once, as a form does
 * without JavaScript: fetching one now would only make the visitor wait.
 */
async function untilTokenAccepted(form: HTMLFormElement): Promise<void> {
  const field = startField(form);
  if (!field?.value || !startToken) return;
  // The field was filled from this promise, so it has settled.
  const { value, acceptedFrom } = await startToken;
  const wait = acceptedFrom - performance.now();
  if (value === field.value && wait > 0) await new Promise((done) => setTimeout(done, wait));
}

const enhancedForms = () => [...document.querySelectorAll<HTMLFormElement>("form[data-enhance]")];

const failedClass = formStatusClass("refused");

function showStatus(form: HTMLFormElement, status: string, text: string, className: string) {
  const region = form.querySelector<HTMLElement>("[role=status]");
  if (!region) return;
  region.dataset.status = status;
  region.className = className;
  region.textContent = text;
  form.dataset.formStatus = status;
}

/** Copies the answer's field errors onto this form's controls; returns the first invalid one. */
function showFieldErrors(form: HTMLFormElement, answer: HTMLFormElement): HTMLElement | null {
  let first: HTMLElement | null = null;
  const seen = new Set<string>();
  for (const control of form.querySelectorAll<HTMLElement>(
    "input[name], textarea[name], select[name]",
  )) {
    const name = control.getAttribute("name") ?? "";
    if (seen.has(name) || control.getAttribute("type") === "hidden") continue;
    seen.add(name);
    const theirs = answer.querySelector(`[name="${CSS.escape(name)}"][aria-invalid="true"]`);
    // A control is described by its hint, if it has one, and its error (app/components/forms).
    const theirErrorId = theirs
      ?.getAttribute("aria-describedby")
      ?.split(" ")
      .find((id) => id.endsWith("-error"));
    const message = theirErrorId
      ? answer.querySelector(`#${CSS.escape(theirErrorId)}`)?.textContent
      : null;
    const errorId = `${control.id}-error`;
    const hintId = `${control.id}-hint`;
    const hint = control.id && document.getElementById(hintId) ? hintId : "";
    document.getElementById(errorId)?.remove();
    if (!message || !control.id) {
      control.setAttribute("aria-invalid", "false");
      if (hint) control.setAttribute("aria-describedby", hint);
      else control.removeAttribute("aria-describedby");
      continue;
    }
    const error = document.createElement("p");
    error.id = errorId;
    error.className = "mt-1 text-sm font-medium text-destructive";
    error.textContent = message;
    // Beside the control, after its hint, as the server renders it; under its row when it shares
    // one with the submit button; after the label a checkbox sits in (inside it, the error would
    // join the label's text and its click).
    const row = control.parentElement?.querySelector("[type=submit]")
      ? control.parentElement
      : null;
    const hintElement = hint ? document.getElementById(hint) : null;
    (row ?? control.closest("label") ?? hintElement ?? control).after(error);
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", hint ? `${hint} ${errorId}` : errorId);
    first ??= control;
  }
  return first;
}

/**
 * After a success, empties the form the way the server's answer shows it. A plain `reset()`
 * would bring back text the page started with (an estimate's "Send this estimate" fills the
 * subject and message from the URL), and a sent form that looks unsent invites a second send.
 * A choice between options (which call) stays as the visitor left it: it is not typed text, and
 * the booking dialog sets it for the call it was opened for. What the page said only of the text it
 * came with (`data-until-sent`: "We have filled in the subject") goes, as the answer has none.
 */
function startOverAsAnswered(form: HTMLFormElement, answer: HTMLFormElement): void {
  for (const note of form.querySelectorAll("[data-until-sent]")) note.remove();
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "input[name]:not([type=hidden]), textarea[name]",
  )) {
    const selector = `[name="${CSS.escape(control.name)}"]`;
    if (control instanceof HTMLInputElement && control.type === "radio") {
      control.defaultChecked = control.checked;
    } else if (control instanceof HTMLInputElement && control.type === "checkbox") {
      const theirs = answer.querySelector<HTMLInputElement>(
        `${selector}[value="${CSS.escape(control.value)}"]`,
      );
      control.defaultChecked = theirs?.defaultChecked ?? false;
    } else {
      control.defaultValue =
        answer.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)?.defaultValue ?? "";
    }
  }
  form.reset();
}

async function submitInPlace(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>("[type=submit]");
  const label = button?.textContent ?? "";
  const buttonHadFocus = button !== null && document.activeElement === button;
  form.dataset.sending = "";
  if (button) {
    button.disabled = true;
    button.textContent = "Sending…";
  }
  showStatus(form, "sending", "", "sr-only");
  try {
    await untilTokenAccepted(form);
    const response = await fetch(form.action, {
      method: "POST",
      body: new FormData(form),
      headers: { Accept: "text/html" },
    });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const answer = page.querySelector<HTMLFormElement>("main form[data-form-status]");
    const status = answer?.querySelector<HTMLElement>("[role=status]");
    if (!answer || !status?.textContent) {
      showStatus(form, "refused", "Sorry, this could not be sent. Please try again.", failedClass);
      return;
    }
    showStatus(form, status.dataset.status ?? "", status.textContent, status.className);
    const invalid = showFieldErrors(form, answer);
    if (status.dataset.status === "success") {
      startOverAsAnswered(form, answer);
      chooseVisitorZone(form);
      // The form starts over with no day picked: its call windows' hint says so too.
      describeCallWindows(form);
      // A lead form's confirmation has taken the place of its fields and button, focus with
      // them (app/components/forms/field.tsx, SentHeading); its outcome is announced as well.
      form.querySelector<HTMLElement>("[data-form-sent-heading]")?.focus();
    }
    invalid?.focus();
  } catch {
    showStatus(
      form,
      "refused",
      "This could not be sent: check your connection and try again.",
      failedClass,
    );
  } finally {
    delete form.dataset.sending;
    if (button) {
      button.disabled = false;
      button.textContent = label;
      // Disabling the button dropped its focus to the page (out of the booking dialog, too):
      // give it back, so a keyboard or screen-reader user is where they were, beside the
      // outcome. An error has already taken focus to its field.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (buttonHadFocus && lost) button.focus();
    }
  }
}

/** "2026-11-23" for a date, in the visitor's own calendar. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day picker's bounds start from the visitor's own today, `data-days-ahead` days on. */
function boundDays(form: HTMLFormElement): void {
  const today = new Date();
  for (const day of form.querySelectorAll<HTMLInputElement>("input[data-days-ahead]")) {
    day.min = isoDay(today);
    day.max = isoDay(new Date(today.getTime() + Number(day.dataset.daysAhead) * 86_400_000));
  }
}

/**
 * A time-zone choice becomes the visitor's own zone, added first to the list when it is not one
 * of those offered: a visitor in Paris must not be left on India's, the list's default.
 */
function chooseVisitorZone(form: HTMLFormElement): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  // The contact form's hidden field: it only tells the server which zone to answer in.
  for (const hidden of form.querySelectorAll<HTMLInputElement>("input[data-visitor-time-zone]")) {
    hidden.value = zone;
  }
  for (const select of form.querySelectorAll<HTMLSelectElement>("select[data-visitor-time-zone]")) {
    const offered = [...select.options].find((option) => sameZone(option.value, zone));
    if (!offered) select.prepend(new Option(zoneName(zone), zone));
    select.value = offered?.value ?? zone;
  }
}

/**
 * Whether an offered zone is the browser's: Chromium reports some zones by an older alias
 * ("Asia/Calcutta" for the list's "Asia/Kolkata"), which must not add India a second time.
 */
function sameZone(offered: string, browser: string): boolean {
  if (offered === browser) return true;
  try {
    return (
      new Intl.DateTimeFormat("en", { timeZone: offered }).resolvedOptions().timeZone === browser
    );
  } catch {
    return false;
  }
}

/**
 * A form's day picker bounded by the visitor's calendar and its time-zone choice set to the
 * visitor's zone; for a form put in the page later (the booking dialog's) as for those the page
 * came with. The server's answer to a post keeps the zone that was sent.
 */
export function fitToVisitor(form: HTMLFormElement): void {
  boundDays(form);
  if (form.dataset.formStatus === "idle") chooseVisitorZone(form);
  describeCallWindows(form);
}

/**
 * The call windows' hint (request-call-form.tsx) for the zone and day the form now has: each
 * window in IST, or whether it falls inside our desk hours on that day. The server wrote it for
 * India's zone and the day a post sent, or any weekday.
 */
function describeCallWindows(form: HTMLFormElement): void {
  const hint = form.querySelector<HTMLElement>("[data-call-window-hint]");
  const zone = form.querySelector<HTMLSelectElement>("select[data-visitor-time-zone]")?.value;
  if (!hint || !zone) return;
  const day = pickedDay(form.querySelector<HTMLInputElement>("input[data-days-ahead]")?.value);
  let offset: number;
  try {
    offset = zoneOffsetMinutes(zone, noonOf(day));
  } catch (error) {
    // A zone this browser's Intl does not know: leave the server's text rather than guess.
    if (error instanceof RangeError) return;
    throw error;
  }
  const week = JSON.parse(hint.dataset.deskWeek ?? "[]") as DeskWeek;
  const picked = hint.querySelector("[data-picked-day]");
  if (picked) picked.textContent = pickedDayText(day);
  const fits = new Map<string, WindowInIst["fit"]>();
  for (const item of hint.querySelectorAll<HTMLElement>("[data-window-label]")) {
    const {
      windowId = "",
      windowLabel: label = "",
      windowFrom: from,
      windowUntil: until,
    } = item.dataset;
    const hours = { from: Number(from), until: Number(until) };
    item.textContent = `${windowHint({ label, ...hours }, offset, week, day)}.`;
    fits.set(windowId, windowInIst(hours, offset, week, weekdayOf(day)).fit);
  }
  startOnAWindowWeKeep(form, fits);
}

/**
 * Until the visitor picks a time of day, the form keeps its window while that is inside our hours
 * for their zone and day, else moves to the first that is (or is partly): the server's default,
 * the morning, is 22:30 here for a caller in Los Angeles.
 */
function startOnAWindowWeKeep(form: HTMLFormElement, fits: Map<string, WindowInIst["fit"]>): void {
  const choice = form.querySelector<HTMLSelectElement>("select[name=window]");
  if (!choice || "visitorChose" in choice.dataset || form.dataset.formStatus === "invalid") return;
  const ids = [choice.value, ...fits.keys()];
  const best =
    ids.find((id) => fits.get(id) === "inside") ?? ids.find((id) => fits.get(id) === "partly");
  if (best) choice.value = best;
}

/**
 * The phone number is `required` while the form's choice that needs it (a phone call rather than
 * a video call) is checked, so assistive technology says so; the label's "(Optional)" follows by
 * CSS alone (PersonFields). The server renders it for the choice it starts on; this keeps it in
 * step with a change, or with a choice the browser restored on reload. The server's schema
 * decides either way.
 */
function requirePhoneByChoice(form: HTMLFormElement): void {
  const phone = form.querySelector<HTMLInputElement>("input[name=phone]");
  if (!phone || !form.querySelector("[data-phone-required]")) return;
  phone.required = form.querySelector("[data-phone-required]:checked") !== null;
}

/**
 * A form whose confirmation has been read, as it was before: the booking dialog's, when the
 * dialog opens again (perhaps for the other call), so it offers the form, not the earlier
 * request's "Request sent".
 */
export function clearSent(form: HTMLFormElement): void {
  if (form.dataset.formStatus !== "success") return;
  showStatus(form, "idle", "", "sr-only");
  fitToVisitor(form);
}

/**
 * "Send another request" on a sent form's confirmation: the form, emptied when it was sent, in
 * its place again, from its first field (the chosen option of a choice). Without JavaScript the
 * link targets the form's mark, and CSS (`again:` in app/app.css) shows the fields while it is
 * targeted.
 */
function startAgain(form: HTMLFormElement): void {
  clearSent(form);
  const first = form.querySelector<HTMLInputElement>(
    "input:not([type=hidden]):not([tabindex]), select, textarea",
  );
  const chosen = first?.type === "radio" && form.querySelector(`[name="${first.name}"]:checked`);
  (chosen instanceof HTMLElement ? chosen : first)?.focus();
}

export function installEnhancedForms(): void {
  document.addEventListener("click", (event) => {
    const again = event.target instanceof Element && event.target.closest("a[data-form-again]");
    const form = again && again.closest("form");
    if (!form || !isPlainLeftClick(event)) return;
    event.preventDefault();
    startAgain(form);
  });
  // A new zone or day moves the call windows in IST.
  document.addEventListener("change", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) return;
    if (field.type === "radio" && field.form) requirePhoneByChoice(field.form);
    // A time of day the visitor picked is theirs: a later zone or day no longer moves it.
    if (field.matches("select[name=window]")) field.dataset.visitorChose = "";
    if (!field.matches("[data-visitor-time-zone], [data-days-ahead]") || !field.form) return;
    describeCallWindows(field.form);
  });
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-enhance")) return;
    event.preventDefault();
    if (form.hasAttribute("data-sending")) return;
    void submitInPlace(form);
  });
  const forms = enhancedForms();
  for (const form of forms) requirePhoneByChoice(form);
  // This page is the server's answer to a plain post with errors: start at the first of them.
  document
    .querySelector<HTMLElement>('form[data-form-status="invalid"] [aria-invalid="true"]')
    ?.focus();
  // The visitor's calendar and zone once a form that asks for them comes near the viewport: the
  // first Intl call costs a phone ~20 ms, and on most pages the only such form is in the closed
  // booking dialog. A screen ahead, so the zone is the visitor's before the form is in sight.
  const whenSeen = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting || !(target instanceof HTMLFormElement)) continue;
        whenSeen.unobserve(target);
        fitToVisitor(target);
      }
    },
    { rootMargin: "100% 0px" },
  );
  for (const form of forms) {
    if (form.querySelector("[data-days-ahead], [data-visitor-time-zone]")) whenSeen.observe(form);
  }
  // The form-start token once the page is idle, only where a form will need it.
  if (forms.length === 0) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1_000));
  idle(() => void Promise.all(forms.map(fillToken)), { timeout: 2_000 });
}
