import { describe, expect, it } from "vitest";
import { assignableRoles, can, scopesOfRole } from "@/lib/domains/auth/roles";
import { newCompanySchema, PROFILE_LABELS, profileFromForm, profileMessagePt } from "@/lib/domains/company/company-profile";
import { emailLinkOrigin } from "@/lib/core/mail/link-origin";
import { formErrors } from "@/lib/transports/web/form-result";

const valid = {
  name: "Empresa, Lda", nif: "509999999", legalForm: "Sociedade por quotas (Lda)", cae: "62020", address: "Rua 1", email: "geral@empresa.pt", vatRegime: "trimestral",
  iban: "PT50 0002 0123 1234 5678 9015 4", accountingRegime: "organized", hasEmployees: false, holdsInventory: false, euOperations: false, hasCompanyCars: false, paysNonResidents: false,
};

describe("the company profile form", () => {
  it("accepts a valid profile and normalises the NIF and IBAN", () => {
    const parsed = newCompanySchema.parse({ ...valid, nif: "PT 509 999 999" });
    expect(parsed.nif).toBe("509999999");
    expect(parsed.iban).toBe("PT50000201231234567890154");
  });

  it("takes a CAE with its description, as the demo company has it", () => {
    expect(newCompanySchema.parse({ ...valid, cae: "62020 — Atividades de consultoria em informática" }).cae).toMatch(/^62020 /);
  });

  it("names each bad field in English for the API and in Portuguese on the form", () => {
    const result = newCompanySchema.safeParse({ ...valid, nif: "509999990", iban: "PT50000201231234567890155", cae: "6202", vatRegime: "anual", name: "x".repeat(201) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(expect.arrayContaining(["the check digit does not match.", "start with the 5-digit code (e.g. 62020).", "at most 200 characters."]));
    const errors = formErrors(result.error!, PROFILE_LABELS, profileMessagePt);
    expect(errors.ok).toBe(false);
    if (errors.ok) return;
    expect(errors.fields.nif).toBe("NIF: o dígito de controlo não confere.");
    expect(errors.fields.iban).toMatch(/^IBAN: não é um IBAN válido/);
    expect(errors.fields.cae).toBe("CAE: comece pelo código de 5 algarismos (ex.: 62020).");
    expect(errors.fields.vatRegime).toMatch(/^Regime de IVA: escolha trimestral, mensal ou isento/);
    expect(errors.fields.name).toBe("Nome da empresa: pode ter no máximo 200 caracteres.");
    // The summary above the form names every one of them (ux LOW: it named only the IBAN).
    for (const message of Object.values(errors.fields)) expect(errors.message).toContain(message);
  });

  it("reads the IUC months as typed (\"11, 3, 3\" → [3, 11]) and names a month that is not 1–12 (CIUC art. 17.º)", () => {
    const form = (months: string) => {
      const data = new FormData();
      for (const [name, value] of Object.entries({ ...valid, hasCompanyCars: "on", carRegistrationMonths: months })) if (typeof value === "string") data.set(name, value);
      return profileFromForm(data);
    };
    expect(newCompanySchema.parse(form("11, 3 3")).carRegistrationMonths).toEqual([3, 11]);
    expect(newCompanySchema.parse(form("")).carRegistrationMonths).toEqual([]);
    for (const bad of ["13", "março", "0"]) {
      const result = newCompanySchema.safeParse(form(bad));
      expect(result.success, bad).toBe(false);
      const errors = formErrors(result.error!, PROFILE_LABELS, profileMessagePt);
      if (errors.ok) throw new Error(`accepted ${bad}`);
      expect(errors.fields.carRegistrationMonths).toBe("Meses da matrícula das viaturas: indique meses de 1 a 12.");
    }
  });
});

describe("roles", () => {
  it("an accountant reads, issues documents and reconciles the bank (ux review 16) but manages neither keys nor members", () => {
    expect(scopesOfRole("accountant").sort()).toEqual(["banks:write", "chat", "documents:write", "invoices:write", "read"]);
    expect(can("accountant", "write_bank")).toBe(true);
    for (const permission of ["manage_api_keys", "manage_members", "edit_company"] as const) expect(can("accountant", permission)).toBe(false);
    expect(scopesOfRole("owner")).toContain("company:write");
    expect(scopesOfRole("member")).not.toContain("company:write");
  });

  it("only an owner can give the owner role; members and accountants give none", () => {
    expect(assignableRoles("owner")).toContain("owner");
    expect(assignableRoles("admin")).not.toContain("owner");
    expect(assignableRoles("member")).toEqual([]);
    expect(assignableRoles("accountant")).toEqual([]);
  });
});

describe("emailed links", () => {
  it("point at the configured public address, never at a request's host", () => {
    const saved = { PUBLIC_URL: process.env.PUBLIC_URL, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
    try {
      process.env.PUBLIC_URL = "https://contas.example.pt/";
      expect(emailLinkOrigin()).toBe("https://contas.example.pt");
      delete process.env.PUBLIC_URL;
      process.env.NEXTAUTH_URL = "https://app.example.pt";
      expect(emailLinkOrigin()).toBe("https://app.example.pt");
      delete process.env.NEXTAUTH_URL;
      expect(emailLinkOrigin()).toMatch(/^http:\/\/localhost:\d+$/);
    } finally {
      Object.assign(process.env, saved);
      for (const [name, value] of Object.entries(saved)) if (value === undefined) delete process.env[name];
    }
  });
});
