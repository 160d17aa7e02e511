/** The desk as the server renders it: what each cell holds and how it may wrap. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarTable } from "~/desk/charts";
import { DeskFrame, ReplyBy } from "~/desk/desk-parts";
import { replyDue } from "~/desk/reply-due";
import { replyByText } from "~/lib/reply-by";
import DeskPage from "~/routes/desk";
import DeskLeadPage from "~/routes/desk-lead";

type DeskProps = Parameters<typeof DeskPage>[0];
type DeskLeadProps = Parameters<typeof DeskLeadPage>[0];
const lead = (over: {
  id: string;
  name: string;
  email: string;
  kind?: string;
  subject?: string;
  sourcePage?: string;
  failedDeliveries?: string[];
  subscription?: { status: string; at: string | null } | null;
  meeting?: string | null;
  createdAt?: string;
  status?: string | null;
}) => ({
  kind: "contact",
  meeting: null,
  createdAt: "2026-11-28T08:05:00.000Z",
  subject: "A clinic app",
  sourcePage: "/services/mobile-app-development",
  status: "new" as string | null,
  failedDeliveries: [] as string[],
  subscription: null,
  ...over,
});
const unsubscribed = {
  id: "d",
  kind: "newsletter",
  name: "",
  email: "reader@example.com",
  subject: "Newsletter subscription",
  subscription: { status: "unsubscribed", at: "2026-11-28T09:00:00.000Z" },
  status: null,
};

describe("the leads table", () => {
  const html = renderToStaticMarkup(
    createElement(DeskPage, {
      loaderData: {
        signedIn: true,
        email: "sales@agency.example",
        todo: { awaitingReply: 4, overdue: 1, followUpsDue: 0, deliveriesFailed: 0 },
        now: "2026-11-28T10:00:00.000Z",
        filters: { q: "", kind: "sales" },
        listQuery: { q: "clinic" },
        pageQuery: { q: "clinic", after: "2026-11-28T08:05:00.000Z~z" },
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
            // Thursday 13:35 IST: its reply was due on Friday at 13:35 IST.
            createdAt: "2026-11-26T08:05:00.000Z",
          }),
          lead(unsubscribed),
          lead({
            id: "e",
            kind: "call_request",
            name: "Daniel Whitfield",
            email: "daniel@example.com",
            subject: "Call request: Free consultation, 2026-12-01, Morning, Europe/London",
            sourcePage: "/book",
            meeting: "video",
          }),
          lead({
            id: "f",
            kind: "call_request",
            name: "Priya Nair",
            email: "priya@example.com",
            subject: "Call request: Discovery call, 2026-12-02, Evening, Asia/Kolkata",
            sourcePage: "/book",
            meeting: "phone",
            status: "contacted",
          }),
        ],
      },
      actionData: undefined,
    } as unknown as DeskProps),
  );

  it("opens with what needs doing, each a link to its list", () => {
    expect(html).toMatch(
      /href="\/desk\?status=due"[^>]*>4 leads await a reply<span[^>]*>1 overdue</,
    );
    // Nothing due or failed: not said at all, no "0 follow-ups due".
    expect(html).not.toContain("follow-ups due");
    expect(html).not.toContain("deliveries failed");
  });

  it("shows the time on one line in a short form, the full IST time on hover, and its age", () => {
    expect(html).toContain(
      '<td class="px-3 py-2 whitespace-nowrap"><time dateTime="2026-11-28T08:05:00.000Z" title="2026-11-28 13:35 IST">28 Nov 13:35</time><span class="block text-xs text-muted-foreground">1 h ago</span></td>',
    );
    expect(html).toContain(">2 days ago</span>");
  });

  it("shows a reply due at midnight IST as the end of the day before, as its visitor was told", () => {
    // Sent on Sunday 29 November (closed): due at the start of Tuesday IST, "by the end of
    // Monday 30 November IST" in the visitor's answer.
    const due = replyDue(
      { kind: "contact", status: "new", createdAt: "2026-11-29T04:30:00.000Z" },
      new Date("2026-11-29T05:00:00.000Z"),
    );
    expect(due?.at).toBe("2026-11-30T18:30:00.000Z");
    const shown = renderToStaticMarkup(
      createElement(ReplyBy, { due, formatTime: (iso: string) => iso.slice(0, 16) }),
    );
    expect(shown).toContain("Reply by 2026-11-30T18:29, in 37 h");
    // Any other minute is shown as it is.
    const noon = replyDue(
      { kind: "contact", status: "new", createdAt: "2026-12-01T06:30:00.000Z" },
      new Date("2026-12-01T07:00:00.000Z"),
    );
    expect(
      renderToStaticMarkup(
        createElement(ReplyBy, { due: noon, formatTime: (iso: string) => iso.slice(0, 16) }),
      ),
    ).toContain("Reply by 2026-12-02T06:30, in 23 h");
    // Midnight to the minute, as the visitor's answer reads it: a message sent at 00:00:30 IST
    // on Tuesday was told "by the end of Tuesday 1 December IST", so the desk says 23:59 too.
    const secondsPast = replyDue(
      { kind: "contact", status: "new", createdAt: "2026-11-30T18:30:30.000Z" },
      new Date("2026-11-30T19:00:00.000Z"),
    );
    expect(replyByText(new Date("2026-11-30T18:30:30.000Z"))).toBe(
      "by the end of Tuesday 1 December IST at the latest",
    );
    expect(
      renderToStaticMarkup(
        createElement(ReplyBy, { due: secondsPast, formatTime: (iso: string) => iso.slice(0, 16) }),
      ),
    ).toContain("Reply by 2026-12-01T18:29, in 23 h");
    // On a lead page the row is labelled "Reply by" already: the value does not say it again.
    const row = renderToStaticMarkup(
      createElement(ReplyBy, {
        due: noon,
        formatTime: (iso: string) => iso.slice(0, 16),
        size: "row",
      }),
    );
    expect(row).toContain("2026-12-02T06:30, in 23 h");
    expect(row).not.toContain("Reply by");
  });

  it("says when a new lead's reply is due, as its visitor was told, and which are overdue in words", () => {
    const said = (text: string) => html.split(text).length - 1;
    // In the Status column and under the name for a phone: the three new sales leads on time…
    expect(said("Reply by 30\u00a0Nov\u00a013:35, in 46 h")).toBe(6);
    // …the one whose reply was due yesterday…
    expect(said("Overdue by 25 h: reply was due 27\u00a0Nov\u00a013:35")).toBe(2);
    // …and none for the lead already contacted, nor for a newsletter sign-up.
    expect(said("Reply by")).toBe(6);
    // The queue of new leads by their deadline is one choice (or one link) away.
    expect(html).toContain('<option value="due">Reply due</option>');
    // It keeps the list's search and filters, as every list link does.
    expect(html).toContain('href="/desk?q=clinic&amp;status=due"');
  });

  it("leaves newsletter sign-ups out of the default list, a Type choice away, with no status", () => {
    expect(html).toContain('<option value="" selected="">Messages and calls</option>');
    expect(html).toContain('<option value="all">All, sign-ups too</option>');
    const newBadges = html.split('border-primary text-primary">New</span>').length - 1;
    expect(newBadges).toBe(8); // four new sales leads, twice each; none for the sign-up
  });

  it("carries the list's filters, search and page into each lead's link", () => {
    expect(html).toContain(
      'href="/desk/leads/a?q=clinic&amp;after=2026-11-28T08%3A05%3A00.000Z%7Ez"',
    );
    // The export and the page links keep the filters without the page.
    expect(html).toContain('href="/desk/leads.csv?q=clinic"');
  });

  it("shows a lead without a name by its address once, and breaks text only between words", () => {
    expect(html.split("no-name-given@example.com")).toHaveLength(2);
    expect(html.split("asha@example.com")).toHaveLength(2);
    expect(html).not.toContain("break-all");
  });

  it("says in words which deliveries of a lead failed, and offers to list only those", () => {
    // Once in the Status column and once under the name, for a phone: for this lead only.
    expect(html.split("Delivery failed: ")).toHaveLength(3);
    expect(html).toContain("Delivery failed: Slack, Webhook");
    expect(html).toContain('<option value="failed">Delivery failed</option>');
  });

  it("says each lead's type and page under its name for a phone, where What and Page are hidden", () => {
    /** The cell's text as read, each lead's in order: tags out. */
    const texts = (pattern: RegExp) =>
      [...html.matchAll(pattern)].map((match) => match[1]!.replace(/<[^>]*>/g, ""));
    const phone = texts(/<div class="mt-1 md:hidden">(.*?)<\/div><div class="mt-2 sm:hidden">/g);
    expect(phone).toEqual([
      "Contact message from /services/mobile-app-developmentA clinic app",
      "Contact message from /services/mobile-app-developmentA clinic app",
      "Contact message from /services/mobile-app-developmentA clinic app",
      "Newsletter from /services/mobile-app-developmentNewsletter subscription",
      "Video call request from /bookCall request: Free consultation, 2026-12-01, Morning, Europe/London",
      "Phone call request from /bookCall request: Discovery call, 2026-12-02, Evening, Asia/Kolkata",
    ]);
    // From `md` the What column says the type (for a call request, whether to send an invite or
    // to dial); the page only until `lg` brings its own column.
    expect(html).toContain(
      '<td class="hidden px-3 py-2 md:table-cell"><div class="text-xs text-muted-foreground wrap-anywhere"><span class="font-medium">Video call request</span><span class="lg:hidden"> from /book</span></div>',
    );
    expect(html).toContain('<td class="hidden px-3 py-2 wrap-anywhere lg:table-cell">/book</td>');
  });

  it("says that a newsletter lead has unsubscribed, and when", () => {
    expect(html).toContain("Unsubscribed on 28\u00a0Nov\u00a014:30");
  });
});

