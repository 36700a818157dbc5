import net from "node:net";
import { describe, expect, it } from "vitest";
import { useDrainableServer } from "../helpers/server-process";

const CLIENTS = 25;

/** One keep-alive connection, written to by hand: each request's answer (status and headers), and whether it ended. */
async function keepAliveConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let ended = false;
  socket.on("end", () => (ended = true)).on("error", () => (ended = true));
  const send = (urlPath: string) =>
    new Promise<{ status: number; headers: string }>((resolve, reject) => {
      let received = "";
      const onData = (chunk: Buffer) => {
        received += chunk.toString();
        const headerEnd = received.indexOf("\r\n\r\n");
        const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? 0);
        if (headerEnd < 0 || received.length < headerEnd + 4 + length) return;
        socket.off("data", onData).off("close", onClose);
        resolve({ status: Number(received.slice(9, 12)), headers: received.slice(0, headerEnd).toLowerCase() });
      };
      socket.on("data", onData);
      const onClose = () => reject(new Error(`the connection closed before answering ${urlPath}`));
      socket.once("close", onClose);
      socket.write(`GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    });
  return { send, ended: () => ended, destroy: () => socket.destroy() };
}

/** Whether a new connection is refused (the listener is closed). */
function refusesConnections(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(false)));
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/**
 * Before: each drained 503 closed its connection, so clients retrying at once reconnected for every request, and
 * the connections the kernel had completed but the server not yet accepted when the listener closed were reset
 * ("connect ECONNRESET"); http.Server.close() also destroyed keep-alive connections on which a request was on
 * its way. Now every request is answered, and once the listener is closed a new connection is refused.
 */
describe("a server process getting SIGTERM while clients keep sending requests", () => {
  const server = useDrainableServer(500);

  it("answers every request it was sent (401, or 503 with Retry-After) and then refuses connections", async () => {
    const held = await keepAliveConnection(server.port());
    expect((await held.send("/api/user")).status).toBe(401);
    const exited = new Promise<number | null>((resolve) => server.process().once("exit", resolve));
    let running = true;
    void exited.then(() => (running = false));
    const answers = new Map<string, number>();
    const unanswered: string[] = [];
    let refused = 0;
    const count = (key: string) => answers.set(key, (answers.get(key) ?? 0) + 1);
    // Each client sends its next request as soon as it has an answer, on a keep-alive connection (fetch's pool).
    const client = async () => {
      while (running) {
        try {
          const response = await fetch(`http://127.0.0.1:${server.port()}/api/user`);
          await response.arrayBuffer();
          count(`${response.status}${response.headers.get("retry-after") ? " with Retry-After" : ""}`);
        } catch (error) {
          const cause = (error as { cause?: { code?: string; syscall?: string } }).cause;
          if (cause?.code === "ECONNREFUSED") refused++;
          else unanswered.push(`${cause?.syscall ?? ""} ${cause?.code ?? String(error)}`.trim());
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await new Promise((r) => setTimeout(r, 300));
    server.process().kill("SIGTERM");

    // Draining: 503 with Retry-After, and the connection is kept, so its client need not reconnect for each try.
    let drained = await held.send("/api/user");
    while (drained.status !== 503) drained = await held.send("/api/user");
    expect(drained.headers).toContain("retry-after: 5");
    expect(drained.headers).not.toContain("connection: close");
    // Once the listener is closed, a request on a connection kept alive is still answered, and the connection
    // closed after it; Node's own server.close() would have cut it while idle.
    while (!(await refusesConnections(server.port()))) await new Promise((r) => setTimeout(r, 20));
    const last = await held.send("/api/user");
    expect(last.status).toBe(503);
    expect(last.headers).toContain("retry-after: 5");
    expect(last.headers).toContain("connection: close");

    expect(await exited).toBe(0);
    expect(held.ended()).toBe(true);
    await Promise.all(clients);
    expect(unanswered).toEqual([]);
    expect([...answers.keys()].sort()).toEqual(["401", "503 with Retry-After"]);
    expect(refused).toBeGreaterThan(0);
  }, 30_000);
});
