import type { ReactNode } from "react";

/** `code` spans of one line of text; everything else stays plain text (React escapes it). */
export function InlineText({ text }: { text: string }) {
  const parts = text.split("`");
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <code key={index}>{part}</code>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The little Markdown the API descriptions use: paragraphs, "- " lists and inline code. No HTML. */
export function MarkdownText({ text }: { text?: string }) {
  if (!text) return null;
  const blocks: ReactNode[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push(
        <p key={blocks.length}>
          <InlineText text={paragraph.join(" ")} />
        </p>,
      );
    }
    if (list.length > 0) {
      blocks.push(
        <ul key={blocks.length}>
          {list.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>,
      );
    }
    paragraph = [];
    list = [];
  };
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "") {
      flush();
    } else if (trimmed.startsWith("- ")) {
      if (paragraph.length > 0) flush();
      list.push(trimmed.slice(2));
    } else {
      if (list.length > 0) flush();
      paragraph.push(trimmed);
    }
  }
  flush();
  return <>{blocks}</>;
}
