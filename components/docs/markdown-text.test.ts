import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownText } from "@/components/docs/markdown-text";
import { imageRulesMarkdown } from "@/lib/passes/image-rules";

describe("MarkdownText", () => {
  it("renders the pass image rules as a table, from the rules module", () => {
    const html = renderToStaticMarkup(
      createElement(MarkdownText, { text: `Sizes:\n\n${imageRulesMarkdown()}\n\nAfter.` }),
    );
    expect(html).toContain('<th scope="col">pass kind</th>');
    expect(html).toContain("<td>storeCard</td><td>strip</td><td>at most 375×144</td>");
    expect(html).not.toContain("|---|");
    expect(html.indexOf("<p>Sizes:</p>")).toBeLessThan(html.indexOf("<table"));
    expect(html).toContain("<p>After.</p>");
  });
});
