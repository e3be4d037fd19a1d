/** The Registo's filters: a plain GET form, so it works without JavaScript and the URL can be shared. */
export function AuditFilters({ people, operations, person, action }: { people: { id: string; name: string }[]; operations: { value: string; label: string }[]; person: string; action: string }) {
  return (
    <form method="get" action="/auditoria" className="filters list-filters" role="search" aria-label="Filtrar o registo">
      <label>
        Pessoa
        <select name="pessoa" defaultValue={person}>
          <option value="">Todas</option>
          {people.map((candidate) => <option key={candidate.id} value={candidate.id}>{candidate.name}</option>)}
        </select>
      </label>
      <label>
        Ação
        <select name="acao" defaultValue={action}>
          <option value="">Todas</option>
          {operations.map((operation) => <option key={operation.value} value={operation.value}>{operation.label}</option>)}
        </select>
      </label>
      <button type="submit" className="button-secondary">Filtrar</button>
      {person || action ? <a href="/auditoria">Limpar</a> : null}
    </form>
  );
}
