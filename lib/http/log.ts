// Structured logs: one JSON object per line on stdout, ready for any log collector.
// Never pass secrets here: API keys are logged by their visible prefix only.

type Level = "info" | "warn" | "error";

export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  if (level === "info" && process.env.LOG_REQUESTS === "0") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}
