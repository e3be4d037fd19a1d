// Errors that mean "the database cannot be reached right now" (answered with 503 and Retry-After),
// as opposed to bugs (500). Driver errors arrive wrapped by Prisma, so the cause chain is walked.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN",
  "57P01", "57P02", "57P03", // admin_shutdown, crash_shutdown, cannot_connect_now
  "08000", "08001", "08003", "08006", // connection exceptions
  "P1001", "P1002", "P1017", // Prisma: can't reach, timed out, server closed the connection
]);
const UNAVAILABLE_MESSAGES = /connection terminated|connection refused|timeout exceeded when trying to connect|server (has )?closed the connection|Connection ended unexpectedly|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; originalCode?: unknown };
    if (typeof candidate.code === "string" && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.originalCode === "string" && UNAVAILABLE_CODES.has(candidate.originalCode)) return true;
    if (typeof candidate.message === "string" && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}
