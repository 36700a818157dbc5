import type { IncomingHttpHeaders, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake public-API servers (fake-data-apis.ts, fake-rent-apis.ts) have in common. */

/** One request a fake server received; `path` is without the API's prefix ("/census", "/hud"...). */
export type FakeRequest<Api extends string> = {
  api: Api;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
};

export const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

/** Listens on a free 127.0.0.1 port; `close` also drops open (hanging) connections. */
export async function listenLocally(server: Server): Promise<{ origin: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
