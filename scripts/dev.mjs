// `npm run dev`: the API with reload on :3000 and Vite's dev server on :5173 (proxying /api to :3000).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const env = {
  ...process.env,
  APP_URL: process.env.APP_URL ?? "http://localhost:5173",
  RESET_LINK_IN_RESPONSE: process.env.RESET_LINK_IN_RESPONSE ?? "true",
};
const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/main.ts"], { cwd: root, stdio: "inherit", env }),
  spawn("npx", ["vite", "--config", "apps/web/vite.config.ts"], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
    env,
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
