"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** How often the list is read again while extraction runs: a document usually ends within seconds. */
const REFRESH_EVERY_MS = 2_000;

/**
 * Re-renders the page from the server while some listed document is still being read, so «A processar»
 * turns into its final status without a reload (ux review 9); stops once none is processing.
 */
export function RefreshWhileProcessing({ active }: { active: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), REFRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, [active, router]);
  return null;
}
