/**
 * Demo videos of the video showcase (spec section 3). Pure data: icons by lucide name, colours as
 * Tailwind gradient stops. Media files live in public/videos/ (drawn with the artwork system and
 * rendered by `node scripts/render-demo-video.ts`) and are served by the site itself.
 */
export type VideoIconName = "Smartphone" | "Bot" | "Globe";

export interface DemoVideo {
  id: number;
  title: string;
  description: string;
  /** Poster shown on the card and in the player before playback. */
  thumbnail: string;
  /** Intrinsic poster size, so the card reserves its space before the image arrives. */
  thumbnailWidth: number;
  thumbnailHeight: number;
  /** The poster laid out for the 9:16 card on a phone held upright (same frame, not a crop). */
  portraitThumbnail: string;
  portraitThumbnailWidth: number;
  portraitThumbnailHeight: number;
  videoUrl: string;
  videoType: "video/mp4";
  /** The clip's own frame size: an upright clip is shown with the portrait poster, at its shape. */
  videoWidth: number;
  videoHeight: number;
  /** The clip's length, for search engines' video results (a unit test reads the file's own). */
  durationSeconds: number;
  /** When the clip was first published on the site (YYYY-MM-DD). */
  uploaded: string;
  /** WebVTT captions; the clip is silent, so they describe what is on screen. */
  captionsUrl: string;
  category: string;
  icon: VideoIconName;
  /** Tailwind gradient stops for the category badge. */
  gradient: string;
}

export const demoVideos = [
  {
    id: 1,
    title: "AI-Driven CRM for Process Management",
    description:
      "InsightDesk's CRM on a sales rep's phone, with the AI features we built into it: deals move through the pipeline, the forecast updates and the assistant suggests the next best action.",
    thumbnail: "/videos/ai-crm-demo-poster.webp",
    thumbnailWidth: 1280,
    thumbnailHeight: 720,
    portraitThumbnail: "/videos/ai-crm-demo-poster-portrait.webp",
    portraitThumbnailWidth: 720,
    portraitThumbnailHeight: 1280,
    videoUrl: "/videos/ai-crm-demo.mp4",
    videoType: "video/mp4",
    videoWidth: 720,
    videoHeight: 1280,
    durationSeconds: 6,
    uploaded: "2026-11-22",
    captionsUrl: "/videos/ai-crm-demo.en.vtt",
    category: "Mobile",
    icon: "Smartphone",
    gradient: "from-indigo-600 to-teal-700",
  },
  {
    id: 2,
    title: "Live Freight Tracking and Proof of Delivery",
    description:
      "ShipSure's office dashboard, the multi-tenant SaaS we built for UK hauliers: a truck's route progress updates live, and a driver's proof of delivery reaches the office the moment it is sent.",
    thumbnail: "/videos/shipsure-tracking-demo-poster.webp",
    thumbnailWidth: 1280,
    thumbnailHeight: 720,
    portraitThumbnail: "/videos/shipsure-tracking-demo-poster-portrait.webp",
    portraitThumbnailWidth: 720,
    portraitThumbnailHeight: 1280,
    videoUrl: "/videos/shipsure-tracking-demo.mp4",
    videoType: "video/mp4",
    videoWidth: 1280,
    videoHeight: 720,
    durationSeconds: 6,
    uploaded: "2026-11-30",
    captionsUrl: "/videos/shipsure-tracking-demo.en.vtt",
    category: "Web",
    icon: "Globe",
    gradient: "from-cyan-700 to-sky-800",
  },
  {
    id: 3,
    title: "UPI Payments in a Mobile Wallet",
    description:
      "PaySetu's UPI wallet on a customer's phone: a payment to a restaurant goes through in seconds, tops the recent transactions and the balance updates.",
    thumbnail: "/videos/paysetu-upi-demo-poster.webp",
    thumbnailWidth: 1280,
    thumbnailHeight: 720,
    portraitThumbnail: "/videos/paysetu-upi-demo-poster-portrait.webp",
    portraitThumbnailWidth: 720,
    portraitThumbnailHeight: 1280,
    videoUrl: "/videos/paysetu-upi-demo.mp4",
    videoType: "video/mp4",
    videoWidth: 720,
    videoHeight: 1280,
    durationSeconds: 6,
    uploaded: "2026-11-30",
    captionsUrl: "/videos/paysetu-upi-demo.en.vtt",
    category: "Mobile",
    icon: "Smartphone",
    gradient: "from-indigo-700 to-violet-800",
  },
] as const satisfies readonly DemoVideo[];

/** "All" first, then every distinct category in order of first appearance. */
export function videoCategories(videos: readonly { category: string }[]): string[] {
  return ["All", ...new Set(videos.map((v) => v.category))];
}
