/**
 * One case study per portfolio project (/portfolio/{slug}). Pure data: the route, the portfolio
 * cards, the service, tech and app pages (which list "projects that used this") and the JSON-LD
 * all read it. Facts about the company (founding year, counts, calls) come from ./facts, never
 * from a number typed here.
 */
import type { AppCategorySlug } from "./apps";
import type { AddOnId, PlanId } from "./pricing";
import type { ProjectSlug } from "./portfolio";
import type { ServiceSlug } from "./services";
import type { TechSlug } from "./technologies";
import type { TestimonialSlug } from "./testimonials";

/** Units an outcome may be measured in; `formatOutcome` (app/lib/outcome.ts) places them. */
export const outcomeUnits = [
  "%",
  "×",
  "ms",
  "s",
  "min",
  "hours",
  "days",
  "weeks",
  "users",
  "orders",
  "stores",
  "students",
  "transactions",
  "bookings",
  "listings",
  "firms",
  "subscribers",
  "lakh INR",
  "crore INR",
  "/5",
] as const;
export type OutcomeUnit = (typeof outcomeUnits)[number];

export interface Outcome {
  /** The measured figure, e.g. 2.1 (with unit "×"), 48 (with "%"), 40000 (with "students"). */
  value: number;
  unit: OutcomeUnit;
  /** What was measured and over what period, read after the figure: "more refill orders in 3 months". */
  label: string;
}

export interface ClientQuote {
  name: string;
  role: string;
  text: string;
}

export interface CaseStudy {
  slug: ProjectSlug;
  client: {
    /** Legal or trading name as the client uses it. */
    name: string;
    industry: string;
    /** City and country, e.g. "Ahmedabad, India". */
    location: string;
    /** One phrase on size, e.g. "120 stores, 900 staff". */
    size: string;
  };
  /** The page's <h1>: the result in one line. */
  headline: string;
  /** Meta description and card text: 120–160 characters. */
  summary: string;
  /** The problem, as paragraphs. */
  problem: readonly string[];
  /** Constraints we had to work within (budget, deadline, regulation, devices, legacy systems). */
  constraints: readonly string[];
  /** What we did, in order. */
  approach: readonly { title: string; text: string }[];
  team: readonly { role: string; count: number }[];
  /** Phases in order; the total is their sum. */
  timeline: readonly { phase: string; weeks: number }[];
  /** Launch month, "YYYY-MM": shown beside the client, and no earlier than our founding year. */
  launched: string;
  /**
   * The day this case study was published, "YYYY-MM-DD": after the launch and after the longest
   * period its outcomes measure (a rating "at the end of the first year" is known a year on).
   * The page shows it; it is the Article's datePublished and the sitemap's lastmod.
   * tests/unit/case-study-dates.test.ts checks both dates.
   */
  published: string;
  /** Every entry links to its /tech-stack page. */
  stack: readonly TechSlug[];
  /** The services this project used; their pages list this case study. */
  services: readonly ServiceSlug[];
  /** The app category page that lists this case study, if any. */
  appCategory: AppCategorySlug | null;
  /** At least three, each with a unit; the first is the headline the cards show. */
  outcomes: readonly Outcome[];
  /** The matching testimonial, or the client's own words where no testimonial exists. */
  quote: { testimonial: TestimonialSlug } | ClientQuote;
  /** What a similar project would be priced as on /estimate. */
  estimate: { plan: PlanId; addOns: readonly AddOnId[] };
}

