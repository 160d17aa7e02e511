/**
 * A lead's deliveries on its page: its notification mail and each webhook or Slack delivery,
 * how far each got, and a retry for one that has not arrived.
 */
import { buttonClasses } from "~/components/ui/button";
import { formatAgencyTime } from "~/lib/agency-time";
import type { OutboxChannel } from "~/server/db.server";
import type { DeskDelivery } from "~/server/desk.server";
import { PanelNotice, channelLabels } from "./desk-parts";

const deliveryStatusLabels = {
  pending: "Waiting",
  sending: "Sending",
  sent: "Delivered",
  failed: "Failed",
} as const;

/** The setting that gives each channel its destination (README, "Lead deliveries"). */
export const channelSettings = {
  mail: "SMTP_URL",
  webhook: "LEAD_WEBHOOK_URL",
  slack: "SLACK_WEBHOOK_URL",
} as const;

/**
 * The deliveries panel; `configured` says which channels this server can send (a delivery to
 * one it cannot waits, and says why).
 */
export function LeadDeliveries({
  deliveries,
  configured,
  notice,
}: {
  deliveries: readonly DeskDelivery[];
  configured: Record<OutboxChannel, boolean>;
  /** What the last Retry Now did, shown in this panel. */
  notice?: string;
}) {
  return (
    <section aria-labelledby="deliveries-heading" className="rounded-xl border bg-card p-5">
      <h2 id="deliveries-heading" className="text-lg font-semibold">
        Deliveries
      </h2>
      {notice ? <PanelNotice>{notice}</PanelNotice> : null}
      {deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">None.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="rounded-lg border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{channelLabels[delivery.channel]}</span>
                <span>{deliveryStatusLabels[delivery.status]}</span>
              </div>
              <p className="mt-1 text-muted-foreground">
                {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
                {delivery.lastStatus !== null ? `, last answer HTTP ${delivery.lastStatus}` : ""}
                {delivery.status === "sent"
                  ? `, delivered ${formatAgencyTime(delivery.sentAt)}`
                  : delivery.status === "pending" && delivery.attempts > 0
                    ? `, next try ${formatAgencyTime(delivery.nextAttemptAt)}`
                    : ""}
              </p>
              {/* Said once: a refusal's error is its status, already on the line above. */}
              {delivery.lastError &&
              delivery.status !== "sent" &&
              delivery.lastError !== `HTTP ${delivery.lastStatus}` ? (
                <p className="mt-1 break-words text-muted-foreground">{delivery.lastError}</p>
              ) : null}
              {delivery.status === "pending" && !configured[delivery.channel] ? (
                <p className="mt-1 font-medium">
                  This server has no {channelSettings[delivery.channel]} set, so it waits for one
                  that does.
                </p>
              ) : null}
              {delivery.channel !== "mail" &&
              configured[delivery.channel] &&
              (delivery.status === "failed" || delivery.status === "pending") ? (
                <form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="delivery" value={delivery.id} />
                  <button
                    type="submit"
                    className={buttonClasses({ variant: "secondary", size: "sm" })}
                  >
                    Retry Now
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
