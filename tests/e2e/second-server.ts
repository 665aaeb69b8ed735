// A second server of the same build for the journeys that need settings the main journeys' server must not
// have (an outside service pointed at its local fake): its own port, database and mail, started without
// copying the standalone files under the running server (STANDALONE_READY), with the firm admin signed in.
import { spawn, type ChildProcess } from "node:child_process";
import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./helpers";

export type SecondServer = {
  /** A URL of the demo firm on this server. */
  at: (path: string) => string;
  /** The demo firm's admin, signed in. */
  admin: Page;
  stop: () => Promise<void>;
};

async function serverUp(port: number, name: string, deadline: number) {
  // The child makes and seeds its own database, then starts the app (scripts/e2e-server.mjs): only its port can say
  // it is up. Ask every 1 s, up to the deadline (200 s).
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/app/error-404`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`the ${name} journey's server did not start on ${port}`);
}

/** Start the server (`name` names its database and mail folder), wait for it, sign the admin in. */
export async function startSecondServer(browser: Browser, opts: { port: number; name: string; env: Record<string, string> }): Promise<SecondServer> {
  const { port, name } = opts;
  const server: ChildProcess = spawn("node", ["scripts/e2e-server.mjs"], {
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      E2E_SMTP_PORT: String(port + 1),
      E2E_DB_NAME: `e2e-${name}`,
      E2E_MAIL_DIR: `.data/e2e-${name}-mail`,
      STANDALONE_READY: "1",
      ...opts.env,
    },
  });
  const at = (p: string) => `http://demo.localhost:${port}${p}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  };
  try {
    await serverUp(port, name, Date.now() + 200_000);
    const context = await browser.newContext();
    await context.addCookies([{ name: "cookie_consent", value: "accepted", url: at("/") }]);
    const admin = await context.newPage();
    await admin.goto(at("/app/login"));
    await admin.getByLabel(/e-?mail/i).fill("admin@demo.test");
    await admin.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
    await admin.getByRole("button", { name: /sign in|log in/i }).click();
    await admin.waitForURL((u) => !u.pathname.endsWith("/login"), { timeout: 60_000 });
    return {
      at,
      admin,
      stop: async () => {
        await context.close();
        await stop();
      },
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
