import { describe, expect, it } from "vitest";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";

// Round chat4 (issue #33): the classes found on chat set 4's tuned half, each treated as a class. The sentences here
// are new ones, neither the intents' examples nor the evaluation's sets or probes; each class has sentences that must
// stay out of it.

const intentOf = (message: string) => classifyIntent(message).intent;

describe("how the business is doing, asked in English with a contraction or a possessive", () => {
  it("is the briefing", () => {
    expect(intentOf("how's my firm doing overall?")).toBe("briefing");
    expect(intentOf("how's my company doing these days?")).toBe("briefing");
    expect(intentOf("how is our shop doing?")).toBe("briefing");
  });

  it("is not when a figure or a document is asked", () => {
    expect(intentOf("how's my revenue this year?")).toBe("report");
    expect(intentOf("what's overdue?")).toBe("receivables");
  });
});
