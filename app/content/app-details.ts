/**
 * What an app of each category (/apps/{slug}) and each solution area (/solutions/{slug}) needs:
 * typical features and modules, a from-price basis and a timeline. Pure data; matching case
 * studies are found from ./case-studies (by app category; a solution area through its categories).
 */
import type { AppCategorySlug, SolutionSlug } from "./apps";
import type { PriceBasis, TitledText, WeekRange } from "./detail-types";

export interface ProductDetail {
  /** What such a product must get right: two short paragraphs. */
  intro: readonly string[];
  /** Typical features a visitor would expect, five to eight short phrases. */
  features: readonly string[];
  /** The modules such a product is built from, three to five. */
  modules: readonly TitledText[];
  pricing: PriceBasis;
  timeline: WeekRange;
}

export interface AppCategoryDetail extends ProductDetail {
  slug: AppCategorySlug;
}

export interface SolutionDetail extends ProductDetail {
  slug: SolutionSlug;
}

export const appCategoryDetails: readonly AppCategoryDetail[] = [
  {
    slug: "crypto-nft",
    intro: [
      "A crypto product lives or dies on trust in how it holds keys. Wallets need key storage in secure hardware or with an audited custody partner, an order book must stay correct through a price spike, and transfer screens must show fee and network plainly, because coins sent to the wrong chain cannot be recalled.",
      "In India, virtual-asset service providers register with FIU-IND and follow anti-money-laundering rules, 1% TDS applies to transfers and KYC comes before the first trade. Compliance reports and transaction monitoring are designed alongside the trading screens, not after a notice arrives.",
    ],
    features: [
      "Custodial or self-custody wallets",
      "KYC with PAN and Aadhaar verification",
      "Live price charts over WebSockets",
      "Order book with limit and stop orders",
      "NFT minting and marketplace listings",
      "Withdrawal whitelists and two-factor checks",
      "TDS and tax statements per user",
    ],
    modules: [
      {
        title: "Wallet and key management",
        text: "Keys generated in the device's secure enclave or held by a custody partner, with recovery phrases and withdrawal limits.",
      },
      {
        title: "Trading engine",
        text: "Order matching, balances and fees recorded in a double-entry ledger, so every coin is accounted for after each trade.",
      },
      {
        title: "Blockchain connectors",
        text: "Node providers for deposits and withdrawals, smart-contract calls for NFTs, and confirmation tracking per network.",
      },
      {
        title: "Compliance console",
        text: "KYC review, suspicious-activity alerts, reporting exports for FIU-IND and an audit trail for every balance change.",
      },
    ],
    pricing: { plan: "enterprise", addOns: ["cloud-hosting"] },
    timeline: { min: 12, max: 20 },
  },
  {
    slug: "food-restaurant",
    intro: [
      "A food app is judged in the half hour between order and doorstep. Menus must show only what the kitchen can make now, the rider's position must refresh every few seconds, and most orders land in two short meal windows, so the system is sized for Friday at 8:30 pm, not an average hour.",
      "Restaurant partners need as much care as diners: a tablet that rings loudly for new orders, a switch to pause sold-out dishes, and settlements with commission and GST itemised. FSSAI licence numbers and veg or non-veg marks are part of the catalogue from day one.",
    ],
    features: [
      "Menus with add-ons, portions and veg marks",
      "Rider location on a live map",
      "Scheduled orders and tiffin subscriptions",
      "Coupons and loyalty points",
      "Separate ratings for food and delivery",
      "One-tap refunds for missing items",
      "Table booking and QR ordering for dine-in",
    ],
    modules: [
      {
        title: "Diner app",
        text: "Browse, customise, pay by UPI, card or cash on delivery, and follow the order from kitchen to door.",
      },
      {
        title: "Restaurant dashboard",
        text: "New-order alerts, prep-time settings, dish availability toggles and daily payout statements.",
      },
      {
        title: "Rider app",
        text: "Order offers, navigation, pickup and handover confirmed by OTP, and the day's earnings.",
      },
      {
        title: "Dispatch console",
        text: "Riders assigned by distance and load, delivery zones, rain and late-night surcharges, and live incident handling.",
      },
    ],
    pricing: { plan: "growth", addOns: ["push-chat"] },
    timeline: { min: 8, max: 14 },
  },
  {
    slug: "ecommerce-grocery",
    intro: [
      "Shopping apps win by removing small frictions: search that knows 'atta' and 'aata' are the same thing, a cart that remembers last week's order, slots that are real. For grocery and laundry, accurate stock matters more than polish; a customer who receives three substitutions stops ordering.",
      "Behind the storefront sits the work customers never see: stock across dark stores, pick lists, offers, returns and, for laundry, garment tagging that stops shirts going missing. Operations get the same care as the app, because margins are made there.",
    ],
    features: [
      "Search that handles misspellings and local names",
      "One-tap reorder of past baskets",
      "Delivery and pickup slot booking",
      "Substitution preferences per item",
      "Combo offers and coupon codes",
      "GST invoice with every order",
      "Laundry pickup with garment tags",
    ],
    modules: [
      {
        title: "Storefront app and website",
        text: "Catalogue, search, cart, wallet and checkout with UPI, cards and cash on delivery on Android, iOS and the web.",
      },
      {
        title: "Store and inventory dashboard",
        text: "Stock per store, low-stock alerts, price and offer management, and pick lists sorted by aisle.",
      },
      {
        title: "Slots and delivery",
        text: "Slot capacity per zone, rider assignment and proof of delivery by photo or OTP.",
      },
      {
        title: "Returns and refunds",
        text: "Item-level returns, refunds to the original payment method or wallet, and return reasons reported by product.",
      },
    ],
    pricing: { plan: "growth", addOns: [] },
    timeline: { min: 6, max: 12 },
  },
  {
    slug: "healthcare-pharmacy",
    intro: [
      "Health apps carry people's most sensitive data. In India, consultations follow the Telemedicine Practice Guidelines, with verified doctors and consent before the call, and prescription medicines ship only after a registered pharmacist checks the prescription. Records are personal data under the DPDP Act 2023; clients abroad add HIPAA or GDPR.",
      "Patients are often elderly or unwell, so the app must be forgiving: large text, booking in three taps, reminders by SMS and WhatsApp, and video that drops to audio on a weak signal. Optional ABHA linking lets records follow the patient.",
    ],
    features: [
      "Doctor search by speciality, language and fee",
      "Video, audio and chat consultations",
      "E-prescriptions with registration numbers",
      "Prescription upload checked by a pharmacist",
      "Medicine delivery and refill reminders",
      "Lab tests with home sample collection",
      "Family members under one account",
    ],
    modules: [
      {
        title: "Patient app",
        text: "Bookings, consultations, prescriptions, orders and lab reports in one place, with family profiles and reminders.",
      },
      {
        title: "Doctor app",
        text: "Schedule, queue, patient history, notes and an e-prescription pad that fills the mandatory fields.",
      },
      {
        title: "Pharmacy console",
        text: "Prescription checks, substitutions approved by the patient, packing and delivery handover.",
      },
      {
        title: "Clinic admin and records",
        text: "Doctor onboarding and verification, slot rules, payouts and a log of every access to a medical record.",
      },
    ],
    pricing: { plan: "growth", addOns: ["push-chat", "cloud-hosting"] },
    timeline: { min: 8, max: 14 },
  },
  {
    slug: "education-elearning",
    intro: [
      "Learning apps are built for habits, not single visits. Students return when the next lesson is obvious and progress is visible, so retention rests on resume points, streaks and a reminder before each live class. Many study on a shared family phone over a weak connection, so video must step down to 240p and downloads must survive interruptions.",
      "Teachers need tools too: attendance, assignments, question banks and a view of who is falling behind. Apps for children must follow the stores' family policies and obtain verifiable parental consent under the DPDP Act 2023.",
    ],
    features: [
      "Live classes with chat, polls and raised hands",
      "Recorded lessons that download for offline viewing",
      "Quizzes, assignments and auto-graded tests",
      "Progress tracking and certificates",
      "Batch-wise access to paid courses",
      "Doubt chat with teachers",
      "Lessons in English and regional languages",
    ],
    modules: [
      {
        title: "Student app",
        text: "Timetable, live and recorded lessons, downloads, tests and progress, with a parent view for younger learners.",
      },
      {
        title: "Teacher tools",
        text: "Class scheduling, attendance, assignment marking and a question bank tagged by topic and difficulty.",
      },
      {
        title: "Video pipeline",
        text: "Upload, transcoding into several bitrates, encrypted storage and playback that discourages screen recording of paid lessons.",
      },
      {
        title: "Institute admin",
        text: "Batches, fees, coupons, teacher payouts and reports on attendance and scores.",
      },
    ],
    pricing: { plan: "growth", addOns: ["push-chat"] },
    timeline: { min: 8, max: 12 },
  },
  {
    slug: "ott-music-streaming",
    intro: [
      "Streaming apps are measured by the seconds before playback starts and the number of times it buffers. Adaptive bitrate over a CDN, a player that changes quality without a stall and offline downloads for commuters are the baseline; the catalogue, recommendations and plan prices decide who stays after the free trial.",
      "Licensed content needs Widevine and FairPlay DRM, territory rules and download limits, while music adds per-stream royalty reports. In India a monthly plan on UPI Autopay, a cheap weekly pass and several languages often convert better than one global price.",
    ],
    features: [
      "HLS and DASH adaptive playback",
      "Downloads that expire with the subscription",
      "Profiles, watchlists and continue watching",
      "Playlists, queues and background audio",
      "Plans, passes and free trials",
      "Casting to TVs and smart speakers",
      "Royalty and creator payout statements",
    ],
    modules: [
      {
        title: "Player apps",
        text: "Android, iOS, web and TV apps sharing one player that handles bitrate, subtitles, audio tracks and DRM.",
      },
      {
        title: "Content management",
        text: "Ingest, metadata, artwork, release scheduling and rights windows per title and territory.",
      },
      {
        title: "Encoding and delivery",
        text: "Transcoding ladders, encryption and CDN distribution, with playback quality tracked per region and device.",
      },
      {
        title: "Subscriptions and payouts",
        text: "Plans, trials and renewals through app stores and gateways, with statements for creators and labels.",
      },
    ],
    pricing: { plan: "enterprise", addOns: ["cloud-hosting"] },
    timeline: { min: 12, max: 18 },
  },
  {
    slug: "social-messaging",
    intro: [
      "A social or messaging app has to feel instant and safe. Messages should arrive in under a second and survive a dropped network mid-sentence; calls must move between Wi-Fi and mobile data without hanging up. Growth depends on the first five minutes: people to find and a reason to return tomorrow.",
      "Trust and safety are features, not a policy page. Reviewers get proper moderation tools, and India's IT Rules 2021 require a grievance officer and takedown timelines. End-to-end encryption for private chats is expected, and it changes how backups and moderation are designed.",
    ],
    features: [
      "One-to-one and group chat with media",
      "Voice and video calls over WebRTC",
      "Posts, stories and reactions",
      "Typing, presence and read receipts",
      "Block, report and mute",
      "Contact discovery with consent",
      "End-to-end encrypted private chats",
    ],
    modules: [
      {
        title: "Chat and calling service",
        text: "WebSocket messaging, delivery receipts, push wake-ups and relay servers for calls on restrictive networks.",
      },
      {
        title: "Feed and social graph",
        text: "Follows, posts, comments and feed ranking, with caching that keeps scrolling smooth on low-end phones.",
      },
      {
        title: "Moderation console",
        text: "Report queues, automatic spam and abuse filters, reviewer actions and a record of every decision.",
      },
      {
        title: "Notification engine",
        text: "Push, in-app and email notices with batching, quiet hours and preferences per user.",
      },
    ],
    pricing: { plan: "enterprise", addOns: [] },
    timeline: { min: 10, max: 16 },
  },
  {
    slug: "payment-banking",
    intro: [
      "Money apps have no margin for error. Every payment must trace through a double-entry ledger, a failed UPI payment must be reversed within the turnaround NPCI sets, and nothing may be lost when salary days and festival sales multiply traffic.",
      "RBI rules set the frame: payment data stored only in India, KYC and Video KYC under the Master Direction, prepaid wallet limits and an additional factor of authentication. Fintechs usually work through a licensed bank or payment aggregator, so we build to that partner's APIs and audits, including PCI DSS wherever card data is touched.",
    ],
    features: [
      "UPI send, collect and QR scan",
      "Video KYC and Aadhaar-based onboarding",
      "Bill payments and recharges",
      "Split expenses and payment requests",
      "Disputes raised from the transaction screen",
      "Device binding and biometric login",
      "Monthly statements and spending insights",
    ],
    modules: [
      {
        title: "Customer app",
        text: "KYC onboarding, UPI and wallet payments, bills, statements and disputes, with device binding and an app lock.",
      },
      {
        title: "Ledger and transaction engine",
        text: "Double-entry ledger, idempotent payment processing, reversals and daily reconciliation with bank and NPCI settlement files.",
      },
      {
        title: "Risk and fraud monitoring",
        text: "Velocity checks, device fingerprints and rules that hold suspicious transactions for review.",
      },
      {
        title: "Operations back office",
        text: "Support screens with masked customer data, dispute handling within regulatory deadlines, and reports for the partner bank and auditors.",
      },
    ],
    pricing: { plan: "enterprise", addOns: ["cloud-hosting"] },
    timeline: { min: 12, max: 20 },
  },
  {
    slug: "fitness-workout",
    intro: [
      "Fitness apps fight the third week, when motivation fades and users quietly stop opening the app. Plans that adapt to missed sessions, streaks that forgive a sick day, a trainer who replies and progress shown in numbers keep people going longer than another hundred workout videos.",
      "Data has to come from where people already track themselves: Apple Health, Google Health Connect, watches and bands. Heart-rate data is sensitive, so consent per source, easy deletion and no sharing with advertisers are designed in, and diet advice needs a qualified reviewer behind it.",
    ],
    features: [
      "Workout plans that adapt to progress",
      "Apple Health and Health Connect sync",
      "Exercise videos cached for offline use",
      "Streaks, badges and group challenges",
      "Trainer chat and form-check videos",
      "Diet logs with Indian dishes",
      "Gym memberships and class booking",
    ],
    modules: [
      {
        title: "Member app",
        text: "Today's workout, timers, logs, progress charts and trainer chat, designed for use mid-set with sweaty hands.",
      },
      {
        title: "Trainer dashboard",
        text: "Client list, a plan builder backed by an exercise library, check-ins and alerts when a client goes quiet.",
      },
      {
        title: "Wearable sync",
        text: "Background import of steps, heart rate and workouts, with duplicates removed across devices.",
      },
      {
        title: "Memberships and payments",
        text: "Plans, trials and renewals by UPI Autopay or card, plus slot booking for studios and classes.",
      },
    ],
    pricing: { plan: "growth", addOns: [] },
    timeline: { min: 6, max: 10 },
  },
  {
    slug: "blog-news",
    intro: [
      "News apps compete on speed and credibility. A breaking story should reach phones within a minute of publishing, articles must open instantly from a WhatsApp forward, and corrections have to be visible. Traffic spikes when news breaks, so pages are cached at the edge.",
      "Editors need a workflow, not a text box: review, scheduling, live blogs for elections and cricket, and proper fonts for Devanagari, Gujarati or Tamil script. Paywalls, ad slots and newsletter sign-ups are planned into the templates from the start.",
    ],
    features: [
      "Breaking-news alerts by topic and city",
      "Personalised home feed",
      "Live blogs that update without refresh",
      "Articles in multiple languages and scripts",
      "Metered paywall and memberships",
      "Bookmarks and offline reading",
      "Newsletter sign-up and daily digests",
    ],
    modules: [
      {
        title: "Reader apps and website",
        text: "Fast article pages with structured data for Google News, feeds, bookmarks and a dark reading mode.",
      },
      {
        title: "Editorial CMS",
        text: "Roles, review, scheduling, a media library, a live-blog editor and visible correction notes.",
      },
      {
        title: "Alerts and personalisation",
        text: "Topic and city follows, push alerts capped so readers are not flooded, and a feed ranked by reading history.",
      },
      {
        title: "Revenue tools",
        text: "Ad placements, memberships paid by UPI or card, and reports on which stories bring subscribers.",
      },
    ],
    pricing: { plan: "starter", addOns: ["admin-dashboard", "push-chat"] },
    timeline: { min: 5, max: 8 },
  },
  {
    slug: "booking-appointments",
    intro: [
      "A booking app is a promise about a slot. Availability must be right to the minute across app, website, phone bookings and walk-ins, and two customers must never get the same chair. No-shows cost salons, clinics and tour operators real money, so deposits and reminders do as much work as the calendar.",
      "Every business books differently: by staff member, room, seat or equipment, with buffers between slots. We model those rules once so owners change hours and prices without a developer, and confirm by WhatsApp, which many customers check before email.",
    ],
    features: [
      "Live availability by staff, room or seat",
      "Deposits and prepayment by UPI",
      "Reminders by WhatsApp, SMS and push",
      "Self-service reschedule and cancel",
      "Waitlists that fill freed slots",
      "Google Calendar sync",
      "Packages and multi-visit passes",
    ],
    modules: [
      {
        title: "Customer booking app",
        text: "Pick a service and time, pay a deposit and manage bookings, with a web version for first-time visitors.",
      },
      {
        title: "Business calendar",
        text: "Day and week views per staff member or room, walk-in entry, blocked times and holidays.",
      },
      {
        title: "Booking engine",
        text: "Availability rules, slot locks that prevent double-booking, cancellation policies and refund logic.",
      },
      {
        title: "Reminders and reviews",
        text: "Automatic reminders before the visit, a review request after it, and no-show tracking per customer.",
      },
    ],
    pricing: { plan: "starter", addOns: ["push-chat"] },
    timeline: { min: 5, max: 9 },
  },
  {
    slug: "real-estate-classifieds",
    intro: [
      "Classifieds run on trust and fresh inventory. Buyers leave when listings are duplicates, sold last month or priced as bait, so verified sellers and automatic expiry of stale ads matter more than another filter. Serious property buyers expect RERA numbers and an honest carpet area.",
      "Search is the product: a map where buyers draw their area, filters that match how people think (near a metro, ready to move, pets allowed) and alerts within minutes of a match. Lead routing for brokers and builders is where the marketplace earns.",
    ],
    features: [
      "Map search with a drawn area",
      "Filters for budget, BHK, furnishing and possession",
      "Verified sellers and RERA numbers",
      "Chat with masked phone numbers",
      "Saved searches with instant alerts",
      "Site-visit scheduling",
      "Featured listings and paid boosts",
    ],
    modules: [
      {
        title: "Buyer and seller apps",
        text: "Posting in under three minutes with photo guidance, search, shortlists, chat and visit scheduling.",
      },
      {
        title: "Listing moderation",
        text: "Duplicate and fraud detection, photo checks, expiry rules and a review queue for flagged ads.",
      },
      {
        title: "Broker and builder console",
        text: "Bulk listing upload, a lead inbox, response-time tracking and paid plans for visibility.",
      },
      {
        title: "Search and geo service",
        text: "Listings indexed by location, amenities and price, tuned for fast map panning on mobile data.",
      },
    ],
    pricing: { plan: "growth", addOns: ["cloud-hosting"] },
    timeline: { min: 8, max: 12 },
  },
];

