// The ceiling `npm run bench:api` compares against: a bare Fastify, in a process of its own as the server is,
// answering each route with the very bytes the real server answered, from memory. No session, no database, no
// serialisation: what the HTTP layer alone costs on this machine at this moment.
// Usage (by bench/api.ts): node --import tsx bench/api-ceiling.ts PORT LIST_BODY_FILE PROPERTY_BODY_FILE
import fs from "node:fs";
import Fastify from "fastify";

const [port = "0", listFile = "", propertyFile = ""] = process.argv.slice(2);
const list = fs.readFileSync(listFile);
const property = fs.readFileSync(propertyFile);

const app = Fastify({ logger: false });
app.get("/list", (_request, reply) => reply.type("application/json; charset=utf-8").send(list));
app.get("/property", (_request, reply) => reply.type("application/json; charset=utf-8").send(property));
await app.listen({ host: "127.0.0.1", port: Number(port) });
process.send?.("ready");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
