import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exchangeRates, foreignCurrencies } from "~/content/exchange-rates";
import { pricingAddOns, pricingPlans } from "~/content/pricing";
import { formatContentDate } from "~/lib/content/dates";
import {
  convertInr,
  currencyIds,
  formatIndicative,
  formatRate,
  formatWesternNumber,
  parseCurrency,
  roundForBuyer,
  type ForeignCurrency,
} from "~/lib/currency";
import { currencyBootScript, localTimeBootScript } from "~/lib/locale-boot";
import { siteConfig } from "~/site.config";

const usdAt83: ForeignCurrency = {
  id: "usd",
  code: "USD",
  symbol: "$",
  name: "US dollars",
  inrPerUnit: 83,
};
const pounds = foreignCurrencies.find((c) => c.id === "gbp") as ForeignCurrency;

describe("roundForBuyer", () => {
  it("keeps two significant figures, as a quote is read", () => {
    expect(roundForBuyer(1_807.2)).toBe(1_800);
    expect(roundForBuyer(3_614.5)).toBe(3_600);
    expect(roundForBuyer(847)).toBe(850);
    expect(roundForBuyer(7_910)).toBe(7_900);
    expect(roundForBuyer(3_955)).toBe(4_000);
    expect(roundForBuyer(12_345)).toBe(12_000);
    expect(roundForBuyer(22.6)).toBe(23);
    expect(roundForBuyer(9.4)).toBe(9);
    expect(roundForBuyer(0)).toBe(0);
  });

  it("refuses amounts that are not amounts", () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => roundForBuyer(value), String(value)).toThrow(RangeError);
    }
  });
});

describe("formatWesternNumber", () => {
  it("writes what Intl's en-US number format writes", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const values = [0, 1, 999, 1_000, 1_800, 12_000, 120_000, 1_234_567, Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 15; digits++) values.push(10 ** digits - 1);
    for (const value of values)
      expect(formatWesternNumber(value), String(value)).toBe(intl.format(value));
  });
});

describe("formatIndicative", () => {
  it("writes the issue's example the way the page shows it", () => {
    // Growth, 1,50,000 – 3,00,000 INR, at 83 INR to the dollar.
    expect(formatIndicative({ min: 150_000, max: 300_000 }, usdAt83)).toBe("about $1,800 – $3,600");
  });

  it("keeps open ends and periods, and leaves an add-on's sign to the INR amount", () => {
    expect(formatIndicative({ min: 350_000, max: 700_000, openEnded: true }, usdAt83)).toBe(
      "about $4,200 – $8,400+",
    );
    expect(formatIndicative({ min: 10_000, max: 25_000, per: "month" }, usdAt83)).toBe(
      "about $120 – $300 / month",
    );
    expect(formatIndicative({ min: 25_000, additive: true }, usdAt83)).toBe("about $300");
    expect(formatIndicative({ min: 2_000 }, pounds)).toMatch(/^about £\d+$/);
  });

  it("converts every price on the rate card in every currency, low end below the high end", () => {
    for (const currency of foreignCurrencies) {
      for (const { price } of [...pricingPlans, ...pricingAddOns]) {
        const text = formatIndicative(price, currency);
        expect(text.startsWith(`about ${currency.symbol}`), text).toBe(true);
        if ("max" in price) {
          expect(convertInr(price.min, currency)).toBeLessThan(convertInr(price.max, currency));
        }
      }
    }
  });
});

