import { useId } from "react";
import { IndicativePrice } from "~/components/indicative-price";
import { buttonClasses } from "~/components/ui/button";
import {
  callMeetings,
  callRequestDaysAhead,
  callSlugs,
  callTimeWindows,
  defaultCallMeeting,
  defaultCallWindow,
  callTimeZones,
  callTypes,
} from "~/content/call-request";
import { actionLabels, companyFacts } from "~/content/facts";
import type { CallRequestField } from "~/forms/schemas";
import { contactLimits } from "~/forms/fields";
import { formatIndianNumber } from "~/lib/indian-number";
import { formatInr } from "~/lib/inr";
import { pathTo, withQuery } from "~/route-paths";
import { siteConfig, type BookingEventKey } from "~/site.config";
import { agencyZone, zoneName, zoneOffsetMinutes } from "~/lib/agency-time";
import {
  deskHoursText,
  deskWeekFrom,
  noonOf,
  pickedDay,
  pickedDayText,
  windowHint,
} from "~/lib/call-windows";
import {
  ConsentField,
  FieldError,
  FormStatus,
  SpamTrapFields,
  PersonFields,
  SendAgainLink,
  SendAgainMark,
  SentHeading,
  TextField,
  inputClass,
  untilSent,
  formAnswer,
  formEncoding,
  invalidProps,
  phoneChoiceGroup,
} from "./field";

const defaultTimeZone = callTimeZones[0];

/** A radio choice as a card, its border and tint marking the one chosen (which call, how to meet). */
const choiceCardClasses =
  "flex cursor-pointer items-start gap-2 rounded-xl border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5";

/** The offered zones, with the one a post sent first when the shell added it to the list. */
function zonesWith(sent: string | undefined): readonly string[] {
  return sent && !(callTimeZones as readonly string[]).includes(sent)
    ? [sent, ...callTimeZones]
    : callTimeZones;
}

/** "Discovery call · 30 min · 2,000 INR · refundable", with the fee's conversion when one is chosen. */
function CallLabel({ call }: { call: BookingEventKey }) {
  const facts = companyFacts.calls[call];
  const price = { min: facts.priceInr };
  return (
    <span>
      {facts.name} · {facts.durationMinutes} min ·{" "}
      {facts.priceInr === 0 ? (
        "free"
      ) : (
        <>
          {formatInr(price)}
          <IndicativePrice price={price} /> · refundable
        </>
      )}
    </span>
  );
}

/** Our desk hours in IST, day by day, which the windows are held against. */
const deskWeek = deskWeekFrom(siteConfig.contact.businessHours);
const deskHours = deskHoursText(siteConfig.contact.businessHours);

/** A zone's offset; an unknown zone (a post the schema refused) reads as the form's default. */
function offsetOf(zone: string, at: Date): number {
  try {
    return zoneOffsetMinutes(zone, at);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return zoneOffsetMinutes(defaultTimeZone, at);
  }
}

/**
 * Each call window's IST equivalent, or that it is inside or outside our desk hours, for the
 * zone the form has: India's (or the one a post sent) from the server, so it reads right without
 * JavaScript; the shell module rewrites it when the visitor's zone or day changes
 * (app/shell/forms.ts). The window choice is described by it.
 */
