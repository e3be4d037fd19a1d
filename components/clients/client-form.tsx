"use client";

import { FieldError, FormSummary, invalidProps } from "@/components/accounts/form-feedback";
import { useFormAction } from "@/components/accounts/use-form-action";
import type { FormResult } from "@/lib/transports/web/form-result";

export type ClientValues = { id: string; name: string; nif: string | null; email: string | null; address: string | null; country: string; foreignTaxId: string | null };

/** Create (no `client`) or edit one client: name, NIF, email, address, country, foreign tax id. */
export function ClientForm({ action, client, submitLabel }: { action: (previous: FormResult | null, formData: FormData) => Promise<FormResult>; client?: ClientValues; submitLabel: string }) {
  const { state, formProps, pending } = useFormAction(action, { resetOnSuccess: !client });
  const field = (name: string, label: string, value: string | null | undefined, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label>
      {label}
      <input name={name} defaultValue={value ?? ""} {...props} {...invalidProps(state, name)} />
      <FieldError state={state} name={name} />
    </label>
  );
  return (
    <form className="form" {...formProps} noValidate>
      <FormSummary state={state} />
      {client ? <input type="hidden" name="id" value={client.id} /> : null}
      <div className="form-row">
        {field("name", "Nome *", client?.name, { required: true, maxLength: 200 })}
        {field("nif", "NIF (vazio = consumidor final)", client?.nif, { inputMode: "numeric", maxLength: 11 })}
        {field("email", "Email", client?.email, { type: "email", maxLength: 254 })}
      </div>
      <div className="form-row">
        {field("address", "Morada (obrigatória para empresas)", client?.address, { maxLength: 500 })}
        {field("country", "País (código, ex.: PT)", client?.country ?? "PT", { maxLength: 2, autoCapitalize: "characters" })}
        {field("foreignTaxId", "Número fiscal estrangeiro", client?.foreignTaxId, { maxLength: 30 })}
      </div>
      <button type="submit" className="button" disabled={pending}>{pending ? "A guardar…" : submitLabel}</button>
    </form>
  );
}