describe("the rate table", () => {
  it("has one dated rate per offered currency", () => {
    expect(foreignCurrencies.map((c) => c.id)).toEqual([...currencyIds]);
    expect(() => formatContentDate(exchangeRates.asOf)).not.toThrow();
    for (const currency of foreignCurrencies) {
      expect(currency.inrPerUnit).toBeGreaterThan(1);
      expect(formatRate(currency)).toMatch(new RegExp(`^1 ${currency.code} = \\d+\\.\\d\\d INR$`));
    }
  });

  it("reads ?currency= loosely and falls back to INR only", () => {
    expect(parseCurrency("usd")).toBe("usd");
    expect(parseCurrency(" GBP ")).toBe("gbp");
    expect(parseCurrency("inr")).toBeNull();
    expect(parseCurrency("jpy")).toBeNull();
    expect(parseCurrency(null)).toBeNull();
  });

  it("has a CSS rule that shows each currency when it is chosen", () => {
    const css = readFileSync(new URL("../../app/app.css", import.meta.url), "utf8");
    for (const id of currencyIds) {
      expect(css).toContain(`[data-currency="${id}"] [data-fx="${id}"]`);
    }
  });
});

describe("currency boot script", () => {
  function run(search: string, stored: string | null) {
    const attributes = new Map<string, string>();
    const key = siteConfig.currency.storageKey;
    const storage = new Map<string, string>(stored ? [[key, stored]] : []);
    const root = {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
      getAttribute: (name: string) => attributes.get(name) ?? null,
    };
    const document = {
      documentElement: root,
      addEventListener: () => undefined,
      querySelectorAll: () => [],
    };
    const localStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    };
    new Function("document", "location", "localStorage", currencyBootScript)(
      document,
      { search },
      localStorage,
    );
    return {
      shown: attributes.get("data-currency") ?? null,
      stored: storage.get(key),
    };
  }

  it("follows the URL and remembers it", () => {
    expect(run("?currency=eur", null)).toEqual({ shown: "eur", stored: "eur" });
    expect(run("?plan=growth&currency=GBP", "usd")).toEqual({ shown: "gbp", stored: "gbp" });
    expect(run("?currency=inr", "usd")).toEqual({ shown: null, stored: "inr" });
  });

  it("applies a remembered choice on a page whose URL names none", () => {
    expect(run("", "usd")).toEqual({ shown: "usd", stored: "usd" });
    expect(run("", null)).toEqual({ shown: null, stored: undefined });
    expect(run("?currency=yen", "junk")).toEqual({ shown: null, stored: "junk" });
  });
});

