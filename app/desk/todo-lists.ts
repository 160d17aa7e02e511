import type { DeskTodo } from "~/server/desk.server";

/**
 * The list (as `leadFilterOf` in app/server/lead-filter.server.ts reads it) that shows exactly
 * the leads each count of the desk's to-do line counts: its link. A sign-up's failed delivery is
 * counted, so that list takes every kind. Apart from the server module, which the page's
 * component may not import.
 */
export const todoListQuery = {
  awaitingReply: { status: "due" },
  followUpsDue: { status: "follow-up" },
  deliveriesFailed: { kind: "all", delivery: "failed" },
} as const satisfies Partial<Record<keyof DeskTodo, Record<string, string>>>;
