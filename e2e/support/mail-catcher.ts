// A local SMTP server standing in for the mail provider during end-to-end runs. It receives mail over real
// SMTP and lists it as JSON over HTTP, so a test can open the link a user would find in their inbox.
import http from "node:http";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.argv[2] ?? 2591);
const httpPort = Number(process.argv[3] ?? 2592);
const messages: { to: string[]; raw: string; receivedAt: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      messages.push({ to, raw: Buffer.concat(chunks).toString(), receivedAt: new Date().toISOString() });
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/healthz") return res.end("ok");
    const to = url.searchParams.get("to")?.toLowerCase();
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(messages.filter((m) => !to || m.to.includes(to))));
  })
  .listen(httpPort, "127.0.0.1");
