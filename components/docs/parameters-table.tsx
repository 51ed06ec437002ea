import type { DashboardMessages } from "@/components/dashboard/i18n/messages";
import { type SchemaComponents, summarizeSchema } from "@/components/docs/json-schema";
import { InlineText } from "@/components/docs/markdown-text";
import type { OpenApiParameter } from "@/components/docs/openapi";
import { Constraints, TypeCell } from "@/components/docs/schema-table";
import { ScrollRegion } from "@/components/ui/scroll-region";

type ParametersTableProps = {
  parameters: OpenApiParameter[];
  components: SchemaComponents;
  path: string;
  t: DashboardMessages["docs"];
};

export function ParametersTable({ parameters, components, path, t }: ParametersTableProps) {
  if (parameters.length === 0) return null;
  return (
    <>
      <h4>{t.parameters}</h4>
      <ScrollRegion label={t.parametersOf(path)}>
        <table className="table schema-table">
          <caption className="visually-hidden">{t.parametersOf(path)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.nameAndType}</th>
              <th scope="col">{t.location}</th>
              <th scope="col">{t.requiredColumn}</th>
              <th scope="col">{t.constraints}</th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((parameter) => {
              const summary = summarizeSchema(parameter.schema, components);
              const description = parameter.description ?? summary.description;
              return (
                <tr key={`${parameter.in}:${parameter.name}`}>
                  <th scope="row">
                    <div className="schema-table__name">
                      <code>{parameter.name}</code>
                      <TypeCell row={summary} />
                    </div>
                  </th>
                  <td>{parameter.in}</td>
                  <td>
                    {parameter.required ? <span className="required-mark">{t.required}</span> : t.optional}
                  </td>
                  <td>
                    {description && <InlineText text={description} />}
                    <Constraints items={summary.constraints} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
