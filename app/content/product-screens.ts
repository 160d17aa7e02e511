/**
 * What each project's product screen shows: the words, names, amounts (as numbers: rupees, unless a
 * screen names its currency) and dates drawn into its generated artwork, keyed by project slug.
 * Pure data. Each screen is the product as its client would use it, in the case study's client
 * country (app/content/case-studies.ts): its currency, places, units and date style.
 * `scripts/artwork/screens/` draws one screen per project from this module, light and dark;
 * change a word here and the next build redraws that project's images.
 * `alt` is what the image says to someone who cannot see it; keep it true to the data.
 */
import type { ProjectSlug } from "./portfolio";
import type { PortraitSpec } from "./portraits";

interface ScreenBase {
  /** A phone app or a web app in a browser window. */
  device: "phone" | "browser";
  /**
   * The card artwork of a browser window: "start" (the default) crops it to its left part;
   * "end", for a product whose point is on its right, shows the whole window, smaller.
   */
  focus?: "start" | "end";
  /** Text alternative for the image. */
  alt: string;
}

export interface MediRiseScreen extends ScreenBase {
  device: "phone";
  greeting: string;
  reminder: { medicine: string; left: string; due: string; price: number };
  prescriptions: readonly {
    medicine: string;
    schedule: string;
    refill: string;
    daysLeft: number;
    supply: number;
  }[];
  doctor: string;
}

export interface PaySetuScreen extends ScreenBase {
  device: "phone";
  user: string;
  upiId: string;
  /** Rupees; paise as decimals. */
  balance: number;
  balanceNote: string;
  actions: readonly string[];
  transactions: readonly { name: string; note: string; amount: number; kind: "debit" | "credit" }[];
  monthSpend: { month: string; total: number; change: string; weeks: readonly number[] };
}

/** The little product pictures FreshKart's cart can draw. */
export type GroceryArt = "milk" | "eggs" | "tomato" | "rice";

export interface FreshKartScreen extends ScreenBase {
  device: "phone";
  store: string;
  slots: readonly { label: string; detail: string; selected?: boolean; full?: boolean }[];
  items: readonly { name: string; pack: string; price: number; qty: number; art: GroceryArt }[];
  deliveryFee: number;
  /** Rupees saved against the printed prices. */
  savings: number;
  rider: { name: string; distance: string };
}

export interface LearnLoopScreen extends ScreenBase {
  device: "phone";
  course: string;
  lesson: string;
  teacher: string;
  /** How the teacher looks in the picture-in-picture video. */
  teacherLook: PortraitSpec;
  watching: number;
  minutesLeft: number;
  board: readonly string[];
  progress: { done: number; total: number; note: string; chapter: string; streak: string };
  upNext: readonly { title: string; detail: string }[];
}

export interface FitPulseScreen extends ScreenBase {
  device: "phone";
  date: string;
  rings: readonly { label: string; value: number; goal: number; unit: string }[];
  streakDays: number;
  streakNote: string;
  streakBadge: string;
  /** Monday to Sunday: whether the goal was met (null for days still to come). */
  week: readonly (boolean | null)[];
  workout: { title: string; detail: string; coach: string };
  heartRate: { resting: number; samples: readonly number[] };
}

export interface StayNestScreen extends ScreenBase {
  device: "phone";
  search: string;
  filters: readonly string[];
  pins: readonly { label: string; x: number; y: number; selected?: boolean }[];
  listing: {
    title: string;
    locality: string;
    rent: number;
    area: string;
    furnishing: string;
    beds: number;
    baths: number;
    visit: string;
  };
  count: number;
}

export interface TiffinTrailScreen extends ScreenBase {
  device: "phone";
  plan: string;
  month: string;
  /** Weekday of the 1st (0 = Monday) and the number of days in the month. */
  firstWeekday: number;
  days: number;
  today: number;
  skipped: readonly number[];
  meals: readonly { slot: string; time: string; dishes: string; status: string }[];
  cutoff: string;
  billing: { weekly: number; next: string };
}

export interface BeatWaveScreen extends ScreenBase {
  device: "phone";
  track: string;
  artist: string;
  album: string;
  elapsed: string;
  duration: string;
  position: number;
  quality: string;
  output: string;
  upNext: readonly { track: string; artist: string }[];
}

