import type { ReactNode } from "react";
import { ScrollRegion } from "@/components/ui/scroll-region";

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

const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/** A Markdown pipe table (header row, `|---|` separator, body rows), e.g. the pass image size rules. */
function MarkdownTable({ rows }: { rows: string[] }) {
  const [header = "", , ...body] = rows;
  return (
    <ScrollRegion label={`Table: ${cellsOf(header).join(", ")}`}>
      <table className="table">
        <thead>
          <tr>
            {cellsOf(header).map((cell) => (
              <th key={cell} scope="col">
                <InlineText text={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row) => (
            <tr key={row}>
              {cellsOf(row).map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row never reorder
                <td key={index}>
                  <InlineText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The little Markdown the API descriptions use: paragraphs, "- " lists, pipe tables and inline code. No HTML. */
export function MarkdownText({ text }: { text?: string }) {
  if (!text) return null;
  const blocks: ReactNode[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  let table: string[] = [];
  const flush = () => {
    if (table.length > 0) blocks.push(<MarkdownTable key={blocks.length} rows={table} />);
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
    table = [];
  };
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "") {
      flush();
    } else if (trimmed.startsWith("|")) {
      if (paragraph.length > 0 || list.length > 0) flush();
      table.push(trimmed);
    } else if (trimmed.startsWith("- ")) {
      if (paragraph.length > 0) flush();
      list.push(trimmed.slice(2));
    } else {
      if (list.length > 0 || table.length > 0) flush();
      paragraph.push(trimmed);
    }
  }
  flush();
  return <>{blocks}</>;
}
