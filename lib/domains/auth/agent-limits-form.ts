import { z } from "zod";
import { MAX_DAILY_CENTS_CAP, type AgentLimits } from "./agent-limits";

// The agent guard-rails as typed in a form (new key, a key's limits, the OAuth consent screen and a
// connected application's limits), with Portuguese messages.

/** An optional cap typed in a form: empty means none; otherwise a whole number in range. */
const cap = (max: number, message: string) =>
  z.preprocess((value) => (value === "" || value === null || value === undefined ? null : Number(value)), z.number().int(message).min(0, message).max(max, message).nullable());

export const agentLimitsSchema = z
  .object({
    agentReadOnly: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
    agentWritesNeedConfirmation: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
    maxDocumentsPerDay: cap(100_000, "O máximo de documentos por dia é um número inteiro de 0 a 100 000."),
    maxEurosPerDay: cap(Math.floor(MAX_DAILY_CENTS_CAP / 100), "O valor máximo por dia é um número inteiro de euros, de 0 a 21 474 836."),
  })
  .transform((limits): AgentLimits => ({
    agentReadOnly: limits.agentReadOnly,
    agentWritesNeedConfirmation: limits.agentWritesNeedConfirmation,
    agentMaxDocumentsPerDay: limits.maxDocumentsPerDay,
    agentMaxCentsPerDay: limits.maxEurosPerDay === null ? null : limits.maxEurosPerDay * 100,
  }));