describe("local time boot script", () => {
  /**
   * Runs the script as a browser in a zone `east` minutes ahead of UTC (or as many as the
   * function gives for a moment, for a zone with daylight saving), at `now`.
   */
  function run(
    east: number | ((at: number) => number),
    now: number,
    elements: Record<string, string>[],
  ) {
    const eastAt = typeof east === "number" ? () => east : east;
    const nodes = elements.map((attributes) => ({
      textContent: "",
      getAttribute: (name: string) => attributes[name] ?? null,
    }));
    class LocalDate extends Date {
      constructor(time?: number) {
        super(time ?? now);
      }
      static override now() {
        return now;
      }
      /** The local calendar and clock of this moment, as a UTC date shifted by the offset. */
      private local() {
        return new Date(this.getTime() + eastAt(this.getTime()) * 60_000);
      }
      override getTimezoneOffset() {
        return -eastAt(this.getTime());
      }
      override getDay() {
        return this.local().getUTCDay();
      }
      override getHours() {
        return this.local().getUTCHours();
      }
      override getMinutes() {
        return this.local().getUTCMinutes();
      }
    }
    const document = {
      readyState: "complete",
      documentElement: { setAttribute: () => undefined },
      body: {},
      querySelectorAll: () => nodes.filter((n) => n.textContent === ""),
    };
    new Function("document", "Date", "window", localTimeBootScript)(document, LocalDate, {});
    return nodes.map((n) => n.textContent);
  }

  const weekdays = {
    "data-local-time": "hours",
    "data-ist-opens": "09:00",
    "data-ist-closes": "20:00",
  };

  it("writes IST business hours in the visitor's time, with the day they fall on", () => {
    const monday = Date.UTC(2026, 10, 23, 12, 0);
    expect(run(-300, monday, [weekdays])).toEqual([
      "10:30 PM the day before \u2013 9:30 AM your time",
    ]);
    expect(run(0, monday, [weekdays])).toEqual(["3:30 AM \u2013 2:30 PM your time"]);
    expect(run(660, monday, [weekdays])).toEqual(["2:30 PM \u2013 1:30 AM the next day your time"]);
    expect(run(330, monday, [weekdays])).toEqual(["Your time zone is IST too"]);
  });

  it("says by when a message sent now is answered, in the visitor's time and zone", () => {
    // Monday 23 November 2026, 12:00 UTC = 7:00 AM in New York (UTC−5).
    const monday = Date.UTC(2026, 10, 23, 12, 0);
    const reply = { "data-local-time": "reply", "data-reply-hours": "24" };
    expect(run(-300, monday, [reply])).toEqual([
      "Write now, and expect a reply by Tue 7:00 AM your time (UTC\u22125).",
    ]);
    expect(run(60, monday, [reply])).toEqual([
      "Write now, and expect a reply by Tue 1:00 PM your time (UTC+1).",
    ]);
    expect(run(-210, monday, [reply])[0]).toContain("(UTC\u22123:30)");
  });

  it("counts no hours of a closed day: a Saturday message is answered on Monday", () => {
    // Saturday 28 November 2026, 04:53 IST (Friday 23:23 UTC), in India; Sunday is closed.
    const saturday = Date.UTC(2026, 10, 27, 23, 23);
    const reply = {
      "data-local-time": "reply",
      "data-reply-hours": "24",
      "data-closed-days": "0",
      "data-closed-note": ", not counting Sunday, when we are closed",
    };
    expect(run(330, saturday, [reply])).toEqual([
      "Write now, and expect a reply by Mon 4:53 AM your time (UTC+5:30), not counting Sunday, when we are closed.",
    ]);
    // Sent on the closed Sunday itself (10:00 IST): the 24 hours start on Monday and end at
    // midnight, which reads as the end of Monday ("Tue 12:00 AM" read as Tuesday night).
    const sunday = Date.UTC(2026, 10, 29, 4, 30);
    expect(run(330, sunday, [reply])).toEqual([
      "Write now, and expect a reply by the end of Mon your time (UTC+5:30), not counting Sunday, when we are closed.",
    ]);
    // In London the same moment is Monday 6:30 PM: a time, not a day's end.
    expect(run(0, sunday, [reply])[0]).toContain("by Mon 6:30 PM your time (UTC+0)");
    // A weekday message skips no closed day, and says nothing of it.
    const tuesday = Date.UTC(2026, 10, 24, 6, 30);
    expect(run(330, tuesday, [reply])).toEqual([
      "Write now, and expect a reply by Wed 12:00 PM your time (UTC+5:30).",
    ]);
    // Without a closed day, plain 24 hours.
    expect(run(330, saturday, [{ ...reply, "data-closed-days": "" }])).toEqual([
      "Write now, and expect a reply by Sun 4:53 AM your time (UTC+5:30).",
    ]);
  });

  it("gives the reply time in the visitor's offset on that day, across a clock change", () => {
    // New York moves to UTC−4 at 07:00 UTC on Sunday 14 March 2027.
    const newYork = (at: number) => (at >= Date.UTC(2027, 2, 14, 7) ? -240 : -300);
    const reply = {
      "data-local-time": "reply",
      "data-reply-hours": "24",
      "data-closed-days": "0",
    };
    // Saturday 13 March, 10:00 EST (20:30 IST): 3.5 hours of Saturday, none of Sunday, then 20.5
    // of Monday, so Monday 20:30 IST, 15:00 UTC: 11:00 in New York by then.
    expect(run(newYork, Date.UTC(2027, 2, 13, 15), [reply])).toEqual([
      "Write now, and expect a reply by Mon 11:00 AM your time (UTC\u22124).",
    ]);
  });

  it("leaves a line it cannot read empty", () => {
    expect(run(0, 0, [{ "data-local-time": "hours", "data-ist-opens": "9" }])).toEqual([""]);
  });
});
