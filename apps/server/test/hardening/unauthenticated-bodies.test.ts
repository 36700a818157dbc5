import net from "node:net";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { APP_URL, useTestApp } from "../helpers/test-app";

/**
 * Sends the headers of a large request and only the first bytes of its body, then waits for the answer.
 * A server that reads the body before refusing never answers; one that refuses first answers at once.
 */
function sendHeadersOnly(port: number, request: { method: string; path: string; contentLength: number }) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer || "(no answer within 3 s)");
    }, 3_000);
    socket.on("connect", () => {
      socket.write(
        `${request.method} ${request.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${APP_URL}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${request.contentLength}\r\n\r\n{"attachments":[`,
      );
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString();
      if (answer.includes("\r\n\r\n")) {
        clearTimeout(timer);
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on("error", reject);
  });
}

describe("a request without a session", () => {
  const t = useTestApp();
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it("to a route that needs one is refused 401 before its 80 MB body is read, and the connection closed", async () => {
    for (const path of ["/api/extraction-jobs", "/api/properties", "/api/compare"]) {
      const answer = await sendHeadersOnly(port, { method: "POST", path, contentLength: 80 * 1024 * 1024 });
      expect(answer.split("\r\n")[0], `${path}: ${answer}`).toBe("HTTP/1.1 401 Unauthorized");
      expect(answer.toLowerCase()).toContain("connection: close");
    }
  });

  it("is told to sign in by every route that needs a session, as before", async () => {
    const response = await t.api.get("/api/properties");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "unauthenticated", message: "Please sign in to continue." });
  });

  it("to a route that answers without a session may send 16 KB at most", async () => {
    const big = { email: `${"a".repeat(20_000)}@example.com`, password: "Duplex on Elm Street 42" };
    for (const path of ["/api/register", "/api/login", "/api/password-reset/request"]) {
      const response = await t.api.post(path, big);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(413);
    }
  });

  it("can still read the API reference and reach unknown routes' 404", async () => {
    expect((await t.api.get("/api/openapi.json")).statusCode).toBe(200);
    expect((await t.api.get("/api/docs")).statusCode).toBeLessThan(400);
    expect((await t.api.get("/api/no-such-route")).statusCode).toBe(404);
  });
});
