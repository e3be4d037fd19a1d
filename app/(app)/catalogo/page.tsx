import { ActionButton } from "@/components/forms/action-button";
import { CatalogItemForm } from "@/components/catalog/catalog-item-form";
import { listItems } from "@/lib/domains/catalog/catalog-items";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";
import { archiveItemAction, createItemAction, updateItemAction } from "./actions";

export const metadata = { title: "Catálogo · Contabilista" };

const KIND_LABEL = { goods: "Bem", services: "Serviço" } as const;

export default async function CatalogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { context, company } = await workspace();
  const showArchived = (await searchParams).arquivados === "1";
  const { items } = await invokeOperation(listItems, context, { status: showArchived ? "all" : "active", limit: 200 });
  return (
    <>
      <header className="page-header">
        <h1>Catálogo de produtos e serviços</h1>
        <p className="muted">Escolha um artigo numa linha da fatura para preencher a descrição, o preço, o IVA e o tipo. Pela API: <code>itemId</code> numa linha.</p>
      </header>
      <details className="panel">
        <summary>Novo artigo</summary>
        <CatalogItemForm action={createItemAction} submitLabel="Criar artigo" vatExempt={company.vatRegime === "isento"} />
      </details>
      <p><a href={showArchived ? "/catalogo" : "/catalogo?arquivados=1"}>{showArchived ? "Esconder os arquivados" : "Mostrar também os arquivados"}</a></p>
      <ul className="checklist" aria-label="Artigos do catálogo">
        {items.map((item) => (
          <li key={item.id} className="panel">
            <details>
              <summary>
                <strong>{item.name}</strong> · {item.unit} · {item.vatExemptionCode ? `isento (${item.vatExemptionCode})` : `IVA ${item.vatRate}%`} · {KIND_LABEL[item.kind]}
                {item.archived ? <span className="badge"> arquivado</span> : null}
              </summary>
              {item.archived ? null : <CatalogItemForm action={updateItemAction} item={item} submitLabel="Guardar artigo" />}
            </details>
            <ActionButton
              action={archiveItemAction}
              values={{ id: item.id, archived: item.archived ? "false" : "true" }}
              label={item.archived ? "Repor" : "Arquivar"}
              accessibleLabel={`${item.archived ? "Repor" : "Arquivar"} o artigo ${item.name}`}
            />
          </li>
        ))}
      </ul>
      {items.length === 0 ? <p className="empty">Ainda não há artigos no catálogo.</p> : null}
    </>
  );
}