/** A lead's page as the server renders it, for a newsletter lead with these fields changed. */
/**
 * A lead's page: the lead's fields in `over`, other loader data (its history…) in `loader`, and
 * what the last post answered in `actionData`.
 */
const leadPage = (
  over: Record<string, unknown>,
  loader: Record<string, unknown> = {},
  actionData: unknown = undefined,
) =>
  renderToStaticMarkup(
    createElement(DeskLeadPage, {
      loaderData: {
        email: "sales@agency.example",
        lead: {
          ...lead(unsubscribed),
          phone: null,
          message: "",
          services: [],
          call: null,
          statusNote: null,
          statusChangedAt: null,
          statusChangedBy: null,
          noteChangedAt: null,
          noteChangedBy: null,
          attribution: {},
          ...over,
        },
        now: "2026-11-28T10:00:00.000Z",
        personLeads: [
          {
            id: "d",
            kind: "newsletter",
            createdAt: "2026-11-28T08:05:00.000Z",
            subject: "",
            status: null,
            meeting: null,
          },
        ],
        personLeadIds: [unsubscribed.id],
        listQuery: {},
        deliveries: [],
        history: [],
        owners: ["asha@agency.example", "sales@agency.example"],
        configured: { mail: true, webhook: true, slack: true },
        notice: null,
        ...loader,
      },
      actionData,
    } as unknown as DeskLeadProps),
  );

