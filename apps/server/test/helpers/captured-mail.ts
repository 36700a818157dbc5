import type { Mail, Mailer } from "../../src/mail/mailer";

/** A mailer that keeps what it was asked to send (SMTP itself is covered by smtp.test.ts). */
export function captureMail(): Mailer & { sent: Mail[]; linkTo: (email: string) => string } {
  const sent: Mail[] = [];
  return {
    sent,
    send: async (mail) => void sent.push(mail),
    close: () => {},
    linkTo: (email) => {
      const mail = sent.filter((m) => m.to === email).at(-1);
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error(`no link mailed to ${email}`);
      return link;
    },
  };
}
