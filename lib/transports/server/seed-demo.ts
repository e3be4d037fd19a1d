/**
 * The demo company and its owner (whose password is published in the README) go into the embedded
 * database only. A database named by DATABASE_URL may be a real one: it gets them only when asked
 * (`npm start -- --demo`, or CONTABILISTA_SEED_DEMO=1).
 */
export function shouldSeedDemo(embedded: boolean, argv: string[] = process.argv, env: Record<string, string | undefined> = process.env): boolean {
  return embedded || argv.includes("--demo") || env.CONTABILISTA_SEED_DEMO === "1";
}