describe("a newsletter lead's page", () => {
  const page = (subscription: { status: string; at: string | null } | null) =>
    leadPage({ subscription });

  it("has no sales status to set, and says why", () => {
    const html = page(unsubscribed.subscription);
    expect(html).not.toContain('name="seen_status"');
    expect(html).toContain("a newsletter sign-up is not sales work");
    expect(html).not.toContain("Reply by");
  });

  it("shows the subscription as it stands now, with its date", () => {
    expect(page(unsubscribed.subscription)).toMatch(
      /<dt[^>]*>Subscription<\/dt><dd[^>]*>Unsubscribed on 2026-11-28\u00a014:30\u00a0IST<\/dd>/,
    );
    expect(page({ status: "confirmed", at: "2026-11-27T04:30:00.000Z" })).toContain(
      "Subscribed since 2026-11-27\u00a010:00\u00a0IST",
    );
    expect(page(null)).toContain("No subscription on record");
  });
});

describe("a lead's deliveries", () => {
  it("say a refusal's status once, and any other failure in its own words", () => {
    const delivery = (lastStatus: number | null, lastError: string) => ({
      id: `d-${lastStatus}`,
      channel: "slack",
      status: "failed",
      attempts: 2,
      lastStatus,
      lastError,
      lastAttemptAt: "2026-11-28T09:00:00.000Z",
      nextAttemptAt: "2026-11-28T09:05:00.000Z",
      sentAt: null,
    });
    const refused = leadPage({ subscription: null }, { deliveries: [delivery(405, "HTTP 405")] });
    expect(refused.split("HTTP 405")).toHaveLength(2);
    const timedOut = leadPage(
      { subscription: null },
      { deliveries: [delivery(null, "The operation was aborted due to timeout")] },
    );
    expect(timedOut).toContain("The operation was aborted due to timeout");
  });
});

