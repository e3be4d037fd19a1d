import { writeFileSync } from "node:fs";
import { REFERENCE_PATH, referenceMarkdown } from "@/lib/docs/reference";

// `npm run docs:reference`: rewrites docs/reference.md from the registry, error codes and events.
writeFileSync(REFERENCE_PATH, referenceMarkdown());
console.log(`wrote ${REFERENCE_PATH}`);
