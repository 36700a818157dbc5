import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

export type Cookie = { name: string; value: string; attributes: string[]; raw: string };

export function parseSetCookies(response: LightMyRequestResponse): Cookie[] {
  const header = response.headers["set-cookie"];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((raw) => {
    const [pair = "", ...attributes] = raw.split(";").map((part) => part.trim());
    const eq = pair.indexOf("=");
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes, raw };
  });
}

type Call = { cookie?: string; ip?: string; headers?: Record<string, string> };

/**
 * Requests as the browser app sends them: same-origin (Origin = APP_URL) with JSON bodies.
 * `cookie` is a "name=value" pair, as returned by `sessionCookie`.
 */
export function createApiClient(app: FastifyInstance, appUrl: string) {
  const send = (method: InjectOptions["method"], url: string, body: unknown, call: Call = {}) =>
    app.inject({
      method,
      url,
      remoteAddress: call.ip ?? "203.0.113.1",
      headers: {
        origin: appUrl,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(call.cookie ? { cookie: call.cookie } : {}),
        ...call.headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  return {
    get: (url: string, call?: Call) => send("GET", url, undefined, call),
    post: (url: string, body?: unknown, call?: Call) => send("POST", url, body, call),
    patch: (url: string, body?: unknown, call?: Call) => send("PATCH", url, body, call),
    put: (url: string, body?: unknown, call?: Call) => send("PUT", url, body, call),
    delete: (url: string, call?: Call) => send("DELETE", url, undefined, call),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The "name=value" of the session cookie a response set, ready to send back. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = parseSetCookies(response).find((c) => c.name.endsWith("plexwise_session") && c.value);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}
