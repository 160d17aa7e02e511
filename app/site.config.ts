/**
 * The one place for the agency's identity, contact details, booking links and the spec's
 * behavioural constants. Components read from here; no other file hard-codes these values.
 * To rebrand the site, change `brandName` (and the contact details) below.
 */
import { pathTo } from "./route-paths.ts";

/** The agency's time zone as the pages name it. */
const zoneLabel = "IST";

/** "09:00" as the pages write it: "9:00 AM". */
const clock12 = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
};

/**
 * A day's hours, written once: `opens` and `closes` (24-hour, in the agency's zone) feed the
 * JSON-LD and every conversion to the visitor's time; `hours` is the same span as text.
 */
const openFrom = (opens: string, closes: string) => ({
  hours: `${clock12(opens)} – ${clock12(closes)} ${zoneLabel}`,
  opens,
  closes,
});

/** How soon we answer a message, in hours. */
const replyWithinHours = 24;

export const siteConfig = {
  /** The agency's name as shown everywhere on the site. Change this one line to rebrand. */
  brandName: "Northstar Digital",
  tagline:
    "Web, mobile, AI and custom software, designed and built in India for clients worldwide.",
  /** Canonical origin of the production site. */
  siteUrl: "https://www.northstar-digital.example",
  defaultLocale: "en-IN",
  foundedYear: 2015,

  contact: {
    email: "hello@northstar-digital.example",
    careersEmail: "careers@northstar-digital.example",
    /** E.164 form for `tel:` links, and the human-friendly form for display. */
    phone: "+919876543210",
    phoneDisplay: "+91 98765 43210",
    location: {
      city: "Ahmedabad",
      region: "Gujarat",
      country: "India",
      countryCode: "IN",
      summary: "Based in India, with global operations",
    },
    /** `dayOfWeek` (schema.org day names) feeds the opening hours in the JSON-LD. */
    businessHours: [
      {
        days: "Monday – Friday",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        ...openFrom("09:00", "20:00"),
      },
      {
        days: "Saturday",
        dayOfWeek: ["Saturday"],
        ...openFrom("10:00", "14:00"),
      },
      { days: "Sunday", dayOfWeek: ["Sunday"], hours: "Closed", opens: null, closes: null },
    ],
    /**
     * The agency's time zone: the business hours above are in it, and the desk shows every time
     * and counts every day in it (app/lib/agency-time.ts, docs/decisions/031). The offset is
     * what the JSON-LD states; India keeps no daylight saving time, so it holds all year
     * (tests/unit/agency-time.test.ts checks it against the zone).
     */
    timeZone: "Asia/Kolkata",
    timeZoneLabel: zoneLabel,
    timeZoneOffset: "+05:30",
    replyWithin: `${replyWithinHours} hours`,
    /** `replyWithin` as a number, for "expect a reply by … your time" (app/lib/locale-boot.ts). */
    replyWithinHours,
  },

  /**
   * The agency's social profiles, shown in the footer and as `sameAs` in the JSON-LD; an X
   * profile (x.com or twitter.com) also becomes every page's `twitter:site`. Empty until real
   * profiles exist: a link to a profile that does not exist loses a visitor's trust. Add entries
   * like `{ name: "LinkedIn", href: "https://www.linkedin.com/company/…" }`.
   */
  social: [] as ReadonlyArray<{ name: string; href: `https://${string}` }>,

  /**
   * Third-party scheduling (Cal.com-style). Every booking button links to our /book page; a plain
   * click opens the provider's page `${origin}/${link}` instead in an <iframe> inside our own
   * modal, with the provider's embed parameters (`bookingEmbedUrl`). No provider script ever runs
   * on our pages: the CSP admits the origin in `frame-src` and, for the shell's reachability
   * check, in `connect-src`.
   */
  scheduling: {
    origin: "https://app.cal.com",
    /** The booking page's calendar layout, passed to the embedded page. */
    layout: "month_view",
    events: {
      discoveryCall: {
        link: "northstar-digital/30min",
        label: "30-minute discovery call",
      },
      freeConsultation: {
        link: "northstar-digital/free-consultation",
        label: "Free consultation",
      },
    },
  },

  theme: {
    /** localStorage key under which the visitor's theme choice (light | dark | system) is kept. */
    storageKey: "northstar-theme",
    defaultTheme: "system",
  },

  currency: {
    /**
     * localStorage key under which the visitor's explicit currency choice is kept
     * (app/lib/locale-boot.ts). A new key forgets every visitor's stored choice.
     */
    storageKey: "northstar-currency",
  },

  /** Behavioural constants from the product spec (section 9). */
  ui: {
    navSolidAfterScrollPx: 20,
    floatingButtonAfterScrollPx: 300,
    /**
     * The spec's phone width: a window this wide or narrower, held in portrait, gets the video
     * showcase's narrow-portrait layout (the 9:16 poster and player: `isNarrowPortrait` and
     * `narrowPortraitQuery` in app/lib/video.ts). The showcase card's aspect-ratio class writes the
     * number out, as a Tailwind class cannot take a variable: keep it equal.
     */
    phoneBreakpointPx: 768,
    /**
     * The desktop bar from this width up (spec section 2), compact below 1280 px (the logo mark
     * alone, tighter items; Book Appointment from 1024 px, the spec's large screens); below it
     * the menu button, and the phone menu closes when the window reaches it. Keep equal to
     * `--breakpoint-nav` in app/app.css.
     */
    desktopNavFromPx: 768,
    mobileMenuMaxHeightVh: 85,
    /**
     * A click on a navbar item this soon after the hover that opened its panel is the same
     * gesture (the pointer arrived, then clicked): it keeps the panel open.
     */
    navHoverClickGraceMs: 300,
    heroRevealDelayMs: 100,
    revealThreshold: 0.1,
    videoControlsHideMs: 3000,
    /**
     * A click on the player's stage this soon after pointer movement showed its hidden controls
     * is the same gesture (the pointer arrived, then clicked): it keeps them shown. Longer than
     * the navbar's grace: any movement over the player shows them, so the pointer may still have
     * the stage to travel to, and the controls take 300 ms to fade in.
     */
    videoRevealClickGraceMs: 800,
    videoDefaultVolume: 0.7,
    videoSeekStepSeconds: 5,
    videoVolumeStep: 0.05,
    dropdownSpring: {
      mass: 0.5,
      damping: 11.5,
      stiffness: 100,
      restDelta: 0.001,
      restSpeed: 0.001,
    },
    dropdownEnter: { opacity: 0, scale: 0.85, offsetYPx: 10 },
    // Spec section 9 describes two notification systems; the site needs one (the estimate's
    // "Link copied"), built with the second's constants. The first's one-at-a-time display and its
    // 5000 ms viewport default have nothing to show.
    notifications: {
      maxVisible: 3,
      durationMs: 4000,
      widthPx: 356,
      gapPx: 14,
      swipeThresholdPx: 50,
      swipeDirection: "right",
      hotkey: ["F8"],
    },
    tooltip: { openDelayMs: 700, skipDelayMs: 300 },
    /**
     * The spec's portfolio card height, kept as the least a card may be: cards also show their
     * client's city and headline outcome, so each takes the height of the tallest instead.
     */
    portfolioCardHeightPx: 480,
    /** The testimonial strip repeats its six quotes this many times to scroll endlessly. */
    testimonialStripCopies: 6,
    /** Seconds for each copy of the strip to slide its own width (app.css, the loop's duration). */
    testimonialStripSecondsPerCopy: 80,
  },

  /** Search metadata defaults; pages override title, description and path (app/lib/seo.ts). */
  seo: {
    /** Open Graph image size; routes/og-image.ts renders one PNG per page entry at this size. */
    ogImage: { width: 1200, height: 630 },
    /** Theme colours of the generated Open Graph images (brand gradient and text). */
    ogColors: { from: "#1e1b4b", to: "#4338ca", accent: "#a5b4fc", text: "#ffffff" },
  },

  /**
   * Real-user Core Web Vitals. Off by default; when on, every page loads a module script of its
   * own (`web-vitals`, after the page's other scripts) that beacons each metric to `endpoint`,
   * where the server logs it as one JSON line.
   */
  webVitals: {
    enabled: false,
    endpoint: pathTo("web-vitals"),
    /** Upper bound on a beacon's body; anything bigger is refused before parsing. */
    maxBodyBytes: 2048,
  },

  /** Markdown content (legal pages, blog). */
  content: {
    /** Reading speed behind each post's "N min read". */
    readingWordsPerMinute: 200,
    /** Pages whose text has at least this many sections get a table of contents. */
    tocMinHeadings: 4,
    /** Posts listed in the RSS feed (newest first). */
    rssItemLimit: 20,
  },
} as const;

