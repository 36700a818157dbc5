import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { startTestApp } from "../helpers/test-app";

type Received = { to: string[]; raw: string };

/** Decodes the quoted-printable soft line breaks and escapes nodemailer uses for long lines. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("reset mail over real SMTP", () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it("delivers the reset link by SMTP, and following it sets a new password", async () => {
    const app = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Plexwise <support@plexwise.test>" },
      realMail: true,
    });
    try {
      const { email, password } = await registerUser(app.api);
      expect((await app.api.post("/api/password-reset/request", { email })).statusCode).toBe(200);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);

      const message = received[0]!;
      expect(message.to).toEqual([email]);
      const mail = decodeQuotedPrintable(message.raw);
      expect(mail).toContain("Subject: Reset your Plexwise password");
      expect(mail).toContain("From: Plexwise <support@plexwise.test>");
      const link = mail.match(/http:\/\/plexwise\.test\/reset-password\?token=[\w-]+/)?.[0];
      expect(link).toBeDefined();

      const token = new URL(link!).searchParams.get("token")!;
      const newPassword = "Triplex with a big yard 3";
      expect((await app.api.post("/api/password-reset/reset", { token, newPassword })).statusCode).toBe(200);
      expect((await app.api.post("/api/login", { email, password })).statusCode).toBe(401);
      expect((await app.api.post("/api/login", { email, password: newPassword })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
