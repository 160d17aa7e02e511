/**
 * The full story of each service, shown at the top of /services/{slug}. Pure data. The seed's
 * card fields (title, category, icon, description) stay in ./services; case studies that used a
 * service are found from ./case-studies, never listed here.
 */
import { countInWords } from "~/lib/indian-number";
import type { PriceBasis, Question, TitledText, WeekRange } from "./detail-types";
import { companyFacts } from "./facts";
import type { ServiceSlug } from "./services";
import type { TechSlug } from "./technologies";

export interface ServiceStep extends TitledText {
  /** How long the step usually takes. */
  duration: { min: number; max?: number; unit: "days" | "weeks" };
}

export interface ServiceDetail {
  slug: ServiceSlug;
  /** Who it is for and what it changes for them: two or three short paragraphs. */
  intro: readonly string[];
  /** What the client gets: four to six concrete deliverables. */
  deliverables: readonly TitledText[];
  /** How we work: four to six steps, each with a duration. */
  process: readonly ServiceStep[];
  /** Typical calendar time from kick-off to launch. */
  timeline: WeekRange;
  /** The from-price's basis (derived from the pricing plans). */
  pricing: PriceBasis;
  /** Technologies we use for it; each links to its tech page. */
  tech: readonly TechSlug[];
  /** Three to five questions specific to this service. */
  faqs: readonly Question[];
}

