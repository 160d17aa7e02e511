const markupEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Text made safe for XML and HTML, in content and in quoted attributes: the feed, the sitemap,
 * the share images' SVG, the job posting's HTML description and the mail the server sends.
 * `&#39;` for the apostrophe is valid in both, where `&apos;` is not in HTML 4 mail clients.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => markupEscapes[char] ?? char);
}
