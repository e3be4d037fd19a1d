import { describe, expect, it } from "vitest";
import { GUESSABLE_PASSWORD_PT, passwordSchema } from "@/lib/domains/auth/password-rules";
import { signUpSchema } from "@/lib/domains/auth/sign-up";

// Issue 38 M8 / ASVS 2.1.7: common and easily guessed passwords are refused with the reason in
// Portuguese, on every path that sets one (sign-up, reset and the CLI share `passwordSchema`).

const problems = (password: string) => {
  const parsed = passwordSchema.safeParse(password);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("password strength", () => {
  it.each(["1234567890", "password12", "qwertyuiop", "aaaaaaaaab", "contabilista", "contabilista1", "password123!", "demo-contabilista", "portugal2026", "benfica1904", "0123456789abc"])(
    "refuses %s as too easy to guess, saying so in Portuguese",
    (password) => {
      expect(problems(password)).toContain(GUESSABLE_PASSWORD_PT);
    },
  );

  it.each(["palavra-passe-membro", "vitima-nova-pass-456", "correct horse battery staple", "segredo-muito-forte-42", "Xk9#mP2vL!qw"])("accepts %s", (password) => {
    expect(problems(password)).toEqual([]);
  });

  it("keeps the length rules, and judges a 200-character password quickly", () => {
    expect(problems("curta")).toEqual(["tem de ter pelo menos 10 caracteres."]);
    expect(problems("ab".repeat(101))).toEqual(["pode ter no máximo 200 caracteres."]);
    problems("aquecimento-do-estimador");
    const started = performance.now();
    expect(problems("Hq7vT2mXe9LpR4sWk8NbZ3cYf6GdJ1aU5oQiV0rE".repeat(5))).toEqual([]);
    expect(problems("p@ssw0rd1234")).toContain(GUESSABLE_PASSWORD_PT);
    expect(problems("1".repeat(199) + "2")).toContain(GUESSABLE_PASSWORD_PT);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("refuses, at sign-up, a password made of the person's own name or email", () => {
    const parsed = signUpSchema.safeParse({ name: "Quitéria Vasconcelos", email: "quiteria.vasconcelos@empresa.example", password: "quiteriavasconcelos" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.message)).toContain(GUESSABLE_PASSWORD_PT);
    expect(signUpSchema.safeParse({ name: "Quitéria Vasconcelos", email: "quiteria.vasconcelos@empresa.example", password: "moinho-azul-de-setembro" }).success).toBe(true);
  });
});
