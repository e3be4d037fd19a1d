"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * On a phone the app's tables are shown as one card per row (globals.css), where a cell no longer
 * sits under its column header: this copies each header's text onto its cells as `data-label`, which
 * the CSS prints above the value. Works on every `.table` in the page, including rows added later.
 */
export function TableLabels() {
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each page, whose tables are new
  useEffect(() => {
    const main = document.querySelector("main");
    if (!main) return;
    const label = () => {
      for (const table of main.querySelectorAll("table.table")) {
        const headers = [...table.querySelectorAll("thead th")].map((header) => (header.querySelector(".visually-hidden") ? "" : (header.textContent ?? "").trim()));
        for (const row of table.querySelectorAll("tbody tr")) {
          [...row.children].forEach((cell, index) => {
            const text = headers[index] ?? "";
            if (cell.getAttribute("data-label") !== text) cell.setAttribute("data-label", text);
          });
        }
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
