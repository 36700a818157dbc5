import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
// E2E_PORT_BASE moves all three ports, so two checkouts can run their e2e suites at once.
const portBase = Number(process.env.E2E_PORT_BASE ?? 0);
export const APP_PORT = 3917 + portBase;
export const SMTP_PORT = 2591 + portBase;
export const MAILBOX_PORT = 2592 + portBase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plexwise-e2e-"));

// Debian's Chromium, never a downloaded browser. The flags keep it from calling home on a closed network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "./specs",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A `.only` left in would skip every other test.
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(root, "test-results"),
  reporter: [["list"], ["json", { outputFile: path.join(root, ".test-output/e2e.json") }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: [
    {
      command: `node --import tsx e2e/support/mail-catcher.ts ${SMTP_PORT} ${MAILBOX_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${MAILBOX_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production build, as `npm start` runs it (built first when missing or older than its sources).
      command: "node scripts/start.mjs",
      cwd: root,
      url: `http://localhost:${APP_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(APP_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        APP_URL: `http://localhost:${APP_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        // Every spec signs up from this one address; the production limit (10 an hour) would stop the run.
        REGISTRATIONS_PER_IP_PER_HOUR: "1000",
      },
    },
  ],
});
