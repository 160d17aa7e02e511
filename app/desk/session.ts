/**
 * A desk session, as both the server and the browser side know it. Its length: the server ends a
 * session then (app/server/desk-auth.server.ts), and the lead page's kept note drafts older than
 * that are dropped (app/shell/desk-drafts.ts). Its cookie's name, which the tests sign in with.
 * It imports nothing, so the shell bundle can read it without taking any server code.
 */
export const deskSessionHours = 12;

/** Renaming it signs every teammate out once: their browsers hold the old name. */
export const deskCookieName = "desk_session";
