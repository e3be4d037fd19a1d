import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { sendMail } from "@/lib/core/mail/send-mail";

// Someone who is not a member asked to register a NIF another company already has (security review
// 2026-11-26 L9). They are told only that this NIF cannot be registered by them and that the
// company's owners have been told; the owners get this email with who asked, so an honest colleague
// can be invited and a stranger probing NIFs is seen (and has proven their own email first).

export async function tellOwnersOfNifRequest(nif: string, requester: { name: string; email: string }, origin: string): Promise<void> {
  const company = await database().company.findUnique({
    where: { nif_livemode: { nif, livemode: true } },
    select: { id: true, name: true, memberships: { where: { role: "owner" }, select: { user: { select: { name: true, email: true } } } } },
  });
  if (!company) return;
  for (const { user } of company.memberships) {
    await sendMail({
      to: user.email,
      subject: `Pedido para registar o NIF ${nif} no Contabilista`,
      text:
        `Olá ${user.name},\n\n${requester.name} (${requester.email}) tentou registar uma nova empresa com o NIF ${nif}, que é o de ${company.name} no Contabilista. O pedido foi recusado e nada mudou na sua empresa.\n\n` +
        `Se esta pessoa trabalha consigo, convide-a em ${origin}/membros. Se não a conhece, não precisa de fazer nada; se se repetir, contacte o apoio.\n`,
    });
  }
  log("info", "company_nif_requested_by_non_member", { companyId: company.id, owners: company.memberships.length });
}
