/**
 * The server's environment, validated once at start-up. Both the production server (server.ts,
 * bundled separately) and the route modules (React Router build) import this module; it is pure
 * (no I/O besides reading the given source), so both bundles parse the same variables the same
 * way and cannot drift apart.
 *
 * A malformed value stops the start with a message naming the variable; an optional setting that
 * is absent (SMTP_URL) only switches its feature off.
 */
import { z } from "zod";
import { siteConfig, siteOrigin } from "~/site.config";
import { companyFacts } from "~/content/facts";
import { httpTimeoutMs } from "./deliveries.server";
import { indexingSwitch, onOff } from "./env-switches.server";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Empty strings count as unset, so `SMTP_URL=` in a .env file means "no SMTP". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

/** A delivery URL: https, or http to this machine only (tests, a local relay). */
const deliveryUrl = optionalText.pipe(
  z
    .url({ protocol: /^https?$/ })
    .refine(
      (value) => {
        const url = new URL(value);
        return (
          url.protocol === "https:" || ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)
        );
      },
      { message: "must be an https:// URL (http:// only to localhost)" },
    )
    .optional(),
);

/**
 * Standard Webhooks secrets: "whsec_" + base64 of 24 to 64 random bytes; two separated by a space
 * while rotating (every delivery is then signed with both).
 */
const webhookSecrets = optionalText.pipe(
  z
    .string()
    .transform((value) => value.split(/\s+/))
    .pipe(
      z
        .array(
          z.string().refine(
            (secret) => {
              const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
              const bytes = match?.[1] ? Buffer.from(match[1], "base64").length : 0;
              return bytes >= 24 && bytes <= 64;
            },
            { message: 'each secret must be "whsec_" + base64 of 24 to 64 bytes' },
          ),
        )
        .min(1)
        .max(2, { message: "at most two secrets (old and new, while rotating)" }),
    )
    .optional(),
);

/** Comma-separated addresses, lower-cased. */
const emailList = optionalText.pipe(
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email()))
    .optional()
    .transform((value) => value ?? []),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    /** TCP port and interface of the HTTP server. */
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    /** Public origin of the site, e.g. https://www.example.com; defaults to siteConfig.siteUrl. */
    SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Send Strict-Transport-Security. Turn on only when the site is served over HTTPS. */
    HSTS: onOff(false),
    /**
     * false on staging: every response then carries `X-Robots-Tag: noindex, nofollow` (the build
     * reads the same variable for the pages' robots meta tag and robots.txt).
     */
    ALLOW_INDEXING: indexingSwitch,
    /** One JSON line per request on stdout. */
    ACCESS_LOG: onOff(true),
    /**
     * Behind a reverse proxy that sets them: take the client address from the last
     * X-Forwarded-For hop (rate limits), and the public scheme and host from X-Forwarded-Proto and
     * X-Forwarded-Host (same-origin checks of form posts). Off, a client could forge them.
     */
    TRUST_PROXY: onOff(false),
    /** file:./path.db for SQLite, postgres://… for PostgreSQL. */
    DATABASE_URL: z
      .string()
      .trim()
      .default("file:./data/site.db")
      .refine((value) => /^(file:|postgres(ql)?:\/\/)/.test(value), {
        message: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
      }),
    /** smtp:// or smtps:// URL of the mail relay; without it lead notifications stay queued. */
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    /** Where lead notifications go. */
    LEADS_NOTIFY_TO: optionalText.pipe(z.email().default(siteConfig.contact.email)),
    /** Largest accepted request body; bigger ones are refused with 413 before they are read. */
    BODY_LIMIT_BYTES: positiveInt(64 * 1024),
    /** Form posts allowed per client address within RATE_LIMIT_WINDOW_MS before 429. */
    RATE_LIMIT_MAX: positiveInt(10),
    RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
    /** Largest accepted visitor form body (contact, newsletter); bigger posts get 413. */
    FORM_BODY_LIMIT_BYTES: positiveInt(32 * 1024),
    /**
     * Posts carrying a form-start token younger than this are treated as bots. The shell holds a
     * visitor's post until their token is this old, so it catches posts with a token fetched by
     * hand; at most 30 s, since the visitor waits it out on "Sending…".
     */
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
    /**
     * Key for the signed form timestamps. Set it in production (e.g. `openssl rand -hex 32`), the
     * same on every instance; unset, development uses a fixed key and production a random one
     * per process (with a warning at start).
     */
    LEADS_SECRET: optionalText.pipe(z.string().min(16).optional()),
    /** Sender of every mail; defaults to the brand name and siteConfig.contact.email. */
    MAIL_FROM: optionalText,
    /** How long a newsletter confirmation link stays valid. */
    NEWSLETTER_CONFIRM_TTL_HOURS: positiveInt(48),
    /**
     * Mail caps per subscriber address, whoever asks: at most one confirmation mail per this many
     * minutes, and at most NEWSLETTER_CONFIRM_MAX_PER_DAY per UTC day. Sign-ups over a cap get the
     * same neutral answer and send nothing.
     */
    NEWSLETTER_CONFIRM_INTERVAL_MINUTES: positiveInt(10),
    NEWSLETTER_CONFIRM_MAX_PER_DAY: positiveInt(3),
    /**
     * SQLite only: how long a write waits for the database's write lock (held by another process,
     * e.g. `npm run leads` or a backup) before the visitor gets the 503-and-retry answer. The wait
     * is asynchronous: other requests are served meanwhile.
     */
    SQLITE_WRITE_WAIT_MS: positiveInt(5000),
    /** Outbox worker: poll interval, and retry backoff base and cap for failed sends. */
    OUTBOX_POLL_MS: positiveInt(2000),
    OUTBOX_RETRY_BASE_MS: positiveInt(1000),
    OUTBOX_RETRY_MAX_MS: positiveInt(30_000),
    /**
     * How long a claimed outbox row belongs to one worker. The worker renews it every third of
     * it while a send lasts, so only a crash mid-send lets another worker take the row over: it
     * then waits this long and may be sent twice (at-least-once delivery). Must be longer than
     * one HTTP delivery attempt (checked below).
     */
    OUTBOX_LEASE_MS: positiveInt(30_000),
    /**
     * The lead webhook (Standard Webhooks) and its signing secret(s); both or neither. Every new
     * lead is posted there through the outbox, retried for more than 24 hours.
     */
    LEAD_WEBHOOK_URL: deliveryUrl,
    LEAD_WEBHOOK_SECRET: webhookSecrets,
    /** A Slack incoming-webhook URL: every new lead is posted there as a message. */
    SLACK_WEBHOOK_URL: deliveryUrl,
    /** Leads (with their mail and deliveries) are erased this many months after they arrived. */
    LEADS_RETENTION_MONTHS: positiveInt(companyFacts.retention.leadMonths),
    /** Delivered mail keeps its text (names, messages) this many days, then only its record. */
    MAIL_BODY_RETENTION_DAYS: positiveInt(companyFacts.retention.mailBodyDays),
    /** Daily visit counts (aggregates only) are kept this many days. */
    VISITS_RETENTION_DAYS: positiveInt(400),
    /** The team's addresses (comma-separated) that may sign in to the desk at /desk; empty: nobody. */
    DESK_EMAILS: emailList,
  })
  .superRefine((env, ctx) => {
    // A lease shorter than one attempt would rest on every renewal arriving in time: one late
    // renewal (a busy database) and another instance sends the same delivery again.
    if (env.OUTBOX_LEASE_MS <= httpTimeoutMs) {
      ctx.addIssue({
        code: "custom",
        path: ["OUTBOX_LEASE_MS"],
        message: `must be more than the ${httpTimeoutMs} ms an HTTP delivery attempt may take`,
      });
    }
    if ((env.LEAD_WEBHOOK_URL === undefined) !== (env.LEAD_WEBHOOK_SECRET === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.LEAD_WEBHOOK_URL === undefined ? "LEAD_WEBHOOK_URL" : "LEAD_WEBHOOK_SECRET"],
        message: "LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET go together: set both or neither",
      });
    }
  });

