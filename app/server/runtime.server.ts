/**
 * Long-lived server-side services (database, lead store, outbox worker, rate limiter) and their
 * lifecycle. The production server (server.ts) starts them, counts form posts with the rate
 * limiter and passes them to loaders and actions in the load context
 * (./load-context.server.ts). Under `react-router dev` there is no server.ts: `leadServices()`
 * opens them on first use. Either way there is one instance per process.
 */
import { randomBytes } from "node:crypto";
import { siteConfig } from "~/site.config";
import {
  isPostgres,
  maintenanceStatementMs,
  migrateToLatest,
  openDatabase,
  pingDatabase,
  type OpenedDatabase,
} from "./db.server";
import { configuredOriginOf, retentionBeyondPolicy, serverEnv, type ServerEnv } from "./env.server";
import { CountLimiter, RateLimiter } from "./rate-limit.server";
import { createDeskAuth, type DeskAuth } from "./desk-auth.server";
import { createDesk, type Desk } from "./desk.server";
import { createVisitCounter, type VisitCounter } from "./visits.server";
import { createLeadStore, type LeadStore } from "./leads-store.server";
import { createOutboxWorker, smtpSender, type OutboxWorker } from "./outbox.server";
import {
  httpChannelsOf,
  slackSender,
  webhookSender,
  type HttpDestinations,
} from "./deliveries.server";
import { log } from "./logger.server";

interface HealthReport {
  ok: boolean;
  checks: Record<string, boolean>;
}

export interface AppRuntime {
  /** Opens connections and starts background workers; called once before listening. */
  start(): Promise<LeadServices>;
  /** Finishes in-flight background work and closes connections; called on shutdown. */
  stop(): Promise<void>;
  /** Cheap liveness probe for GET /healthz. */
  health(): Promise<HealthReport>;
}

export interface LeadServices {
  env: ServerEnv;
  /** Key for the signed form timestamps (see formSecretOf). */
  formSecret: string;
  database: OpenedDatabase;
  store: LeadStore;
  /** Counts form posts per client: RATE_LIMIT_MAX for the forms, 3× that for the flood guard. */
  rateLimiter: RateLimiter;
  /**
   * The outbox's workers: one for mail, one for the webhook and Slack, each in its own loop so a
   * receiver that hangs (up to 10 s an attempt) never holds up a lead's mail.
   */
  outboxWorkers: OutboxWorker[];
  /** Asks every outbox worker to send now rather than at its next poll. */
  wakeOutbox: () => void;
  closeMailer: () => void;
  /** The desk (/desk): sign-in and sessions, leads and privacy duties. */
  deskAuth: DeskAuth;
  desk: Desk;
  /** Sign-in link requests: per address (whoever asks) and per client. */
  deskLinkLimits: { perAddress: CountLimiter; perClient: CountLimiter };
  /** Cookieless visit counts and the day's visitor hashes (attribution). */
  visits: VisitCounter;
  /** Stops the retention sweep. */
  stopSweeps: () => void;
}

/** How often the retention sweep runs (also once at start-up). */
const sweepIntervalMs = 6 * 3_600_000;

/**
 * Posts per client and window before the server answers 429 itself, as a multiple of the
 * forms' own limit (RATE_LIMIT_MAX): people meet the form's friendly message first, floods meet
 * this cheap refusal.
 */
const floodLimitMultiplier = 3;

/** Used outside production only, so that development needs no setup. */
const developmentSecret = "development-only-form-secret";

/**
 * LEADS_SECRET, or a stand-in. Without it, production uses a random key per process: forms then
 * still work (a token signed by another instance or before a restart counts as no token, see
 * judgeSpam), but the fill-time check only covers pages served by this very process.
 */
function formSecretOf(env: ServerEnv): string {
  if (env.LEADS_SECRET) return env.LEADS_SECRET;
  if (env.NODE_ENV !== "production") return developmentSecret;
  log("warn", "LEADS_SECRET is not set: using a random key for this process; set it in production");
  return randomBytes(32).toString("base64url");
}

/**
 * Brings the schema up to date. On PostgreSQL through a connection of its own, without the
 * site's ten-second statement limit: another instance's migration may hold the lock for longer
 * as it starts beside this one, and a migration may rewrite a large table.
 */
async function migrate(url: string, database: OpenedDatabase): Promise<void> {
  if (!isPostgres(database.db)) {
    await migrateToLatest(database.db);
    return;
  }
  const maintenance = openDatabase(url, { postgresStatementTimeoutMs: maintenanceStatementMs });
  try {
    await migrateToLatest(maintenance.db);
  } finally {
    await maintenance.db.destroy();
  }
}