export const serviceDetails: readonly ServiceDetail[] = [
  {
    slug: "mobile-app-development",
    intro: [
      "For founders and product teams putting a consumer app in front of the public: a marketplace, a booking app, a subscription product, a community. You bring the idea; we turn it into a prototype real users try in week two, then an app that clears Apple and Google review.",
      "The riskiest screen, usually onboarding or checkout, is tested before production code exists, and the first release carries only the features that earn a second visit. Every build is checked on a low-end Android phone over a throttled connection, and day-7 retention sits on a dashboard from launch day, so the next sprint is chosen by numbers.",
    ],
    deliverables: [
      {
        title: "Clickable prototype",
        text: "The core journey in Figma, tried by 8–10 people from your audience, with notes on where they got stuck.",
      },
      {
        title: "iOS and Android apps from one codebase",
        text: "Flutter or React Native source in your Git repository, with automatic builds and TestFlight and internal-testing tracks.",
      },
      {
        title: "Play Store and App Store listings",
        text: "Screenshots, store copy, privacy labels and the data-safety form, submitted under your developer accounts.",
      },
      {
        title: "Analytics and crash reporting",
        text: "Events for sign-up, activation and purchase, plus Crashlytics alerts routed to the right people.",
      },
      {
        title: "Release playbook",
        text: "Written steps for staged rollouts and hotfixes, so your own team can ship version 1.1 without us.",
      },
    ],
    process: [
      {
        title: "Discovery and scope",
        duration: { min: 3, max: 5, unit: "days" },
        text: "Workshops on audience, revenue model and competitors; the wish list is cut to a launchable first version.",
      },
      {
        title: "Prototype and user tests",
        duration: { min: 1, max: 2, unit: "weeks" },
        text: "Wireframes, then a clickable prototype of the riskiest journey, tested and fixed before development starts.",
      },
      {
        title: "Build in two-week sprints",
        duration: { min: 4, max: 6, unit: "weeks" },
        text: "Screens, API and admin built in parallel; after each sprint you install the build on your own phone and reorder priorities.",
      },
      {
        title: "Beta and store submission",
        duration: { min: 1, max: 2, unit: "weeks" },
        text: "A closed beta with 50–200 testers, crash fixes, then submission to both stores.",
      },
      {
        title: "Staged launch",
        duration: { min: 1, max: 2, unit: "weeks" },
        text: "Rollout to a tenth of users, then everyone, with daily crash and rating checks and a first update shaped by real usage.",
      },
    ],
    timeline: { min: 6, max: 10 },
    pricing: { plan: "growth", addOns: ["push-chat"] },
    tech: ["flutter", "react-native", "firebase", "nodejs", "typescript"],
    faqs: [
      {
        question: "Native or cross-platform?",
        answer:
          "Cross-platform for most consumer apps: one Flutter or React Native codebase covers both stores, and users cannot tell the difference on a feed or a checkout. Native Swift and Kotlin make sense when the app depends on heavy camera, AR or Bluetooth work.",
      },
      {
        question: "Who publishes to the stores?",
        answer:
          "We do, under your own Apple and Google developer accounts, so the app and its revenue belong to your company. Open the accounts early: Apple asks companies for a D-U-N-S number, which can take a week or two.",
      },
      {
        question: "Can we launch in one country first?",
        answer:
          "Yes, and we often advise it. Both stores limit availability by country, so you can open in India or one Gulf market and add regions later.",
      },
      {
        question: "How do you keep the app fast on cheap phones?",
        answer:
          "Budgets agreed at kick-off: a download under 30 MB and a cold start under three seconds on a phone with 3 GB of RAM. Sprint demos run on such a phone, not the newest iPhone.",
      },
    ],
  },
  {
    slug: "web-development",
    intro: [
      "For businesses whose website is the shop window or the product: a company site that must win enquiries, a content site living on search traffic, a web app customers use daily. Many arrive with a slow WordPress theme or a site nobody dares to edit.",
      "We build with React and Next.js, render on the server where search engines need it, and hold every template to Largest Contentful Paint under 2.5 seconds on a mid-range phone over 4G. Marketing edits pages in a headless CMS without filing a ticket, and accessibility and structured data are checked per template before it ships.",
    ],
    deliverables: [
      {
        title: "Responsive site or web app",
        text: "Every template built for phone, tablet and desktop, tested in Chrome, Safari, Firefox and Samsung Internet.",
      },
      {
        title: "Headless CMS set up for your team",
        text: "Content types for pages and posts, preview before publishing, and roles for writers and editors.",
      },
      {
        title: "Core Web Vitals report",
        text: "Lighthouse scores per template at handover, then field data from real visitors a month later.",
      },
      {
        title: "SEO migration map",
        text: "Each old URL mapped to its new address with a 301 redirect, and titles and descriptions carried over.",
      },
      {
        title: "Component library",
        text: "Page sections documented in Storybook, so a new page is assembled rather than designed from scratch.",
      },
    ],
    process: [
      {
        title: "Audit and sitemap",
        duration: { min: 3, max: 5, unit: "days" },
        text: "We review analytics, rankings and content, then agree the sitemap and the URLs that must not change.",
      },
      {
        title: "Design",
        duration: { min: 1, max: 2, unit: "weeks" },
        text: "Homepage and key templates designed in Figma at phone and desktop widths.",
      },
      {
        title: "Build and content entry",
        duration: { min: 2, max: 4, unit: "weeks" },
        text: "Templates coded on a staging link you can share internally, while existing content is migrated.",
      },
      {
        title: "Quality and accessibility pass",
        duration: { min: 3, max: 5, unit: "days" },
        text: "Cross-browser, keyboard and screen-reader tests, form submissions end to end, and a performance pass.",
      },
      {
        title: "Launch and search watch",
        duration: { min: 1, unit: "weeks" },
        text: "DNS switched at a quiet hour, redirects verified, and Search Console read daily for a week.",
      },
    ],
    timeline: { min: 5, max: 9 },
    pricing: { plan: "starter", addOns: ["admin-dashboard", "custom-design"] },
    tech: ["react", "nextjs", "typescript", "tailwind", "nodejs"],
    faqs: [
      {
        question: "Next.js, WordPress or a site builder?",
        answer:
          "If five pages change twice a year, a site builder is cheaper and we will say so. Next.js with a headless CMS pays off when speed, rankings or links to your CRM and payments matter, and when you want to own the code.",
      },
      {
        question: "Will we lose our Google rankings when the site changes?",
        answer:
          "Not if the migration is planned: every URL with traffic or backlinks is redirected and the content that ranks is kept. A dip for a week or two is normal; a lasting drop is not.",
      },
      {
        question: "Can our team edit the site without developers?",
        answer:
          "Yes. Marketing builds landing pages from existing CMS blocks, swaps images and publishes posts; a developer is needed only for a new kind of section.",
      },
      {
        question: "Do you build web apps with logins, not only websites?",
        answer:
          "Yes: customer portals, dashboards, ordering and booking flows, with more time in the plan for the API and permissions.",
      },
    ],
  },
  {
    slug: "ai-ml-development",
    intro: [
      "For companies with a product, data and a job they want done faster: answering the same customer questions all day, reading invoices and KYC documents, suggesting the next product, predicting demand. We start from that job and the number it should move, not from a model.",
      "Most of our AI work ships in weeks because it builds on hosted and open-source models plus your data, not training from zero. A feature ships only when it beats today's process on real examples; where a plain rule does the job, we recommend the rule.",
      "Personal data is masked before it reaches a third-party model, and models run in India or the EU when the DPDP Act 2023 or your contracts require it.",
    ],
    deliverables: [
      {
        title: "Feasibility report",
        text: "Data quality, prototype accuracy on your examples, cost per 1,000 requests, and a clear go or no-go.",
      },
      {
        title: "Evaluation set and scorecard",
        text: "A few hundred labelled cases and an automated test that scores every model or prompt change.",
      },
      {
        title: "Production AI feature",
        text: "The assistant, classifier or recommender inside your app, with a fallback when the model is unsure.",
      },
      {
        title: "Monitoring dashboard",
        text: "Accuracy, latency, spend and user feedback per day, with alerts on drift and cost.",
      },
      {
        title: "Model card and handover",
        text: "What data the model saw, where it fails and how to retrain it, for your engineers and compliance team.",
      },
    ],
    process: [
      {
        title: "Use-case workshop",
        duration: { min: 3, max: 5, unit: "days" },
        text: "Use cases ranked by value and data readiness; one chosen, with the metric it must move.",
      },
      {
        title: "Data audit and prototype",
        duration: { min: 2, max: 3, unit: "weeks" },
        text: "A sample of your data cleaned and a quick prototype scored; here a project continues or stops.",
      },
      {
        title: "Build into your product",
        duration: { min: 3, max: 6, unit: "weeks" },
        text: "The model moves behind an API and into your workflows, with guardrails, review queues and spending limits.",
      },
      {
        title: "Pilot with real users",
        duration: { min: 2, unit: "weeks" },
        text: "One team or a slice of traffic uses the feature, and results are compared with the baseline before a wider launch.",
      },
      {
        title: "First month in production",
        duration: { min: 4, unit: "weeks" },
        text: "Weekly error reviews, new cases added to the test set, and updates shipped through the same tests.",
      },
    ],
    timeline: { min: 8, max: 12 },
    pricing: { plan: "growth", addOns: ["ai-features"] },
    tech: ["python", "pytorch", "tensorflow", "postgresql", "nodejs"],
    faqs: [
      {
        question: "Do we need a lot of data to start?",
        answer:
          "Less than most people think: a classifier can start from a few hundred labelled examples. Forecasting is the exception, needing one to two years of history to see Diwali or monsoon swings.",
      },
      {
        question: "Will our data train someone else's model?",
        answer:
          "No. We use provider terms that exclude your data from training, or host open-source models in your own cloud account when the data is sensitive.",
      },
      {
        question: "What does it cost to run once it is live?",
        answer:
          "You get the number before we build, as a monthly estimate at your volume. Caching and smaller models for easy requests keep that bill down.",
      },
      {
        question: "What happens when the AI gets it wrong?",
        answer:
          "It will, sometimes, so each feature has confidence thresholds, a human check for high-stakes outputs such as loan decisions, and a way for users to flag a bad answer.",
      },
    ],
  },
  {
    slug: "ui-ux-design",
    intro: [
      "For teams about to build something new, and for products whose users get lost: sign-ups that stall at step three, tickets asking where a button went, an admin panel only one person can operate. We deliver screens; the real output is fewer wrong turns.",
      "Each project begins with interviews, your analytics and support tickets. Designs are tested as clickable prototypes before a developer writes a line, because changing a Figma frame takes minutes and changing shipped code takes sprints.",
      "Layouts survive Hindi, Gujarati or Tamil labels longer than the English, contrast passes WCAG AA, and flows work one-handed.",
    ],
    deliverables: [
      {
        title: "Research summary",
        text: "A journey map of today's experience and the five problems worth solving first.",
      },
      {
        title: "Wireframes of every key flow",
        text: "Grey-box screens for each journey, agreed before anyone debates colours.",
      },
      {
        title: "Figma design system with 60+ components",
        text: "Tokens and components with variants and states in light and dark themes, named the way your developers name them.",
      },
      {
        title: "High-fidelity screens",
        text: "Every screen at phone and desktop sizes, including the empty, loading and error states most designs forget.",
      },
      {
        title: "Usability report",
        text: "Recordings from 5–8 test sessions, each issue rated by severity, and the fix made.",
      },
      {
        title: "Developer handoff",
        text: "Annotated specs, exported assets, design tokens as JSON, and designer time during the build.",
      },
    ],
    process: [
      {
        title: "Research",
        duration: { min: 1, unit: "weeks" },
        text: "Five to eight user interviews, stakeholder sessions and a competitor walkthrough.",
      },
      {
        title: "Flows and wireframes",
        duration: { min: 1, max: 2, unit: "weeks" },
        text: "Sitemap, user flows and wireframes for the main journeys, reviewed in two rounds.",
      },
      {
        title: "Visual design and design system",
        duration: { min: 2, max: 3, unit: "weeks" },
        text: "The direction settled on three key screens, then applied across the product as the library grows.",
      },
      {
        title: "Prototype testing",
        duration: { min: 1, unit: "weeks" },
        text: "Moderated sessions in person or over video; we fix what fails and retest the worst problem.",
      },
      {
        title: "Handoff",
        duration: { min: 3, max: 5, unit: "days" },
        text: "Specs, tokens and a walkthrough with your developers or ours.",
      },
    ],
    timeline: { min: 5, max: 8 },
    pricing: { plan: "starter", addOns: ["custom-design"] },
    tech: ["react", "tailwind", "typescript", "flutter"],
    faqs: [
      {
        question: "Can you design for an app another team will build?",
        answer:
          "Yes. Handoff files follow your developers' conventions, and we join their sprint reviews to compare the result with the designs.",
      },
      {
        question: "How many revision rounds are included?",
        answer: `Each milestone includes ${countInWords(companyFacts.workingTerms.revisionRoundsPerMilestone)}, as our service agreement sets out. Because structure is agreed at wireframe stage, most projects need no more.`,
      },
      {
        question: "Do you redesign existing products?",
        answer:
          "Often. A UX audit of recordings and analytics comes first, then the flows that cost you most are redesigned and released in stages, so users do not wake up to a different app.",
      },
      {
        question: "Do we need research if we already know our customers?",
        answer:
          "You know them better than we do, so you help recruit participants. Research takes a week and checks assumptions; usually one feature everyone was sure of turns out to confuse people.",
      },
    ],
  },
  {
    slug: "custom-software",
    intro: [
      "For operations that have outgrown spreadsheets and WhatsApp groups: a manufacturer tracking job cards on paper, a distributor reconciling orders across three systems, approvals waiting in someone's inbox. Off-the-shelf tools cover most of the need; we build the part that fits how you actually work.",
      "We usually connect to what you already run, such as Tally, SAP, Zoho or Salesforce, and take over the manual steps between them: re-keying orders, chasing approvals, building the Monday report by hand.",
      "First we sit with the people who do the work and time each step. That map becomes the acceptance test, measured again after go-live.",
    ],
    deliverables: [
      {
        title: "Process map and requirements",
        text: "Today's workflow with timings and owners, and the target workflow, signed off before the build.",
      },
      {
        title: "Web application for your team",
        text: "Role-based screens for operators, approvers and managers, usable at a desk or on a shop-floor tablet.",
      },
      {
        title: "Integrations with existing systems",
        text: "Two-way sync with your ERP, accounts or CRM, or scheduled file imports where no API exists.",
      },
      {
        title: "Approval workflows and audit trail",
        text: "Approval rules, reminders by email and WhatsApp, and a record of who changed what and when.",
      },
      {
        title: "Reports, migration and training",
        text: "The reports managers now compile by hand, generated on schedule; past records imported; short training videos per role.",
      },
    ],
    process: [
      {
        title: "Shadowing and process mapping",
        duration: { min: 1, max: 2, unit: "weeks" },
        text: "Time with every role that touches the process, and the first workflow to automate agreed.",
      },
      {
        title: "Solution design",
        duration: { min: 1, unit: "weeks" },
        text: "Data model, integration plan and a prototype of the busiest screen, tried by its daily users.",
      },
      {
        title: "Build with demos on real data",
        duration: { min: 4, max: 8, unit: "weeks" },
        text: "Demos on realistic data every fortnight; integrations built against sandbox copies of your systems.",
      },
      {
        title: "Parallel run",
        duration: { min: 1, max: 2, unit: "weeks" },
        text: "One team runs the new tool alongside the old process, and results are compared daily.",
      },
      {
        title: "Rollout and training",
        duration: { min: 1, unit: "weeks" },
        text: "Training role by role, a weekend cut-over and support through the first month-end close.",
      },
    ],
    timeline: { min: 8, max: 14 },
    pricing: { plan: "growth", addOns: ["cloud-hosting"] },
    tech: ["django", "python", "postgresql", "react", "typescript"],
    faqs: [
      {
        question: "Why not customise an off-the-shelf ERP instead?",
        answer:
          "Sometimes that is right, and we say so. Custom software wins when your process is your advantage, when per-user licences keep growing, or when customisation would break every ERP upgrade.",
      },
      {
        question: "Can it work with Tally?",
        answer:
          "Yes. We push vouchers to and pull ledgers from Tally Prime through its XML and ODBC interfaces, and reach Zoho Books and QuickBooks through their APIs.",
      },
      {
        question: "Where will the software and our data be hosted?",
        answer:
          "On your own cloud account, in the Mumbai region of AWS or Google Cloud by default, or on your premises. You hold the admin credentials; our access is yours to revoke.",
      },
      {
        question: "How do you make sure people actually use it?",
        answer:
          "By involving them from week one. After go-live we track adoption, such as orders still arriving outside the system, and fix the reasons.",
      },
    ],
  },
  {
    slug: "saas-development",
    intro: [
      "For founders turning a service or internal tool into a subscription product: vertical SaaS for clinics, schools or transporters, or a B2B tool sold per seat. It must onboard customers without a sales call, bill correctly every month and keep each customer's data invisible to every other.",
      "We build the foundations once: tenant isolation, roles, plans and usage limits, billing through Razorpay or Stripe, audit logs and a support console. Your roadmap is then free for the features customers pay for.",
      "A first paying cohort uses a focused version, while the architecture already allows for SSO and regional hosting.",
    ],
    deliverables: [
      {
        title: "Multi-tenant web application",
        text: "Workspaces, invitations and roles, with data isolation covered by automated tests.",
      },
      {
        title: "Subscription billing",
        text: "Trials, upgrades, proration and dunning, with GST invoices in India and VAT-ready invoices elsewhere.",
      },
      {
        title: "Support console",
        text: "Your team finds any tenant, extends trials, issues credits and sees usage.",
      },
      {
        title: "Product analytics",
        text: "Activation, retention and revenue by cohort, so accounts at risk show up before they cancel.",
      },
      {
        title: "Infrastructure as code",
        text: "Staging and production defined in code, with autoscaling and a restore that has actually been tested.",
      },
      {
        title: "Public API for customers",
        text: "A versioned REST API with keys per tenant and rate limits.",
      },
    ],
    process: [
      {
        title: "Product discovery",
        duration: { min: 2, unit: "weeks" },
        text: "Customer interviews, pricing model and the slice of product the first payers need.",
      },
      {
        title: "Architecture and design",
        duration: { min: 2, max: 3, unit: "weeks" },
        text: "Tenant model, billing design, security plan and core screens in Figma.",
      },
      {
        title: "Core platform build",
        duration: { min: 6, max: 10, unit: "weeks" },
        text: "Sign-up, billing and admin first, then the main workflows, on a staging environment you can demo to prospects.",
      },
      {
        title: "Private beta",
        duration: { min: 2, max: 3, unit: "weeks" },
        text: "Three to ten design partners use it on real work while we fix issues and tune onboarding.",
      },
      {
        title: "Public launch",
        duration: { min: 1, max: 2, unit: "weeks" },
        text: "Self-serve sign-up opened after load tests at ten times expected traffic, with a status page live.",
      },
    ],
    timeline: { min: 12, max: 20 },
    pricing: { plan: "growth", addOns: ["cloud-hosting"] },
    tech: ["nextjs", "typescript", "nodejs", "postgresql", "tailwind"],
    faqs: [
      {
        question: "One database for all customers, or one each?",
        answer:
          "Usually one database with a tenant ID on every row and PostgreSQL row-level security, which is cheaper to run. Large or regulated customers can move to a dedicated database when their contract asks.",
      },
      {
        question: "Razorpay or Stripe for subscriptions?",
        answer:
          "Razorpay for Indian customers paying by UPI Autopay and e-mandates under RBI's recurring-payment rules; Stripe abroad. Products selling in both markets use both behind one billing module.",
      },
      {
        question: "What about enterprise requests like SSO?",
        answer:
          "SAML and OpenID Connect sign-on, SCIM provisioning and audit-log export are planned in and switched on per plan, so your first large customer does not trigger a rewrite.",
      },
      {
        question: "What will hosting cost as we grow?",
        answer:
          "It grows with usage rather than ahead of it: autoscaling and managed databases track real load, and a monthly report of cloud cost per active tenant lets you price plans with real margins.",
      },
    ],
  },
  {
    slug: "custom-mobile-app",
    intro: [
      "For companies whose work happens away from a desk: sales reps visiting kirana stores, technicians, nurses on home visits, drivers collecting proof of delivery, staff counting stock. These apps are not sold to the public; your own people use them all day, and downtime costs you orders.",
      "So the priorities differ from a consumer app. It must work offline for a whole shift in a basement or a rural district, scan barcodes, print receipts, capture signatures, and push each transaction into your ERP once a network appears.",
      "We start by riding along: a day with a field team shows the glare, gloves and dead zones no document mentions.",
    ],
    deliverables: [
      {
        title: "Offline-first Android and iOS app",
        text: "A local database, queued actions, agreed conflict rules and a sync indicator staff can trust.",
      },
      {
        title: "Device and hardware integrations",
        text: "Barcode scanning, Bluetooth thermal printers, GPS check-ins with geofences and NFC tags.",
      },
      {
        title: "Supervisor dashboard",
        text: "A web console showing where teams are, today's work and exceptions awaiting review.",
      },
      {
        title: "ERP and back-office sync",
        text: "Orders, stock and invoices synced with your ERP, with a retry queue and a readable error log.",
      },
      {
        title: "Private distribution and device management",
        text: "Managed Google Play or Apple Business Manager, MDM settings and remote sign-out for lost phones.",
      },
      {
        title: "Field pilot report",
        text: "Sync failures, battery drain and task times against the old process, measured before rollout.",
      },
    ],
    process: [
      {
        title: "Field visits and workflow mapping",
        duration: { min: 1, unit: "weeks" },
        text: "We join users on real shifts, time each task, and note devices and network conditions.",
      },
      {
        title: "Prototype on real devices",
        duration: { min: 1, max: 2, unit: "weeks" },
        text: "A working prototype of the busiest task on the handhelds your team carries, tried in the field, not a meeting room.",
      },
      {
        title: "Build and integrate",
        duration: { min: 4, max: 7, unit: "weeks" },
        text: "Sprints covering the app, sync engine, dashboard and ERP connectors, tested on sandbox data.",
      },
      {
        title: "Field pilot",
        duration: { min: 2, unit: "weeks" },
        text: "One team or region does real work on the app while we watch the numbers daily.",
      },
      {
        title: "Phased rollout and training",
        duration: { min: 1, max: 2, unit: "weeks" },
        text: "Region by region, with sessions in the local language and laminated quick guides.",
      },
    ],
    timeline: { min: 9, max: 14 },
    pricing: { plan: "growth", addOns: [] },
    tech: ["flutter", "react-native", "firebase", "nodejs", "postgresql"],
    faqs: [
      {
        question: "How does offline sync handle conflicts?",
        answer:
          "Each record type gets a rule agreed before the build: last write wins for notes, the server wins for prices and stock, and clashing order edits go to a supervisor. Nothing is overwritten silently.",
      },
      {
        question: "Will it run on the Android phones our staff already have?",
        answer:
          "Yes. We support Android 9 and later, tune GPS and sync so a battery lasts a shift, and also build for rugged Zebra and Honeywell handhelds.",
      },
      {
        question: "Does it have to be in the app stores?",
        answer:
          "No. Internal apps are distributed privately, so only your staff can install them and updates arrive on your schedule.",
      },
      {
        question: "Can the app track where staff are?",
        answer:
          "Yes, within rules your staff accept: location is recorded only during working hours, the app shows when tracking is on, and retention follows the DPDP Act 2023.",
      },
    ],
  },
  {
    slug: "backend-api",
    intro: [
      "For teams whose apps are only as reliable as the server behind them, and companies whose systems need to talk: a mobile app waiting on a slow API, a site that cannot take payments, a partner asking for an integration. We build or take over APIs, databases, background jobs and integrations.",
      "Every API is specified before it is coded: the OpenAPI contract is written with the teams that call it, who get mock servers on day one. Payments through Razorpay, Cashfree or Stripe run with retries and idempotency keys, so a flaky network never charges a customer twice.",
      "Rate limits, encrypted secrets, alerts and a load test are part of the scope, not extras.",
    ],
    deliverables: [
      {
        title: "OpenAPI documentation",
        text: "A versioned contract with examples for every endpoint, plus a Postman collection.",
      },
      {
        title: "Production API and database",
        text: "REST or GraphQL endpoints in Node.js or Python, with a migrated PostgreSQL or MongoDB schema.",
      },
      {
        title: "Third-party integrations",
        text: "Gateways, SMS, WhatsApp, maps and couriers, with webhook handling and reconciliation jobs.",
      },
      {
        title: "Load-test report",
        text: "Results at five times peak traffic, the slowest endpoints fixed, and a recommended server size.",
      },
      {
        title: "Security review",
        text: "A check against the OWASP API Security Top 10 and dependency scanning before launch.",
      },
      {
        title: "Monitoring and runbook",
        text: "Error and latency dashboards, on-call alerts and a runbook for the likeliest incidents.",
      },
    ],
    process: [
      {
        title: "Contract and data model",
        duration: { min: 1, unit: "weeks" },
        text: "Endpoints, error formats and the data model agreed with the teams who will call the API.",
      },
      {
        title: "Architecture and environments",
        duration: { min: 3, max: 5, unit: "days" },
        text: "Hosting, queues, secrets and CI set up, with staging and production kept apart.",
      },
      {
        title: "Endpoint sprints",
        duration: { min: 3, max: 6, unit: "weeks" },
        text: "Endpoints delivered against the contract, so frontend teams swap mocks for the real API one feature at a time.",
      },
      {
        title: "Load and security testing",
        duration: { min: 1, unit: "weeks" },
        text: "Peak-traffic load tests, the OWASP review and a restore drill from backups.",
      },
      {
        title: "Launch and hypercare",
        duration: { min: 2, unit: "weeks" },
        text: "Daily error reviews and quick fixes for the first fortnight after go-live.",
      },
    ],
    timeline: { min: 5, max: 9 },
    pricing: { plan: "starter", addOns: ["cloud-hosting"] },
    tech: ["nodejs", "python", "django", "postgresql", "mongodb", "typescript"],
    faqs: [
      {
        question: "REST or GraphQL?",
        answer:
          "REST for most products and every partner API, because it is easy to cache and document. GraphQL when one screen needs data from many sources and mobile bandwidth matters.",
      },
      {
        question: "Can you take over a backend another team built?",
        answer:
          "Yes. A one- to two-week audit of code and infrastructure comes first, and the dangerous risks are fixed before any new feature.",
      },
      {
        question: "How do you prevent double charges and lost webhooks?",
        answer:
          "Webhooks are verified by signature, stored before processing and retried with backoff, and a nightly job reconciles our records with the gateway's settlement report.",
      },
      {
        question: "Node.js or Python?",
        answer:
          "Node.js for APIs behind apps and real-time features; Python with Django when the backend shares code with ML work or needs a ready-made admin.",
      },
    ],
  },
];
