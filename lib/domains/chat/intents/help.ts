import { defineIntent } from "./define-intent";

// What the assistant can do, with examples: also the answer to anything no other intent recognises.
export const help = defineIntent({
  name: "help",
  operation: null,
  card: null,
  toDo: "ajudar",
  help: null,
  examples: ["o que sabes fazer?", "ajuda", "what can you do?"],
  phrases: [["ajuda", 4], ["o que sabes fazer", 6], ["o que podes fazer", 6], ["o que consegues fazer", 6], ["help", 4], ["what can you do", 6], ["como te uso", 5]],
  respond: ({ helpReply }) => ({ reply: helpReply, card: null }),
});
