import { describe, expect, it } from "vitest";
import { type evaluateOutsideChat, OUTSIDE_CHAT_HELD_OUT_KEYS, recordBefore, summarizeOutsideChat } from "../eval/outside/outside-chat-section";
import { type evaluateAll, HELD_OUT_KEYS, summarize } from "../eval/run";

// `npm run eval` prints the held-out halves only with `--held-out` (issue #33): a held-out figure printed
// on every run invites tuning to it.

const tax = { total: 2, right: 1, naoSei: 1, wrong: 0, results: [] };
const outside = { total: 2, right: 1, honest: 1, wrong: 0, results: [] };
const chat = { total: 2, right: 2, misses: [] };
const scores = {
  taxTrain: tax,
  taxHeldOut: tax,
  outsideTuned: outside,
  outsideHeldOut: outside,
  outsideSet2Open: outside,
  outsideSet2HeldOut: outside,
  outsideSet3Open: outside,
  outsideSet3HeldOut: outside,
  outsideSet4Open: outside,
  outsideSet4HeldOut: outside,
  outsideSet5Open: outside,
  outsideSet5HeldOut: outside,
  outsideSet6Open: outside,
  outsideSet6HeldOut: outside,
  outsideSet7Open: outside,
  outsideSet7HeldOut: outside,
  outsideSet8Open: outside,
  outsideSet8HeldOut: outside,
  outsideSet9Open: outside,
  outsideSet9HeldOut: outside,
  outsideSet10Open: outside,
  outsideSet10HeldOut: outside,
  outsideSet11Open: outside,
  outsideSet11HeldOut: outside,
  outsideSet12Open: outside,
  outsideSet12HeldOut: outside,
  outsideSet13Open: outside,
  outsideSet13HeldOut: outside,
  outsideSet14Open: outside,
  outsideSet14HeldOut: outside,
  outsideSet15Open: outside,
  outsideSet15HeldOut: outside,
  outsideSet16Open: outside,
  outsideSet16HeldOut: outside,
  chatTrain: chat,
  chatHeldOut: chat,
} as unknown as ReturnType<typeof evaluateAll>;

describe("npm run eval", () => {
  it("leaves out every held-out half unless --held-out is given", () => {
    const lines = summarize(scores, false);
    for (const key of HELD_OUT_KEYS) expect(lines[key]).toBeUndefined();
    expect(Object.keys(lines).sort()).toEqual(["chatTrain", "outsideSet10Open", "outsideSet11Open", "outsideSet12Open", "outsideSet13Open", "outsideSet14Open", "outsideSet15Open", "outsideSet16Open", "outsideSet2Open", "outsideSet3Open", "outsideSet4Open", "outsideSet5Open", "outsideSet6Open", "outsideSet7Open", "outsideSet8Open", "outsideSet9Open", "outsideTuned", "taxTrain"]);
  });

  it("prints the held-out totals with --held-out", () => {
    const lines = summarize(scores, true);
    expect(lines.outsideSet4HeldOut).toBe("1/2 right (50.0%), 1 honest (não sei or a clarifying question), 0 wrong");
    expect(lines.outsideSet5HeldOut).toBe("1/2 right (50.0%), 1 honest (não sei or a clarifying question), 0 wrong");
    expect(lines.outsideSet6HeldOut).toBe("1/2 right (50.0%), 1 honest (não sei or a clarifying question), 0 wrong");
    expect(lines.outsideSet11HeldOut).toBe("1/2 right (50.0%), 1 honest (não sei or a clarifying question), 0 wrong");
    expect(lines.outsideSet12HeldOut).toBe("1/2 right (50.0%), 1 honest (não sei or a clarifying question), 0 wrong");
    expect(lines.outsideSet13HeldOut).toBe("1/2 right (50.0%), 1 honest (não sei or a clarifying question), 0 wrong");
    expect(lines.outsideSet14HeldOut).toBe("1/2 right (50.0%), 1 honest (não sei or a clarifying question), 0 wrong");
    expect(lines.outsideSet15HeldOut).toBe("1/2 right (50.0%), 1 honest (não sei or a clarifying question), 0 wrong");
    expect(lines.outsideSet16HeldOut).toBe("1/2 right (50.0%), 1 honest (não sei or a clarifying question), 0 wrong");
    expect(lines.chatHeldOut).toBe("2/2 right (100.0%)");
    expect(Object.keys(lines)).toHaveLength(36);
  });
});

