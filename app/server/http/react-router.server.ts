/**
 * The React Router side of the server: renders what cannot be static (form posts, pages that read
 * their query string, newsletter links) with the request's public origin as its URL and a typed
 * load context, and renders the two cached error pages once at start-up.
 */
import type http from "node:http";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { compressResponse } from "../compression.server";
import { log } from "../logger.server";
import { notFoundEntry, type StaticEntry } from "../static-files.server";
import type { SecurityHeaderOptions } from "../security-headers.server";

export function createRouterHandler(build: ServerBuild, mode: string) {
  const handle = createRequestHandler(build, mode);

  /**
   * Renders one request. `publicOrigin` becomes the Request's origin, so React Router's own
   * same-origin check of actions agrees with the browser behind a TLS proxy.
   */
  async function render(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    publicOrigin: string,
    context: RouterContextProvider,
  ): Promise<void> {
    const origin = new URL(publicOrigin);
    const request = createRequest(req, res, { protocol: origin.protocol, host: origin.host });
    const response = await handle(request, context);
    await sendResponse(res, compressResponse(request, response));
  }

  /**
   * Renders a page once, without a nonce (its inline scripts are then allowed by hash, as on
   * prerendered pages), for serving from memory. Null when the render is not what was expected.
   */
  async function renderOnce(
    path: string,
    expectedStatus: number,
    security: SecurityHeaderOptions,
    context: RouterContextProvider,
  ): Promise<StaticEntry | null> {
    const response = await handle(new Request(`http://localhost${path}`), context);
    if (response.status !== expectedStatus) {
      log("warn", "page not cached", { path, status: response.status });
      return null;
    }
    return notFoundEntry(await response.text(), security);
  }

  return { render, renderOnce };
}
