import { describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { listenText } from "../../src/lib/listen-text";
import { GOOD_PASSWORD } from "../helpers/factories";
import { APP_URL, useTestApp } from "../helpers/test-app";

const body = JSON.stringify({ email: "csrf@example.com", password: GOOD_PASSWORD });

describe("cross-site request forgery and content types", () => {
  const t = useTestApp();
  const register = (headers: Record<string, string>, payload = body) =>
    t.app.inject({ method: "POST", url: "/api/register", headers, payload });

  it.each([
    ["no Origin and no Sec-Fetch-Site", { "content-type": "application/json" }],
    ["another Origin", { "content-type": "application/json", origin: "https://evil.example" }],
    ["a look-alike Origin", { "content-type": "application/json", origin: `${APP_URL}.evil.example` }],
    [
      "Sec-Fetch-Site: cross-site",
      { "content-type": "application/json", "sec-fetch-site": "cross-site", origin: APP_URL },
    ],
    ["Sec-Fetch-Site: same-site", { "content-type": "application/json", "sec-fetch-site": "same-site" }],
  ])("rejects a POST with %s (403) and changes nothing", async (_, headers) => {
    const response = await register(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain("Cross-site request rejected");
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it.each([
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
    ["Origin equal to APP_URL", { origin: APP_URL }],
  ])("accepts a POST with %s", async (_, headers) => {
    expect((await register({ "content-type": "application/json", ...headers })).statusCode).toBe(201);
  });

  it("tells a page opened at another address of this server (a LAN URL) to use APP_URL, and changes nothing", async () => {
    const response = await register({
      "content-type": "application/json",
      origin: "http://192.0.2.2:3411",
      host: "192.0.2.2:3411",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      `Cross-site request rejected: this app was opened at http://192.0.2.2:3411, but the server accepts requests from ${APP_URL} (APP_URL) only. Open ${APP_URL}, or restart the server with APP_URL=http://192.0.2.2:3411.`,
    );
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it("the startup log names the one address the app works at", async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0, listenTextResolver: listenText(APP_URL) });
    expect(t.logs.join("")).toContain(`(the app works at ${APP_URL} only: set APP_URL to the address people open)`);
  });

  it("rejects logout from another site, so a forged link cannot sign the user out", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ["text/plain", "hello"],
    ["application/x-www-form-urlencoded", "email=a%40b.co&password=secretsecret"],
    ["multipart/form-data; boundary=x", "--x\r\n\r\n--x--"],
  ])("rejects a %s body with 415", async (contentType, payload) => {
    const response = await register({ origin: APP_URL, "content-type": contentType }, payload);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Send the request body as JSON (Content-Type: application/json).");
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it("lets GET requests through without an Origin", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
  });
});
