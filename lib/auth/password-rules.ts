import { z } from "zod";

// Password rules, stated on the forms (NIST SP 800-63B: length over composition rules): 10 to 200
// characters, not the email, not only one repeated character.
export const PASSWORD_RULES_PT = "Pelo menos 10 caracteres (até 200). Não pode ser o seu email nem um só carácter repetido.";

export const passwordSchema = z
  .string()
  .min(10, "tem de ter pelo menos 10 caracteres.")
  .max(200, "pode ter no máximo 200 caracteres.")
  .refine((value) => !/^(.)\1*$/.test(value), "não pode ser um só carácter repetido.");

export const emailSchema = z.string().trim().toLowerCase().max(254, "é demasiado longo.").email("indique um endereço de email válido.");

export const nameSchema = z.string().trim().min(1, "indique o seu nome.").max(120, "pode ter no máximo 120 caracteres.");
