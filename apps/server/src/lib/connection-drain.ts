import net, { type Socket } from "node:net";
import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** Each open connection: the requests it has in flight, and when it last did anything. */
type ConnectionState = { inFlight: number; lastActive: number };

/**
 * Tracks the HTTP server's connections so a shutdown can close each one only when no request can be on its way:
 * after it answered a request with Connection: close, or after it sat idle for `idleMs`.
 *
 * Node's own `server.close()` first destroys every connection that has no request in flight (closeIdleConnections).
 * Under load that cuts connections on which the client has just written its next request: the bytes are on the
 * wire or in the kernel buffer, not yet parsed, so the connection looks idle, and the client gets a reset instead
 * of an answer. So the listener is closed here at the net level, and idle connections are given `idleMs`.
 */
export function trackConnections(server: Server) {
  const connections = new Map<Socket, ConnectionState>();
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { inFlight: 0, lastActive: performance.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.inFlight++;
    state.lastActive = performance.now();
    response.once("close", () => {
      state.inFlight--;
      state.lastActive = performance.now();
    });
  });

  /**
   * Stops accepting connections (a new one is refused by the kernel from now on), then waits until every open
   * connection is gone: each closes itself after its next answer (the caller's responses carry Connection: close
   * by then), and one idle for `idleMs` is closed here. Whatever is still open at `deadlineMs` is destroyed.
   */
  async function closeGracefully({ idleMs, deadlineMs }: { idleMs: number; deadlineMs: number }) {
    // net.Server's close, not http.Server's: see above. Fastify's close later finds the listener closed (fine).
    net.Server.prototype.close.call(server);
    const started = performance.now();
    while (connections.size > 0 && performance.now() - started < deadlineMs) {
      const now = performance.now();
      for (const [socket, state] of connections)
        if (state.inFlight === 0 && now - state.lastActive >= idleMs) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    for (const socket of connections.keys()) socket.destroy();
  }

  return { closeGracefully, openConnections: () => connections.size };
}