describe("npm run eval, the chat assistant's outside-style sets", () => {
  const outsideChat = {
    tuned: chat,
    heldOut: chat,
    set2Tuned: { total: 4, right: 3, misses: ["x"] },
    set2HeldOut: chat,
    set3Tuned: { total: 5, right: 2, misses: ["y", "z", "w"] },
    set3HeldOut: { total: 8, right: 6, misses: ["v", "u"] },
    set4Tuned: { total: 10, right: 7, misses: ["a", "b", "c"] },
    set4HeldOut: { total: 4, right: 1, misses: ["d", "e", "f"] },
    set5Tuned: { total: 6, right: 3, misses: ["g", "h", "i"] },
    set5HeldOut: { total: 5, right: 4, misses: ["j"] },
  } as ReturnType<typeof evaluateOutsideChat>;

  it("prints set 1, 2, 3, 4 and 5's tuned totals, their held-out totals only with --held-out", () => {
    const lines = summarizeOutsideChat(outsideChat, false);
    expect(OUTSIDE_CHAT_HELD_OUT_KEYS).toEqual(["heldOut", "set2HeldOut", "set3HeldOut", "set4HeldOut", "set5HeldOut"]);
    for (const key of OUTSIDE_CHAT_HELD_OUT_KEYS) expect(lines[key]).toBeUndefined();
    expect(Object.keys(lines).sort()).toEqual(["set2Tuned", "set3Tuned", "set4Tuned", "set5Tuned", "tuned"]);
    expect(lines.set2Tuned).toBe("3/4 right (75.0%)");
    expect(lines.set3Tuned).toBe("2/5 right (40.0%)");
    expect(lines.set4Tuned).toBe("7/10 right (70.0%)");
    expect(lines.set5Tuned).toBe("3/6 right (50.0%)");
  });

  it("prints all ten with --held-out", () => {
    const lines = summarizeOutsideChat(outsideChat, true);
    expect(Object.keys(lines).sort()).toEqual(["heldOut", "set2HeldOut", "set2Tuned", "set3HeldOut", "set3Tuned", "set4HeldOut", "set4Tuned", "set5HeldOut", "set5Tuned", "tuned"]);
    expect(lines.set2HeldOut).toBe("2/2 right (100.0%)");
    expect(lines.set3HeldOut).toBe("6/8 right (75.0%)");
    expect(lines.set4HeldOut).toBe("1/4 right (25.0%)");
    expect(lines.set5HeldOut).toBe("4/5 right (80.0%)");
  });

  it("--record-chat-3-before records set 3's two figures and keeps the other sets' before-figures", () => {
    const stored = { tuned: "1/2", heldOut: "1/2", set2Tuned: "3/4", set2HeldOut: "4/4", set3Tuned: "old", set3HeldOut: "old" };
    const recorded = recordBefore(stored, summarizeOutsideChat(outsideChat, true), ["--held-out", "--record-chat-3-before"]);
    expect(recorded).toEqual({ ...stored, set3Tuned: "2/5 right (40.0%)", set3HeldOut: "6/8 right (75.0%)" });
    expect(recordBefore(stored, summarizeOutsideChat(outsideChat, true), ["--held-out"])).toEqual(stored);
  });

  it("--record-chat-4-before records set 4's two figures and keeps the other sets' before-figures", () => {
    const stored = { tuned: "1/2", heldOut: "1/2", set2Tuned: "3/4", set2HeldOut: "4/4", set3Tuned: "2/5", set3HeldOut: "6/8" };
    const recorded = recordBefore(stored, summarizeOutsideChat(outsideChat, true), ["--record-chat-4-before"]);
    expect(recorded).toEqual({ ...stored, set4Tuned: "7/10 right (70.0%)", set4HeldOut: "1/4 right (25.0%)" });
    expect(recordBefore(stored, summarizeOutsideChat(outsideChat, true), ["--record-chat-3-before"]).set4Tuned).toBeUndefined();
  });

  it("--record-chat-5-before records set 5's two figures and keeps the other sets' before-figures", () => {
    const stored = { tuned: "1/2", heldOut: "1/2", set3Tuned: "2/5", set4Tuned: "7/10", set4HeldOut: "1/4" };
    const recorded = recordBefore(stored, summarizeOutsideChat(outsideChat, true), ["--record-chat-5-before"]);
    expect(recorded).toEqual({ ...stored, set5Tuned: "3/6 right (50.0%)", set5HeldOut: "4/5 right (80.0%)" });
    expect(recordBefore(stored, summarizeOutsideChat(outsideChat, true), ["--record-chat-4-before"]).set5Tuned).toBeUndefined();
  });
});
