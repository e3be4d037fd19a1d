import { describe, expect, it } from "vitest";
import { pathInOtherCompany } from "@/lib/transports/web/company-switch-path";

// Issue #35 (ux LOW, company switcher): switching stays on the same page, without what named a row of
// the previous company.
describe("the page opened after switching company", () => {
  it("keeps a list or a form page as it is", () => {
    expect(pathInOtherCompany("/faturas")).toBe("/faturas");
    expect(pathInOtherCompany("/faturas/nova")).toBe("/faturas/nova");
    expect(pathInOtherCompany("/faturas/recorrentes")).toBe("/faturas/recorrentes");
    expect(pathInOtherCompany("/calendario/iva")).toBe("/calendario/iva");
  });

  it("drops the previous company's ids and query", () => {
    expect(pathInOtherCompany("/faturas/cmhx0k2p90001qv8l3r5t7y9a")).toBe("/faturas");
    expect(pathInOtherCompany("/faturas/recorrentes/cmhx0k2p90001qv8l3r5t7y9a")).toBe("/faturas/recorrentes");
    expect(pathInOtherCompany("/clientes/cmhx0k2p90001qv8l3r5t7y9a?separador=faturas")).toBe("/clientes");
    expect(pathInOtherCompany("/faturas?estado=vencida&cursor=abc")).toBe("/faturas");
    expect(pathInOtherCompany("/documentos#revisao")).toBe("/documentos");
  });

  it("falls back to the Painel for nothing usable, and never leaves the site", () => {
    expect(pathInOtherCompany("")).toBe("/painel");
    expect(pathInOtherCompany("/")).toBe("/painel");
    expect(pathInOtherCompany("//evil.example/faturas")).toBe("/painel");
    expect(pathInOtherCompany("https://evil.example/faturas")).toBe("/painel");
    expect(pathInOtherCompany("/%2F%2Fevil.example")).toBe("/painel");
  });
});