export interface ShipSureScreen extends ScreenBase {
  device: "browser";
  url: string;
  nav: readonly string[];
  user: { name: string; role: string };
  shipment: {
    id: string;
    route: string;
    distance: string;
    eta: string;
    truck: string;
    driver: string;
    driverNote: string;
    /** Share of the route covered, 0–1. */
    progress: number;
  };
  stops: readonly { place: string; time: string; state: "done" | "current" | "next" }[];
  stats: readonly { label: string; value: string; change: string }[];
  rows: readonly {
    id: string;
    route: string;
    eta: string;
    status: "In transit" | "Delivered" | "Delayed" | "Loading";
    pod: string;
  }[];
}

export interface ClinicQScreen extends ScreenBase {
  device: "phone";
  doctor: string;
  speciality: string;
  clinic: string;
  token: string;
  serving: string;
  ahead: number;
  waitMinutes: number;
  notice: string;
  /** The WhatsApp message when the patient's turn is near. */
  alert: { title: string; detail: string };
  /** Days to book, the selected one first matching `day`. */
  days: readonly { weekday: string; date: number; selected?: boolean }[];
  day: string;
  slots: readonly { time: string; state: "open" | "taken" | "selected" }[];
  fee: number;
}

export interface InsightDeskScreen extends ScreenBase {
  device: "browser";
  url: string;
  nav: readonly string[];
  quarter: string;
  /** The currency of every amount on the board, written before it ("AED 840k"). */
  currency: "AED";
  /** Forecast in `currency`, its range, and its trend over the last eight weeks (any unit). */
  forecast: {
    value: number;
    range: string;
    trend: readonly number[];
    /** What is expected to close in each month of the quarter, in `currency`. */
    months: readonly { month: string; value: number }[];
  };
  stages: readonly {
    name: string;
    count: number;
    total: number;
    deals: readonly { company: string; value: number; owner: string; score: number }[];
  }[];
  suggestions: readonly { title: string; detail: string; action: string }[];
}

export interface ProductScreens {
  medirise: MediRiseScreen;
  paysetu: PaySetuScreen;
  freshkart: FreshKartScreen;
  learnloop: LearnLoopScreen;
  fitpulse: FitPulseScreen;
  staynest: StayNestScreen;
  tiffintrail: TiffinTrailScreen;
  beatwave: BeatWaveScreen;
  shipsure: ShipSureScreen;
  clinicq: ClinicQScreen;
  insightdesk: InsightDeskScreen;
}