export type BookingEventKey = keyof typeof siteConfig.scheduling.events;

// Replaced at build time (vite.config.ts `define`) by the SITE_URL variable, the public origin the
// server is configured with (app/server/env.server.ts); empty or absent when it is not set.
declare const __SITE_URL__: string | undefined;

/**
 * The canonical origin without a trailing slash; canonical URLs, the sitemap and the legal pages'
 * "this website at …" derive from it. The configured public origin (SITE_URL at build time) when
 * there is one, else `siteConfig.siteUrl`.
 */
export function siteOrigin(): string {
  const configured =
    typeof __SITE_URL__ === "string" && __SITE_URL__ !== "" ? __SITE_URL__ : siteConfig.siteUrl;
  return configured.replace(/\/+$/, "");
}

/** The provider's booking page of one event: the href of every booking link. */
export function bookingUrl(event: BookingEventKey): string {
  return `${siteConfig.scheduling.origin}/${siteConfig.scheduling.events[event].link}`;
}

/**
 * The same page in the provider's embed mode (Cal.com: `?embed=true&layout=month_view`), as
 * framed by the booking modal.
 */
export function bookingEmbedUrl(event: BookingEventKey): string {
  const url = new URL(bookingUrl(event));
  url.searchParams.set("embed", "true");
  url.searchParams.set("layout", siteConfig.scheduling.layout);
  return url.href;
}

/** The frame that shows one event's booking page, in the dialog and on /book: address and name. */
export function bookingFrame(event: BookingEventKey): { src: string; title: string } {
  return {
    src: bookingEmbedUrl(event),
    title: `Booking calendar: ${siteConfig.scheduling.events[event].label}`,
  };
}
