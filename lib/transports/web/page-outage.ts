import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { isDatabaseUnavailable } from "@/lib/core/http/database-unavailable";
import { log } from "@/lib/core/log";
import { notePageOutage, PAGE_REQUEST_HEADER } from "./page-outage-status";

/**
 * For a layout's first read (the signed-in workspace): its value, or null when the database cannot
 * be reached, after noting the request so the custom server answers it 503 (page-outage-status.ts).
 * The layout then renders the outage notice instead of its pages (review L4: they answered 500).
 */
export async function unlessDatabaseDown<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // redirect() and Next's own signals are errors too: they pass on untouched.
    unstable_rethrow(error);
    if (!isDatabaseUnavailable(error)) throw error;
    log("error", "database_unavailable", { where: "page", error: error instanceof Error ? error.message : String(error) });
    notePageOutage((await headers()).get(PAGE_REQUEST_HEADER));
    return null;
  }
}
