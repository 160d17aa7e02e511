import { clsx } from "clsx";
import { closedNote, closedWeekdays } from "~/lib/reply-by";
import { siteConfig } from "~/site.config";

const { contact } = siteConfig;

/**
 * The business hours in IST, as the spec states them, each open day followed by a line the
 * head's `localTimeBootScript` (app/lib/locale-boot.ts) fills in the visitor's own time. Without
 * JavaScript those lines stay hidden (app.css) and IST alone is shown.
 */
export function BusinessHoursList({ className }: { className?: string }) {
  return (
    <dl className={clsx("space-y-2", className)} data-testid="business-hours">
      {contact.businessHours.map((row) => (
        <div key={row.days} className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted-foreground">{row.days}</dt>
          <dd className="ml-auto text-right font-medium">{row.hours}</dd>
          {row.opens && row.closes ? (
            <dd
              data-local-time="hours"
              data-ist-opens={row.opens}
              data-ist-closes={row.closes}
              className="basis-full text-right text-sm text-muted-foreground"
            />
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * "Write now, and expect a reply by Fri 9:30 AM your time (UTC−5).", filled by the same script,
 * with `closedNote` when the reply time skips a closed day: the promise is 24 hours of open days
 * (the rule of app/lib/reply-by.ts, which the forms' answers use on the server).
 */
export function ReplyByLine({ className }: { className?: string }) {
  return (
    <p
      data-local-time="reply"
      data-reply-hours={contact.replyWithinHours}
      data-closed-days={closedWeekdays.join(",")}
      data-closed-note={closedNote}
      data-lines="2"
      className={clsx("text-sm text-muted-foreground", className)}
    />
  );
}
