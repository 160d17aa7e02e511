import type { AppDatabase } from "~/server/db.server";
import { createLeadStore, type LeadStoreOptions } from "~/server/leads-store.server";

/**
 * A lead store with the settings the tests share (an agency address, a public origin, the
 * newsletter's limits); each test overrides what it is about: the clock, deliveries, the
 * confirmation interval.
 */
export function testLeadStore(db: AppDatabase, options: Partial<LeadStoreOptions> = {}) {
  return createLeadStore(db, {
    notifyTo: "agency@example.com",
    publicOrigin: "https://site.example",
    confirmTtlHours: 48,
    confirmMinIntervalMs: 0,
    confirmMaxPerDay: 3,
    ...options,
  });
}
