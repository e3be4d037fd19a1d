import { z } from "zod";
import { isGuessablePassword } from "./password-strength";

// Password rules, stated on the forms (NIST SP 800-63B: length over composition rules, and a check
// against common and easily guessed passwords, ASVS 2.1.7): 10 to 200 characters, not the email, not
// only one repeated character, not guessable (password-strength.ts).
export const PASSWORD_RULES_PT =
  "Pelo menos 10 caracteres (até 200), difícil de adivinhar: nada de palavras-passe comuns, sequências (1234…, qwerty…) ou o nome da aplicação. Uma frase de três ou quatro palavras serve bem.";

export const GUESSABLE_PASSWORD_PT = "é demasiado fácil de adivinhar (é comum ou segue um padrão conhecido). Use uma frase de três ou quatro palavras.";

export const passwordSchema = z
  .string()
  .min(10, "tem de ter pelo menos 10 caracteres.")
  .max(200, "pode ter no máximo 200 caracteres.")
  .refine((value) => !/^(.)\1*$/.test(value), "não pode ser um só carácter repetido.")
  .refine((value) => value.length < 10 || value.length > 200 || !isGuessablePassword(value), GUESSABLE_PASSWORD_PT);

export const emailSchema = z.string().trim().toLowerCase().max(254, "é demasiado longo.").email("indique um endereço de email válido.");

export const nameSchema = z.string().trim().min(1, "indique o seu nome.").max(120, "pode ter no máximo 120 caracteres.");
