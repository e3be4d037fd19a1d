"use client";

import { CodeSnippet } from "./code-snippet";

const PLACEHOLDER = "<A_SUA_CHAVE>";

/** How to connect the REST API and the MCP server, filled with the key just created (else a placeholder). */
export function ConnectSnippets({ apiBase, mcpUrl, apiKey }: { apiBase: string; mcpUrl: string; apiKey: string | null }) {
  const key = apiKey ?? PLACEHOLDER;
  const curl = `curl ${apiBase}/company \\\n  -H "Authorization: Bearer ${key}"`;
  const cursor = JSON.stringify({ mcpServers: { contabilista: { url: mcpUrl, headers: { Authorization: `Bearer ${key}` } } } }, null, 2);
  const claude = JSON.stringify(
    // biome-ignore lint/suspicious/noTemplateCurlyInString: mcp-remote expands ${CONTABILISTA_AUTH} from env itself
    { mcpServers: { contabilista: { command: "npx", args: ["-y", "mcp-remote", mcpUrl, "--header", "Authorization:${CONTABILISTA_AUTH}"], env: { CONTABILISTA_AUTH: `Bearer ${key}` } } } },
    null,
    2,
  );
  return (
    <>
      <p>API REST: <code>{apiBase}</code> · <a href="/docs/api">referência</a></p>
      {apiKey ? <p className="notice small">Os exemplos abaixo já levam a chave nova: copie-os para onde precisa.</p> : <p className="muted small">Crie uma chave e os exemplos passam a levá-la.</p>}
      <CodeSnippet label="o comando curl" code={curl} testId="snippet-curl" />
      <p>Claude, ChatGPT e Cursor ligam-se sem chave: adicione o conector remoto com o endereço <code data-testid="mcp-url">{mcpUrl}</code>, entre e escolha a empresa e as permissões (OAuth). A aplicação aparece em “Aplicações ligadas”.</p>
      <p>MCP no Cursor com chave (<code>.cursor/mcp.json</code>):</p>
      <CodeSnippet label="a configuração do Cursor" code={cursor} testId="snippet-cursor" />
      <p>MCP no Claude Desktop (<code>claude_desktop_config.json</code>):</p>
      <CodeSnippet label="a configuração do Claude Desktop" code={claude} testId="snippet-claude" />
    </>
  );
}
