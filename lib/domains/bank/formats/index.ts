import { cgdCaixadirectaFormat } from "./cgd-caixadirecta";
import { headerlessFormat } from "./headerless";
import { headerRowFormat } from "./header-row";
import type { StatementFormat } from "./statement-format";

// Every statement format the import knows, tried in this order: the first whose `detect` recognises
// the statement reads it. Specific banks first, then the generic header row, then the headerless
// `date;description;amount` that accepts anything. Adding a bank: one file in this folder, listed
// here before `headerRowFormat`, with its sample in seeds/bank-samples/ and a test that reads it.

export const STATEMENT_FORMATS: readonly StatementFormat[] = [cgdCaixadirectaFormat, headerRowFormat, headerlessFormat];
