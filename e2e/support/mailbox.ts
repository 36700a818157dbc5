import { expect } from "@playwright/test";

// The mail catcher's port, as playwright.config.ts sets it (E2E_PORT_BASE moves it).
const MAILBOX_URL = `http://127.0.0.1:${2592 + Number(process.env.E2E_PORT_BASE ?? 0)}`;

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for the reset mail sent to `email` over SMTP and returns the link in it. */
export async function resetLinkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as {
          raw: string;
        }[];
        link = messages
          .map((m) => decodeQuotedPrintable(m.raw).match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0])
          .at(-1);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}
