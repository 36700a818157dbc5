import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

/** Sends through SMTP_URL with nodemailer; without it, writes the message to the server log (development). */
export function createMailer(options: { smtpUrl: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      send: async (mail) => {
        log.info(
          { mailTo: mail.to, subject: mail.subject },
          `Mail not sent (SMTP_URL is not set). Message:\n${mail.text}`,
        );
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
