import { Fragment } from "react";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { DocsSearch } from "@/components/docs/docs-search";
import { searchTextOf, type TagGroup } from "@/components/docs/openapi";
import { getServerMessages } from "@/lib/i18n/server-messages";

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

export async function DocsContents({ groups }: { groups: TagGroup[] }) {
  const t = (await getServerMessages(DASHBOARD_MESSAGES)).docs;
  return (
    <nav className="docs-toc" aria-label={t.contents}>
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