describe("what an action on a lead's page did", () => {
  /** The markup of the page's section that `heading` labels. */
  const section = (html: string, heading: string) =>
    new RegExp(`<section aria-labelledby="${heading}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";

  it("is said in the panel it was taken in, which the redirect scrolls to", () => {
    const saved = leadPage(
      { kind: "contact", status: "new", subscription: null },
      { notice: "status" },
    );
    expect(section(saved, "status-heading")).toContain('role="status"');
    expect(section(saved, "status-heading")).toContain("Status saved.");
    expect(saved.split("Status saved.")).toHaveLength(2);
    const retried = leadPage({ subscription: null }, { notice: "retry-retried" });
    expect(section(retried, "deliveries-heading")).toContain(
      "The delivery will be tried again now.",
    );
    expect(retried.split("tried again now")).toHaveLength(2);
    expect(section(retried, "status-heading")).not.toContain('role="status"');
  });
});

describe("a lead's phone number", () => {
  it("dials as typed, and warns where no country code says which country it is in", () => {
    const local = leadPage({ phone: "07700 900123", subscription: null });
    expect(local).toMatch(/href="tel:07700900123"[^>]*>07700 900123<\/a>/);
    expect(local).toContain("No country code: check where they are before you dial.");
    const international = leadPage({ phone: "+44 7700 900123", subscription: null });
    expect(international).toMatch(/href="tel:\+447700900123"/);
    expect(international).not.toContain("No country code");
  });
});

describe("a call request's page", () => {
  it("says how to meet in its type and beside the call and its times", () => {
    const page = leadPage({
      kind: "call_request",
      subject: "Call request: Free consultation, 2026-12-01, Early morning, America/New_York",
      subscription: null,
      call: {
        type: "freeConsultation",
        day: "2026-12-01",
        window: "early",
        timeZone: "America/New_York",
        meeting: "video",
      },
    });
    const rows = [...page.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(
      (match) => `${match[1]}: ${match[2]}`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        "Type: Video call request",
        "Call: Free consultation",
        "Meeting: Video call (email them an invite)",
        "Their time: 2026-12-01, Early morning (7:00–9:00), America/New_York",
        "In IST: 2026-12-01, 17:30–19:30 IST",
      ]),
    );
  });
});

describe("a lead's page says who last changed its status and its note, in IST", () => {
  const status = {
    status: "contacted",
    statusChangedAt: "2026-11-28T08:05:00.000Z",
    statusChangedBy: "asha@agency.example",
  };
  const lines = (over: Record<string, unknown>) =>
    [
      ...leadPage({ kind: "contact", status: "new", subscription: null, ...over }).matchAll(
        /<p class="mt-1 text-xs text-muted-foreground">([^<]*)<\/p>/g,
      ),
    ].map((match) => match[1]);

  it("names the colleague who changed only the note, beside who changed the status", () => {
    expect(
      lines({
        ...status,
        statusNote: "Wants a quote",
        noteChangedAt: "2026-11-28T10:20:00.000Z",
        noteChangedBy: "ravi@agency.example",
      }),
    ).toEqual([
      "Status changed 2026-11-28 13:35 IST by asha@agency.example",
      "Note changed 2026-11-28 15:50 IST by ravi@agency.example",
    ]);
  });

  it("says it once when one save changed both, and when a note was removed", () => {
    const both = { noteChangedAt: status.statusChangedAt, noteChangedBy: status.statusChangedBy };
    expect(lines({ ...status, ...both, statusNote: "Called" })).toEqual([
      "Status and note changed 2026-11-28 13:35 IST by asha@agency.example",
    ]);
    expect(lines({ ...status, ...both })).toEqual([
      "Status changed and note removed 2026-11-28 13:35 IST by asha@agency.example",
    ]);
    expect(
      lines({ noteChangedAt: "2026-11-28T10:20:00.000Z", noteChangedBy: "ravi@agency.example" }),
    ).toEqual(["Note removed 2026-11-28 15:50 IST by ravi@agency.example"]);
  });

  it("keeps a change whose teammate was erased, without their address", () => {
    expect(
      lines({
        ...status,
        statusChangedBy: null,
        statusNote: "Wants a quote",
        noteChangedAt: "2026-11-28T10:20:00.000Z",
        noteChangedBy: "ravi@agency.example",
      }),
    ).toEqual([
      "Status changed 2026-11-28 13:35 IST by a person since erased",
      "Note changed 2026-11-28 15:50 IST by ravi@agency.example",
    ]);
  });

  it("says nothing of changes never made", () => {
    expect(lines({})).toEqual([]);
  });
});

describe("a lead's page lists every save that changed it, newest first, in IST", () => {
  /** A sales lead's page with `history` (and the lead's fields in `over`). */
  const page = (history: unknown[], over: Record<string, unknown> = {}) =>
    leadPage(
      { kind: "contact", status: "won", subscription: null, ...over },
      { history, now: "2026-11-29T10:00:00.000Z" },
    );
  /** The History section's entries as their text, markup dropped. */
  const entries = (html: string) =>
    [
      ...(/<h2 id="history-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "").matchAll(
        /<li[^>]*>([\s\S]*?)<\/li>/g,
      ),
    ].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
  const worked = [
    {
      at: "2026-11-29T08:35:00.000Z",
      by: "ravi@agency.example",
      statusFrom: "contacted",
      statusTo: "won",
      noteFrom: "Wants a quote",
      noteTo: null,
    },
    {
      at: "2026-11-28T11:20:00.000Z",
      by: null,
      statusFrom: "contacted",
      statusTo: "contacted",
      noteFrom: "Called, no answer",
      noteTo: "Wants a quote",
    },
    {
      at: "2026-11-28T08:35:00.000Z",
      by: "asha@agency.example",
      statusFrom: "new",
      statusTo: "contacted",
      noteFrom: null,
      noteTo: "Called, no answer",
    },
  ];

  it("says when, who, the status's move and the note as saved, newest first", () => {
    expect(entries(page(worked))).toEqual([
      "29 Nov 14:05 · ravi@agency.exampleStatus Contacted →  to WonNote removed",
      "28 Nov 16:50 · a person since erasedNote:Wants a quote",
      "28 Nov 14:05 · asha@agency.exampleStatus New →  to ContactedNote:Called, no answer",
    ]);
    // The full time in the agency's zone on hover; a note is text, never markup.
    expect(page(worked)).toContain(
      '<time dateTime="2026-11-29T08:35:00.000Z" title="2026-11-29 14:05 IST">',
    );
    expect(page([{ ...worked[2], noteTo: "<b>Call</b> back" }])).toContain(
      "&lt;b&gt;Call&lt;/b&gt; back",
    );
    // A lead that started new with no note had nothing before its history.
    expect(page(worked)).not.toContain("Before the desk began");
  });

  it("says where a lead worked before the history began stood, under its oldest entry", () => {
    expect(page(worked.slice(0, 2))).toMatch(
      /Before the desk began keeping this history: status Contacted, with this note:<\/p><blockquote[^>]*>Called, no answer<\/blockquote>/,
    );
  });

  it("says plainly when a lead has not been worked, or only before the history was kept", () => {
    expect(page([], { status: "new" })).toContain(
      "Not worked yet: nobody has saved a status or a note.",
    );
    expect(
      page([], {
        statusChangedAt: "2026-11-20T08:35:00.000Z",
        statusChangedBy: "asha@agency.example",
      }),
    ).toContain("No saves recorded yet: those from before the desk kept a history are not listed.");
  });

  it("has none for a newsletter sign-up, which has no status", () => {
    expect(page([], { kind: "newsletter", status: null })).not.toContain("history-heading");
  });
});

describe("a lead's page beside the person's other leads", () => {
  const others = [
    {
      id: "n2",
      kind: "call_request",
      createdAt: "2026-11-28T09:00:00.000Z",
      subject: "Call request: Discovery call",
      status: "new",
      meeting: "video",
    },
    {
      id: "n1",
      kind: "contact",
      createdAt: "2026-11-27T08:05:00.000Z",
      subject: "A clinic app",
      status: "new",
      meeting: null,
    },
    {
      id: "n0",
      kind: "newsletter",
      createdAt: "2026-11-20T08:05:00.000Z",
      subject: "Newsletter subscription",
      status: null,
      meeting: null,
    },
  ];
  const html = leadPage({ kind: "contact", status: "new", subscription: null });
  const withOthers = renderToStaticMarkup(
    createElement(DeskLeadPage, {
      loaderData: {
        email: "sales@agency.example",
        now: "2026-11-28T10:00:00.000Z",
        lead: {
          ...lead({
            id: "n1",
            name: "Asha",
            email: "asha@example.com",
            createdAt: "2026-11-27T08:05:00.000Z",
          }),
          phone: null,
          message: "",
          services: [],
          call: null,
          statusNote: null,
          statusChangedAt: null,
          statusChangedBy: null,
          noteChangedAt: null,
          noteChangedBy: null,
          attribution: {},
        },
        personLeads: others,
        personLeadIds: others.map((each) => each.id),
        namedLeads: "digest-of-n2-n1-n0",
        listQuery: { kind: "all", status: "due" },
        deliveries: [],
        history: [],
        owners: ["asha@agency.example", "sales@agency.example"],
        configured: { mail: true, webhook: true, slack: true },
        notice: null,
      },
      actionData: undefined,
    } as unknown as DeskLeadProps),
  );

  it("goes back to the list it was opened from", () => {
    expect(withOthers).toContain('href="/desk?kind=all&amp;status=due"');
  });

  it("lists the person's other leads with links that keep the list", () => {
    expect(withOthers).toContain("Other leads from asha@example.com");
    expect(withOthers).toContain('href="/desk/leads/n2?kind=all&amp;status=due"');
    expect(withOthers).toContain('href="/desk/leads/n0?kind=all&amp;status=due"');
    expect(withOthers).not.toContain('href="/desk/leads/n1?');
    expect(withOthers).toContain("Video call request, 28 Nov 14:30");
    expect(html).toContain("None: this is their only lead.");
  });

  it("shows this lead's reply deadline, overdue in words", () => {
    expect(withOthers).toMatch(
      /<dt[^>]*>Reply by<\/dt><dd[^>]*><p[^>]*text-destructive[^>]*>.*?Overdue by 1 h: reply was due 2026-11-28\u00a013:35\u00a0IST/,
    );
  });

  it("names how many leads and which an erasure removes, and posts what it named", () => {
    expect(withOthers).toContain("All 3 of their leads go:");
    expect(withOthers).toContain("<li>This one: Contact message, 27 Nov 13:35</li>");
    expect(withOthers).toContain("<li>Newsletter, 20 Nov 13:35</li>");
    expect(withOthers).toContain('<input type="hidden" name="leads" value="digest-of-n2-n1-n0"/>');
    expect(withOthers).toContain("Erase Everywhere (3 leads)");
    expect(html).toContain("This is their only lead: it goes.");
  });
});

describe("follow-up dates on the list, due and overdue in the agency's day", () => {
  // 18:45 UTC on the 28th is already 00:15 on the 29th in IST.
  const list = (leads: unknown[], status?: string) =>
    renderToStaticMarkup(
      createElement(DeskPage, {
        loaderData: {
          signedIn: true,
          email: "sales@agency.example",
          todo: { awaitingReply: 0, overdue: 0, followUpsDue: 0, deliveriesFailed: 0 },
          now: "2026-11-28T18:45:00.000Z",
          filters: { q: "", kind: "sales", status },
          listQuery: { q: "clinic", status },
          pageQuery: { q: "clinic", status },
          paged: false,
          older: null,
          erased: null,
          leads,
        },
        actionData: undefined,
      } as unknown as DeskProps),
    );
  const html = list([
    { ...lead({ id: "t", name: "Today", email: "t@example.com" }), followUpOn: "2026-11-29" },
    {
      ...lead({ id: "p", name: "Past", email: "p@example.com", status: "contacted" }),
      followUpOn: "2026-11-28",
    },
    { ...lead({ id: "l", name: "Later", email: "l@example.com" }), followUpOn: "2026-12-03" },
    {
      ...lead({ id: "w", name: "Won", email: "w@example.com", status: "won" }),
      followUpOn: "2026-11-20",
    },
    {
      ...lead({ id: "n", name: "None", email: "n@example.com" }),
      followUpOn: null,
      owner: "asha@agency.example",
    },
  ]);
  const said = (text: string) => html.split(text).length - 1;

  it("shows each lead's date, and says due or overdue in words while the lead is open", () => {
    // In the Status column and under the name for a phone: twice each.
    expect(said('Follow up on <time dateTime="2026-11-29">29\u00a0Nov</time>: due today')).toBe(2);
    expect(said('Follow up on <time dateTime="2026-11-28">28\u00a0Nov</time>: overdue')).toBe(2);
    expect(said('Follow up on <time dateTime="2026-12-03">3\u00a0Dec</time></span>')).toBe(2);
    // A won lead keeps its date, but nothing is due on it.
    expect(said('Follow up on <time dateTime="2026-11-20">20\u00a0Nov</time></span>')).toBe(2);
    expect(said("Follow up on")).toBe(8);
  });

  it("says who owns a lead, and offers the signed-in teammate's own as a filter", () => {
    expect(said("Owner: asha@agency.example</p>")).toBe(2);
    expect(said("Owner: ")).toBe(2);
    expect(html).toMatch(
      /<select id="leads-owner" name="owner"[^>]*><option value="" selected="">Anyone<\/option><option value="mine">Mine<\/option><option value="nobody">Nobody<\/option><\/select>/,
    );
  });

  it("offers the follow-ups due as a status choice and a link that keeps the list", () => {
    expect(html).toContain('<option value="follow-up">Follow-up due</option>');
    expect(html).toContain('href="/desk?q=clinic&amp;status=follow-up"');
    const due = list([], "follow-up");
    expect(due).toContain('<option value="follow-up" selected="">Follow-up due</option>');
    expect(due).toContain("0 leads, the earliest follow-up first");
  });
});

describe("a lead's page sets a follow-up date with its status and note", () => {
  const page = (over: Record<string, unknown>, loader: Record<string, unknown> = {}) =>
    leadPage(
      { kind: "contact", status: "contacted", subscription: null, ...over },
      { now: "2026-11-28T10:00:00.000Z", ...loader },
    );

  it("posts the date in the status form, with the date the page showed for the stale check", () => {
    const html = page({ followUpOn: "2026-12-03" });
    expect(html).toMatch(
      /name="intent" value="status"[\s\S]*name="seen_follow_up_on" value="2026-12-03"[\s\S]*<input id="follow-up-on" type="date"[^>]*name="follow_up_on" value="2026-12-03"[\s\S]*Save Status/,
    );
    expect(html).toContain('<label for="follow-up-on"');
    const none = page({ followUpOn: null });
    expect(none).toContain('name="seen_follow_up_on" value=""');
    expect(none).toContain('name="follow_up_on" value=""/>');
    expect(none).not.toContain("Follow up on <time");
  });

  it("says when the lead is due or overdue beside its status", () => {
    expect(page({ followUpOn: "2026-11-27" })).toContain(
      'Follow up on <time dateTime="2026-11-27">27\u00a0Nov</time>: overdue',
    );
    expect(page({ followUpOn: "2026-11-28", status: "lost" })).toContain(
      'Follow up on <time dateTime="2026-11-28">28\u00a0Nov</time></span>',
    );
  });

  it("keeps the date meant after a save refused as stale, and says what is saved", () => {
    const html = leadPage(
      { kind: "contact", status: "contacted", subscription: null, followUpOn: "2026-12-05" },
      { now: "2026-11-28T10:00:00.000Z" },
      { unsaved: { status: "won", note: "", followUpOn: "2026-12-09" } },
    );
    expect(html).toContain(
      "It is now Contacted, follow up on 5 Dec, owned by nobody, with no note.",
    );
    // The form keeps what was meant; the page's own value is what is saved now.
    expect(html).toContain('name="follow_up_on" value="2026-12-09"/>');
    expect(html).toContain('name="seen_follow_up_on" value="2026-12-05"');
  });

  it("offers nobody or a teammate as owner, posts whom the page showed, and says who owns it", () => {
    const html = page({ owner: "asha@agency.example" });
    expect(html).toMatch(
      /<select id="lead-owner" name="owner"[^>]*><option value="">Nobody<\/option><option value="asha@agency.example" selected="">asha@agency.example<\/option><option value="sales@agency.example">sales@agency.example \(you\)<\/option><\/select>/,
    );
    expect(html).toContain('name="seen_owner" value="asha@agency.example"');
    expect(html).toContain("Owner:</span> asha@agency.example");
    const none = page({ owner: null });
    expect(none).toContain('<option value="" selected="">Nobody</option>');
    expect(none).toContain('name="seen_owner" value=""');
    expect(none).toContain("Owner:</span> Nobody");
  });

  it("lists a save that set or removed the date in the history", () => {
    const history = [
      {
        at: "2026-11-28T09:00:00.000Z",
        by: "ravi@agency.example",
        statusFrom: "contacted",
        statusTo: "contacted",
        noteFrom: null,
        noteTo: null,
        followUpFrom: "2026-12-03",
        followUpTo: null,
      },
      {
        at: "2026-11-28T08:35:00.000Z",
        by: "asha@agency.example",
        statusFrom: "new",
        statusTo: "contacted",
        noteFrom: null,
        noteTo: null,
        followUpFrom: null,
        followUpTo: "2026-12-03",
      },
    ];
    const entries = [
      ...(
        /<h2 id="history-heading"[\s\S]*?<\/section>/.exec(page({}, { history }))?.[0] ?? ""
      ).matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g),
    ].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
    expect(entries).toEqual([
      "28 Nov 14:30 · ravi@agency.exampleFollow-up date removed",
      "28 Nov 14:05 · asha@agency.exampleStatus New →  to ContactedFollow up on 3 Dec",
    ]);
  });

  it("lists a hand-over in the history, to nobody or to a teammate since erased too", () => {
    const change = {
      at: "2026-11-28T08:35:00.000Z",
      by: "asha@agency.example",
      statusFrom: "contacted",
      statusTo: "contacted",
      noteFrom: null,
      noteTo: null,
      followUpFrom: null,
      followUpTo: null,
    };
    const history = [
      { ...change, ownerFrom: "", ownerTo: null },
      { ...change, ownerFrom: "asha@agency.example", ownerTo: "" },
      { ...change, ownerFrom: null, ownerTo: "asha@agency.example" },
    ];
    const html = page({}, { history });
    const entries = [
      ...(/<h2 id="history-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "").matchAll(
        /<li[^>]*>([\s\S]*?)<\/li>/g,
      ),
    ].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
    expect(entries.map((entry) => entry.replace(/^.*?asha@agency\.example/, ""))).toEqual([
      "Owner nobody",
      "Owner a person since erased",
      "Owner asha@agency.example",
    ]);
  });
});

describe("the numbers' tables", () => {
  const html = renderToStaticMarkup(
    createElement(BarTable, {
      caption: "Sources",
      labelHeading: "Referrer",
      valueHeading: "Visitors",
      rows: [{ label: "/services/mobile-app-development", value: 1, leads: 1, convertedVisits: 1 }],
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

describe("a numbers table's rate", () => {
  const render = (rows: Parameters<typeof BarTable>[0]["rows"]) =>
    renderToStaticMarkup(
      createElement(BarTable, {
        caption: "Top pages",
        labelHeading: "Page",
        valueHeading: "Views",
        rows,
      }),
    );

  it("counts each visit that sent a lead once, and shows every lead apart", () => {
    // One view of /contact, a message from that visit, one matched to no visit and a newsletter
    // sign-up confirmed a week after its view: 3 leads per view read 300 %.
    const html = render([{ label: "/contact", value: 1, leads: 3, convertedVisits: 1 }]);
    const cells = [...html.matchAll(/<td class="[^"]*">([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(["1", "3", "100.0\u00a0%"]);
    expect(html).not.toContain("300.0");
    expect(html).toContain("Rate counts each visit that sent a lead once");
  });

  it("is at most 100 %: two people behind one network and browser are one visitor", () => {
    const html = render([{ label: "/contact", value: 1, leads: 2, convertedVisits: 2 }]);
    expect(html).toContain("100.0\u00a0%");
    expect(html).not.toContain("200.0");
  });

  it("says nothing of other leads where leads per view would give the rate shown", () => {
    // A row without views has no rate ("—"), whatever its leads.
    const html = render([
      { label: "/pricing", value: 4, leads: 1, convertedVisits: 1 },
      { label: "/blog", value: 0, leads: 2, convertedVisits: 0 },
    ]);
    expect(html).toContain("25.0\u00a0%");
    expect(html).not.toContain("Rate counts each");
  });
});

describe("the desk's header", () => {
  const html = renderToStaticMarkup(
    createElement(DeskFrame, {
      title: "Leads",
      email: "sales@agency.example",
      current: "leads",
      children: null,
    }),
  );

  it("signs out everywhere only from a disclosure that says what happens, without script", () => {
    const details = /<details[^>]*>([\s\S]*?)<\/details>/.exec(html)?.[1] ?? "";
    expect(details).toMatch(/^<summary[^>]*>Sign Out Everywhere…<\/summary>/);
    // The summary is the focus-ringed button look, without the default triangle.
    expect(details).toContain("focus-visible:outline-2");
    expect(details).toContain("list-none");
    // The one sentence says what happens, and the button is described by it.
    const note = /<p id="sign-out-everywhere-note"[^>]*>(.*?)<\/p>/.exec(details)?.[1] ?? "";
    expect(note.replace(/<[^>]+>/g, "")).toBe(
      "This ends every session of sales@agency.example on every device, this one included.",
    );
    expect(details).toMatch(
      /<input type="hidden" name="intent" value="sign-out-everywhere"\/><button type="submit" aria-describedby="sign-out-everywhere-note"[^>]*>Sign Out on Every Device<\/button>/,
    );
    // Nothing outside the disclosure ends every session at one click.
    expect(html.replace(details, "")).not.toContain("sign-out-everywhere");
    expect(html).toContain('value="sign-out"');
  });
});
