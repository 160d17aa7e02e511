import type { Route } from "./+types/desk-numbers";
import { BarTable, DailyChart, formatRate } from "~/desk/charts";
import { DeskFrame } from "~/desk/desk-parts";
import { agencyZone } from "~/lib/agency-time";
import { listedPages } from "~/route-table";
import { pathTo, withQuery } from "~/route-paths";
import { siteConfig } from "~/site.config";
import { deskHeaders, requireDeskSession } from "~/server/desk-request.server";
import { deskNumbers } from "~/server/desk-numbers.server";
import { nearestPage } from "~/server/http/nearest-path.server";

export const meta = () => [
  { title: `Numbers | Desk | ${siteConfig.brandName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = deskHeaders;

const periods = [7, 30, 90] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = await requireDeskSession(request, context);
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days = periods.find((p) => p === asked) ?? 30;
  // Counts still in memory go to the database first, so the numbers include the last minutes.
  await services.visits.flush();
  const numbers = await deskNumbers(services.database.db, days);
  return {
    email: session.email,
    numbers,
    offered: Object.fromEntries(numbers.notFound.map((row) => [row.path, offeredFor(row.path)])),
  };
}

/** The listed pages, with their labels: what a 404 may offer. */
const pagesToOffer = listedPages();

/**
 * The page a missing path's 404 offers ("Did you mean …?", app/server/http/nearest-path.server.ts),
 * or null: beside a 404 that keeps coming, it says where such visitors are sent now, and which
 * redirect might be worth adding. Worked out as the page is read, so a 404 counted before a page
 * was added shows what its 404 would offer today.
 */
function offeredFor(path: string): { path: string; label: string } | null {
  const page = nearestPage(path, pagesToOffer);
  return page ? { path: page.path, label: page.label } : null;
}

export default function DeskNumbersPage({ loaderData }: Route.ComponentProps) {
  const { numbers, email, offered } = loaderData;
  // A figure, and what it is out of where that needs saying, in small type under it: in the
  // figure's own large type, "1 sent · 0 views of the estimate" took three lines of a card.
  const figures: Array<{ label: string; value: string; note?: string }> = [
    { label: "Views", value: String(numbers.totals.views) },
    { label: "Visitors", value: String(numbers.totals.visitors) },
    { label: "Leads", value: String(numbers.totals.leads) },
    // Visits that sent a lead, each once: every lead (newsletter sign-ups, posts matched to no
    // visit, a visitor's second message) pushed the rate past 100 %; formatRate caps what
    // remains (two people on one network and browser are one visitor).
    {
      label: "Visitors who got in touch",
      value: formatRate(numbers.totals.convertedVisits, numbers.totals.visitors),
    },
    {
      label: "Estimates sent as messages",
      value: String(numbers.estimates.messages),
      note: `${numbers.estimates.views} views of the estimate`,
    },
    { label: "Not found (404)", value: String(numbers.totals.notFound) },
  ];
  return (
    <DeskFrame title="Numbers" email={email} current="numbers">
      <nav aria-label="Period" className="flex flex-wrap gap-2">
        {periods.map((days) => (
          <a
            key={days}
            href={withQuery(pathTo("desk-numbers"), { days: String(days) })}
            aria-current={numbers.days === days ? "page" : undefined}
            className={`rounded-full border px-3 py-1.5 text-sm font-semibold ${
              numbers.days === days
                ? "border-primary bg-primary text-primary-foreground"
                : "hover:bg-muted"
            }`}
          >
            {days} days
          </a>
        ))}
      </nav>
      <p className="mt-3 text-sm text-muted-foreground">
        {numbers.from} to {numbers.to} ({agencyZone.label}, the team’s days). Counted on our own
        server without cookies; bots left out. A visitor counts once a day, so one who comes back on
        three days counts three times.
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(({ label, value, note }) => (
          <div key={label} className="rounded-xl border bg-card p-4">
            <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
            {note ? <dd className="mt-0.5 text-xs text-muted-foreground">{note}</dd> : null}
          </div>
        ))}
      </dl>
      <section aria-labelledby="daily-heading" className="mt-8 rounded-xl border bg-card p-5">
        <h2 id="daily-heading" className="mb-3 text-lg font-semibold">
          Per day
        </h2>
        <DailyChart series={numbers.series} />
      </section>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section className="rounded-xl border bg-card p-5">
          <BarTable
            caption="Top pages"
            labelHeading="Page"
            valueHeading="Views"
            rows={numbers.topPages.map((p) => ({
              label: p.path,
              value: p.views,
              leads: p.leads,
              convertedVisits: p.convertedVisits,
            }))}
          />
        </section>
        <section className="rounded-xl border bg-card p-5">
          <BarTable
            caption="Sources"
            labelHeading="Referrer"
            valueHeading="Visitors"
            rows={numbers.sources.map((s) => ({
              label: s.source,
              value: s.visitors,
              leads: s.leads,
              convertedVisits: s.convertedVisits,
            }))}
          />
        </section>
        <section className="rounded-xl border bg-card p-5">
          <BarTable
            caption="Campaigns"
            labelHeading="utm_campaign"
            valueHeading="Visitors"
            rows={numbers.campaigns.map((c) => ({
              label: c.campaign,
              value: c.visitors,
              leads: c.leads,
              convertedVisits: c.convertedVisits,
            }))}
          />
        </section>
        <section className="rounded-xl border bg-card p-5">
          <h2 className="mb-2 text-base font-bold">Not found (404)</h2>
          {numbers.notFound.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing yet.</p>
          ) : (
            <>
              <p className="mb-2 text-sm text-muted-foreground">
                Where a missing address is close to a page, its 404 offered that page (“Did you mean
                …?”).
              </p>
              <ul className="space-y-1 text-sm">
                {numbers.notFound.map((row) => {
                  const page = offered[row.path];
                  return (
                    <li key={row.path} className="flex justify-between gap-4 border-t py-1.5">
                      <span className="min-w-0">
                        <span className="block wrap-anywhere">{row.path}</span>
                        {page ? (
                          <span className="block text-muted-foreground" data-testid="offered-page">
                            Offers{" "}
                            <a href={page.path} className="font-medium text-primary underline">
                              {page.label}
                            </a>
                          </span>
                        ) : null}
                      </span>
                      <span className="tabular-nums">{row.count}</span>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
      </div>
    </DeskFrame>
  );
}
