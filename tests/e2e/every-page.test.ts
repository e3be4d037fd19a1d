import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { lisbonToday } from "@/lib/core/dates";
import { seedDemoBank } from "@/seeds/demo-bank";
import { seedDemoBooks } from "@/seeds/demo-books";
import { DEMO_COMPANY, DEMO_USER, seedDemoCompany } from "@/seeds/demo-company";
import { seedDemoExpenses } from "@/seeds/demo-expenses";
import { launchBrowser, screenshot } from "../support/browser";
import { signInContext } from "../support/signed-in";
import { api } from "../support/api-client";
import { createTestKey, testDatabase } from "../support/fixtures";

// Every page of the web app, signed in on the demo company's full books and signed out, at a laptop
// (1366×900) and a phone (390×844) size: no horizontal scroll, no serious or critical axe-core
// violation, no Content Security Policy error, and a screenshot of each under test-results/screenshots/pages.
// Then the assistant as a dialog, our 404 page, and issuing an invoice with the keyboard alone.

const SIZES = [
  { name: "1366", width: 1366, height: 900 },
  { name: "390", width: 390, height: 844 },
] as const;

interface Finding {
  page: string;
  size: string;
  problem: string;
}

/** The page's horizontal overflow and its serious/critical axe violations, as readable findings. */
async function inspect(page: Page, name: string, size: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  if (widths.scroll > widths.inner) {
    const culprits = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !element.closest(".table, pre, .table-scroll, [hidden]"))
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
    findings.push({ page: name, size, problem: `scrollWidth ${widths.scroll} > ${widths.inner} (${culprits.join(", ")})` });
  }
  // WCAG 2.5.8: controls at least 24×24 px (links inside a sentence are exempt, so only block-level ones count).
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, select, input:not([type=hidden]), summary, a")]
      .filter((element) => element.tagName !== "A" || getComputedStyle(element).display !== "inline")
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden" && !element.closest(".visually-hidden, .skip-link"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width < 23.5 || box.height < 23.5;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}[${(element.getAttribute("name") ?? element.textContent ?? "").trim().slice(0, 30)}] ${Math.round(element.getBoundingClientRect().width)}×${Math.round(element.getBoundingClientRect().height)}`),
  );
  if (small.length) findings.push({ page: name, size, problem: `targets under 24 px: ${small.join(", ")}` });
  // Only the violations are read, so axe keeps one node of each other result type instead of thousands
  // (the API reference's passes alone took longer to serialise than to find). Legacy mode runs axe.run in
  // the page itself: the default runPartial path opens a blank page per run and copies every partial
  // result into it, which only matters for cross-origin frames, and we have none (the one iframe,
  // /documentos' PDF preview, is same-origin; axe is still injected into every frame).
  const axe = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  for (const violation of axe.violations.filter((item) => item.impact === "serious" || item.impact === "critical")) {
    findings.push({ page: name, size, problem: `axe ${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ")}` });
  }
  await screenshot(page, `pages/${name}-${size}`);
  return findings;
}

