import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { DocsContents } from "@/components/docs/docs-contents";
import { MarkdownText } from "@/components/docs/markdown-text";
import { groupOperationsByTag, type OpenApiDocument } from "@/components/docs/openapi";
import { OperationSection } from "@/components/docs/operation-section";
import { getServerMessages } from "@/lib/i18n/server-messages";

const RAW_DOCUMENT_PATH = "/v2/openapi.json";

/**
 * The reference itself: contents with search beside the operations. Inside the dashboard the shell owns the
 * page's `main` landmark, so the reference's own column is then a plain element.
 */
export async function DocsBody({
  document,
  isInDashboard,
}: {
  document: OpenApiDocument;
  isInDashboard: boolean;
}) {
  const t = (await getServerMessages(DASHBOARD_MESSAGES)).docs;
  const groups = groupOperationsByTag(document);
  const Column = isInDashboard ? "div" : "main";
  return (
    <div className={isInDashboard ? "docs-layout" : "container docs-layout"}>
      <DocsContents groups={groups} />
      <Column {...(isInDashboard ? {} : { id: "main" })}>
        <header className="docs-intro">
          <h1>{t.heading(document.info.title)}</h1>
          <p className="muted">
            {t.version(document.info.version, document.openapi)} · <a href={RAW_DOCUMENT_PATH}>{t.raw}</a>
          </p>
          <MarkdownText text={document.info.description} />
        </header>
        {groups.map((group) => (
          <section
            key={group.tag}
            id={group.anchor}
            className="docs-tag"
            data-docs-group=""
            aria-labelledby={`${group.anchor}-title`}
          >
            <h2 id={`${group.anchor}-title`}>{group.tag}</h2>
            <MarkdownText text={group.description} />
            {group.operations.map((entry) => (
              <OperationSection key={entry.anchor} entry={entry} document={document} />
            ))}
          </section>
        ))}
      </Column>
    </div>
  );
}
