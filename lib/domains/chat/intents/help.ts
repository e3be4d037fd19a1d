import { defineIntent } from "./define-intent";

// What the assistant can do, with examples: also the answer to anything no other intent recognises.
export const help = defineIntent({
  name: "help",
  operation: null,
  card: null,
  toDo: "ajudar",
  help: null,
  examples: ["o que sabes fazer?", "ajuda", "what can you do?", "o que te posso pedir?"],
  phrases: [["ajuda", 4], ["o que sabes fazer", 6], ["o que podes fazer", 6], ["o que consegues fazer", 6], ["help", 4], ["what can you do", 6], ["como te uso", 5],
    // What the assistant is for, asked in other words.
    ["o que posso pedir", 6], ["o que te posso pedir", 6], ["para que serves", 6], ["como funcionas", 6], ["como funciona isto", 6], ["que perguntas posso", 6], ["comandos", 4], ["what can i ask", 6], ["how does this work", 6], ["podes ajudar", 4],
    ["o que te pedir", 6], ["o que pedir", 5], ["nao sei o que", 3], ["fazes mesmo", 6], ["so mostras", 6], ["anything besides", 6], ["anything else", 4], ["do anything", 5], ["que mais fazes", 6], ["que mais consegues", 6],
    ["como uso", 5], ["como se usa", 5], ["estou perdido", 4], ["what are you able", 6], ["what do you do", 5], ["how do i use", 5],
  ],
  respond: ({ helpReply }) => ({ reply: helpReply, card: null }),
});
