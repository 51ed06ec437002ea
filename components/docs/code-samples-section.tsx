import { CodeSampleBlock } from "@/components/docs/code-sample-block";
import { codeSamples } from "@/components/docs/code-samples";
import type { DocOperation, OpenApiDocument } from "@/components/docs/openapi";

/** Generated from the document, so every operation has samples and none drifts from the schema. */
export function CodeSamplesSection({ entry, document }: { entry: DocOperation; document: OpenApiDocument }) {
  const samples = codeSamples(entry, document);
  return (
    <section className="code-samples" aria-label={`Examples for ${entry.method.toUpperCase()} ${entry.path}`}>
      <h4>Examples</h4>
      <CodeSampleBlock label="curl" code={samples.curl} />
      <CodeSampleBlock label="JavaScript (fetch)" code={samples.fetch} />
    </section>
  );
}
