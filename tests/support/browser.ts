import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";

// Debian's Chromium, driven by playwright-core (a browser download is not possible here). On a fresh
// machine without it, the suite installs Debian's `chromium` package when it can (root with apt),
// and otherwise stops with one line saying how.
export const SCREENSHOTS = path.resolve(import.meta.dirname, "..", "..", "test-results", "screenshots");
const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const HOW = "install Debian's chromium package (`sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary";

function installedChromium(): string | undefined {
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

function aptInstallChromium(): void {
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)…");
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status}); ${HOW}.`);
  }
}

/** The Chromium binary to drive, installing Debian's package first when it is missing and this process may. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist; ${HOW}.`);
    return process.env.CHROMIUM_PATH;
  }
  const found = installedChromium();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
  if (!canInstall) throw new Error(`Chromium not found at ${CANDIDATES.join(" or ")}: ${HOW}.`);
  aptInstallChromium();
  const installed = installedChromium();
  if (!installed) throw new Error(`apt-get installed chromium but no binary is at ${CANDIDATES.join(" or ")}; ${HOW}.`);
  return installed;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/** The tallest full-page screenshot taken: the API reference is tens of thousands of pixels tall at 390 px,
 * and capturing all of it took over 30 s on a loaded CI machine; its top says as much about the layout. */
const SCREENSHOT_MAX_HEIGHT = 8000;

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const { width, height } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
  const clip = height > SCREENSHOT_MAX_HEIGHT ? { x: 0, y: 0, width, height: SCREENSHOT_MAX_HEIGHT } : undefined;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, clip });
}