function CallWindowHint({ id, zone, day }: { id: string; zone: string; day: string | undefined }) {
  const picked = pickedDay(day);
  const offset = offsetOf(zone, noonOf(picked));
  return (
    <div
      id={id}
      data-call-window-hint=""
      data-desk-week={JSON.stringify(deskWeek)}
      className="text-xs text-muted-foreground sm:col-span-2"
    >
      <p>
        Our desk hours, {agencyZone.label}: {deskHours}. For a window outside them, we email you to
        agree a time. Your windows <span data-picked-day="">{pickedDayText(picked)}</span>:
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {callTimeWindows.map((window) => (
          <li
            key={window.id}
            data-window-id={window.id}
            data-window-label={window.label}
            data-window-from={window.from}
            data-window-until={window.until}
          >
            {windowHint(window, offset, deskWeek, picked)}.
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The id of /book's own copy of the form, where a plain post's answer page opens. */
export const requestCallAnchor = "request-a-call";

/**
 * Booking's fallback when the scheduling provider cannot load: which call, how to meet (a video
 * call by default: most clients are abroad, and expect an invite rather than a call from an
 * Indian number; a phone call needs the number), name, email, phone, a preferred day and time of
 * day in the visitor's time zone, and a note. It is a lead like the contact form's (stored
 * before it is acknowledged, mailed through the outbox) and works without JavaScript, posting to
 * /book for the chosen call, whose answer page opens at /book's form; with it, the shell module
 * sends it in place, bounds the day picker by the visitor's own calendar and picks their time
 * zone (app/shell/forms.ts).
 */
export function RequestCallForm({
  call = "freeConsultation",
  headingLevel = 2,
  headingHidden = false,
  serverResult,
  id: formId,
}: {
  call?: BookingEventKey;
  headingLevel?: 2 | 3;
  /** In the booking dialog, whose title already says "Request a call: …": named, not shown. */
  headingHidden?: boolean;
  /** What /book answered to a plain (no-JS) post of this form, when rendered there. */
  serverResult?: unknown;
  /** The form element's id: `requestCallAnchor` on /book, none elsewhere (ids are unique). */
  id?: string;
}) {
  const ids = useId();
  const { result, errors, text: value } = formAnswer<CallRequestField>(serverResult);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = (field: string) => `${ids}-${field}`;
  const meeting = value("meeting") ?? defaultCallMeeting;
  // /book's is "request-a-call-again", a fragment a visitor may see in the address bar.
  const againId = formId ? `${formId}-again` : id("again");

  return (
    <form
      id={formId}
      method="post"
      encType={formEncoding}
      action={`${withQuery(pathTo("book"), { call: callSlugs[call] })}#${requestCallAnchor}`}
      noValidate
      data-enhance=""
      aria-labelledby={id("title")}
      data-form-status={result?.status ?? "idle"}
      className={`relative space-y-5 ${phoneChoiceGroup}`}
    >
      <SendAgainMark id={againId} />
      <Heading id={id("title")} className={headingHidden ? "sr-only" : "text-xl font-semibold"}>
        {actionLabels.requestCall}
      </Heading>
      <SentHeading level={headingLevel === 2 ? 3 : 4}>Request sent</SentHeading>
      {/* A plain post's answer opens at this form (the action's #fragment): its outcome first. */}
      {result ? <FormStatus id={id("status")} result={result} /> : null}
      <div className={`space-y-5 ${untilSent}`}>
        <fieldset {...invalidProps(id("call"), errors.call)}>
          <legend className="text-sm font-medium">Which call?</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {callTypes.map((type) => (
              <label key={type} className={choiceCardClasses}>
                <input
                  type="radio"
                  name="call"
                  value={type}
                  defaultChecked={(value("call") ?? call) === type}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
                />
                <CallLabel call={type} />
              </label>
            ))}
          </div>
          <FieldError id={id("call")} error={errors.call} />
        </fieldset>
        <fieldset {...invalidProps(id("meeting"), errors.meeting)}>
          <legend className="text-sm font-medium">How should we meet?</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {callMeetings.map((option) => (
              <label key={option.id} className={choiceCardClasses}>
                <input
                  type="radio"
                  name="meeting"
                  value={option.id}
                  defaultChecked={meeting === option.id}
                  // Choosing it makes the phone number required (PersonFields).
                  data-phone-required={option.id === "phone" ? "" : undefined}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
                />
                <span>
                  {option.label}
                  {"note" in option ? (
                    <span className="text-muted-foreground"> ({option.note})</span>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
          <FieldError id={id("meeting")} error={errors.meeting} />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <PersonFields
            idOf={id}
            value={value}
            errors={errors}
            phoneRequired={meeting === "phone"}
            phoneRequiredByChoice
          />
          <div>
            <label htmlFor={id("day")} className="text-sm font-medium">
              Preferred day
            </label>
            <input
              id={id("day")}
              name="day"
              type="date"
              required
              // The visitor's own calendar decides "today": the shell sets min and max from it.
              data-days-ahead={callRequestDaysAhead}
              defaultValue={value("day")}
              className={inputClass}
              {...invalidProps(id("day"), errors.day)}
            />
            <FieldError id={id("day")} error={errors.day} />
          </div>
          <div>
            <label htmlFor={id("window")} className="text-sm font-medium">
              Time of day <span className="text-muted-foreground">(your time)</span>
            </label>
            <select
              id={id("window")}
              name="window"
              defaultValue={value("window") ?? defaultCallWindow}
              className={inputClass}
              {...invalidProps(id("window"), errors.window, { hinted: true })}
            >
              {callTimeWindows.map((window) => (
                <option key={window.id} value={window.id}>
                  {window.label}
                </option>
              ))}
            </select>
            <FieldError id={id("window")} error={errors.window} />
          </div>
          <div>
            <label htmlFor={id("timeZone")} className="text-sm font-medium">
              Your time zone
            </label>
            <select
              id={id("timeZone")}
              name="timeZone"
              // The shell picks the visitor's own zone, adding it when it is not one of these.
              data-visitor-time-zone=""
              defaultValue={value("timeZone") ?? defaultTimeZone}
              className={inputClass}
              {...invalidProps(id("timeZone"), errors.timeZone)}
            >
              {zonesWith(value("timeZone")).map((zone) => (
                <option key={zone} value={zone}>
                  {zoneName(zone)}
                </option>
              ))}
            </select>
            <FieldError id={id("timeZone")} error={errors.timeZone} />
          </div>
          <CallWindowHint
            id={`${id("window")}-hint`}
            zone={value("timeZone") ?? defaultTimeZone}
            day={value("day")}
          />
        </div>
        <TextField
          id={id("note")}
          name="note"
          label={
            <>
              What would you like to talk about?{" "}
              <span className="text-muted-foreground">(Optional)</span>
            </>
          }
          multiline
          rows={3}
          hint={`Up to ${formatIndianNumber(contactLimits.callNoteMax)} characters`}
          defaultValue={value("note")}
          error={errors.note}
        />
        <ConsentField
          id={id("consent")}
          checked={value("consent") === "yes"}
          error={errors.consent}
        />
      </div>
      <SpamTrapFields idPrefix={id("spam")} />
      {result ? null : <FormStatus id={id("status")} result={result} />}
      <button type="submit" className={`${buttonClasses({ size: "lg" })} ${untilSent}`}>
        {actionLabels.requestCall}
      </button>
      <SendAgainLink markId={againId}>Send Another Request</SendAgainLink>
    </form>
  );
}
