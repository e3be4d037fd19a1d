"use client";

import { usePathname } from "next/navigation";

/** The page the form was sent from, for a server action that should bring the person back to it. */
export function CurrentPathInput({ name }: { name: string }) {
  return <input type="hidden" name={name} value={usePathname()} />;
}