export type ServerEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment (process.env by default); throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const value = source[name];
    // Values are echoed only for harmless settings; URLs may carry passwords.
    const secret = /URL|SECRET|PASSWORD|TOKEN|KEY/.test(name);
    const shown = value !== undefined && !secret ? ` (got "${value}")` : "";
    return `  ${name}: ${issue.message}${shown}`;
  });
  throw new EnvError(`Invalid environment configuration:\n${problems.join("\n")}`);
}

/**
 * Retention settings that keep what visitors send longer than the Privacy Policy promises
 * (companyFacts.retention): each is a warning at start-up, for the operator to shorten it or have
 * the policy changed first.
 */
export function retentionBeyondPolicy(
  env: Pick<ServerEnv, "LEADS_RETENTION_MONTHS" | "MAIL_BODY_RETENTION_DAYS">,
): string[] {
  const { leadMonths, mailBodyDays } = companyFacts.retention;
  return [
    ...(env.LEADS_RETENTION_MONTHS > leadMonths
      ? [
          `LEADS_RETENTION_MONTHS=${env.LEADS_RETENTION_MONTHS} keeps leads longer than the Privacy Policy's ${leadMonths} months`,
        ]
      : []),
    ...(env.MAIL_BODY_RETENTION_DAYS > mailBodyDays
      ? [
          `MAIL_BODY_RETENTION_DAYS=${env.MAIL_BODY_RETENTION_DAYS} keeps mail text longer than the Privacy Policy's ${mailBodyDays} days`,
        ]
      : []),
  ];
}

/**
 * The configured origin (SITE_URL, else the site's own): where links in mail and deliveries
 * point. A request's own origin, from its headers, is `publicOriginOf` in http/public-origin.
 */
export function configuredOriginOf(env: Pick<ServerEnv, "SITE_URL">): string {
  return (env.SITE_URL ?? siteOrigin()).replace(/\/+$/, "");
}

let cached: ServerEnv | undefined;

/** The validated process environment, parsed on first use. */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
