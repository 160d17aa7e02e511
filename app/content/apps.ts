/**
 * App solution categories (spec section 3) and the solution areas of /solutions/{slug}.
 * Pure data (no JSX): the route table imports it. The interactive-features issue owns the copy.
 */
export interface AppCategory {
  title: string;
  /** URL slug for /apps/{slug}; two categories have no page of their own. */
  slug: string | null;
  /** Value of the /apps?category= query parameter that selects this category, if any. */
  categoryParam: string | null;
}

export const appCategories = [
  { title: "Crypto & NFT", slug: "crypto-nft", categoryParam: "Crypto & NFT" },
  { title: "Food & Restaurant", slug: "food-restaurant", categoryParam: "Food & Restaurant" },
  {
    title: "eCommerce, Grocery & Laundry",
    slug: "ecommerce-grocery",
    categoryParam: "eCommerce, Grocery & Laundry",
  },
  { title: "Doctor & Pharmacy", slug: "healthcare-pharmacy", categoryParam: "Doctor & Pharmacy" },
  { title: "Online Classes", slug: "education-elearning", categoryParam: "Online Classes" },
  { title: "OTT & Music", slug: "ott-music-streaming", categoryParam: "OTT & Music" },
  {
    title: "Social, Chatting & Calling",
    slug: "social-messaging",
    categoryParam: "Social, Chatting & Calling",
  },
  { title: "Payment & Banking", slug: "payment-banking", categoryParam: "Payment & Banking" },
  { title: "Fitness & Workout", slug: "fitness-workout", categoryParam: "Fitness & Workout" },
  { title: "Blog & News", slug: "blog-news", categoryParam: "Blog & News" },
  { title: "Booking Apps", slug: "booking-appointments", categoryParam: "Booking Apps" },
  { title: "Community & Religious", slug: null, categoryParam: null },
  { title: "Classified Apps", slug: "real-estate-classifieds", categoryParam: "Classified Apps" },
  { title: "Other Popular Apps", slug: null, categoryParam: null },
] as const satisfies readonly AppCategory[];

export interface SolutionArea {
  slug: string;
  title: string;
}

export const solutionAreas = [
  { slug: "enterprise", title: "Enterprise Solutions" },
  { slug: "mobile", title: "Mobile Solutions" },
  { slug: "ecommerce", title: "eCommerce Solutions" },
  { slug: "ai", title: "AI Solutions" },
] as const satisfies readonly SolutionArea[];

/** Categories that have their own page, in display order. */
export const appCategoryPages = appCategories.filter(
  (c): c is Extract<(typeof appCategories)[number], { slug: string }> => c.slug !== null,
);
