import { headers } from "next/headers";
import { InlineMarkdown } from "@/components/api-reference/inline-markdown";
import { exampleCurl, type ExampleOperation } from "@/components/api-reference/example-curl";
import { SchemaFields } from "@/components/api-reference/schema-fields";
import { ERROR_CODES, ERROR_EXPLANATIONS, ERROR_STATUS } from "@/lib/core/api-error";
import { publicOrigin } from "@/lib/core/http/public-origin";
import { buildOpenApiDocument } from "@/lib/transports/openapi/build-document";

export const metadata = { title: "API reference · Contabilista" };

type Schema = Record<string, unknown>;
interface DocumentedOperation extends ExampleOperation {
  operationId: string;
  summary: string;
  description: string;
  "x-required-scope": string;
  parameters?: { name: string; in: string; required: boolean; schema: Schema; description?: string; example?: unknown }[];
  requestBody?: { description?: string; content: { "application/json": { schema: Schema; example?: Record<string, unknown> } } };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}

/** The human API reference, rendered on the server from the generated OpenAPI document: works offline. */
export default async function ApiReferencePage() {
  const document = buildOpenApiDocument(publicOrigin(await headers())) as {
    info: { title: string; version: string; description: string };
    servers: { url: string }[];
    paths: Record<string, Record<string, DocumentedOperation>>;
    components: { schemas: Record<string, Schema> };
  };
  const baseUrl = document.servers[0]!.url;
  const components = document.components.schemas;
  const entries = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

  return (
    <div className="reference">
      <nav className="reference-nav" aria-label="Operações">
        <a className="brand" href="/">Contabilista</a>
        <p className="muted">API v{document.info.version}</p>
        <ul>
          {entries.map(({ path, method, operation }) => (
            <li key={operation.operationId}>
              <a href={`#${operation.operationId}`}><span className={`method method-${method}`}>{method.toUpperCase()}</span> {path}</a>
            </li>
          ))}
        </ul>
        <p><a href="/api/v1/openapi.json">openapi.json</a></p>
      </nav>
      <main className="reference-main">
        <h1>{document.info.title}</h1>
        <p>Base URL: <code>{baseUrl}</code></p>
        <InlineMarkdown text={document.info.description} />
        <section id="errors" className="operation">
          <h2>Error codes</h2>
          <p>Every error envelope links here through its <code>docUrl</code>.</p>
          <dl>
            {ERROR_CODES.map((code) => (
              <div key={code} id={`error-${code}`}>
                <dt><code>{code}</code> · {ERROR_STATUS[code]}</dt>
                <dd><InlineMarkdown text={ERROR_EXPLANATIONS[code]} /></dd>
              </div>
            ))}
          </dl>
        </section>
        {entries.map(({ path, method, operation }) => {
          const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"));
          const errors = Object.entries(operation.responses).filter(([status]) => !status.startsWith("2"));
          const successContent = success?.[1].content ?? {};
          const dataSchema = (successContent["application/json"]?.schema as { properties?: { data?: Schema } } | undefined)?.properties?.data;
          const fileType = Object.keys(successContent).find((type) => type !== "application/json");
          const curl = exampleCurl(baseUrl, path, method, operation);
          return (
            <section key={operation.operationId} id={operation.operationId} className="operation">
              <h2><span className={`method method-${method}`}>{method.toUpperCase()}</span> <code>{path}</code></h2>
              <p className="summary">{operation.summary} · scope <code>{operation["x-required-scope"]}</code> · <code>{operation.operationId}</code></p>
              <InlineMarkdown text={operation.description.replace(/\n\nRequired scope: .*$/s, "")} />
              {operation.parameters?.length ? (
                <>
                  <h3>Parâmetros</h3>
                  <ul className="fields">
                    {operation.parameters.map((parameter) => (
                      <li key={parameter.name}>
                        <code className="field-name">{parameter.name}</code> <span className="field-type">{parameter.in}</span>
                        {parameter.required ? <span className="required">obrigatório</span> : null}
                        {parameter.description ? <div className="field-description">{parameter.description}</div> : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {operation.requestBody ? (
                <>
                  <h3>Corpo do pedido</h3>
                  <SchemaFields schema={operation.requestBody.content["application/json"].schema} components={components} />
                </>
              ) : null}
              <h3>Resposta {success?.[0]}{dataSchema ? <>: <code>data</code></> : null}</h3>
              {dataSchema ? <SchemaFields schema={dataSchema} components={components} /> : null}
              {fileType ? <p>O corpo da resposta é o ficheiro (<code>{fileType}</code>), não JSON.</p> : null}
              <h3>Erros</h3>
              <ul className="errors">
                {errors.map(([status, response]) => <li key={status}><strong>{status}</strong> <InlineMarkdown text={response.description} /></li>)}
              </ul>
              {operation.requestBody?.description ? <p className="notice"><InlineMarkdown text={operation.requestBody.description} /></p> : null}
              {curl.forReal ? <p className="notice attention"><strong>Corre a sério:</strong> esta escrita não tem simulação (<code>dryRun</code>).</p> : null}
              <pre className="example"><code>{curl.command}</code></pre>
            </section>
          );
        })}
      </main>
    </div>
  );
}
