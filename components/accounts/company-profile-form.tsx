"use client";

import { useFormAction } from "@/components/accounts/use-form-action";
import type { FormResult } from "@/lib/transports/web/form-result";
import { FieldError, FormSummary, invalidProps } from "./form-feedback";

export interface ProfileValues {
  name: string; nif: string; legalForm: string; cae: string; address: string; email: string;
  vatRegime: string; vatRegimeSince: string | null; activityStartDate: string | null; iban: string | null; paymentReference?: string | null; accountingRegime: string;
  hasEmployees: boolean; holdsInventory: boolean; euOperations: boolean; hasCompanyCars: boolean; paysNonResidents: boolean;
  carRegistrationMonths?: number[];
}

const LEGAL_FORMS = ["Sociedade por quotas (Lda)", "Sociedade unipessoal por quotas", "Sociedade anónima (SA)", "Empresário em nome individual", "Trabalhador independente", "Associação"];
const QUESTIONS: [Exclude<keyof ProfileValues, "carRegistrationMonths">, string][] = [
  ["hasEmployees", "Tem trabalhadores por conta de outrem (Segurança Social, DMR)"],
  ["holdsInventory", "Tem inventário (existências) no fim do ano"],
  ["euOperations", "Compra ou vende a empresas de outros países da UE"],
  ["hasCompanyCars", "Tem viaturas ligeiras da empresa (tributação autónoma)"],
  ["paysNonResidents", "Paga a entidades não residentes (Modelo 30)"],
];

/** The company profile: onboarding (new company, NIF editable) and the settings page. */
export function CompanyProfileForm({ action, values, submitLabel, nifLocked = false, showRegimeDate = false }: {
  action: (previous: FormResult | null, formData: FormData) => Promise<FormResult>;
  values?: ProfileValues;
  submitLabel: string;
  nifLocked?: boolean;
  showRegimeDate?: boolean;
}) {
  const { state, formProps, pending } = useFormAction(action);
  const text = (name: keyof ProfileValues, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label>
      {label}
      <input name={name} defaultValue={(values?.[name] as string | null) ?? ""} {...props} {...invalidProps(state, name)} />
      <FieldError state={state} name={name} />
    </label>
  );
  return (
    <form className="form" {...formProps} noValidate>
      <FormSummary state={state} />
      <fieldset>
        <legend>Identificação</legend>
        {text("name", "Nome da empresa", { required: true, maxLength: 200, autoComplete: "organization" })}
        <div className="form-row">
          {text("nif", "NIF", { required: true, inputMode: "numeric", maxLength: 11, readOnly: nifLocked, "aria-readonly": nifLocked })}
          {text("cae", "CAE", { required: true, maxLength: 200, placeholder: "ex.: 62020" })}
        </div>
        {nifLocked ? <p className="muted small">O NIF já não pode mudar: há faturas ou documentos emitidos com ele.</p> : null}
        <label>
          Forma jurídica
          <input name="legalForm" list="legal-forms" required defaultValue={values?.legalForm ?? ""} {...invalidProps(state, "legalForm")} />
          <datalist id="legal-forms">{LEGAL_FORMS.map((form) => <option key={form} value={form} />)}</datalist>
          <FieldError state={state} name="legalForm" />
        </label>
        {text("address", "Morada", { required: true, maxLength: 300, autoComplete: "street-address" })}
        <div className="form-row">
          {text("email", "Email da empresa", { type: "email", required: true })}
          {text("activityStartDate", "Início de atividade", { type: "date" })}
        </div>
        {text("iban", "IBAN", { placeholder: "ex.: PT50 0000 0000 0000 0000 0000 0", maxLength: 42 })}
        {text("paymentReference", "Referência de pagamento (impressa nas faturas, opcional)", { placeholder: "ex.: Indique o número da fatura na transferência", maxLength: 140 })}
      </fieldset>
      <fieldset>
        <legend>Impostos</legend>
        <div className="form-row">
          <label>
            Regime de IVA
            <select name="vatRegime" defaultValue={values?.vatRegime ?? "trimestral"} {...invalidProps(state, "vatRegime")}>
              <option value="trimestral">Trimestral</option>
              <option value="mensal">Mensal</option>
              <option value="isento">Isento (art. 53.º CIVA)</option>
            </select>
            <FieldError state={state} name="vatRegime" />
          </label>
          {showRegimeDate ? text("vatRegimeSince", "Data de efeito do regime de IVA", { type: "date" }) : null}
          <label>
            Regime de contabilidade
            <select name="accountingRegime" defaultValue={values?.accountingRegime ?? "organized"}>
              <option value="organized">Contabilidade organizada</option>
              <option value="simplified">Regime simplificado</option>
            </select>
          </label>
        </div>
        {QUESTIONS.map(([name, label]) => (
          <label key={name} className="checkbox">
            <input type="checkbox" name={name} defaultChecked={Boolean(values?.[name])} /> {label}
          </label>
        ))}
        <label>
          Meses da matrícula das viaturas (IUC)
          <input name="carRegistrationMonths" inputMode="numeric" placeholder="ex.: 3, 11" maxLength={60} defaultValue={(values?.carRegistrationMonths ?? []).join(", ")} aria-describedby="car-months-help" {...invalidProps(state, "carRegistrationMonths")} />
          <FieldError state={state} name="carRegistrationMonths" />
        </label>
        <p id="car-months-help" className="muted small">O IUC de cada viatura paga-se no mês em que a matrícula faz anos: indique esses meses (1 a 12) e o calendário lembra-o.</p>
      </fieldset>
      <button type="submit" className="button" disabled={pending}>{submitLabel}</button>
    </form>
  );
}
