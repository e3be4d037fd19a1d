// How a payment was received, as SAF-T (PT) PaymentMechanism codes (Portaria 302/2016, SAF-T 1.04_01),
// so the receipts export as they are stored.
export const PAYMENT_METHODS = {
  TB: "Transferência bancária",
  NU: "Numerário",
  CC: "Cartão de crédito",
  CD: "Cartão de débito",
  CH: "Cheque",
  MB: "Referência Multibanco",
  OU: "Outro",
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_CODES = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];
