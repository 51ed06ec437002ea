import type { Metadata } from "next";
import { DocsContents } from "@/components/docs/docs-contents";
import { MarkdownText } from "@/components/docs/markdown-text";
import { groupOperationsByTag, type OpenApiDocument } from "@/components/docs/openapi";
import { OperationSection } from "@/components/docs/operation-section";
import { SiteHeader } from "@/components/ui/site-header";
import { buildOpenApiDocument } from "@/lib/openapi/document";

export const metadata: Metadata = { title: "API reference" };

const RAW_DOCUMENT_PATH = "/v2/openapi.json";

export default function DocsPage() {
  const document = buildOpenApiDocument() as unknown as OpenApiDocument;
  const groups = groupOperationsByTag(document);

  return (
    <>
      <SiteHeader />
      <div className="container docs-layout">
        <DocsContents groups={groups} />
        <main id="main">
          <header className="docs-intro">
            <h1>{document.info.title} reference</h1>
            <p className="muted">
              Version {document.info.version} · OpenAPI {document.openapi} ·{" "}
              <a href={RAW_DOCUMENT_PATH}>Raw OpenAPI document (JSON)</a>
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
        </main>
      </div>
    </>
  );
}
