import { formatDate } from "@/components/format";
import { ResetSandboxButton } from "./reset-sandbox-button";

interface SandboxSummary {
  exists: boolean;
  createdAt: string | null;
  testKeys: number;
  counts: { clients: number; invoices: number; receipts: number; bankMovements: number; documents: number; webhookEndpoints: number; events: number } | null;
}

/** «Modo de teste» on Integrações: what the sandbox holds, and the owner's reset. */
export function SandboxPanel({ sandbox, mayReset }: { sandbox: SandboxSummary; mayReset: boolean }) {
  return (
    <section className="panel" id="modo-de-teste" data-testid="sandbox">
      <h2>Modo de teste</h2>
      <p className="muted">
        Uma <strong>chave de teste</strong> (<code>ctb_test_…</code>) trabalha numa sandbox: uma cópia do perfil, dos clientes, do catálogo e das séries desta empresa, com numeração própria. Tudo o que lá se emite diz <strong>TESTE</strong>, os emails ficam na caixa de saída local, os webhooks levam <code>livemode: false</code> e nada chega aos livros reais. Crie uma acima, marcando «Chave de teste».
      </p>
      {sandbox.exists && sandbox.counts ? (
        <p>
          Sandbox criada a {formatDate(sandbox.createdAt!)} · {sandbox.testKeys} chave(s) de teste ativa(s) · {sandbox.counts.clients} clientes · {sandbox.counts.invoices} faturas e notas · {sandbox.counts.receipts} recibos · {sandbox.counts.bankMovements} movimentos bancários · {sandbox.counts.events} eventos
        </p>
      ) : (
        <p className="muted">A sandbox ainda não existe: é criada no primeiro pedido de uma chave de teste ({sandbox.testKeys} ativa(s)).</p>
      )}
      {mayReset ? <ResetSandboxButton /> : <p className="muted small">Só o proprietário pode repor a sandbox.</p>}
    </section>
  );
}
