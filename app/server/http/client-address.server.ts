import type http from "node:http";

/**
 * The client's address for rate limits: the socket's peer, or behind our own proxy
 * (TRUST_PROXY) the last X-Forwarded-For hop, the one that proxy appended; earlier hops are
 * whatever the client sent. Never logged.
 */
export function clientAddressOf(
  req: http.IncomingMessage,
  trustProxy: boolean,
): string | undefined {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const last = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)
      ?.split(",")
      .pop()
      ?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress;
}
