/**
 * How long a desk session lasts: the server ends it then (app/server/desk-auth.server.ts), and the
 * lead page's kept note drafts older than that are dropped (app/shell/desk-drafts.ts). It imports
 * nothing, so the shell bundle can read it without taking any server code.
 */
export const deskSessionHours = 12;
