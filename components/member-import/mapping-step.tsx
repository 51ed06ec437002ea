"use client";

import { useId, useMemo } from "react";
import type { ApiMessages } from "@/components/api/i18n/en";
import { formatCount } from "@/components/i18n/format";
import {
  type ColumnTarget,
  customTarget,
  type ImportProgram,
  mapsAKey,
  repeatedTargets,
} from "@/components/member-import/column-mapping";
import type { MemberImportMessages } from "@/components/member-import/i18n/en";
import styles from "@/components/member-import/member-import.module.css";
import { type PreviewRow, PreviewTable, targetLabel } from "@/components/member-import/preview-table";
import type { CsvTable } from "@/components/member-import/read-csv";
import { checkImportRow, importRowOf } from "@/components/member-import/row-values";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { Language } from "@/lib/i18n/language";
import { MEMBER_IMPORT_FIELDS } from "@/lib/schemas/member-import";

const PREVIEW_ROWS = 10;

type MappingStepProps = {
  table: CsvTable;
  mapping: ColumnTarget[];
  onMappingChange: (mapping: ColumnTarget[]) => void;
  program: ImportProgram;
  onStart: () => void;
  onChooseAnother: () => void;
  t: MemberImportMessages;
  api: ApiMessages;
  language: Language;
};

/**
 * Step 2: one select per column (matched by header name where it could be), and the first rows as they will be
 * imported, each checked in the browser with the API's schemas. The import starts once some column fills an
 * e-mail, phone or external id and no field is filled twice.
 */
export function MappingStep(props: MappingStepProps) {
  const { table, mapping, onMappingChange, program, onStart, onChooseAnother, t, api, language } = props;
  const id = useId();
  const repeated = repeatedTargets(mapping);
  const hasKey = mapsAKey(mapping);
  const canStart = hasKey && repeated.size === 0;
  const preview = useMemo(
    () =>
      table.rows.slice(0, PREVIEW_ROWS).map((row): PreviewRow => {
        const values = importRowOf(row.cells, mapping, program);
        return { row, values, issues: checkImportRow(values, program) };
      }),
    [table, mapping, program],
  );
  const withProblems = preview.filter((entry) => entry.issues.length > 0).length;
  const exampleOf = (index: number) =>
    table.rows.slice(0, 5).find((row) => row.cells[index]?.trim())?.cells[index];

  return (
    <>
      <section className="card" aria-labelledby={`${id}-map`}>
        <h2 id={`${id}-map`}>{t.map.title}</h2>
        <p className="muted">{t.map.hint}</p>
        <ul className={styles.mapping}>
          {table.headers.map((header, index) => {
            const target = mapping[index] ?? "";
            const example = exampleOf(index);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the file, which never move
              <li key={index}>
                <Field
                  id={`${id}-column-${index}`}
                  label={header ? t.map.column(header) : t.map.unnamed(index + 1)}
                  hint={
                    <span className={styles.example}>
                      {example ? t.map.example(example) : t.map.noExample}
                    </span>
                  }
                  error={repeated.has(index) ? t.map.usedTwice(targetLabel(target, program, t)) : undefined}
                >
                  {(control) => (
                    <select
                      {...control}
                      className="select"
                      value={target}
                      onChange={(event) => {
                        const next = [...mapping];
                        next[index] = event.target.value as ColumnTarget;
                        onMappingChange(next);
                      }}
                    >
                      <option value="">{t.map.ignore}</option>
                      <optgroup label={t.map.groups.member}>
                        {MEMBER_IMPORT_FIELDS.map((field) => (
                          <option key={field} value={field}>
                            {t.fields[field]}
                          </option>
                        ))}
                      </optgroup>
                      {program.customFields.length > 0 && (
                        <optgroup label={t.map.groups.custom}>
                          {program.customFields.map((field) => (
                            <option key={field.name} value={customTarget(field.name)}>
                              {field.displayName || field.name}
                            </option>
                          ))}
                        </optgroup>
                      )}
                    </select>
                  )}
                </Field>
              </li>
            );
          })}
        </ul>
        {!hasKey && <Alert tone="warning">{t.map.needsKey}</Alert>}
      </section>

      <section className="card" aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`}>{t.preview.title}</h2>
        <PreviewTable preview={preview} mapping={mapping} program={program} t={t} api={api} />
        <p>{t.preview.summary(formatCount(table.rows.length, language), withProblems)}</p>
        <p className="muted">{t.preview.note}</p>
        <div className={styles.actions}>
          <Button onClick={onStart} disabled={!canStart}>
            {t.preview.start(formatCount(table.rows.length, language))}
          </Button>
          <Button variant="secondary" onClick={onChooseAnother}>
            {t.map.chooseAnother}
          </Button>
        </div>
      </section>
    </>
  );
}