async function openServices(env: ServerEnv): Promise<LeadServices> {
  const database = openDatabase(env.DATABASE_URL, { sqliteWriteWaitMs: env.SQLITE_WRITE_WAIT_MS });
  try {
    await migrate(env.DATABASE_URL, database);
  } catch (error) {
    await database.db.destroy();
    throw error;
  }
  const outboxWorkers: OutboxWorker[] = [];
  let closeMailer = () => {};
  const from = env.MAIL_FROM ?? `${siteConfig.brandName} <${siteConfig.contact.email}>`;
  const sender = env.SMTP_URL ? smtpSender(env.SMTP_URL) : undefined;
  if (sender) closeMailer = sender.close;
  else log("warn", "SMTP_URL is not set: leads are stored and their mail waits in the outbox");
  const http: HttpDestinations = {};
  if (env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET) {
    http.webhook = webhookSender(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET);
  }
  if (env.SLACK_WEBHOOK_URL) http.slack = slackSender(env.SLACK_WEBHOOK_URL);
  const workerSettings = {
    from,
    pollMs: env.OUTBOX_POLL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
  };
  if (sender) {
    outboxWorkers.push(createOutboxWorker(database.db, { ...workerSettings, send: sender.send }));
  }
  if (httpChannelsOf(http).length > 0) {
    outboxWorkers.push(createOutboxWorker(database.db, { ...workerSettings, http }));
  }
  for (const worker of outboxWorkers) worker.start();
  const wakeOutbox = () => {
    for (const worker of outboxWorkers) worker.wake();
  };
  const rateLimits = {
    formLimit: env.RATE_LIMIT_MAX,
    floodLimit: env.RATE_LIMIT_MAX * floodLimitMultiplier,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
  };
  const publicOrigin = configuredOriginOf(env);
  const store = createLeadStore(database.db, {
    notifyTo: env.LEADS_NOTIFY_TO,
    publicOrigin,
    confirmTtlHours: env.NEWSLETTER_CONFIRM_TTL_HOURS,
    confirmMinIntervalMs: env.NEWSLETTER_CONFIRM_INTERVAL_MINUTES * 60_000,
    confirmMaxPerDay: env.NEWSLETTER_CONFIRM_MAX_PER_DAY,
    deliveries: { webhook: http.webhook !== undefined, slack: http.slack !== undefined },
    onMailQueued: wakeOutbox,
  });
  const linkWindowSeconds = 15 * 60;
  for (const warning of retentionBeyondPolicy(env)) log("warn", warning);
  const desk = createDesk(database.db);
  const visits = createVisitCounter(database.db, { retentionDays: env.VISITS_RETENTION_DAYS });
  await visits.start();
  const sweep = () =>
    Promise.all([
      visits.applyRetention(),
      desk.applyRetention({
        leadMonths: env.LEADS_RETENTION_MONTHS,
        mailBodyDays: env.MAIL_BODY_RETENTION_DAYS,
      }),
    ])
      .then(([, removed]) => removed)
      .then((removed) => {
        if (removed.leads + removed.mailBodies > 0) log("info", "retention sweep", removed);
      })
      .catch((error: unknown) => log("warn", "retention sweep failed", { error: String(error) }));
  void sweep();
  const sweepTimer = setInterval(() => void sweep(), sweepIntervalMs);
  sweepTimer.unref();
  return {
    stopSweeps: () => clearInterval(sweepTimer),
    visits,
    deskAuth: createDeskAuth(database.db, {
      allowList: env.DESK_EMAILS,
      publicOrigin,
      onMailQueued: wakeOutbox,
    }),
    desk,
    deskLinkLimits: {
      perAddress: CountLimiter.create(database.pool, {
        keyPrefix: "desk-link-address",
        points: 3,
        durationSeconds: linkWindowSeconds,
      }),
      perClient: CountLimiter.create(database.pool, {
        keyPrefix: "desk-link-client",
        points: 10,
        durationSeconds: linkWindowSeconds,
      }),
    },
    env,
    formSecret: formSecretOf(env),
    database,
    store,
    // Several instances share PostgreSQL, so they share the counts there; SQLite means one.
    rateLimiter: database.pool
      ? RateLimiter.inPostgres(database.pool, rateLimits)
      : RateLimiter.inMemory(rateLimits),
    outboxWorkers,
    wakeOutbox,
    closeMailer,
  };
}

// One instance per process, even when a dev server loads this module more than once.
const globalKey = Symbol.for("agency-website.lead-services");
type Holder = { [globalKey]?: Promise<LeadServices> };
const holder = globalThis as Holder;

/** The process's lead services, opened (and migrated) on first use. */
export function leadServices(): Promise<LeadServices> {
  let services = holder[globalKey];
  if (!services) {
    services = openServices(serverEnv());
    holder[globalKey] = services;
    // A failed open (e.g. database unreachable) is retried on the next use.
    services.catch(() => {
      if (holder[globalKey] === services) delete holder[globalKey];
    });
  }
  return services;
}

export const runtime: AppRuntime = {
  async start() {
    const services = await leadServices();
    log("info", "database ready", {
      dialect: isPostgres(services.database.db) ? "postgres" : "sqlite",
    });
    return services;
  },
  async stop() {
    const services = holder[globalKey];
    if (!services) return;
    delete holder[globalKey];
    const opened = await services;
    opened.stopSweeps();
    await opened.visits.stop();
    await Promise.all(opened.outboxWorkers.map((worker) => worker.stop()));
    opened.closeMailer();
    await opened.database.db.destroy();
  },
  async health() {
    let database = false;
    try {
      database = await pingDatabase((await leadServices()).database.db);
    } catch (error) {
      log("error", "health check failed", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return { ok: database, checks: { database } };
  },
};