export const solutionDetails: readonly SolutionDetail[] = [
  {
    slug: "enterprise",
    intro: [
      "Enterprise software is judged by people who did not choose it: staff who use it daily, IT teams who secure it and auditors who sign it off. It must plug into single sign-on, keep an audit trail of every change and stay up at month-end, when usage peaks and errors cost most.",
      "Most of the work is integration and change management rather than new screens: connecting to the ERP, CRM and HR systems in place, migrating years of records without breaking reports, rolling out department by department. Data location and retention are agreed with your security team before the first sprint.",
    ],
    features: [
      "Single sign-on with Microsoft Entra ID or Google Workspace",
      "Role hierarchies and approval limits",
      "Audit logs exportable for auditors",
      "ERP, CRM and HRMS integrations",
      "Bulk import and data migration",
      "Scheduled reports and dashboards",
      "Deployment to your own cloud account",
    ],
    modules: [
      {
        title: "Workflow and approvals",
        text: "Multi-level approvals with delegation, escalation timers and reminders, configured by your admins.",
      },
      {
        title: "Integration layer",
        text: "Connectors and queues that keep company systems in step, with retries and a dashboard of failed messages.",
      },
      {
        title: "Identity and access",
        text: "SSO, permissions by role and department, periodic access reviews and session policies set by IT.",
      },
      {
        title: "Reporting",
        text: "Operational dashboards and scheduled exports served from a reporting copy of the data, so daily work never slows down.",
      },
    ],
    pricing: { plan: "enterprise", addOns: [] },
    timeline: { min: 12, max: 20 },
  },
  {
    slug: "mobile",
    intro: [
      "Mobile audiences decide in a session or two whether an app stays on the phone. It must install small, open fast, ask for permissions only when they make sense and remember where the user left off. Most Indian users carry budget Android phones, so every feature is tried on one before release.",
      "Retention is designed, not hoped for: relevant notifications, visible progress, offline content and an account that survives a phone change. Day-1, day-7 and day-30 retention are measured from the first release, so every update is judged by whether it kept more users.",
    ],
    features: [
      "Phone number and social sign-in",
      "Offline mode for content and progress",
      "Notifications tuned to each user",
      "In-app purchases and subscriptions",
      "Deep links from WhatsApp and email",
      "Dark mode and larger text settings",
      "Retention and crash-free dashboards",
    ],
    modules: [
      {
        title: "Cross-platform app",
        text: "One Flutter or React Native codebase for Android and iOS, with native modules only where a platform demands them.",
      },
      {
        title: "Engagement toolkit",
        text: "Push campaigns, in-app messages, streaks and referral rewards, controlled from a dashboard without a new release.",
      },
      {
        title: "Media and offline layer",
        text: "Caching of video, audio and images, with download management that respects storage and data limits.",
      },
      {
        title: "App backend and analytics",
        text: "APIs, profiles, feature flags and event tracking that feed retention and revenue reports.",
      },
    ],
    pricing: { plan: "growth", addOns: ["push-chat"] },
    timeline: { min: 8, max: 14 },
  },
  {
    slug: "ecommerce",
    intro: [
      "Selling online is a repeat-purchase business. The first order costs the most to win, so the store must make the second one easy: saved addresses, a reorder button, delivery dates that hold. Most sales are lost at checkout, so payment stays short, with UPI intent and cards saved as tokens under RBI rules.",
      "Operations decide margins. Stock shared between website, app, marketplaces and shops must stay in sync, returns must not bleed money, and larger sellers need e-invoices and e-way bills. We build storefront and back office together so their numbers agree.",
    ],
    features: [
      "Catalogue with variants and bundles",
      "UPI intent, saved cards and cash on delivery",
      "Abandoned-cart reminders",
      "Loyalty points and referral rewards",
      "Stock synced across channels",
      "Returns with doorstep pickup",
      "GST e-invoices and e-way bills",
    ],
    modules: [
      {
        title: "Storefront",
        text: "Website and apps with fast category pages, search, product pages that rank, and a checkout with as few steps as the gateway allows.",
      },
      {
        title: "Order management",
        text: "Order states, split shipments, courier integrations and updates to the buyer at every step.",
      },
      {
        title: "Catalogue and inventory",
        text: "Stock per location, catalogue import from spreadsheets, and sync with marketplaces such as Amazon and Flipkart.",
      },
      {
        title: "Growth tools",
        text: "Coupons, loyalty, referral codes and campaigns by segment over push, email and WhatsApp.",
      },
    ],
    pricing: { plan: "growth", addOns: ["push-chat", "cloud-hosting"] },
    timeline: { min: 8, max: 14 },
  },
  {
    slug: "ai",
    intro: [
      "An AI feature is only useful if people trust its output. An assistant that invents a refund policy or a fraud model that blocks honest customers does more harm than no AI at all, so every feature starts with real examples, a baseline to beat and a plan for when the model is unsure.",
      "The hard parts are data and running cost, not the model. Recommendations need clean event tracking, assistants need documents kept current, and fraud detection needs labelled past cases. Spend grows with usage, so we design caching and per-user limits, and keep personal data away from third-party models where the DPDP Act 2023 demands it.",
    ],
    features: [
      "Personalised feeds and recommendations",
      "Assistants that answer from your own documents",
      "Fraud and anomaly scoring",
      "Search that forgives typos and knows synonyms",
      "Reading KYC documents and invoices",
      "Human review of low-confidence answers",
      "Accuracy and spend dashboards",
    ],
    modules: [
      {
        title: "Data pipeline",
        text: "Event tracking, cleaning and feature stores that give models fresh, consistent inputs.",
      },
      {
        title: "Model service",
        text: "Hosted or self-hosted models behind an API, with versions, A/B tests and fallbacks.",
      },
      {
        title: "Assistant and search layer",
        text: "Retrieval over your content with citations, limits on what the assistant may answer, and handoff to a person.",
      },
      {
        title: "Monitoring and feedback",
        text: "Accuracy, drift, latency and cost tracked daily, with user feedback feeding the next round of improvements.",
      },
    ],
    pricing: { plan: "growth", addOns: ["ai-features", "cloud-hosting"] },
    timeline: { min: 8, max: 14 },
  },
];
