import { DASHBOARD_MESSAGES, type DashboardMessages } from "@/components/dashboard/i18n/messages";
import { CodeSamplesSection } from "@/components/docs/code-samples-section";
import { type JsonSchema, refName, type SchemaComponents, schemaRows } from "@/components/docs/json-schema";
import { LazyDetails } from "@/components/docs/lazy-details";
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
import { getServerMessages } from "@/lib/i18n/server-messages";

type OperationSectionProps = { entry: DocOperation; document: OpenApiDocument };

type SectionProps = { entry: DocOperation; components: SchemaComponents; t: DashboardMessages["docs"] };

const firstMedia = (content: Record<string, { schema?: JsonSchema }> | undefined) => {
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  return mediaType ? { mediaType, schema: media?.schema } : undefined;
};

function RequestBody({ entry, components, t }: SectionProps) {
  const body = entry.operation.requestBody;
  const media = firstMedia(body?.content);
  if (!body || !media) return null;
  const name = refName(media.schema);
  return (
    <>
      <h4>{t.requestBody}</h4>
      <p>
        <code>{media.mediaType}</code>
        {name && (
          <>
            {" "}
            · {t.schema} <code>{name}</code>
          </>
        )}
        {" · "}
        {body.required ? t.required : t.optional}
      </p>
      <MarkdownText text={body.description} />
      <SchemaTable rows={schemaRows(media.schema, components)} caption={t.requestBodyOf(entry.path)} t={t} />
    </>
  );
}

function SuccessBodies({ entry, components, t }: SectionProps) {
  const bodies = Object.entries(entry.operation.responses ?? {}).flatMap(([status, response]) => {
    const schema = status.startsWith("2") ? firstMedia(response.content)?.schema : undefined;
    const rows = schema ? schemaRows(schema, components) : [];
    return rows.length > 0 ? [{ status, name: refName(schema) ?? "body", rows }] : [];
  });
  return bodies.map(({ status, name, rows }) => (
    <LazyDetails
      key={status}
      className="response-fields"
      summary={
        <>
          {t.responseFields(status)} (<code>{name}</code>)
        </>
      }
    >
      <SchemaTable rows={rows} caption={t.fieldsOf(name)} t={t} />
    </LazyDetails>
  ));
}

function Responses({ entry, components, t }: SectionProps) {
  const responses = Object.entries(entry.operation.responses ?? {});
  if (responses.length === 0) return null;
  return (
    <>
      <h4>{t.responses}</h4>
      <ScrollRegion label={t.responsesOf(entry.path)}>
        <table className="table">
          <caption className="visually-hidden">{t.responsesOf(entry.path)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.description}</th>
              <th scope="col">{t.body}</th>
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
      <SuccessBodies entry={entry} components={components} t={t} />
    </>
  );
}

/** One operation: method and path, what it does, who may call it, what it takes and what it answers. */
export async function OperationSection({ entry, document }: OperationSectionProps) {
  const t = (await getServerMessages(DASHBOARD_MESSAGES)).docs;
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
        {operation.deprecated && <span className="badge">{t.deprecated}</span>}
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
        <strong>{t.authentication}</strong> {describeAuth(operation, document)}
      </p>
      <ParametersTable
        parameters={operation.parameters ?? []}
        components={components}
        path={entry.path}
        t={t}
      />
      <RequestBody entry={entry} components={components} t={t} />
      <Responses entry={entry} components={components} t={t} />
      <CodeSamplesSection entry={entry} document={document} t={t} />
    </article>
  );
}
