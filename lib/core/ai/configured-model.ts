import { gateway, type LanguageModel } from "ai";

// The language model, when one is configured: AI_MODEL names it as the Vercel AI Gateway does
// ("openai/gpt-5-mini", "anthropic/claude-sonnet-4.5", …) and AI_GATEWAY_API_KEY authorises it.
// Without both, the assistant and the tax expert use their local engines.

export interface ConfiguredModel {
  model: LanguageModel;
  /** Reported as `engine: "ai:<id>"`. */
  id: string;
}

export function configuredModel(): ConfiguredModel | null {
  const id = process.env.AI_MODEL?.trim();
  if (!id || !process.env.AI_GATEWAY_API_KEY) return null;
  return { model: gateway(id), id };
}
