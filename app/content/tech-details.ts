/**
 * Why and for what the studio uses each technology (/tech-stack/{group}/{tech}). Pure data; case
 * studies that used a technology are found from ./case-studies.
 */
import type { TechSlug } from "./technologies";

export interface TechDetail {
  slug: TechSlug;
  /** Why we chose it and where it is the wrong choice: two short paragraphs. */
  why: readonly string[];
  /** What we build with it: three to five concrete uses. */
  usedFor: readonly string[];
  /** Year we first shipped it to a client (not before the founding year, not after this year). */
  inProductionSince: number;
  /** Technologies it is usually paired with in our projects. */
  pairsWith: readonly TechSlug[];
}

export const techDetails: readonly TechDetail[] = [
  {
    slug: "react",
    why: [
      "React is our default for interfaces with a lot of state: dashboards, checkout flows, editors, admin panels and anything a person works in for hours. Its component model lets one design system serve the marketing site, the web app and, through React Native, the mobile app, and the pool of React developers in India and abroad is deep, so your team can maintain what we hand over.",
      "It is the wrong tool for a five-page brochure site with a contact form; static HTML or a site builder loads faster and costs less. On a slow phone a large client-side bundle is a real cost, so on content pages we keep interactive parts small and render the rest on the server.",
    ],
    usedFor: [
      "Admin dashboards with tables, filters and bulk actions",
      "Multi-step checkout and onboarding flows",
      "Live order and delivery trackers",
      "Shared component libraries documented in Storybook",
    ],
    inProductionSince: 2016,
    pairsWith: ["nextjs", "typescript", "tailwind", "nodejs"],
  },
  {
    slug: "nextjs",
    why: [
      "We reach for Next.js when pages must be found on Google and open fast for a first-time visitor: company sites, content hubs, storefronts and the public face of a SaaS product. Server rendering, static generation for pages that rarely change, image optimisation and file-based routing save weeks of plumbing, and the same codebase can also hold the logged-in app.",
      "Next.js moves quickly, and its newer server features add complexity that a dashboard behind a login does not need; there a plain React app built with Vite is easier to host and reason about. If your hosting is a shared PHP server or nobody on your side can run Node.js in production, we ship a static build instead.",
    ],
    usedFor: [
      "Company sites with a headless CMS and per-page search metadata",
      "Product catalogues with thousands of indexed pages",
      "SaaS marketing pages and sign-up in one codebase",
      "Landing pages that test headlines and offers against each other",
    ],
    inProductionSince: 2018,
    pairsWith: ["react", "typescript", "tailwind", "postgresql"],
  },
  {
    slug: "vuejs",
    why: [
      "Vue is our choice when it fits the client's world better than React: a team that already writes Vue, a Laravel or Django site that needs interactive widgets without a rewrite, or an internal panel where an easy learning curve matters more than a vast ecosystem. Its single-file components read clearly even to a junior developer, which keeps maintenance affordable.",
      "We do not start a new product on Vue when the rest of your stack is React or a React Native app is planned, because sharing components and people across web and mobile then matters more. Its library ecosystem is also smaller, so an unusual requirement sometimes costs extra build time.",
    ],
    usedFor: [
      "Interactive widgets inside existing server-rendered sites",
      "Back-office panels for operations teams",
      "Quote calculators and product configurators",
      "Upgrades of Vue 2 codebases to Vue 3",
    ],
    inProductionSince: 2017,
    pairsWith: ["typescript", "tailwind", "django"],
  },
  {
    slug: "typescript",
    why: [
      "Every JavaScript project we start today is written in TypeScript. Types catch the misspelt field, the missing null check and the changed API response before a user does, and they make a codebase readable for the next developer, whether that is your in-house team or a hire two years from now. Types shared between API and app mean a backend change breaks the build, not the checkout.",
      "Types are not free. For a weekend prototype or a one-off data script they slow us down, and clever generic types can be harder to read than plain JavaScript, so we keep them simple. They also disappear at runtime, so input from users and third-party APIs is still validated at the edges.",
    ],
    usedFor: [
      "Typed API clients generated from OpenAPI contracts",
      "Validation schemas shared by forms and the server",
      "Large web and mobile codebases handed over to in-house teams",
      "Gradual migrations of JavaScript code, one folder at a time",
    ],
    inProductionSince: 2017,
    pairsWith: ["react", "nodejs", "nextjs", "react-native"],
  },
  {
    slug: "tailwind",
    why: [
      "Tailwind turns a Figma design system into code quickly and keeps it consistent: spacing, colours and type come from one configuration that mirrors the design tokens, so a new page cannot invent a fourteenth shade of grey. Only the classes actually used reach the browser, which keeps the stylesheet small on slow connections.",
      "Long class lists are harder to read for developers used to separate stylesheets, and a team with an established SCSS or CSS-modules codebase gains little from switching, so there we follow their convention. Rich text written in a CMS still needs its own typography styles, which we add rather than pretend utility classes cover it.",
    ],
    usedFor: [
      "Component libraries driven by design tokens",
      "Light and dark themes from a single token set",
      "Marketing pages assembled from reusable sections",
      "Admin panels that stay usable on tablets",
    ],
    inProductionSince: 2020,
    pairsWith: ["react", "nextjs", "vuejs"],
  },
  {
    slug: "nodejs",
    why: [
      "Node.js runs most of our APIs for web and mobile apps. It holds many simultaneous connections cheaply, which suits chat, live order tracking and notification services, and with TypeScript on server and client one engineer can follow a feature from database to screen. Nearly every payment gateway, SMS provider and cloud service our clients use ships a Node.js SDK.",
      "It is a poor fit for heavy computation inside a request: resizing thousands of images, building large PDF reports or running ML models blocks everything else. We move that work to background queues or Python services, and we audit dependencies carefully, because one small npm package can pull in dozens more.",
    ],
    usedFor: [
      "REST and GraphQL APIs for mobile apps",
      "WebSocket servers for chat and live tracking",
      "Webhook receivers for Razorpay, Stripe and WhatsApp Business",
      "Job workers that send emails, SMS and push notifications",
    ],
    inProductionSince: 2015,
    pairsWith: ["typescript", "postgresql", "mongodb", "react"],
  },
  {
    slug: "python",
    why: [
      "Python is our language for data: ML pipelines, data cleaning, forecasting, document extraction and the scripts that move records from old systems to new ones. Its libraries for numbers, text and PDFs are mature, and new AI models and tooling appear in Python first, so we never wait for a port.",
      "For a high-traffic API behind a mobile app, Python needs more servers than Node.js for the same load and its async code is less natural, so we often put a Node.js API in front and call Python for the heavy lifting. We pin dependency versions and isolate environments strictly, because Python projects break most often on a mismatched library.",
    ],
    usedFor: [
      "Model training and inference services",
      "Data extraction from invoices, KYC documents and PDFs",
      "ETL jobs that move data out of legacy systems",
      "Demand forecasting and scheduled reporting",
    ],
    inProductionSince: 2015,
    pairsWith: ["django", "pytorch", "postgresql", "tensorflow"],
  },
  {
    slug: "django",
    why: [
      "Django gives a data-heavy product a lot on day one: an ORM with migrations, authentication, permissions and an admin interface your operations team can use in the first week. For internal tools, ERP extensions and back offices, that admin alone saves weeks of building screens, and the framework's defaults guard against the common web attacks.",
      "It is less suited to products built around real-time connections such as chat or live tracking, where its async support still trails Node.js, so we pair it with a Node.js service there. The admin has limits too: once customers rather than staff use a screen, we build a proper React interface instead of stretching the admin.",
    ],
    usedFor: [
      "Back offices with a ready admin for operations staff",
      "APIs built with Django REST Framework",
      "Data-entry and approval workflows",
      "Backends that share models with Python ML code",
    ],
    inProductionSince: 2016,
    pairsWith: ["python", "postgresql", "react", "vuejs"],
  },
  {
    slug: "mongodb",
    why: [
      "MongoDB suits data whose shape varies from record to record: a catalogue where a saree and a phone have different attributes, content built from flexible blocks, event logs, chat messages and form builders where the client defines the fields. Schema changes need no migration, which helps early products still learning what they must store.",
      "We do not keep money in it. Orders, ledgers, wallets and anything that needs joins and strict multi-document transactions belong in PostgreSQL, and reports written as long aggregation pipelines get slow and hard to maintain. Schema-free can become schema chaos, so every document is still validated on write.",
    ],
    usedFor: [
      "Catalogues with category-specific attributes",
      "Chat message and activity-feed storage",
      "Form and survey builders with client-defined fields",
      "Event and audit logs with time-based expiry",
    ],
    inProductionSince: 2015,
    pairsWith: ["nodejs", "typescript", "python"],
  },
  {
    slug: "postgresql",
    why: [
      "PostgreSQL is our default database. Transactions keep money and stock counts correct, constraints stop bad data at the door, and JSON columns give flexibility where a record needs it, so one database often covers what would otherwise take two. Row-level security keeps each tenant's data apart inside the database itself, not only in application code.",
      "It is not a search engine or an analytics warehouse. Typo-tolerant search across millions of listings, or dashboards scanning billions of events, run better on tools built for that and fed from PostgreSQL. Heavy write loads from IoT devices also need partitioning planned from the start.",
    ],
    usedFor: [
      "Order, payment and ledger tables with strict transactions",
      "Multi-tenant SaaS data with row-level security",
      "Nearby-store and delivery-zone queries with PostGIS",
      "Reporting views for finance and operations",
    ],
    inProductionSince: 2016,
    pairsWith: ["nodejs", "django", "python", "nextjs"],
  },
  {
    slug: "react-native",
    why: [
      "React Native makes sense when a client already has a React web app or a JavaScript team: business logic, API clients, validation and types are shared with the web, and the same engineers work across both. Screens use real native components, so lists, inputs and navigation feel at home on iOS and Android, and over-the-air updates fix JavaScript bugs without waiting for store review.",
      "Apps built around heavy animation, 3D, video editing or the newest platform APIs are better served natively or in Flutter. Upgrades need care because native libraries lag new releases, so we budget a small upgrade sprint each year rather than let an app fall two versions behind.",
    ],
    usedFor: [
      "Consumer apps that share logic with a React website",
      "Marketplace and booking apps with in-app payments",
      "Companion apps for SaaS products",
      "Internal apps patched through over-the-air updates",
    ],
    inProductionSince: 2017,
    pairsWith: ["typescript", "react", "nodejs", "firebase"],
  },
  {
    slug: "flutter",
    why: [
      "Flutter draws every pixel itself, so a design looks and behaves the same on a budget Android phone and the latest iPhone, and animations stay smooth on modest hardware. For clients without a JavaScript team it is often our first pick for a new cross-platform app, and the same Dart code can also produce a tablet layout or a simple web companion.",
      "It is a weaker choice when code must be shared with a React website, when the app has to feel exactly like each platform's native controls, or when an SDK you rely on ships only native or React Native bindings. Flutter apps also start a few megabytes larger than native ones, which matters on phones short of storage, so we track size every release.",
    ],
    usedFor: [
      "Fitness and wellness apps with custom animation",
      "Field-team apps with offline storage and barcode scanning",
      "Learning apps with video and offline downloads",
      "Apps that must look identical across Android brands",
    ],
    inProductionSince: 2019,
    pairsWith: ["firebase", "nodejs", "postgresql"],
  },
  {
    slug: "tensorflow",
    why: [
      "We use TensorFlow mostly at the edge: TensorFlow Lite models inside Android and iOS apps for document-edge detection during KYC capture, product or crop-disease image classification, and on-device text recognition. Running on the phone works without a network, answers in milliseconds and keeps photos of ID cards off our servers.",
      "For research, quick experiments and fine-tuning language models we prefer PyTorch, where new models appear first. Nor do we add TensorFlow when a hosted model or a simple rule already meets the accuracy target; a model you must retrain and monitor is an ongoing cost, so it has to earn its place.",
    ],
    usedFor: [
      "On-device image classification in mobile apps",
      "ID-card and document detection for KYC",
      "Offline text recognition for forms and receipts",
      "Model serving with TensorFlow Serving",
    ],
    inProductionSince: 2018,
    pairsWith: ["python", "flutter", "firebase"],
  },
  {
    slug: "pytorch",
    why: [
      "PyTorch is where we train and fine-tune models: classifiers for support tickets and leads, embedding models for search in Indian languages, recommendation models, and small language models adapted to a client's vocabulary. Most open-source models are published for it first, and debugging it feels like ordinary Python, which turns experiments that took days into hours.",
      "Most products do not need a custom-trained model. A hosted language model with good retrieval often reaches the target sooner and cheaper, so PyTorch enters when privacy, cost per request at volume or domain accuracy justify owning a model. For inference on phones we convert the trained model to a mobile format rather than shipping PyTorch itself.",
    ],
    usedFor: [
      "Fine-tuned classifiers for tickets, leads and documents",
      "Embedding models for search and recommendations",
      "Open-source language models hosted in the client's own cloud",
      "Fraud and anomaly scoring on transaction data",
    ],
    inProductionSince: 2019,
    pairsWith: ["python", "postgresql", "nodejs"],
  },
  {
    slug: "firebase",
    why: [
      "Firebase covers what every mobile app needs and no client wants to pay to rebuild: phone-number sign-in with OTP, push through Cloud Messaging, crash reports, Remote Config for feature flags and experiments, and analytics. For a first version, Firestore and Cloud Functions can serve as the whole backend, which puts an MVP in front of users weeks sooner.",
      "Firestore is a poor home for relational data, complex reports or money, and per-read pricing can surprise a growing app with busy feeds. At that point we keep Firebase for sign-in, messaging and crash reporting and move core data to PostgreSQL behind our own API. Contracts with strict data-residency terms also need the region checked before the first line of code.",
    ],
    usedFor: [
      "Phone-number OTP sign-in",
      "Push campaigns and transactional alerts",
      "Crash reporting and release health",
      "Feature flags and staged rollouts with Remote Config",
      "Realtime backends for MVPs",
    ],
    inProductionSince: 2016,
    pairsWith: ["flutter", "react-native", "nodejs"],
  },
];
