/**
 * A small schema.org checker for our JSON-LD blocks: every node with an @type must be a type we
 * know, carry the properties search engines require for it (schema.org plus Google's rich-result
 * requirements), and hold no undefined, null, empty or non-finite values. Used by the unit test of
 * the builders and by the e2e spec that reads every prerendered page.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Rule = (node: Record<string, unknown>, at: string) => string[];

const required =
  (...keys: string[]): Rule =>
  (node, at) =>
    keys
      .filter((key) => !(key in node))
      .map((key) => `${at}: ${String(node["@type"])} needs ${key}`);

/** A price as schema.org takes it: a number, or a string of digits with an optional decimal. */
const isPrice = (value: unknown) =>
  typeof value === "number" || /^\d+(\.\d+)?$/.test(String(value));

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
const dates =
  (...keys: string[]): Rule =>
  (node, at) =>
    keys
      .filter((key) => key in node && !(typeof node[key] === "string" && isoDate.test(node[key])))
      .map((key) => `${at}.${key}: not an ISO 8601 date`);

const absoluteUrls =
  (...keys: string[]): Rule =>
  (node, at) =>
    keys
      .filter((key) => key in node && typeof node[key] === "string")
      .filter((key) => !/^https:\/\/[^/]+/.test(String(node[key])))
      .map((key) => `${at}.${key}: not an absolute https URL`);

const organization: Rule[] = [required("name", "url"), absoluteUrls("url", "logo", "image")];

const rules: Record<string, Rule[]> = {
  Organization: [required("name")],
  ProfessionalService: [...organization, required("address", "telephone")],
  WebSite: [required("name", "url"), absoluteUrls("url")],
  PostalAddress: [required("addressCountry")],
  ContactPoint: [required("contactType")],
  OpeningHoursSpecification: [required("dayOfWeek", "opens", "closes")],
  BreadcrumbList: [
    required("itemListElement"),
    (node, at) => {
      const items = node.itemListElement;
      if (!Array.isArray(items) || items.length < 2) return [`${at}: needs at least two ListItems`];
      return items.flatMap((item: unknown, index) =>
        typeof item === "object" &&
        item !== null &&
        "position" in item &&
        item.position === index + 1
          ? []
          : [`${at}.itemListElement[${index}]: position must be ${index + 1}`],
      );
    },
  ],
  ListItem: [required("position", "name", "item"), absoluteUrls("item")],
  FAQPage: [
    required("mainEntity"),
    (node, at) =>
      Array.isArray(node.mainEntity) && node.mainEntity.length > 0
        ? []
        : [`${at}: mainEntity must list questions`],
  ],
  Question: [required("name", "acceptedAnswer")],
  Answer: [required("text")],
  JobPosting: [
    required("title", "description", "datePosted", "hiringOrganization", "employmentType"),
    (node, at) =>
      "jobLocation" in node || node.jobLocationType === "TELECOMMUTE"
        ? []
        : [`${at}: JobPosting needs jobLocation or jobLocationType TELECOMMUTE`],
    (node, at) =>
      node.jobLocationType === "TELECOMMUTE" && !("applicantLocationRequirements" in node)
        ? [`${at}: remote JobPosting needs applicantLocationRequirements`]
        : [],
    dates("datePosted", "validThrough"),
  ],
  Place: [required("address")],
  Country: [required("name")],
  Service: [required("name", "provider")],
  Offer: [
    required("priceCurrency"),
    (node, at) =>
      typeof node.priceCurrency === "string" && /^[A-Z]{3}$/.test(node.priceCurrency)
        ? []
        : [`${at}: priceCurrency must be an ISO 4217 code`],
    // An exact price, or a specification of a range ("from 1,70,000 INR"): minPrice, maxPrice.
    (node, at) =>
      "price" in node
        ? isPrice(node.price)
          ? []
          : [`${at}: price must be a number`]
        : "priceSpecification" in node
          ? []
          : [`${at}: needs price or priceSpecification`],
  ],
  BlogPosting: [
    required("headline", "datePublished", "author", "mainEntityOfPage"),
    dates("datePublished", "dateModified"),
    (node, at) =>
      typeof node.headline === "string" && node.headline.length <= 110
        ? []
        : [`${at}: headline must be at most 110 characters`],
  ],
  Person: [required("name")],
  PriceSpecification: [
    required("priceCurrency"),
    (node, at) =>
      ["price", "minPrice", "maxPrice"].some((key) => key in node)
        ? ["price", "minPrice", "maxPrice"]
            .filter((key) => key in node && !isPrice(node[key]))
            .map((key) => `${at}: ${key} must be a number`)
        : [`${at}: needs price, minPrice or maxPrice`],
  ],
  Article: [
    // datePublished is a recommendation of Google's, not a requirement; every Article of ours
    // (a case study) carries it, and a reader judging the work asks when it was done.
    required("headline", "author", "publisher", "mainEntityOfPage", "image", "datePublished"),
    absoluteUrls("url", "mainEntityOfPage", "image"),
    dates("datePublished", "dateModified"),
    (node, at) =>
      typeof node.headline === "string" && node.headline.length <= 110
        ? []
        : [`${at}: headline must be at most 110 characters`],
  ],
  WebPage: [required("name", "url"), absoluteUrls("url")],
  VideoObject: [
    required("name", "description", "thumbnailUrl", "uploadDate"),
    absoluteUrls("thumbnailUrl", "contentUrl", "url"),
    dates("uploadDate"),
    (node, at) =>
      typeof node.duration === "string" && /^PT(\d+M)?\d+S$/.test(node.duration)
        ? []
        : [`${at}.duration: not an ISO 8601 duration`],
  ],
};

function walk(value: unknown, at: string): string[] {
  if (value === undefined) return [`${at}: undefined`];
  if (value === null) return [`${at}: null`];
  if (typeof value === "string") return value.trim() === "" ? [`${at}: empty string`] : [];
  if (typeof value === "number") return Number.isFinite(value) ? [] : [`${at}: not finite`];
  if (typeof value === "boolean") return [];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${at}: empty array`];
    return value.flatMap((item, index) => walk(item, `${at}[${index}]`));
  }
  if (typeof value !== "object") return [`${at}: unexpected ${typeof value}`];
  const node = value as Record<string, unknown>;
  const errors = Object.entries(node).flatMap(([key, child]) => walk(child, `${at}.${key}`));
  const type = node["@type"];
  if (type === undefined) {
    // A bare reference to a node described elsewhere ({"@id": …}) is fine; anything else is not.
    if (!("@id" in node)) errors.push(`${at}: object without @type or @id`);
    return errors;
  }
  if (typeof type !== "string" || !(type in rules))
    return [...errors, `${at}: unknown @type ${String(type)}`];
  return [...errors, ...(rules[type] ?? []).flatMap((rule) => rule(node, at))];
}

/** Problems with one top-level JSON-LD block; empty when it is valid. */
export function validateJsonLd(block: unknown): string[] {
  if (typeof block !== "object" || block === null || Array.isArray(block)) {
    return ["block must be one JSON object"];
  }
  const errors: string[] = [];
  if ((block as Record<string, Json>)["@context"] !== "https://schema.org") {
    errors.push("@context must be https://schema.org");
  }
  if (!("@type" in block)) errors.push("top-level block needs @type");
  return [...errors, ...walk(block, "$")];
}
