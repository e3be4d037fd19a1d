// What each write in the Registo is called in Portuguese: the verb a person reads («anulou FT 2026/2»)
// and the name of the kind of action in the filter. An operation missing here shows its registry name.

export const ACTION_VERBS_PT: Record<string, string> = {
  accept_bank_suggestions: "aceitou sugestões do banco",
  annul_invoice: "anulou",
  annul_receipt: "anulou o recibo",
  api_key_created: "criou a chave de API",
  api_key_revoked: "revogou a chave de API",
  archive_item: "arquivou o artigo",
  create_credit_note: "emitiu nota de crédito de",
  create_debit_note: "emitiu nota de débito de",
  create_invoice: "emitiu",
  create_invoice_series: "criou a série",
  create_item: "criou o artigo",
  create_recurring_invoice: "criou a avença",
  create_webhook_endpoint: "criou o webhook",
  delete_recurring_invoice: "apagou a avença",
  delete_webhook_endpoint: "apagou o webhook",
  import_bank_statement: "importou um extrato bancário",
  invitation_accepted: "aceitou o convite",
  invitation_link_copied: "copiou uma nova ligação do convite",
  invitation_resent: "reenviou o convite",
  invitation_revoked: "revogou o convite",
  member_invited: "convidou",
  member_removed: "removeu o membro",
  member_role_changed: "mudou o papel de",
  pause_recurring_invoice: "suspendeu a avença",
  register_payment: "registou um pagamento de",
  resume_recurring_invoice: "retomou a avença",
  review_document: "reviu a despesa",
  rotate_webhook_secret: "renovou o segredo do webhook",
  seal_pdfs: "selou PDFs",
  send_invoice: "enviou por email",
  send_payment_reminder: "enviou um lembrete de",
  send_payment_reminders: "enviou lembretes",
  send_receipt: "enviou o recibo",
  settle_bank_movement: "associou um movimento bancário a",
  update_client: "alterou o cliente",
  update_company: "alterou os dados da empresa",
  update_item: "alterou o artigo",
  update_recurring_invoice: "alterou a avença",
  update_reminder_schedule: "alterou os lembretes automáticos",
  update_webhook_endpoint: "alterou o webhook",
  upload_company_seal: "carregou o selo da empresa",
  upload_document: "carregou a despesa",
  upsert_client: "registou o cliente",
};

/** The verb for an operation, or its registry name when it has none here. */
export function actionVerb(operation: string): string {
  return ACTION_VERBS_PT[operation] ?? operation;
}
