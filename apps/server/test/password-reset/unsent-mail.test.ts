import pino from "pino";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createMailer } from "../../src/mail/mailer";

const mail = {
  to: "ana@example.com",
  subject: "Reset your Plexwise password",
  text: "Open this link to choose a new password:\nhttp://localhost:3000/reset-password?token=abc123",
};

/** A logger writing JSON lines into `lines`, as the server's does to stdout. */
function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino(sink), lines };
}

describe("mail without SMTP_URL", () => {
  it("in development prints the message once, readable, on its own lines; the JSON log line holds no link", async () => {
    const { log, lines } = capturedLog();
    const printed: string[] = [];
    await createMailer({ smtpUrl: undefined, from: "x@example.com", printUnsent: (t) => printed.push(t) }, log).send(
      mail,
    );
    expect(printed).toHaveLength(1);
    expect(printed[0]?.split("\n")).toContain("http://localhost:3000/reset-password?token=abc123");
    expect(printed[0]).toContain("To: ana@example.com");
    expect(lines.join("")).not.toContain("token=abc123");
    expect(lines.join("")).toContain("printed below");
  });

  it("in production never writes the message anywhere", async () => {
    const { log, lines } = capturedLog();
    await createMailer({ smtpUrl: undefined, from: "x@example.com" }, log).send(mail);
    expect(lines.join("")).not.toContain("token=abc123");
    expect(lines.join("")).toContain("SMTP_URL is not set");
  });
});
