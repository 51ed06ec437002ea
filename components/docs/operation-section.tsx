import { CodeSamplesSection } from "@/components/docs/code-samples-section";
import { type JsonSchema, refName, type SchemaComponents, schemaRows } from "@/components/docs/json-schema";
import { InlineText, MarkdownText } from "@/components/docs/markdown-text";
import {
  type DocOperation,
  describeAuth,
  type OpenApiDocument,
  searchTextOf,
} from "@/components/docs/openapi";
import { ParametersTable } from "@/components/docs/parameters-table";
import { SchemaTable } from "@/components/docs/schema-table";
import { ScrollRegion } from "@/components/ui/scroll-region";

type OperationSectionProps = { entry: DocOperation; document: OpenApiDocument };

const firstMedia = (content: Record<string, { schema?: JsonSchema }> | undefined) => {
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  return mediaType ? { mediaType, schema: media?.schema } : undefined;
};

function RequestBody({ entry, components }: { entry: DocOperation; components: SchemaComponents }) {
  const body = entry.operation.requestBody;
  const media = firstMedia(body?.content);
  if (!body || !media) return null;
  const name = refName(media.schema);
  return (
    <>
      <h4>Request body</h4>
      <p>
        <code>{media.mediaType}</code>
        {name && (
          <>
            {" "}
            · schema <code>{name}</code>
          </>
        )}
        {body.required ? " · required" : " · optional"}
      </p>
      <MarkdownText text={body.description} />
      <SchemaTable
        rows={schemaRows(media.schema, components)}
        caption={`Request body fields of ${entry.path}`}
      />
    </>
  );
}

function SuccessBodies({ entry, components }: { entry: DocOperation; components: SchemaComponents }) {
  const bodies = Object.entries(entry.operation.responses ?? {}).flatMap(([status, response]) => {
    const schema = status.startsWith("2") ? firstMedia(response.content)?.schema : undefined;
    const rows = schema ? schemaRows(schema, components) : [];
    return rows.length > 0 ? [{ status, name: refName(schema) ?? "body", rows }] : [];
  });
  return bodies.map(({ status, name, rows }) => (
    <details key={status} className="response-fields">
      <summary>
        Fields of the {status} response (<code>{name}</code>)
      </summary>
      <SchemaTable rows={rows} caption={`Fields of ${name}`} />
    </details>
  ));
}

function Responses({ entry, components }: { entry: DocOperation; components: SchemaComponents }) {
  const responses = Object.entries(entry.operation.responses ?? {});
  if (responses.length === 0) return null;
  return (
    <>
      <h4>Responses</h4>
      <ScrollRegion label={`Responses of ${entry.path}`}>
        <table className="table">
          <caption className="visually-hidden">Responses of {entry.path}</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Description</th>
              <th scope="col">Body</th>
            </tr>
          </thead>
          <tbody>
            {responses.map(([status, response]) => {
              const bodyName = refName(firstMedia(response.content)?.schema);
              return (
                <tr key={status}>
                  <th scope="row">
                    <code>{status}</code>
                  </th>
                  <td>{response.description && <InlineText text={response.description} />}</td>
                  <td>{bodyName && <code>{bodyName}</code>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <SuccessBodies entry={entry} components={components} />
    </>
  );
}

/** One operation: method and path, what it does, who may call it, what it takes and what it answers. */
export function OperationSection({ entry, document }: OperationSectionProps) {
  const { operation } = entry;
  const components = document.components?.schemas ?? {};
  return (
    <article
      id={entry.anchor}
      className="card operation"
      aria-labelledby={`${entry.anchor}-title`}
      data-docs-search={searchTextOf(entry)}
    >
      <h3 id={`${entry.anchor}-title`} className="operation__title">
        <span className={`method method--${entry.method}`}>{entry.method.toUpperCase()}</span>
        <code className="operation__path">{entry.path}</code>
        {operation.deprecated && <span className="badge">deprecated</span>}
      </h3>
      {operation.summary && (
        <p>
          <strong>
            <InlineText text={operation.summary} />
          </strong>
        </p>
      )}
      <MarkdownText text={operation.description} />
      <p>
        <strong>Authentication:</strong> {describeAuth(operation, document)}
      </p>
      <ParametersTable parameters={operation.parameters ?? []} components={components} path={entry.path} />
      <RequestBody entry={entry} components={components} />
      <Responses entry={entry} components={components} />
      <CodeSamplesSection entry={entry} document={document} />
    </article>
  );
}
