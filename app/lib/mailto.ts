/** Builds `mailto:` links with every part correctly percent-encoded (RFC 6068). */
export function mailtoHref(to: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}

/** The Apply Now link of a job opening: subject "Application for {title} Position". */
export function jobApplicationHref(to: string, jobTitle: string, brandName: string): string {
  return mailtoHref(to, {
    subject: `Application for ${jobTitle} Position`,
    body: `Dear ${brandName} Hiring Team,\n\nI would like to apply for the ${jobTitle} position. Please find my résumé and portfolio attached.\n\nKind regards,\n`,
  });
}
