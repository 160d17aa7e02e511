import { describe, expect, it } from "vitest";
import { appCategories, appCategoryPages, solutionAreas } from "~/content/apps";
import {
  appFiltersHref,
  distinctTags,
  filterApps,
  leadWith,
  parseAppFilters,
} from "~/lib/app-filter";

const titles = (apps: readonly { title: string }[]) => apps.map((a) => a.title);

describe("app categories data", () => {
  it("holds the 14 categories of the spec, in order, each with every field filled", () => {
    expect(titles(appCategories)).toEqual([
      "Crypto & NFT",
      "Food & Restaurant",
      "eCommerce, Grocery & Laundry",
      "Doctor & Pharmacy",
      "Online Classes",
      "OTT & Music",
      "Social, Chatting & Calling",
      "Payment & Banking",
      "Fitness & Workout",
      "Blog & News",
      "Booking Apps",
      "Community & Religious",
      "Classified Apps",
      "Other Popular Apps",
    ]);
    for (const category of appCategories) {
      expect(category.description.length, category.title).toBeGreaterThan(40);
      expect(category.icon, category.title).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(category.gradient, category.title).toMatch(/^from-[a-z]+-\d{3} to-[a-z]+-\d{3}$/);
      expect(category.tags.length, category.title).toBeGreaterThanOrEqual(2);
      expect(new Set(category.tags).size, category.title).toBe(category.tags.length);
    }
  });

  it("maps the twelve ?category= values of the spec to the twelve slug pages", () => {
    expect(appCategoryPages).toHaveLength(12);
    expect(appCategoryPages.map((c) => c.categoryParam).sort()).toEqual(
      [
        "Crypto & NFT",
        "eCommerce, Grocery & Laundry",
        "Payment & Banking",
        "Classified Apps",
        "Food & Restaurant",
        "Doctor & Pharmacy",
        "Fitness & Workout",
        "Booking Apps",
        "Online Classes",
        "OTT & Music",
        "Social, Chatting & Calling",
        "Blog & News",
      ].sort(),
    );
    expect(new Set(appCategoryPages.map((c) => c.slug)).size).toBe(12);
  });

  it("gives every solution area a description and real categories", () => {
    expect(solutionAreas.map((a) => a.slug)).toEqual(["enterprise", "mobile", "ecommerce", "ai"]);
    const known = new Set<string>(titles(appCategories));
    for (const area of solutionAreas) {
      expect(area.description.length).toBeGreaterThan(40);
      expect(area.categoryTitles.length).toBeGreaterThan(0);
      for (const title of area.categoryTitles) expect(known.has(title), title).toBe(true);
    }
  });
});

describe("filterApps", () => {
  const all = { query: "", tag: null };

  it("returns every category, in order, with no filters", () => {
    expect(titles(filterApps(appCategories, all))).toEqual(titles(appCategories));
  });

  it("matches the title case-insensitively", () => {
    expect(titles(filterApps(appCategories, { query: "crypto", tag: null }))).toEqual([
      "Crypto & NFT",
    ]);
    expect(titles(filterApps(appCategories, { query: "OTT & MU", tag: null }))).toEqual([
      "OTT & Music",
    ]);
  });

  it("matches a substring of the description", () => {
    expect(titles(filterApps(appCategories, { query: "telemedicine", tag: null }))).toEqual([
      "Doctor & Pharmacy",
    ]);
  });

  it("does not match on tags alone", () => {
    const apps = [{ title: "Alpha", description: "first", tags: ["Zebra"] }];
    expect(filterApps(apps, { query: "zebra", tag: null })).toEqual([]);
  });

  it("requires the selected tag and combines it with the search", () => {
    const fintech = filterApps(appCategories, { query: "", tag: "Fintech" });
    expect(titles(fintech)).toEqual(["Crypto & NFT", "Payment & Banking"]);
    expect(titles(filterApps(appCategories, { query: "upi", tag: "Fintech" }))).toEqual([
      "Payment & Banking",
    ]);
    expect(filterApps(appCategories, { query: "crypto", tag: "Health" })).toEqual([]);
  });

  it("ignores surrounding whitespace in the query", () => {
    expect(titles(filterApps(appCategories, { query: "  Booking Apps ", tag: null }))).toEqual([
      "Booking Apps",
    ]);
  });
});

describe("distinctTags", () => {
  it("lists every tag once, sorted alphabetically", () => {
    const tags = distinctTags(appCategories);
    const expected = [...new Set(appCategories.flatMap((c) => c.tags))];
    expect([...tags].sort()).toEqual([...expected].sort());
    for (let i = 1; i < tags.length; i++) {
      expect(
        tags[i - 1]!.toLowerCase() <= tags[i]!.toLowerCase(),
        `${tags[i - 1]} ${tags[i]}`,
      ).toBe(true);
    }
  });

  it("orders the content's tags as an English collator would", () => {
    const tags = distinctTags(appCategories);
    const collated = [...tags].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    expect(tags).toEqual(collated);
  });

  it("sorts without regard to case", () => {
    const apps = [
      { title: "a", description: "", tags: ["eCommerce", "Booking", "Zoo"] },
      { title: "b", description: "", tags: ["Delivery", "Booking"] },
    ];
    expect(distinctTags(apps)).toEqual(["Booking", "Delivery", "eCommerce", "Zoo"]);
  });
});

describe("parseAppFilters", () => {
  const known = ["Fintech", "Video"];
  it("reads q and a known tag", () => {
    expect(parseAppFilters(new URLSearchParams("q=pay&tag=Fintech"), known)).toEqual({
      query: "pay",
      tag: "Fintech",
    });
  });
  it("treats a missing, empty or unknown tag as All", () => {
    expect(parseAppFilters(new URLSearchParams(""), known)).toEqual({ query: "", tag: null });
    expect(parseAppFilters(new URLSearchParams("tag="), known).tag).toBeNull();
    expect(parseAppFilters(new URLSearchParams("tag=Nope"), known).tag).toBeNull();
  });
});

describe("leadWith", () => {
  it("puts the named items first, in the given order, and keeps the rest in order", () => {
    const items = ["a", "b", "c", "d", "e"];
    expect(leadWith(items, (x) => x, ["d", "b"])).toEqual(["d", "b", "a", "c", "e"]);
    expect(leadWith(items, (x) => x, [])).toEqual(items);
    expect(leadWith(items, (x) => x, ["zz"])).toEqual(items);
  });
});

describe("appFiltersHref", () => {
  it("leaves out empty values and keeps the category", () => {
    expect(appFiltersHref("/apps", { query: "", tag: null })).toBe("/apps");
    expect(appFiltersHref("/apps", { query: "  ", tag: "Video" })).toBe("/apps?tag=Video");
    expect(
      appFiltersHref("/apps", { query: "pay & go", tag: null }, { category: "Booking Apps" }),
    ).toBe("/apps?category=Booking+Apps&q=pay+%26+go");
  });

  it("keeps the buyer's currency, so a search does not drop the page's converted prices", () => {
    const path = "/apps/payment-banking";
    expect(appFiltersHref(path, { query: "upi", tag: "Fintech" }, { currency: "usd" })).toBe(
      `${path}?q=upi&tag=Fintech&currency=usd`,
    );
    // Clearing the filters keeps it too.
    expect(appFiltersHref(path, { query: "", tag: null }, { currency: "usd" })).toBe(
      `${path}?currency=usd`,
    );
    expect(appFiltersHref(path, { query: "upi", tag: null }, { currency: null })).toBe(
      `${path}?q=upi`,
    );
  });
});