export const productScreens = {
  medirise: {
    device: "phone",
    alt: "MediRise app: prescription list with a refill reminder for Metformin 500 mg, due Thursday 16 October",
    greeting: "Good morning, Kavya",
    reminder: {
      medicine: "Metformin 500 mg",
      left: "6 tablets left",
      due: "Refill by Thu, 16 Oct",
      price: 186,
    },
    prescriptions: [
      {
        medicine: "Metformin 500 mg",
        schedule: "2 a day · after meals",
        refill: "Refill 16 Oct",
        daysLeft: 3,
        supply: 30,
      },
      {
        medicine: "Atorvastatin 10 mg",
        schedule: "1 at bedtime",
        refill: "Refill 28 Oct",
        daysLeft: 14,
        supply: 30,
      },
      {
        medicine: "Telmisartan 40 mg",
        schedule: "1 every morning",
        refill: "Refill 6 Nov",
        daysLeft: 23,
        supply: 30,
      },
      {
        medicine: "Vitamin D3 60K IU",
        schedule: "1 every Sunday",
        refill: "Refill 9 Nov",
        daysLeft: 26,
        supply: 56,
      },
    ],
    doctor: "Dr. Rohit Iyer",
  },
  paysetu: {
    device: "phone",
    alt: "PaySetu app: UPI balance ₹24,580.50 and recent transactions",
    user: "Arjun",
    upiId: "arjun.s@paysetu",
    balance: 24_580.5,
    balanceNote: "Updated just now · 2 linked banks",
    actions: ["Scan & pay", "To contact", "To bank", "Split bill"],
    transactions: [
      { name: "Tandoor House", note: "Food · Today, 1:24 pm", amount: 412, kind: "debit" },
      { name: "Meera Iyer", note: "Split · Goa trip", amount: 2_150, kind: "credit" },
      { name: "City Power", note: "Electricity bill · 12 Oct", amount: 1_860, kind: "debit" },
      { name: "Metro card", note: "Top-up · 11 Oct", amount: 500, kind: "debit" },
      { name: "Daily Basket", note: "Groceries · 10 Oct", amount: 1_284, kind: "debit" },
    ],
    monthSpend: {
      month: "October",
      total: 18_240,
      change: "−12% vs Sep",
      weeks: [5_120, 6_480, 4_160, 2_480],
    },
  },
  freshkart: {
    device: "phone",
    alt: "FreshKart app: a cart of five items, ₹819 to pay, with delivery slots from 10 minutes to tomorrow morning",
    store: "Adajan store",
    slots: [
      { label: "Now", detail: "10 min", selected: true },
      { label: "7–8 pm", detail: "Free" },
      { label: "8–9 pm", detail: "Full", full: true },
      { label: "Tomorrow", detail: "7–9 am" },
    ],
    items: [
      { name: "Toned milk", pack: "1 L", price: 68, qty: 2, art: "milk" },
      { name: "Farm fresh eggs", pack: "12 pcs", price: 96, qty: 1, art: "eggs" },
      { name: "Tomatoes, hybrid", pack: "1 kg", price: 42, qty: 1, art: "tomato" },
      { name: "Aged basmati rice", pack: "5 kg", price: 545, qty: 1, art: "rice" },
    ],
    deliveryFee: 0,
    savings: 46,
    rider: { name: "Ravi", distance: "1.2 km away" },
  },
  learnloop: {
    device: "phone",
    alt: "LearnLoop app: a live Class 11 maths lesson on quadratic equations, with course progress at 68%",
    course: "Class 11 · Maths",
    lesson: "Quadratic equations",
    teacher: "Ms. Nandini Rao",
    teacherLook: {
      skin: "#b57a54",
      hair: { style: "bun", colour: "#1d130e" },
      glasses: "round",
      clothing: { style: "kurta", colour: "#0f766e" },
      earrings: true,
    },
    watching: 1_284,
    minutesLeft: 42,
    board: ["ax² + bx + c = 0", "x² − 5x + 6 = 0", "(x − 2)(x − 3) = 0"],
    progress: {
      done: 17,
      total: 25,
      note: "On track for the 12 Dec exam",
      chapter: "Chapter 4 of 6",
      streak: "3-day learning streak",
    },
    upNext: [
      { title: "Nature of roots", detail: "Live · Thu, 6:00 pm" },
      { title: "Quiz: Factorisation", detail: "15 questions · 20 min" },
      { title: "Chapter 4 notes", detail: "PDF · 2.4 MB · offline" },
    ],
  },
  fitpulse: {
    device: "phone",
    alt: "FitPulse app: today's activity rings, a 12-day streak and an upper-body workout",
    date: "Tue, 14 Oct",
    rings: [
      { label: "Move", value: 420, goal: 600, unit: "kcal" },
      { label: "Exercise", value: 38, goal: 45, unit: "min" },
      { label: "Steps", value: 8_214, goal: 10_000, unit: "" },
    ],
    streakDays: 12,
    streakNote: "Close your Move ring to keep it",
    streakBadge: "Best streak this year",
    week: [true, true, null, null, null, null, null],
    workout: { title: "Upper body strength", detail: "45 min · 6 exercises", coach: "Coach Aditi" },
    heartRate: { resting: 62, samples: [64, 61, 66, 63, 60, 62, 65, 61, 59, 62, 63, 62] },
  },
  staynest: {
    device: "phone",
    alt: "StayNest app: a map of Baner, Pune with rent pins and a verified 2 BHK listing at ₹38,000 a month",
    search: "2 BHK in Baner",
    filters: ["Rent", "₹25k–45k", "Verified", "Pets OK"],
    pins: [
      { label: "₹32k", x: 0.22, y: 0.3 },
      { label: "₹38k", x: 0.55, y: 0.48, selected: true },
      { label: "₹41k", x: 0.78, y: 0.22 },
      { label: "₹28k", x: 0.3, y: 0.72 },
      { label: "₹45k", x: 0.8, y: 0.7 },
    ],
    listing: {
      title: "2 BHK with balcony",
      locality: "Baner, Pune",
      rent: 38_000,
      area: "1,150 sq ft",
      furnishing: "Semi-furnished",
      beds: 2,
      baths: 2,
      visit: "Today, 5:30 pm",
    },
    count: 48,
  },
  tiffintrail: {
    device: "phone",
    alt: "TiffinTrail app: the October meal-plan calendar with today's lunch and dinner",
    plan: "Veg · Lunch + Dinner",
    month: "October 2025",
    firstWeekday: 2,
    days: 31,
    today: 14,
    skipped: [5, 12],
    meals: [
      {
        slot: "Lunch",
        time: "12:30 pm",
        dishes: "Rajma chawal, jeera aloo, salad",
        status: "Out for delivery",
      },
      {
        slot: "Dinner",
        time: "8:00 pm",
        dishes: "Paneer butter masala, dal, 3 phulka",
        status: "Cooking at 6:30 pm",
      },
    ],
    cutoff: "Skip or swap by 10 am",
    billing: { weekly: 1_260, next: "Mon, 20 Oct" },
  },
  beatwave: {
    device: "phone",
    alt: "BeatWave app: now playing Monsoon Letters by Anushka Rao, 1:42 of 3:58",
    track: "Monsoon Letters",
    artist: "Anushka Rao",
    album: "Paper Boats",
    elapsed: "1:42",
    duration: "3:58",
    position: 0.43,
    quality: "HD · 320 kbps",
    output: "Playing on Arjun’s earbuds",
    upNext: [
      { track: "Chai at Midnight", artist: "Indigo Lanes" },
      { track: "Kites over Juhu", artist: "Sanah & Ved" },
    ],
  },
  shipsure: {
    device: "browser",
    // A UK haulier's screen, as the case study's client (Manchester, UK hauliers) would show
    // it: a .co.uk address, UK depots, plate and names, miles, mph, pounds and 24-hour times.
    alt: "ShipSure dashboard: shipment SS-48213 from Bristol (Avonmouth) to Manchester (Trafford Park) in transit near Stafford, with fleet figures and a shipment table",
    url: "app.shipsure.co.uk/shipments/SS-48213",
    nav: ["Overview", "Shipments", "Fleet", "Proof of delivery", "Invoices", "Reports"],
    user: { name: "Sarah Collins", role: "Product Director" },
    shipment: {
      id: "SS-48213",
      route: "Bristol – Manchester",
      distance: "167 miles",
      eta: "Thu 16 Oct · 10:05",
      truck: "MX73 KTJ",
      driver: "Dave Hargreaves",
      driverNote: "Driver · 2 h 40 min driven today",
      progress: 0.7,
    },
    stops: [
      { place: "Bristol, Avonmouth", time: "16 Oct, 06:10", state: "done" },
      { place: "Birmingham hub", time: "16 Oct, 08:05", state: "done" },
      { place: "Stafford", time: "Now · 52 mph", state: "current" },
      { place: "Manchester, Trafford Park", time: "ETA 10:05", state: "next" },
    ],
    stats: [
      { label: "On-time delivery", value: "96.4%", change: "+2.1%" },
      { label: "Active shipments", value: "1,248", change: "+86" },
      { label: "Invoices due", value: "£84.6k", change: "12 customers" },
    ],
    rows: [
      {
        id: "SS-48213",
        route: "Bristol – Manchester",
        eta: "16 Oct",
        status: "In transit",
        pod: "Awaiting",
      },
      {
        id: "SS-48207",
        route: "Leeds – Southampton",
        eta: "16 Oct",
        status: "In transit",
        pod: "Awaiting",
      },
      {
        id: "SS-48198",
        route: "Liverpool – Glasgow",
        eta: "15 Oct",
        status: "Delivered",
        pod: "Signed · photo",
      },
      {
        id: "SS-48191",
        route: "Hull – Birmingham",
        eta: "16 Oct",
        status: "Delayed",
        pod: "Awaiting",
      },
      {
        id: "SS-48186",
        route: "Felixstowe – Warrington",
        eta: "17 Oct",
        status: "Loading",
        pod: "Awaiting",
      },
    ],
  },
  clinicq: {
    device: "phone",
    alt: "ClinicQ app: queue token A-18 with 3 patients ahead, about 18 minutes, and open appointment slots for Wednesday",
    doctor: "Dr. Meera Kulkarni",
    speciality: "General physician",
    clinic: "Sunrise Clinic, Vijay Nagar",
    token: "A-18",
    serving: "A-14",
    ahead: 3,
    waitMinutes: 18,
    notice: "We will WhatsApp you when 2 are ahead",
    alert: { title: "2 patients ahead of you", detail: "Please reach Sunrise Clinic" },
    days: [
      { weekday: "Tue", date: 14 },
      { weekday: "Wed", date: 15, selected: true },
      { weekday: "Thu", date: 16 },
      { weekday: "Fri", date: 17 },
      { weekday: "Sat", date: 18 },
    ],
    // April 2026, in the pilot after its February launch: Wednesday the 15th, as the strip above.
    day: "Wed, 15 Apr",
    slots: [
      { time: "9:00", state: "taken" },
      { time: "9:15", state: "open" },
      { time: "9:30", state: "taken" },
      { time: "9:45", state: "open" },
      { time: "10:00", state: "selected" },
      { time: "10:15", state: "open" },
      { time: "10:30", state: "taken" },
      { time: "10:45", state: "open" },
      { time: "11:00", state: "open" },
    ],
    fee: 500,
  },
  insightdesk: {
    device: "browser",
    focus: "end",
    alt: "InsightDesk CRM: the Q4 sales pipeline in four stages with scored deals and AI suggestions for follow-ups",
    url: "app.insightdesk.ai/pipeline",
    nav: ["Pipeline", "Leads", "Accounts", "Forecast", "Inbox"],
    quarter: "Q4 2025",
    // InsightDesk is a Dubai company selling to Gulf sales teams: a board in dirhams.
    currency: "AED",
    forecast: {
      value: 6_420_000,
      range: "±8%",
      trend: [4, 9, 7, 14, 12, 20, 24, 28],
      months: [
        { month: "Oct", value: 2_860_000 },
        { month: "Nov", value: 2_140_000 },
        { month: "Dec", value: 1_420_000 },
      ],
    },
    stages: [
      {
        name: "Qualified",
        count: 8,
        total: 2_610_000,
        deals: [
          { company: "Zenith Motors", value: 840_000, owner: "AK", score: 86 },
          { company: "Orbit Foods", value: 520_000, owner: "SM", score: 71 },
          { company: "Lotus Clinics", value: 380_000, owner: "RP", score: 64 },
        ],
      },
      {
        name: "Proposal",
        count: 5,
        total: 3_150_000,
        deals: [
          { company: "Falcon Insurance", value: 1_200_000, owner: "DO", score: 92 },
          { company: "Nimbus Retail", value: 680_000, owner: "AK", score: 78 },
        ],
      },
      {
        name: "Negotiation",
        count: 3,
        total: 2_640_000,
        deals: [
          { company: "Peak Steel", value: 1_450_000, owner: "SM", score: 88 },
          { company: "Aster Labs", value: 750_000, owner: "RP", score: 69 },
        ],
      },
      {
        name: "Won",
        count: 4,
        total: 1_980_000,
        deals: [{ company: "Oasis Dates", value: 560_000, owner: "DO", score: 100 }],
      },
    ],
    suggestions: [
      {
        title: "Call Zenith Motors today",
        detail: "Opened the proposal 3 times since Monday",
        action: "Schedule call",
      },
      {
        title: "Renewal email drafted",
        detail: "Falcon Insurance · 2 edits suggested",
        action: "Review draft",
      },
      {
        title: "Peak Steel likely to close",
        detail: "84% probability by 31 Oct",
        action: "See why",
      },
    ],
  },
} as const satisfies ProductScreens & Record<ProjectSlug, ScreenBase>;