export const caseStudies: readonly CaseStudy[] = [
  {
    slug: "medirise",
    client: {
      name: "MediRise Pharmacy",
      industry: "Retail pharmacy",
      location: "Ahmedabad, India",
      size: "120 stores across Gujarat, about 900 staff",
    },
    headline: "Refill orders doubled in three months for a 120-store pharmacy chain in Gujarat",
    summary:
      "A prescription-upload, delivery and refill-reminder app for MediRise's 120 stores, with pharmacist checks built in. Refill orders doubled in 3 months.",
    problem: [
      "Most of MediRise's regular customers buy the same medicines every month: tablets for diabetes, blood pressure or thyroid. They ordered by phoning or messaging their local store on WhatsApp, and pharmacists retyped each prescription into the billing software while the queue at the counter waited. When a customer forgot to call, nobody noticed until they had missed several days of doses or bought the strip from the shop across the road.",
      "The founder, Ananya Mehta, came to us with a rough idea: let people photograph a prescription, get medicines delivered from the nearest store and be reminded before they run out. The hard part sat behind the idea. Stock lived in 120 separate installations of a desktop pharmacy ERP that synced to head office once a night, so the chain could not say which store had a medicine at any given hour.",
      "Head office also wanted proof that an app would change buying habits, not just move phone orders to a new channel, before paying to roll it out to every store.",
    ],
    constraints: [
      "Medicine sales fall under the Drugs and Cosmetics Rules and CDSCO guidance: Schedule H and H1 drugs only against a valid prescription checked by a registered pharmacist, H1 sales entered in a register, and no Schedule X drugs online at all.",
      "Stock data lived in 120 desktop ERP installations with a nightly sync, and replacing the ERP was out of scope.",
      "Many refill customers are over 55 and use entry-level Android phones with 2–3 GB of RAM; the app had to work in Gujarati, Hindi and English.",
      "Head office wanted every store live before the monsoon, when order volumes rise each year.",
    ],
    approach: [
      {
        title: "A pharmacist queue for every prescription",
        text: "Customers photograph a prescription; the app checks sharpness and crops it on the phone before upload, so pharmacists are not squinting at blurred photos. Each upload lands in the queue of the store that will fill it, where the pharmacist confirms the doctor's registration number, the medicines and a valid-until date, and flags Schedule H1 items so the register entry is created automatically. Schedule X medicines never appear in the catalogue.",
      },
      {
        title: "Reminders calculated from days of supply",
        text: "From the quantity dispensed and the dosage on the prescription we calculate when a customer will run out, and send a reminder five days before by push notification, with SMS as a fallback. One tap reorders against the same verified prescription while it is valid; once it expires, the app asks for a new one instead of quietly refusing.",
      },
      {
        title: "A small sync agent instead of a new ERP",
        text: "We wrote a Node.js service that runs beside the existing ERP on each store PC and sends stock changes every 15 minutes to a central PostgreSQL database. Orders go to the nearest store that has every item in stock, and are split between two stores only when the customer agrees.",
      },
      {
        title: "Designed with older customers, at the counter",
        text: "We tested paper prototypes and then working builds with customers at six stores. That led to Gujarati as the default language, 18-point body text, three steps from reminder to confirmed order, and a call-the-store button on every screen for people who would rather talk to their pharmacist.",
      },
    ],
    team: [
      { role: "Project manager", count: 1 },
      { role: "UX designer", count: 1 },
      { role: "React Native developers", count: 2 },
      { role: "Backend developers", count: 2 },
      { role: "QA engineer", count: 1 },
    ],
    timeline: [
      { phase: "Discovery and store visits", weeks: 3 },
      { phase: "Design and prototype testing", weeks: 3 },
      { phase: "Build", weeks: 10 },
      { phase: "Pilot in 10 stores", weeks: 3 },
      { phase: "Rollout to all 120 stores", weeks: 2 },
    ],
    launched: "2021-02",
    // Outcomes run to the Play Store rating at the end of the first year (February 2022).
    published: "2022-03-16",
    stack: ["react-native", "typescript", "nodejs", "postgresql", "firebase"],
    services: ["mobile-app-development", "ui-ux-design", "backend-api"],
    appCategory: "healthcare-pharmacy",
    outcomes: [
      { value: 2, unit: "×", label: "more refill orders in the first 3 months after launch" },
      {
        value: 14,
        unit: "min",
        label: "median time from prescription upload to pharmacist approval",
      },
      { value: 46, unit: "%", label: "of refill customers ordering through the app by month six" },
      { value: 4.5, unit: "/5", label: "Play Store rating at the end of the first year" },
    ],
    quote: { testimonial: "ananya-mehta" },
    estimate: { plan: "enterprise", addOns: ["maintenance"] },
  },
  {
    slug: "paysetu",
    client: {
      name: "PaySetu",
      industry: "Fintech (UPI payments)",
      location: "Pune, India",
      size: "Seed-funded, 40 staff",
    },
    headline:
      "A UPI wallet that passed its bank audit first time and handles over a million transactions a month",
    summary:
      "UPI payments, bill payments and split expenses for PaySetu, built to NPCI and RBI rules. Passed the bank audit first time; 1.2 million transactions a month.",
    problem: [
      "PaySetu's founders had a clear product in mind: a UPI app where flatmates and colleagues split rent, groceries and electricity bills, and settle them in the same place they pay. They had a sponsor bank lined up as their payment service provider, a small in-house team and a prototype that worked in demos but had never been through a security review.",
      "The bank's onboarding checklist ran to more than 200 controls, from how the app binds to a SIM card to how long logs are kept and where. A serious finding in its audit would push the launch back by a quarter, and the company's funding runway was planned around that launch date.",
      "The prototype also stored each user's balance as a single number, updated in place. That works in a demo and is dangerous with money: there was no way to reconstruct why a balance was what it was, or to reconcile it against the bank's settlement files.",
    ],
    constraints: [
      "NPCI's rules for third-party UPI apps: device binding through an SMS sent from the registered SIM, UPI PIN entry only through NPCI's common library, and transaction limits enforced on our side as well as the bank's.",
      "RBI's data localisation directive: all payment data, including logs and backups, stored and processed only in India.",
      "The wallet balance is a prepaid instrument issued by the partner bank, so PaySetu never holds customer money and every balance had to match the bank's ledger.",
      "A launch date fixed with the bank, preceded by its security audit and two weeks of user acceptance testing.",
      "Bill-payment traffic peaks in the first five days of each month at several times the daily average.",
    ],
    approach: [
      {
        title: "A double-entry ledger before any screens",
        text: "We replaced the balance column with a double-entry ledger in PostgreSQL. Every movement of money is a pair of entries keyed by the UPI transaction reference, so a retried request cannot post twice. A nightly job reconciles the ledger against the bank's settlement file and opens a ticket for every mismatch.",
      },
      {
        title: "Security work mapped to the audit checklist",
        text: "We turned the bank's checklist into tracked controls, each with its evidence: certificate pinning, root and emulator detection, encrypted local storage, keys held in a cloud key service in the Mumbai region, and an external penetration test three weeks before the audit so we could fix findings on our own schedule.",
      },
      {
        title: "Bill payments through BBPS, with reminders",
        text: "Bill fetch and payment run through the bank's Bharat Bill Payment System connection. The app remembers each biller, shows the due date on the home screen and reminds the user three days before it, which moved part of the month-start rush into the days before.",
      },
      {
        title: "Split expenses without collect requests",
        text: "A split sends each person a payment link that opens a prefilled UPI payment for the amount they owe, rather than a UPI collect request. The bank's risk team preferred this, because collect requests are a common route for fraud.",
      },
      {
        title: "Load tests at three times the expected peak",
        text: "Before the audit we ran load tests at three times the projected month-start peak, found a connection-pool limit and a slow biller lookup, and fixed both. The test reports went into the audit pack with the architecture notes and runbooks.",
      },
    ],
    team: [
      { role: "Project manager", count: 1 },
      { role: "Product designer", count: 1 },
      { role: "React Native developers", count: 2 },
      { role: "Backend developers", count: 3 },
      { role: "Security and QA engineer", count: 1 },
      { role: "DevOps engineer", count: 1 },
    ],
    timeline: [
      { phase: "Discovery and compliance mapping", weeks: 3 },
      { phase: "Design", weeks: 3 },
      { phase: "Build", weeks: 12 },
      { phase: "Penetration test and fixes", weeks: 3 },
      { phase: "Bank audit and user acceptance testing", weeks: 3 },
    ],
    launched: "2022-09",
    // Outcomes run to the monthly volume ten months after launch (July 2023).
    published: "2023-08-10",
    stack: ["react-native", "typescript", "nodejs", "postgresql"],
    services: ["mobile-app-development", "backend-api"],
    appCategory: "payment-banking",
    outcomes: [
      {
        value: 1_200_000,
        unit: "transactions",
        label: "in UPI and bill payments a month, ten months after launch",
      },
      { value: 2.6, unit: "s", label: "median time from UPI PIN entry to confirmation" },
      {
        value: 99.8,
        unit: "%",
        label: "of transactions completed without an error on PaySetu's side",
      },
      {
        value: 3,
        unit: "weeks",
        label: "from the start of the bank's audit to sign-off, with no critical findings",
      },
    ],
    quote: { testimonial: "rahul-verma" },
    estimate: { plan: "enterprise", addOns: ["cloud-hosting", "maintenance"] },
  },
  {
    slug: "freshkart",
    client: {
      name: "FreshKart",
      industry: "Quick-commerce grocery",
      location: "Surat, India",
      size: "16 dark stores in Surat and Vadodara, 420 riders",
    },
    headline:
      "Ten-minute grocery delivery that held up through Diwali week at 4.6 times normal orders",
    summary:
      "Customer, rider and store apps for FreshKart's 16 dark stores: stock per store, live rider tracking and slot booking, tested for festival-season peaks.",
    problem: [
      "FreshKart had grown to 16 dark stores on a white-label delivery app that treated the whole city as one warehouse. Customers could add items their nearest store had run out of; pickers found the gap on the shelf, called the customer and either substituted or cancelled. Nearly one order in eight was changed or cancelled this way.",
      "Riders shared their location with store managers over WhatsApp, so customers saw a static 'on the way' screen and phoned the store to ask where their order was. Bulk monthly orders of rice, atta and oil, which FreshKart wanted to deliver in booked slots from the same stores, had no place in the app at all.",
      "During the previous Diwali the vendor's servers had gone down for most of an evening. Vikram Shah, who runs operations, wanted a system his team understood and could watch during the next festival season, not another black box.",
    ],
    constraints: [
      "A hard deadline: live in all stores before Navratri, with Diwali four weeks later.",
      "Festival days bring four to five times the normal order volume, most of it in a few evening hours.",
      "Riders use their own low-end Android phones on prepaid data, so tracking could not drain the battery or the data pack.",
      "Many pickers are hired for the season; the store app had to be usable after a 20-minute briefing.",
    ],
    approach: [
      {
        title: "Stock per dark store as the source of truth",
        text: "Each customer is tied to the store that serves their location, and the catalogue shows only what that store has on its shelves. Items are reserved for ten minutes when checkout starts and released if the payment fails, so two customers cannot both buy the last packet of paneer.",
      },
      {
        title: "Tracking that respects cheap phones",
        text: "The rider app sends its location every 10 seconds only while an order is in the bag, batches points when the signal drops and stops entirely between orders. Customers see the rider on a map, with an arrival estimate that updates as the rider moves.",
      },
      {
        title: "Pick lists in shelf order",
        text: "The store dashboard sorts each pick list by aisle and shelf, shows a photo of every item and flags low stock before it runs out. Store managers set offers and the capacity of each bulk-order slot from the same screen.",
      },
      {
        title: "Planned for the festival peak",
        text: "We load-tested at five times the previous Diwali's busiest hour, moved order intake to a queue so bursts wait rather than fail, and added switches that turn off recommendations and search suggestions under load. When every rider at a store is out, the app offers the next slot instead of promising ten minutes it cannot keep.",
      },
    ],
    team: [
      { role: "Project manager", count: 1 },
      { role: "Product designer", count: 1 },
      { role: "React Native developers", count: 2 },
      { role: "Backend developers", count: 2 },
      { role: "Frontend developer", count: 1 },
      { role: "QA engineer", count: 1 },
    ],
    timeline: [
      { phase: "Discovery in the stores", weeks: 2 },
      { phase: "Design", weeks: 3 },
      { phase: "Build", weeks: 11 },
      { phase: "Pilot in 3 stores", weeks: 2 },
      { phase: "Festival load testing and rollout", weeks: 2 },
    ],
    launched: "2023-09",
    // Outcomes run to the expired stock written off six months in (March 2024).
    published: "2024-04-18",
    stack: ["react-native", "react", "typescript", "nodejs", "mongodb"],
    services: ["mobile-app-development", "custom-mobile-app", "backend-api"],
    appCategory: "ecommerce-grocery",
    outcomes: [
      {
        value: 4.6,
        unit: "×",
        label: "normal daily orders handled on Dhanteras, with no downtime",
      },
      { value: 9.4, unit: "min", label: "median time from order to doorstep in the first quarter" },
      { value: 71, unit: "%", label: "fewer orders changed or cancelled for missing stock" },
      {
        value: 3.2,
        unit: "lakh INR",
        label: "less expired stock written off each month across the stores, six months in",
      },
    ],
    quote: { testimonial: "vikram-shah" },
    estimate: { plan: "enterprise", addOns: ["cloud-hosting"] },
  },
  {
    slug: "learnloop",
    client: {
      name: "LearnLoop Academy",
      industry: "Education (exam coaching)",
      location: "Kochi, India",
      size: "120 teachers, 40,000 students",
    },
    headline:
      "Course completion up 35% after redesigning LearnLoop's classes around students on slow networks",
    summary:
      "Live classes, short recorded lessons, quizzes and offline downloads for 40,000 students in Kerala. Course completion rose 35% after the redesign.",
    problem: [
      "LearnLoop prepares Class 11 and 12 students in Kerala for board and entrance exams. Through the pandemic it ran live classes on a general-purpose video tool, posted recordings as unlisted videos and set quizzes in online forms. Teachers had no single view of who was attending, watching or falling behind.",
      "Students in the hill districts and coastal villages dropped out of live classes whenever the signal did, and 90-minute recordings were too large to download to a family phone. Only four in ten students who started a course finished it. Recordings also turned up in paid groups on messaging apps within days of each class.",
      "Co-founder Priya Nair asked for one app, but before that she wanted to know why students were leaving, and for the design to answer it.",
    ],
    constraints: [
      "Many students share a parent's entry-level Android phone with 2–3 GB of free storage.",
      "Patchy 3G and 4G in Idukki, Wayanad and the coastal belt; some students study only where a relative's Wi-Fi reaches.",
      "Teachers record on laptops and phones, not in a studio, and could not take on editing work.",
      "Downloaded lessons had to stay inside the app and stop playing when a subscription ended.",
      "Malayalam and English throughout, and a launch before the academic year began in June.",
    ],
    approach: [
      {
        title: "Research before screens",
        text: "Our designers interviewed 24 students and 10 teachers, and ran a two-week diary study with students from three districts. The pattern was clear: students didn't give up on the subject, they gave up on the 90-minute video. They also couldn't tell how far they were from finishing a course.",
      },
      {
        title: "Short lessons with a quiz after each",
        text: "We split recordings into lessons of 8–12 minutes at the teacher's own topic breaks, with a three-question quiz after each and a progress ring per chapter that shows what is left. Teachers mark the breaks on a timeline in the web dashboard; cutting and encoding happen on the server.",
      },
      {
        title: "Offline downloads that stay inside the app",
        text: "Lessons download encrypted in three sizes, the smallest about 25 MB for ten minutes, and play for 14 days before the app needs to check in. Quiz answers given offline are kept on the phone and sent when the student is next online.",
      },
      {
        title: "Live classes that fall back to audio",
        text: "When a student's connection can no longer carry video, the live class switches to audio with the teacher's slides sent as still images, instead of freezing. Every recording carries a faint watermark with the viewer's student ID, which stopped most of the leaks.",
      },
      {
        title: "A Monday list for teachers",
        text: "Each Monday every teacher gets a short list of students who have not opened a lesson in seven days, so they can call them. Teachers told us this mattered more to them than any chart.",
      },
    ],
    team: [
      { role: "Project manager", count: 1 },
      { role: "UX researchers and designers", count: 2 },
      { role: "React Native developers", count: 2 },
      { role: "Backend developer", count: 1 },
      { role: "Frontend developer", count: 1 },
      { role: "QA engineer", count: 1 },
    ],
    timeline: [
      { phase: "Research with students and teachers", weeks: 4 },
      { phase: "Design and prototype testing", weeks: 4 },
      { phase: "Build", weeks: 10 },
      { phase: "Beta with two batches", weeks: 3 },
    ],
    launched: "2022-05",
    // Outcomes run to the end of the first academic year and the rating after it (May 2023).
    published: "2023-06-22",
    stack: ["react-native", "python", "django", "postgresql", "nextjs"],
    services: ["ui-ux-design", "mobile-app-development", "web-development"],
    appCategory: "education-elearning",
    outcomes: [
      {
        value: 35,
        unit: "%",
        label:
          "higher course completion in the two terms after the redesign (from 40% to 54% of students who start a course)",
      },
      {
        value: 40_000,
        unit: "students",
        label: "learning on the platform by the end of its first academic year",
      },
      {
        value: 58,
        unit: "%",
        label: "of lesson watch time in the hill districts played from downloads",
      },
      { value: 4.6, unit: "/5", label: "Play Store rating after the first year" },
    ],
    quote: { testimonial: "priya-nair" },
    estimate: { plan: "enterprise", addOns: ["cloud-hosting", "maintenance"] },
  },
  {
    slug: "fitpulse",
    client: {
      name: "FitPulse Coach",
      industry: "Online fitness coaching",
      location: "Bengaluru, India",
      size: "35 trainers, about 2,200 paying members",
    },
    headline: "FitPulse trainers now coach 1.6 times as many members each, from one Flutter app",
    summary:
      "Workout plans, wearable sync and trainer chat in one Flutter app for iOS and Android. Each FitPulse trainer now coaches 1.6 times as many members.",
    problem: [
      "FitPulse sells one-to-one online coaching: a certified trainer writes each member's plan for the week and adjusts it from how the last week went. Until late 2023 that ran on WhatsApp, PDFs and a spreadsheet per trainer. Members sent screenshots of their watch data, trainers copied the numbers by hand and spent their evenings answering messages on their personal phones.",
      "At around 40 members a trainer was full, so hiring more trainers was the only way to grow. Members also drifted away in the second and third month, usually after a week where the plan didn't match what they had actually done and nobody noticed in time.",
      "The co-founders wanted an app on iOS and Android, with a budget that would pay for one codebase, not two.",
    ],
    constraints: [
      "One budget for both iOS and Android, which ruled out two native apps.",
      "Data from Apple Watch, Fitbit, Garmin and budget fitness bands had to arrive without a separate integration for each brand.",
      "Heart-rate and body data is personal data under India's Digital Personal Data Protection Act; members had to choose what to share and be able to withdraw it.",
      "A launch in the first week of January, when most new members sign up.",
    ],
    approach: [
      {
        title: "Flutter for the apps, Firebase behind them",
        text: "One Flutter codebase gave us both store apps and a small web app where trainers build plans. Firebase Authentication, Firestore and Cloud Functions written in TypeScript kept the back end small enough for the budget, with no servers for FitPulse to manage.",
      },
      {
        title: "Wearables through the phone's health store",
        text: "Rather than integrating with each watch brand, the app reads workouts, steps and heart rate from Apple HealthKit on iPhone and Health Connect on Android, which most watches already write to. Members switch each metric on or off on a consent screen, and switching one off deletes its synced history.",
      },
      {
        title: "A plan builder trainers actually use",
        text: "Trainers build a week from a library of 380 exercises with short demonstration videos, or copy last week's plan and adjust it. When a member logs a set as too easy or too hard, the app suggests next week's weight or reps, and the trainer approves or changes the suggestion before it reaches the member.",
      },
      {
        title: "Chat with office hours",
        text: "Trainer chat moved into the app, with read receipts and each trainer's working hours shown, so a message sent at midnight waits until morning without the member feeling ignored. A workout ring and a weekly streak on the home screen give members a reason to open the app between conversations.",
      },
    ],
    team: [
      { role: "Project manager", count: 1 },
      { role: "Product designer", count: 1 },
      { role: "Flutter developers", count: 2 },
      { role: "Backend developer", count: 1 },
      { role: "QA engineer", count: 1 },
    ],
    timeline: [
      { phase: "Discovery with trainers and members", weeks: 2 },
      { phase: "Design", weeks: 3 },
      { phase: "Build", weeks: 9 },
      { phase: "Closed beta with 150 members", weeks: 2 },
    ],
    launched: "2024-01",
    // Outcomes run to members per trainer six months after launch (July 2024).
    published: "2024-08-13",
    stack: ["flutter", "firebase", "typescript"],
    services: ["mobile-app-development", "ui-ux-design"],
    appCategory: "fitness-workout",
    outcomes: [
      {
        value: 1.6,
        unit: "×",
        label: "as many members coached per trainer six months after launch (64, up from 40)",
      },
      { value: 67, unit: "%", label: "of members still training at month three, up from 48%" },
      { value: 72, unit: "%", label: "of members connected a wearable in their first week" },
      { value: 99.7, unit: "%", label: "crash-free sessions across iOS and Android" },
    ],
    quote: {
      name: "Karan Malhotra",
      role: "Co-founder and Head Coach, FitPulse Coach",
      text: "Our trainers used to end the day answering WhatsApp on their own phones. Now they review a member's week of real workout data in a few minutes, and each of them coaches more people without working later.",
    },
    estimate: { plan: "growth", addOns: ["push-chat"] },
  },
  {
    slug: "staynest",
    client: {
      name: "StayNest Homes",
      industry: "Real-estate classifieds",
      location: "Pune, India",
      size: "45 staff, including 12 field verifiers",
    },
    headline:
      "Verified listings and bookable site visits: StayNest now books 2.7 times as many visits",
    summary:
      "A Pune property marketplace with map search, listings verified on site and site visits booked in a few taps. Monthly site visits grew 2.7 times.",
    problem: [
      "StayNest started as a listings website for flats and houses across Pune. By 2018 it held 18,000 listings, and a growing share were duplicates, flats let out months earlier or brokers posting as owners. Buyers and tenants had learned not to trust the photos, and owners with genuine listings were getting calls about properties that were not theirs.",
      "Search was a list of results filtered by locality name, which doesn't help someone who wants to live near a particular IT park in Hinjewadi or a school in Kothrud. Every site visit was arranged by phone: a buyer called, the owner didn't pick up, the StayNest team called back. Many interested buyers gave up before a visit was fixed.",
      "The site ran on an ageing PHP codebase that nobody on the current team had written, and search engines indexed it poorly.",
    ],
    constraints: [
      "Under RERA, every new-project listing had to show its MahaRERA registration number, and a project without one could not be listed.",
      "18,000 existing listings to migrate, with duplicates, missing coordinates and photos of every quality.",
      "Map costs had to stay inside a fixed monthly amount as traffic grew.",
      "Listing pages had to be indexable and quick on mid-range phones, because most visitors arrived from search.",
    ],
    approach: [
      {
        title: "Verified means someone went there",
        text: "A listing earns the Verified badge only after a StayNest field verifier visits, takes geotagged photos and checks the owner's ID against the property papers. Every listing expires after 30 days unless the owner confirms by SMS that it is still available, which cleared stale listings without anyone chasing them.",
      },
      {
        title: "Map search on PostgreSQL, pages rendered on the server",
        text: "Listing locations live in PostgreSQL with PostGIS, and pins are clustered on the server for each zoom level, so the browser receives a few dozen clusters rather than thousands of points. Buyers can draw an area or filter by distance to a chosen IT park, school or metro station. Map tiles load only when the map is opened, and listing pages are rendered on the server with Next.js so they are indexed and readable before any script runs.",
      },
      {
        title: "Site visits booked like appointments",
        text: "Owners and agents publish the times they can show a property. A buyer picks a slot, both sides get an SMS confirmation and a reminder two hours before, and either can reschedule from a link. The StayNest team steps in only when a visit is missed.",
      },
      {
        title: "Migration with duplicate detection",
        text: "We matched duplicates by normalised address and by comparing fingerprints of the photos. About 31% of the old listings turned out to be duplicates or long gone; owners of the rest were asked to confirm before their listing moved across.",
      },
    ],
    team: [
      { role: "Project manager", count: 1 },
      { role: "UX designer", count: 1 },
      { role: "Full-stack developers", count: 3 },
      { role: "QA engineer", count: 1 },
    ],
    timeline: [
      { phase: "Discovery and data audit", weeks: 2 },
      { phase: "Design", weeks: 3 },
      { phase: "Build", weeks: 7 },
      { phase: "Migration and launch", weeks: 2 },
    ],
    launched: "2018-11",
    // Outcomes run to the complaints in the first year (to November 2019).
    published: "2019-12-12",
    stack: ["nextjs", "react", "typescript", "nodejs", "postgresql"],
    services: ["web-development", "ui-ux-design"],
    appCategory: "real-estate-classifieds",
    outcomes: [
      {
        value: 2.7,
        unit: "×",
        label:
          "more site visits booked a month than under phone scheduling, six months after launch",
      },
      {
        value: 6_400,
        unit: "listings",
        label: "verified by a field visit in the first six months",
      },
      {
        value: 83,
        unit: "%",
        label: "fewer complaints about fake or unavailable listings in the first year",
      },
      {
        value: 1.4,
        unit: "s",
        label: "median time to show map results on a mid-range phone over 4G",
      },
    ],
    quote: {
      name: "Aditya Kulkarni",
      role: "Co-founder, StayNest Homes",
      text: "Our team used to spend mornings phoning owners to set up visits that often didn't happen. Now buyers book a slot on the listing themselves, and we can stand behind the Verified badge because one of our people has been inside the flat.",
    },
    estimate: { plan: "growth", addOns: ["cloud-hosting"] },
  },
  {
    slug: "tiffintrail",
    client: {
      name: "TiffinTrail",
      industry: "Home-cooked meal subscriptions",
      location: "Bengaluru, India",
      size: "110 home cooks, 3,400 subscribers at launch",
    },
    headline: "Home cooks now cook to confirmed counts, and TiffinTrail wastes 42% less food",
    summary:
      "Meal subscriptions, kitchen routing and weekly UPI AutoPay billing for TiffinTrail's home cooks and subscribers in Bengaluru. 42% less food wasted.",
    problem: [
      "TiffinTrail delivers lunches and dinners cooked in home kitchens to office workers along Bengaluru's tech corridors. Subscriptions lived in a shared spreadsheet. Every evening an operations executive worked out each cook's count for the next day and sent it by WhatsApp, and delivery partners planned their routes from memory.",
      "Subscribers skipped meals for meetings, travel and holidays, usually by message, and about one skip in five never reached the cook. Cooks prepared meals nobody would eat, and subscribers were billed for meals they had cancelled. Weekly billing meant UPI payment links sent by hand and chased by hand; at the end of most months about 4 lakh INR was outstanding.",
      "The founders wanted to reach more neighbourhoods, but every new cook added more evening spreadsheet work.",
    ],
    constraints: [
      "Skips and changes had to close at 9 pm for the next day's lunch, and cooks needed their counts by 9:15.",
      "Most cooks use basic Android phones and are more at home in Kannada, Tamil or Hindi than in English.",
      "RBI's rules for recurring payments, in force from October 2021, require a notice to the customer at least 24 hours before each automatic debit.",
      "Lunch had to reach offices between 12:15 and 1:30, through Outer Ring Road traffic.",
      "A fixed budget that had to cover the subscriber app, the cook and rider app, and the operations screens.",
    ],
    approach: [
      {
        title: "Subscriptions that handle real weeks",
        text: "Subscribers choose a plan by meal type (veg, Jain, no onion and garlic) and days of the week, then skip a single meal or pause a week from the app until the 9 pm cut-off. Skipped meals become credit on the next bill automatically, so nobody has to ask for it.",
      },
      {
        title: "A cook app built on numbers and pictures",
        text: "At 9:15 pm each cook receives tomorrow's counts as large numbers beside a photo of each dish, in the language they chose, with a short voice note for those who prefer to listen. They confirm with one button; if a cook hasn't confirmed by 10 pm, the operations team gets a call list.",
      },
      {
        title: "Routing from kitchens to office parks",
        text: "Each morning deliveries are grouped by the kitchen they come from and the office park they go to, then split into runs of 12–15 drops that fit the lunch window. Riders see their run in order on a map and mark each drop as delivered.",
      },
      {
        title: "Weekly billing on UPI AutoPay",
        text: "Subscribers approve a UPI AutoPay mandate once. Every Saturday the app sends the pre-debit notice with the week's itemised bill, credits included, and the debit runs on Sunday. A failed debit is retried once and then shown in the app with a pay button, instead of turning into a phone call.",
      },
    ],
    team: [
      { role: "Project manager", count: 1 },
      { role: "Product designer", count: 1 },
      { role: "React Native developers", count: 2 },
      { role: "Backend developer", count: 1 },
      { role: "QA engineer", count: 1 },
    ],
    timeline: [
      { phase: "Discovery with cooks and riders", weeks: 2 },
      { phase: "Design", weeks: 2 },
      { phase: "Build", weeks: 7 },
      { phase: "Pilot in two neighbourhoods", weeks: 1 },
    ],
    launched: "2021-11",
    // Outcomes run to the subscribers a year after launch (November 2022).
    published: "2022-12-07",
    stack: ["react-native", "python", "django", "postgresql"],
    services: ["mobile-app-development", "custom-software"],
    appCategory: "food-restaurant",
    outcomes: [
      {
        value: 42,
        unit: "%",
        label:
          "less food wasted per day in the first three months, with cooks cooking to confirmed counts",
      },
      {
        value: 3.1,
        unit: "lakh INR",
        label:
          "less in unpaid bills at month end six months after launch (about 90,000 INR, down from 4 lakh INR)",
      },
      { value: 96, unit: "%", label: "of lunches delivered inside the 12:15–1:30 window" },
      {
        value: 5_200,
        unit: "subscribers",
        label: "active a year after launch, up from 3,400",
      },
    ],
    quote: {
      name: "Meera Raghunathan",
      role: "Co-founder, TiffinTrail",
      text: "Our evenings used to go on counting tiffins in a spreadsheet and messaging each cook. Now the counts go out at 9:15 on their own, and our cooks have stopped throwing away meals nobody was going to eat.",
    },
    estimate: { plan: "growth", addOns: ["push-chat", "maintenance"] },
  },
  {
    slug: "beatwave",
    client: {
      name: "BeatWave Streaming",
      industry: "Music and podcast streaming",
      location: "Mumbai, India",
      size: "30 staff, 1,800 independent artists and podcasters",
    },
    headline:
      "Playback in about a second on 4G, and creators paid every month from statements they can check",
    summary:
      "Adaptive-bitrate music and podcast streaming, curated playlists and monthly creator payouts for BeatWave. Rebuffering fell 64% on mobile data.",
    problem: [
      "BeatWave streams independent music and podcasts in Marathi, Hindi and Punjabi, from artists who are not on the big labels' release schedules. Its first app played each track as a single high-quality file. On a commuter's 4G connection between Mumbai's suburbs, that meant a spinner before playback and pauses mid-song every time the train passed through a weak patch.",
      "Creators were paid once a quarter from a spreadsheet that divided a revenue pool by play counts exported from an analytics tool. Nobody could explain to an artist why their number was what it was, money arrived weeks late, and disputes took up a large share of the partnerships team's time.",
      "Playlists, which drove most of the listening, were assembled by two editors who copied track IDs between spreadsheets and an admin screen.",
    ],
    constraints: [
      "Most listeners are on prepaid plans with daily data caps, so a song could not cost more data than the connection needed.",
      "Content delivery costs had to stay inside a fixed monthly budget as listening grew.",
      "Payouts required PAN and bank account checks before a creator's first payment, and TDS deducted on royalties above the yearly threshold.",
      "Play counts had to stand up to questions from creators and from the two distributors whose catalogues BeatWave carries.",
    ],
    approach: [
      {
        title: "Adaptive bitrate audio",
        text: "Every upload is transcoded into an HLS ladder of 48, 96, 160 and 320 kbps AAC in six-second segments, and loudness-normalised so one track does not jump out over the next. The player starts at 48 kbps and steps up as the connection allows, and fetches the first segments of the next track before the current one ends.",
      },
      {
        title: "A play count creators can check",
        text: "A play counts after 30 seconds of listening. Repeat plays of one track from the same device beyond an hourly limit are set aside, as are plays from accounts our rules flag as automated. Each creator's dashboard shows plays by day, city and playlist, from the same data that calculates the payout.",
      },
      {
        title: "Monthly payouts with the paperwork done",
        text: "At month end the system works out each creator's share of the pool, deducts TDS where it applies, issues a statement and sends the transfer through a payout API to a bank account verified against the creator's PAN. A creator can dispute any line from the statement itself.",
      },
      {
        title: "A playlist tool for the editors",
        text: "Editors build and schedule playlists in a web tool with catalogue search, drag-and-drop ordering and a cover preview. Each playlist shows its completion and skip rates, so editors can see which tracks hold listeners and which lose them.",
      },
    ],
    team: [
      { role: "Project manager", count: 1 },
      { role: "Product designer", count: 1 },
      { role: "React Native developers", count: 2 },
      { role: "Backend developers", count: 2 },
      { role: "Frontend developer", count: 1 },
      { role: "QA engineer", count: 1 },
    ],
    timeline: [
      { phase: "Discovery and audit of the old app", weeks: 2 },
      { phase: "Design", weeks: 3 },
      { phase: "Build", weeks: 12 },
      { phase: "Creator beta", weeks: 2 },
      { phase: "Catalogue migration and launch", weeks: 1 },
    ],
    launched: "2024-11",
    // Outcomes run to the first six months of monthly payouts (to May 2025).
    published: "2025-07-09",
    stack: ["react-native", "react", "typescript", "nodejs", "postgresql"],
    services: ["mobile-app-development", "backend-api", "web-development"],
    appCategory: "ott-music-streaming",
    outcomes: [
      { value: 1.1, unit: "s", label: "median time from tap to sound on 4G" },
      { value: 64, unit: "%", label: "less rebuffering per hour of listening on mobile data" },
      {
        value: 38,
        unit: "lakh INR",
        label: "paid to creators in the first six months of monthly payouts",
      },
      { value: 5, unit: "days", label: "from month end to creator statements, down from about 45" },
    ],
    quote: {
      name: "Rohan Deshpande",
      role: "Head of Product, BeatWave Streaming",
      text: "Artists used to email us asking why their quarterly payment had dropped. Now they open the statement, see their plays by city and playlist, and most of those questions answer themselves.",
    },
    estimate: { plan: "enterprise", addOns: ["cloud-hosting"] },
  },
  {
    slug: "shipsure",
    client: {
      name: "ShipSure Logistics",
      industry: "Logistics software (SaaS)",
      location: "Manchester, United Kingdom",
      size: "60 staff, serving small and mid-sized UK hauliers",
    },
    headline: "One multi-tenant platform for 300 transport firms, launched two weeks ahead of plan",
    summary:
      "ShipSure's single-tenant freight software rebuilt as multi-tenant SaaS, with a driver app for proof of delivery and automatic invoicing. Live 2 weeks early.",
    problem: [
      "ShipSure had sold freight-tracking software to UK hauliers for a decade, installed separately for each customer on a server the customer paid for. Every upgrade meant scheduling eighty separate installations, so most customers ran versions several years old, and every bug fix had to be made more than once.",
      "Proof of delivery was still paper at most customers: drivers collected signatures on delivery notes, which were scanned at the depot days later. Invoices could only go out after that, so a small haulier waited a median of nine days between delivering a load and billing for it, and lost money on disputes where the paper had gone missing.",
      "Sarah Collins, ShipSure's product director, needed one platform every customer could move to, with a driver app and invoicing built in, ready before a wave of customer contract renewals.",
    ],
    constraints: [
      "UK GDPR, with customer data hosted in a UK region, and VAT invoices that work with HMRC's Making Tax Digital through the customers' accounting software.",
      "Eighty existing customers to migrate with their history, each on a different old version, without stopping their operations.",
      "Drivers carry company-issued Android phones that lose signal on stretches of motorway and at rural depots.",
      "A launch date set by customer contract renewals, and a client team four and a half to five and a half hours behind us.",
    ],
    approach: [
      {
        title: "Tenant isolation enforced by the database",
        text: "All tenants share one PostgreSQL database, with a tenant ID on every row and row-level security policies that the database itself enforces. On every build an automated test tries to read another tenant's data through each API endpoint, so a bug in application code cannot expose one haulier's customers to another.",
      },
      {
        title: "An offline-first driver app",
        text: "The React Native driver app records photos, the recipient's signature, the time and the location with no signal, queues them on the phone and sends them when the connection returns. The office sees the proof of delivery on the job within seconds of the phone reconnecting.",
      },
      {
        title: "Invoices drafted from the proof of delivery",
        text: "Each customer's contract rates (per pallet, per mile, waiting time) are set up once. When a proof of delivery arrives, the platform drafts the invoice, and after the office approves it, sends it to Xero or Sage through their APIs, where VAT is handled.",
      },
      {
        title: "A migration rehearsed on real data",
        text: "We wrote importers for the four old database versions still in use and ran a full rehearsal on copies of real customer data every week in the final month. Each customer moved over a weekend, with the old system kept read-only for 60 days.",
      },
      {
        title: "Scope decided every week, across time zones",
        text: "A two-hour daily overlap with Manchester, a sprint demo on the staging environment every other Thursday and a written plan for the week meant ShipSure settled scope as we went instead of discovering it at the end. The platform went live after 23 weeks against a plan of 25.",
      },
    ],
    team: [
      { role: "Project manager", count: 1 },
      { role: "Tech lead", count: 1 },
      { role: "Backend developers", count: 2 },
      { role: "Frontend developers", count: 2 },
      { role: "React Native developer", count: 1 },
      { role: "QA engineer", count: 1 },
    ],
    timeline: [
      { phase: "Discovery", weeks: 3 },
      { phase: "Architecture and design", weeks: 3 },
      { phase: "Build", weeks: 14 },
      { phase: "Migration rehearsals and beta", weeks: 3 },
    ],
    launched: "2023-03",
    // Outcomes run to the firms on the platform 18 months after launch (September 2024).
    published: "2024-10-08",
    stack: ["react", "typescript", "nodejs", "postgresql", "react-native"],
    services: ["saas-development", "custom-mobile-app", "backend-api"],
    appCategory: null,
    outcomes: [
      {
        value: 300,
        unit: "firms",
        label: "in road transport on the platform 18 months after launch",
      },
      { value: 1, unit: "days", label: "median time from delivery to invoice, down from 9" },
      { value: 58, unit: "%", label: "fewer invoice disputes in the first year" },
      { value: 2, unit: "weeks", label: "ahead of the agreed launch date" },
    ],
    quote: { testimonial: "sarah-collins" },
    estimate: { plan: "enterprise", addOns: ["cloud-hosting", "maintenance"] },
  },
  {
    slug: "clinicq",
    client: {
      name: "ClinicQ Health",
      industry: "Clinic software",
      location: "Indore, India",
      size: "Six-person startup, 14 clinics in the pilot",
    },
    headline: "Patients at 14 Indore clinics now spend half as long in the waiting room",
    summary:
      "Appointment booking with live queue updates by WhatsApp and SMS, built in eight weeks for ClinicQ. Median waiting-room time fell from 64 to 31 minutes.",
    problem: [
      "Most neighbourhood clinics in Indore see patients by token: arrive, take a number, wait. Patients came at opening time to be safe and sat for an hour or more, and receptionists spent the morning answering calls from people asking how far the queue had moved.",
      "ClinicQ's founders, a general physician and a former hospital administrator, wanted to test whether clinics would pay for a simple fix: book a token from the phone, get a message when it is nearly your turn, and arrive then. They had signed 14 clinics for a pilot and had money for one small build, not a platform.",
      "The pilot had to answer a narrow, measurable question: do patients actually arrive later, and does the waiting room empty out?",
    ],
    constraints: [
      "A fixed budget at the lower end of a Starter project, and eight weeks from kick-off to the pilot.",
      "TRAI's DLT rules: the sender ID and every SMS template had to be registered before a single message could go out.",
      "WhatsApp templates need Meta's approval and every template message is billed, so the number of messages per patient mattered.",
      "Patients of every age, many without smartphones, and receptionists working on a shared desktop or an old tablet.",
      "Doctors run late unpredictably, so any fixed appointment time would be wrong by mid-morning.",
    ],
    approach: [
      {
        title: "Tokens with a live estimate, not fixed slots",
        text: "Patients book a token, not a time. The estimate for each token comes from the doctor's average consultation time over the last ten patients, so it corrects itself when a doctor runs slow. Patients get one message when they book and another when three patients are ahead of them.",
      },
      {
        title: "A reception screen with one main button",
        text: "The receptionist sees the queue and a large Next button. Walk-ins are added in two taps, and a 'doctor delayed' switch moves every estimate and tells the patients affected.",
      },
      {
        title: "WhatsApp first, SMS as the fallback",
        text: "We filed the DLT registrations and WhatsApp templates in the first week, because approvals take days. Each update goes by WhatsApp; if it is not delivered within two minutes it goes again by SMS, and patients without WhatsApp get SMS only.",
      },
      {
        title: "Scope kept to the pilot question",
        text: "Booking is a web page opened from a link or a QR code at the clinic, with no app to install. There are no payments, no medical records and no doctor profiles; those can wait until the pilot shows that clinics will pay.",
      },
    ],
    team: [
      { role: "Project lead", count: 1 },
      { role: "Product designer", count: 1 },
      { role: "Full-stack developers", count: 2 },
    ],
    timeline: [
      { phase: "Scoping and message registrations", weeks: 1 },
      { phase: "Design", weeks: 2 },
      { phase: "Build", weeks: 4 },
      { phase: "Pilot setup and reception training", weeks: 1 },
    ],
    launched: "2026-02",
    // Outcomes run to the pilot's first two months (to April 2026).
    published: "2026-05-06",
    stack: ["nextjs", "typescript", "tailwind", "firebase"],
    services: ["web-development"],
    appCategory: "booking-appointments",
    outcomes: [
      {
        value: 52,
        unit: "%",
        label:
          "less time in the waiting room, median across the 14 pilot clinics over the first two months",
      },
      { value: 31, unit: "min", label: "median wait after arriving at the clinic, down from 64" },
      { value: 9_800, unit: "bookings", label: "made in the first two months of the pilot" },
      { value: 38, unit: "%", label: "fewer phone calls to reception" },
    ],
    quote: {
      name: "Dr. Neha Agrawal",
      role: "Co-founder, ClinicQ Health",
      text: "We needed to know within a couple of months whether clinics would use this, and the pilot answered it. At 11 in the morning our own waiting room is half as full, and the receptionist is no longer on the phone all day.",
    },
    estimate: { plan: "starter", addOns: ["push-chat"] },
  },
  {
    slug: "insightdesk",
    client: {
      name: "InsightDesk",
      industry: "B2B sales software (CRM)",
      location: "Dubai, United Arab Emirates",
      size: "35 staff, 420 customer sales teams",
    },
    headline: "A lead-scoring model that paid for InsightDesk's AI project within one quarter",
    summary:
      "Lead scoring, drafted follow-ups and pipeline forecasts built into InsightDesk's CRM, with reasons for each score. It paid for itself in one quarter.",
    problem: [
      "InsightDesk sells a CRM to sales teams of 10–200 people in the Gulf, Africa and South Asia. Its customers kept asking the same question on renewal calls: which of my leads should my reps call today? Competitors had started advertising AI scoring, and InsightDesk was losing deals on that line alone.",
      "The company had three years of pipeline history across its customers but no data science team, and an earlier attempt with an outside vendor had produced a score that reps ignored, because nobody could say why a lead was rated 82 and not 40.",
      "Daniel Okafor, the CEO, set the bar plainly: the feature would be sold as a paid add-on and had to earn back its cost, and reps had to trust it enough to change what they did each morning.",
    ],
    constraints: [
      "Each customer's data belongs to that customer: only data from customers who opted in could train a model, and no CRM data could be used to train an outside language model.",
      "The UAE's personal data protection law for Gulf customers and GDPR for European ones.",
      "Many newer customers had fewer than 500 closed deals, too few to train a model on their own history.",
      "The product was built on Django and PostgreSQL, and the AI features had to live inside it, not in a separate app.",
      "Reps work the pipeline from their phones between meetings, so every new screen was designed for a phone first, in the same web app.",
      "Language-model costs per drafted email had to stay well below what the add-on earned per seat.",
    ],
    approach: [
      {
        title: "A data audit before any model",
        text: "From 41 customers who opted in we assembled three years of leads, activities and outcomes, defined a win as a deal closed within 120 days, and removed fields that were only filled in after a deal closed. Those fields were why the earlier vendor's score had looked far better in testing than in use.",
      },
      {
        title: "One shared model, calibrated per customer",
        text: "We trained a PyTorch model on the pooled data, using each lead's source, company profile and sequence of activities, then calibrated its output separately for each customer, so that a score of 70 means roughly a 70% chance of winning at that company. Smaller customers use the pooled model until they have enough history. Every score shows the three factors that moved it most.",
      },
      {
        title: "Follow-up drafts that are never sent automatically",
        text: "A hosted language model drafts follow-ups from the lead's recent emails and the rep's notes. Phone numbers and email addresses are masked before anything leaves InsightDesk's servers, and the provider's contract rules out training on the data. Reps edit and send; nothing goes out on its own.",
      },
      {
        title: "A forecast the sales manager can check",
        text: "The pipeline forecast multiplies each deal's calibrated win probability by its value and adjusts for how often deals at that stage slip into the next quarter. It is backtested every week against what actually closed, and the error is shown beside the forecast.",
      },
      {
        title: "Shadow mode before launch",
        text: "For three weeks the scores ran hidden at six customers while we compared them with what reps did and what closed. The model retrains weekly, alerts us when incoming data drifts and falls back to simple scoring rules if a new version fails its checks.",
      },
    ],
    team: [
      { role: "Project manager", count: 1 },
      { role: "Machine learning engineers", count: 2 },
      { role: "Data engineer", count: 1 },
      { role: "Backend developer", count: 1 },
      { role: "Frontend developer", count: 1 },
      { role: "Product designer", count: 1 },
    ],
    timeline: [
      { phase: "Data audit", weeks: 3 },
      { phase: "Model prototyping", weeks: 4 },
      { phase: "Product integration", weeks: 8 },
      { phase: "Shadow mode at six customers", weeks: 3 },
      { phase: "Rollout", weeks: 2 },
    ],
    launched: "2025-06",
    // Outcomes run to the add-on's first quarter (to September 2025).
    published: "2025-10-21",
    stack: ["python", "django", "pytorch", "postgresql", "react", "typescript"],
    services: ["ai-ml-development", "saas-development"],
    appCategory: null,
    outcomes: [
      {
        value: 61,
        unit: "%",
        label: "of deals won in the first quarter came from the top-scored fifth of leads",
      },
      {
        value: 31,
        unit: "%",
        label: "of paying customers bought the AI add-on in its first quarter",
      },
      { value: 1.5, unit: "min", label: "median time for a rep to send a follow-up, down from 6" },
      {
        value: 9,
        unit: "%",
        label:
          "average error of the quarterly pipeline forecast, down from 23% with stage-weighted estimates",
      },
    ],
    quote: { testimonial: "daniel-okafor" },
    estimate: { plan: "enterprise", addOns: ["cloud-hosting"] },
  },
];