/** Presses Tab until the focused element matches (a JavaScript test of `element`), as a keyboard-only person would. */
async function tabTo(page: Page, test: string, what: string, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(`(() => { const element = document.activeElement; return Boolean(element && (${test})); })()`)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

describe("every page at 1366 and 390 px", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  // A second tab of the same context: the sweep checks two pages at a time, so one page's wait for the
  // network to settle (hydration, link prefetches) overlaps the other's axe run.
  let other: Page;
  const base = () => inject("baseUrl");
  const policyViolations: string[] = [];
  let invoiceId = "";
  let documentId = "";
  let clientId = "";
  let demoKey = "";

  beforeAll(async () => {
    const db = testDatabase();
    const { companyId, userId } = await seedDemoCompany(db);
    const today = lisbonToday(new Date());
    await seedDemoBooks(db, companyId, userId, today);
    await seedDemoExpenses(db, companyId, DEMO_COMPANY.nif, userId, today);
    await seedDemoBank(db, companyId, userId, today);
    invoiceId = (await db.invoice.findFirstOrThrow({ where: { companyId, type: "FT" }, orderBy: { issueDate: "desc" } })).id;
    documentId = (await db.expenseDocument.findFirstOrThrow({ where: { companyId } })).id;
    clientId = (await db.invoice.findFirstOrThrow({ where: { id: invoiceId }, select: { clientId: true } })).clientId;
    demoKey = (await createTestKey(companyId, { scopes: ["read"] })).key;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: SIZES[0], locale: "pt-PT", reducedMotion: "reduce" });
    page = await context.newPage();
    other = await context.newPage();
    for (const tab of [page, other]) {
      tab.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) policyViolations.push(`${tab.url()}: ${message.text()}`);
      });
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Every page at both sizes, two at a time (one per tab), each by itself: load, settle, inspect. */
  async function visitAtBothSizes(pages: { name: string; path: string }[]): Promise<Finding[]> {
    const visits = SIZES.flatMap((size) => pages.map((visited) => ({ ...visited, size })));
    const found: Finding[][] = [];
    let next = 0;
    const work = async (tab: Page) => {
      for (let at = next++, visit = visits[at]; visit; at = next++, visit = visits[at]) {
        const { name, path, size } = visit;
        const viewport = tab.viewportSize();
        if (viewport?.width !== size.width || viewport?.height !== size.height) await tab.setViewportSize(size);
        await tab.goto(`${base()}${path}`, { waitUntil: "networkidle" });
        found[at] = await inspect(tab, name, size.name);
      }
    };
    await Promise.all([work(page), work(other)]);
    return found.flat();
  }

  it("the scan can fail: axe finds a missing image text and the overflow check a wide box", async () => {
    await page.setViewportSize(SIZES[1]);
    await page.setContent('<html lang="pt"><body><main><h1>Teste</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><div style="width:900px">largo</div></main></body></html>');
    const problems = (await inspect(page, "verificacao", "390")).map((finding) => finding.problem);
    expect(problems.some((problem) => problem.startsWith("scrollWidth"))).toBe(true);
    expect(problems.some((problem) => problem.startsWith("axe image-alt"))).toBe(true);
  });

  it("signed out: sign-in, sign-up, password recovery, bad links and the 404 page", { timeout: 180_000 }, async () => {
    const findings = await visitAtBothSizes([
      { name: "entrar", path: "/entrar" },
      { name: "registar", path: "/registar" },
      { name: "recuperar", path: "/recuperar" },
      { name: "redefinir-invalido", path: "/redefinir/ligacao-invalida" },
      { name: "verificar-email-invalido", path: "/verificar-email/ligacao-invalida" },
      { name: "convite-invalido", path: "/convite/ligacao-invalida" },
      { name: "404", path: "/pagina-que-nao-existe" },
    ]);
    expect(findings).toEqual([]);
  });

  it("our 404 page: Portuguese, status 404, a way back", async () => {
    const response = await page.goto(`${base()}/faturas-que-nao-existem/123`);
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Página não encontrada");
    expect(await page.getByRole("link", { name: "Ir para o painel" }).getAttribute("href")).toBe("/painel");
  });

  it("signs in as the demo owner", async () => {
    await page.setViewportSize(SIZES[0]);
    await signInContext(context, DEMO_USER);
    await page.goto(`${base()}/painel`);
    expect(page.url()).toBe(`${base()}/painel`);
  });

  it("signed in: the books' pages", { timeout: 420_000 }, async () => {
    const findings = await visitAtBothSizes([
      { name: "painel", path: "/painel" },
      { name: "painel-origem", path: "/painel/origem?metrica=vatBalance" },
      { name: "calendario", path: "/calendario" },
      { name: "calendario-iva", path: "/calendario/iva" },
      { name: "calendario-iva-campo", path: "/calendario/iva?campo=24" },
      { name: "faturas", path: "/faturas" },
      { name: "faturas-nova", path: "/faturas/nova" },
      { name: "fatura-detalhe", path: `/faturas/${invoiceId}` },
      { name: "clientes", path: "/clientes" },
      { name: "catalogo", path: "/catalogo" },
      { name: "faturas-recorrentes", path: "/faturas/recorrentes" },
      { name: "cliente-detalhe", path: `/clientes/${clientId}` },
      { name: "documentos", path: "/documentos" },
      { name: "documentos-rever", path: `/documentos?rever=${documentId}` },
    ]);
    expect(findings).toEqual([]);
  });

  it("signed in: bank, e-Fatura, gaps, company, members, integrations, API reference", { timeout: 420_000 }, async () => {
    const findings = await visitAtBothSizes([
      { name: "banco", path: "/banco" },
      { name: "efatura", path: "/efatura" },
      { name: "lacunas", path: "/lacunas" },
      { name: "auditoria", path: "/auditoria" },
      { name: "empresa", path: "/empresa" },
      { name: "membros", path: "/membros" },
      { name: "conta", path: "/conta" },
      { name: "integracoes", path: "/integracoes" },
      { name: "nova-empresa", path: "/nova-empresa" },
      { name: "docs-api", path: "/docs/api" },
      { name: "404-com-sessao", path: "/faturas/nao-existe/mesmo" },
    ]);
    expect(findings).toEqual([]);
  });

  it("on a phone, the Menu button opens the navigation as a drawer and Esc closes it", async () => {
    await page.setViewportSize(SIZES[1]);
    await page.goto(`${base()}/painel`);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    expect(await page.getByRole("link", { name: "Faturas", exact: true }).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("link", { name: "Faturas", exact: true }).waitFor({ state: "visible" });
    expect(await page.evaluate(() => document.activeElement?.closest("#sidebar") !== null)).toBe(true);
    expect(await page.evaluate(() => document.getElementById("conteudo")?.inert)).toBe(true);
    await screenshot(page, "pages/menu-aberto-390");
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Menu");
    expect(await page.evaluate(() => document.getElementById("conteudo")?.inert)).toBe(false);
    await menu.click();
    await page.getByRole("button", { name: "Fechar o menu" }).click();
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    await menu.click();
    await page.getByRole("link", { name: "Faturas", exact: true }).click();
    await page.waitForURL(`${base()}/faturas`);
    await page.getByRole("link", { name: "Faturas", exact: true }).waitFor({ state: "hidden" });
  });

  it("on a phone the Assistente button covers neither a page's title nor its main button, scrolled into view (bug 11)", async () => {
    await page.setViewportSize(SIZES[1]);
    const covered = async (selector: string) => {
      const target = page.locator(selector).first();
      // Scrolled as far as the page lets it go towards the middle: a button at the very end of a page
      // stays under a fixed launcher unless the page leaves room for it.
      return target.evaluate((element) => {
        element.scrollIntoView({ block: "center" });
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && !element.contains(hit) && hit.closest(".chat-launcher, .chat-panel") !== null;
      });
    };
    for (const [path, main] of [["/faturas", "main h1"], ["/banco", "main h1"], ["/faturas/nova", 'main button[type="submit"]'], ["/documentos", "main h1"]] as const) {
      await page.goto(`${base()}${path}`);
      expect(await covered("main h1"), `${path} title`).toBe(false);
      expect(await covered(main), `${path} ${main}`).toBe(false);
    }
  });

  it("the dashboard shows the next payment apart from the year's VAT balance, and a chart with a text alternative", async () => {
    await page.setViewportSize(SIZES[0]);
    await page.goto(`${base()}/painel`);
    const next = await page.getByTestId("next-payment").textContent();
    // The card is the briefing's nextPayment: the first open payment obligation with an estimate in the
    // calendar (the VAT payment, not the return that carries the same estimate); on some days there is
    // none, and the card must say so.
    const payment = (await api("GET", "/briefing", { key: demoKey })).body.data.nextPayment as { key: string; estimatedAmount: string; dueDate: string; earlierPaymentsWithoutEstimate: { key: string }[] } | null;
    if (payment) {
      expect(payment.key).toMatch(/-pagamento-/);
      expect(next).toMatch(/Próximo pagamento.*\d,\d{2} €.*até \d{2}\/\d{2}\/\d{4}/);
      // Bug 10: the card's amount is the obligation's own estimate, not the year-to-date balance.
      expect(next).toContain(payment.estimatedAmount);
      expect(next).toContain(`até ${payment.dueDate.split("-").reverse().join("/")}`);
      // The demo company's IRC on account, withholding and Social Security payments fall before the VAT
      // payment and have no estimate: the card names the first of them rather than hide it.
      const calendar = (await api("GET", "/fiscal-calendar", { key: demoKey })).body.data.obligations as { key: string; title: string; done: boolean; dueDate: string; estimatedAmountCents: number | null }[];
      const earlier = calendar.filter((obligation) => !obligation.done && obligation.key.includes("-pagamento") && obligation.estimatedAmountCents === null && obligation.dueDate < payment.dueDate);
      // The briefing names them too (the card reads them from there), the same ones as the calendar.
      expect(payment.earlierPaymentsWithoutEstimate.map((obligation) => obligation.key)).toEqual(earlier.map((obligation) => obligation.key));
      if (earlier[0]) expect(next).toContain(`Antes: ${earlier[0].title} a ${earlier[0].dueDate.split("-").reverse().join("/")}`);
      else expect(next).not.toContain("Antes:");
    } else {
      expect(next).toBe("Próximo pagamento—nenhuma obrigação com valor a pagar nos próximos 120 dias");
    }
    // The VAT balance is the chosen period's (the year by default), in a card of its own.
    expect(await page.locator("main").textContent()).toMatch(/Saldo de IVA.*liquidado − dedutível do período/);
    expect(await page.locator(".chart-y").textContent()).toMatch(/mil €|€/);
    await page.getByText("Ver os valores de cada mês").click();
    expect(await page.locator(".chart-table tbody tr").count()).toBe(12);
    // Every bar says what it is on hover (24 = 12 months × revenue and expenses), and on a phone the
    // month labels stay readable (they were ~5 px when the chart scaled down).
    expect(await page.locator(".chart rect > title").count()).toBe(24);
    expect(await page.locator(".chart rect > title").first().textContent()).toMatch(/^Receitas em janeiro: .+ €$/);
    // ux LOW: the Assistente launcher over the chart at 1366×768. Wherever the chart is scrolled to, no
    // point of it is under the launcher.
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const block of ["start", "center", "end"] as const) {
      const overlap = await page.locator("figure.chart").evaluate((chart, where) => {
        chart.scrollIntoView({ block: where });
        const launcher = document.querySelector(".chat-launcher")?.getBoundingClientRect();
        const box = chart.getBoundingClientRect();
        if (!launcher) return "no launcher";
        const intersects = launcher.left < box.right && box.left < launcher.right && launcher.top < box.bottom && box.top < launcher.bottom;
        return intersects ? `launcher ${JSON.stringify(launcher)} over chart ${JSON.stringify(box)}` : null;
      }, block);
      expect(overlap, `chart scrolled to ${block}`).toBeNull();
    }
    await page.setViewportSize(SIZES[1]);
    const labelSizes = await page.locator(".chart-label").evaluateAll((labels) => labels.map((label) => parseFloat(getComputedStyle(label).fontSize)));
    expect(labelSizes).toHaveLength(12);
    expect(Math.min(...labelSizes)).toBeGreaterThanOrEqual(11);
  });

  it("the assistant is a dialog: focus moves in, Esc closes it and focus returns; dates are dd/mm/aaaa", async () => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${base()}/painel`);
      const launcher = page.getByRole("button", { name: "Abrir o assistente" });
      await launcher.click();
      const dialog = page.getByRole("dialog", { name: "Assistente" });
      await dialog.waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("chat-input");
      await page.keyboard.type("quais são as próximas obrigações?");
      await page.keyboard.press("Enter");
      await dialog.locator('[data-card="obligations"]').waitFor();
      const text = (await dialog.locator(".chat-messages").textContent())!;
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
      expect(text.toLowerCase()).not.toContain("motor local");
      const findings = await inspect(page, "assistente", size.name);
      expect(findings).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Abrir o assistente");
      await page.evaluate(() => sessionStorage.clear());
    }
  });

  it("the assistant asks back for the data a tax question needs, as a card, instead of stating a rule as the answer", async () => {
    await page.setViewportSize(SIZES[0]);
    await page.goto(`${base()}/painel`);
    await page.getByRole("button", { name: "Abrir o assistente" }).click();
    const dialog = page.getByRole("dialog", { name: "Assistente" });
    await dialog.waitFor();
    await page.keyboard.type("posso ficar isento de iva?");
    await page.keyboard.press("Enter");
    const card = dialog.locator('[data-card="tax_clarification"]');
    await card.waitFor();
    expect(await card.textContent()).toContain("Preciso de alguns dados para responder");
    const needed = await card.getByRole("list", { name: "Dados em falta" }).locator("li").allTextContents();
    expect(needed).toContain("A atividade");
    expect(needed.some((item) => item.startsWith("O volume de negócios do ano anterior"))).toBe(true);
    expect(await card.textContent()).toContain("CIVA art. 53.º");
    expect(await inspect(page, "assistente (esclarecimento)", SIZES[0].name)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.evaluate(() => sessionStorage.clear());
  });

  it("Integrações: the snippets carry the new key, each has a copy button, and nothing overflows", async () => {
    await page.setViewportSize(SIZES[1]);
    await page.goto(`${base()}/integracoes`);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    expect(await page.getByTestId("snippet-claude").textContent()).toContain("<A_SUA_CHAVE>");
    await page.fill('input[name="name"]', "Chave do telemóvel");
    await page.getByRole("button", { name: "Criar chave" }).click();
    const key = (await page.getByTestId("new-api-key").textContent())!.trim();
    await page.waitForLoadState("networkidle");
    await screenshot(page, "pages/integracoes-chave-390");
    for (const snippet of ["snippet-curl", "snippet-cursor", "snippet-claude"]) {
      expect(await page.getByTestId(snippet).textContent()).toContain(`Bearer ${key}`);
    }
    // The one-time secret is in a modal dialog: the page behind it is usable once it is closed.
    await page.getByRole("button", { name: "Já guardei a chave" }).click();
    expect(await page.getByRole("button", { name: /^Copiar (o|a) / }).count()).toBe(3);
    const boxes = await page.evaluate(() => [...document.querySelectorAll("pre.example")].map((pre) => pre.scrollWidth - pre.clientWidth));
    expect(boxes.every((overflow) => overflow <= 0)).toBe(true);
    const checkbox = await page.locator('input[name="scopes"]').first().boundingBox();
    expect(checkbox!.width).toBeGreaterThanOrEqual(24);
  });

  it("the gaps page is grouped by kind and each row links to the exact thing to fix", async () => {
    await page.setViewportSize(SIZES[0]);
    await page.goto(`${base()}/lacunas`);
    expect(await page.locator("details.gap-group").count()).toBe(4);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(2500);
    const movementLink = page.locator("#falhas-banco a", { hasText: "Abrir movimento" }).first();
    if (await movementLink.count()) {
      const href = (await movementLink.getAttribute("href"))!;
      expect(href).toMatch(/^\/banco\?estado=\w+#movimento-/);
      await page.goto(`${base()}${href}`);
      expect(await page.locator(`tr#${href.split("#")[1]}`).count()).toBe(1);
    }
  });

  it("issues an invoice with the keyboard alone", async () => {
    await page.setViewportSize(SIZES[0]);
    await page.goto(`${base()}/faturas/nova`);
    const byName = (name: string) => tabTo(page, `element.getAttribute("name") === ${JSON.stringify(name)}`, name);
    await byName("clientName");
    await page.keyboard.type("Cliente do Teclado");
    await byName("lines.0.description");
    await page.keyboard.type("Apoio informático");
    await byName("lines.0.unitEuros");
    await page.keyboard.type("80");
    await tabTo(page, `element.tagName === "BUTTON" && /Emitir|Pré-visualizar|Rever/i.test(element.textContent)`, "the issue button");
    await page.keyboard.press("Enter");
    // A preview step, when there is one, is confirmed with the keyboard too.
    for (let step = 0; step < 2 && !/\/faturas\/[^/]+\?emitida=1/.test(page.url()); step++) {
      await page.waitForURL(/\/faturas\/[^/]+\?emitida=1/, { timeout: 5_000 }).catch(async () => {
        await tabTo(page, `element.tagName === "BUTTON" && /Emitir|Confirmar/i.test(element.textContent)`, "the confirm button");
        await page.keyboard.press("Enter");
      });
    }
    await page.waitForURL(/\/faturas\/[^/]+\?emitida=1/);
    expect(await page.locator("main").textContent()).toContain("Cliente do Teclado");
  });

  it("ran every page above without a Content Security Policy violation", () => {
    expect(policyViolations).toEqual([]);
  });
});
