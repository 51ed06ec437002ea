import { Fragment } from "react";
import { DocsSearch } from "@/components/docs/docs-search";
import { searchTextOf, type TagGroup } from "@/components/docs/openapi";

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
      <DocsSearch total={groups.reduce((sum, group) => sum + group.operations.length, 0)} />
      {groups.map((group) => (
        <div key={group.tag} data-docs-group="">
          <h2>
            <a href={`#${group.anchor}`}>{group.tag}</a>
          </h2>
          <ul>
            {group.operations.map((entry) => (
              <li key={entry.anchor} data-docs-search={searchTextOf(entry)}>
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
