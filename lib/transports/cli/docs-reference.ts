import { writeFileSync } from "node:fs";
import { GLOSSARY_PATH, glossaryMarkdown } from "@/lib/transports/docs/glossary-page";
import { REFERENCE_PATH, referenceMarkdown } from "@/lib/transports/docs/reference";

// `npm run docs:reference`: rewrites docs/reference.md from the registry, error codes and events,
// and docs/glossary.md from the glossary (lib/kernel/glossary.ts).
writeFileSync(REFERENCE_PATH, referenceMarkdown());
console.log(`wrote ${REFERENCE_PATH}`);
writeFileSync(GLOSSARY_PATH, glossaryMarkdown());
console.log(`wrote ${GLOSSARY_PATH}`);