/** The hero collage's text alternative: what its screens show. */
export const heroCollageAlt =
  "Four products we built: the InsightDesk CRM pipeline, the PaySetu wallet's UPI balance, FitPulse's activity rings and a ClinicQ queue update";

/** The projects the home page's hero composes: a browser window, two phones, one detail. */
export const heroScreens = [
  "insightdesk",
  "paysetu",
  "fitpulse",
  "clinicq",
] as const satisfies readonly ProjectSlug[];

/**
 * The card artwork: the widths (px) it is rendered at, and which of them each display uses. A
 * portfolio card shows it 208 px high and up to about 400 px wide (cropped from the sides on
 * narrower cards): `card`; a case study's header shows it about 550 px wide: `large`.
 */
export const productShotWidths = [400, 800, 1200] as const;
export const productShotSets = { card: [400, 800], large: [800, 1200] } as const;
export const productShotAspect = { width: 16, height: 9 } as const;

/**
 * Hero collage: widths (px) and aspect (it sits beside the hero text from `lg` up). 680 is
 * what a typical phone needs (92vw of 412 px at 1.75 device pixels per px = 663): the image is
 * the home page's largest paint, and 840 cost a phone 8 KB more before it (32 → 24 KB AVIF).
 */
export const heroCollageWidths = [560, 680, 840, 1120] as const;
export const heroCollageAspect = { width: 10, height: 9 } as const;
