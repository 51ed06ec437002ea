import { Fragment } from "react";
import type { TagGroup } from "@/components/docs/openapi";

/** Lets long paths wrap after a slash instead of overflowing the narrow column. */
function PathWithBreaks({ path }: { path: string }) {
  const segments = path.split("/");
  return segments.map((segment, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: segments of one path never reorder
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {segment}
    </Fragment>
  ));
}

export function DocsContents({ groups }: { groups: TagGroup[] }) {
  return (
    <nav className="docs-toc" aria-label="API reference contents">
      {groups.map((group) => (
        <div key={group.tag}>
          <h2>
            <a href={`#${group.anchor}`}>{group.tag}</a>
          </h2>
          <ul>
            {group.operations.map((entry) => (
              <li key={entry.anchor}>
                <a href={`#${entry.anchor}`}>
                  <span className={`method method--${entry.method}`}>{entry.method.toUpperCase()}</span>
                  <span>
                    <PathWithBreaks path={entry.path} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
