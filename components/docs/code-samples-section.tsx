import type { DashboardMessages } from "@/components/dashboard/i18n/messages";
import { CodeSampleBlock } from "@/components/docs/code-sample-block";
import { codeSamples } from "@/components/docs/code-samples";
import type { DocOperation, OpenApiDocument } from "@/components/docs/openapi";

/** Generated from the document, so every operation has samples and none drifts from the schema. */
type CodeSamplesSectionProps = {
  entry: DocOperation;
  document: OpenApiDocument;
  t: DashboardMessages["docs"];
};

export function CodeSamplesSection({ entry, document, t }: CodeSamplesSectionProps) {
  const samples = codeSamples(entry, document);
  return (
    <section
      className="code-samples"
      aria-label={t.examplesFor(`${entry.method.toUpperCase()} ${entry.path}`)}
    >
      <h4>{t.examples}</h4>
      <CodeSampleBlock label="curl" code={samples.curl} />
      <CodeSampleBlock label="JavaScript (fetch)" code={samples.fetch} />
    </section>
  );
}
