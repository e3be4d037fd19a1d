"use client";

import { useState } from "react";
import { ConnectSnippets } from "./connect-snippets";
import { CreateKeyForm } from "./create-key-form";

/** Creating a key and the connection snippets side by side, so the snippets carry the key just created. */
export function KeySetup({ apiBase, mcpUrl }: { apiBase: string; mcpUrl: string }) {
  const [newKey, setNewKey] = useState<string | null>(null);
  return (
    <div className="two-columns">
      <section className="panel">
        <h2>Nova chave</h2>
        <CreateKeyForm onCreated={setNewKey} />
      </section>
      <section className="panel">
        <h2>Ligar</h2>
        <ConnectSnippets apiBase={apiBase} mcpUrl={mcpUrl} apiKey={newKey} />
      </section>
    </div>
  );
}
