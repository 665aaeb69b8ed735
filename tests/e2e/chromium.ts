// The browser of the journeys: Debian's Chromium, never a downloaded one. Its old headless shell
// (`apt-get install -y chromium-headless-shell`) when present: the journeys take about 15 % less time in it than in
// the full browser's headless mode (docs/performance.md); CHROMIUM_PATH picks another binary.
import { existsSync } from "node:fs";

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];
