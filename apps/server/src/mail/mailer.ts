import type { FastifyBaseLogger } from "fastify";
import type nodemailer from "nodemailer";
import { loadOnFirstUse } from "../lib/load-on-first-use";

const loadNodemailer = loadOnFirstUse<typeof nodemailer>("nodemailer");

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  /**
   * Without SMTP, in development: where the unsent message is printed as plain text, once, so a reset link can be
   * read and clicked in the terminal. Never set in production, where a message's text is never written anywhere.
   */
  printUnsent?: (text: string) => void;
};

/** The unsent message as a person reads it in a terminal: a rule, the headers, the text, a rule. */
export const unsentMailBlock = (mail: Mail) =>
  [
    `----- Mail not sent (SMTP_URL is not set) -----`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    "",
    mail.text,
    "-----",
    "",
  ].join("\n");

/** Sends through SMTP_URL with nodemailer; without it, says so in the log (and prints the message in development). */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    const print = options.printUnsent;
    return {
      send: async (mail) => {
        log.info(
          { mailTo: mail.to, subject: mail.subject },
          print ? "Mail not sent (SMTP_URL is not set); printed below." : "Mail not sent: SMTP_URL is not set.",
        );
        print?.(unsentMailBlock(mail));
      },
      close: () => {},
    };
  }
  const transport = loadNodemailer().createTransport(options.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
