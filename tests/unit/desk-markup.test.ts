/** The desk's tables as the server renders them: what each cell holds and how it may wrap. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarTable } from "~/desk/charts";
import DeskPage from "~/routes/desk";

type DeskProps = Parameters<typeof DeskPage>[0];
const lead = (over: { id: string; name: string; email: string; failedDeliveries?: string[] }) => ({
  kind: "contact" as const,
  createdAt: "2026-11-28T08:05:00.000Z",
  subject: "A clinic app",
  sourcePage: "/services/mobile-app-development",
  status: "new" as const,
  failedDeliveries: [] as string[],
  ...over,
});

describe("the leads table", () => {
  const html = renderToStaticMarkup(
    createElement(DeskPage, {
      loaderData: {
        signedIn: true,
        email: "sales@agency.example",
        now: "2026-11-28T10:00:00.000Z",
        filters: { q: "" },
        paged: false,
        older: null,
        erased: null,
        leads: [
          lead({ id: "a", name: "Asha Rao", email: "asha@example.com" }),
          lead({ id: "b", name: "", email: "no-name-given@example.com" }),
          lead({
            id: "c",
            name: "Gone Astray",
            email: "astray@example.com",
            failedDeliveries: ["slack", "webhook"],
          }),
        ],
      },
      actionData: undefined,
    } as unknown as DeskProps),
  );

  it("shows the time on one line in a short form, the full IST time on hover", () => {
    expect(html).toContain(
      '<td class="px-3 py-2 whitespace-nowrap"><time dateTime="2026-11-28T08:05:00.000Z" title="2026-11-28 13:35 IST">28 Nov 13:35</time></td>',
    );
  });

  it("shows a lead without a name by its address once, and breaks text only between words", () => {
    expect(html.split("no-name-given@example.com")).toHaveLength(2);
    expect(html.split("asha@example.com")).toHaveLength(2);
    expect(html).not.toContain("break-all");
  });

  it("says in words which deliveries of a lead failed, and offers to list only those", () => {
    expect(html.split("Delivery failed: ")).toHaveLength(2);
    expect(html).toContain("Delivery failed: Slack, Webhook");
    expect(html).toContain('<option value="failed">Delivery failed</option>');
  });
});

describe("the numbers' tables", () => {
  const html = renderToStaticMarkup(
    createElement(BarTable, {
      caption: "Sources",
      labelHeading: "Referrer",
      valueHeading: "Visitors",
      rows: [{ label: "/services/mobile-app-development", value: 1, leads: 1 }],
    }),
  );

  it("keeps number columns apart and on one line, and a rate's % with its number", () => {
    const headers = [...html.matchAll(/<th scope="col" class="([^"]*)">(\w+)</g)];
    expect(headers.map((h) => h[2])).toEqual(["Referrer", "Visitors", "Leads", "Rate"]);
    for (const [, classes] of headers.slice(1)) {
      expect(classes).toContain("pl-3");
      expect(classes).toContain("whitespace-nowrap");
    }
    expect(html).toContain("100.0\u00a0%");
    expect(html).not.toContain("break-all");
  });
});
