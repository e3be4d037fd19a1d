import { sendMail } from "@/lib/core/mail/send-mail";

// Sign-up with an email that already has an account answers exactly as a new sign-up does (security
// review 2026-11-26 L9: «já existe uma conta com este email» told anyone who is a customer). The
// owner of the address is told instead, by email, which only they read.

export async function sendExistingAccountNotice(user: { name: string; email: string }, origin: string): Promise<void> {
  await sendMail({
    to: user.email,
    subject: "Tentativa de criar uma conta com o seu email no Contabilista",
    text:
      `Olá ${user.name},\n\nAlguém tentou criar uma conta no Contabilista com este endereço, que já tem conta.\n\n` +
      `Se foi o próprio, não precisa de outra conta: entre em ${origin}/entrar, ou, se não se lembra da palavra-passe, peça uma nova em ${origin}/recuperar.\n\n` +
      "Se não foi, ignore este email: a sua conta não mudou e ninguém entrou nela.\n",
  });
}
