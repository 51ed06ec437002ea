import { type SchemaComponents, summarizeSchema } from "@/components/docs/json-schema";
import { InlineText } from "@/components/docs/markdown-text";
import type { OpenApiParameter } from "@/components/docs/openapi";
import { Constraints, TypeCell } from "@/components/docs/schema-table";
import { ScrollRegion } from "@/components/ui/scroll-region";

type ParametersTableProps = { parameters: OpenApiParameter[]; components: SchemaComponents; path: string };

export function ParametersTable({ parameters, components, path }: ParametersTableProps) {
  if (parameters.length === 0) return null;
  return (
    <>
      <h4>Parameters</h4>
      <ScrollRegion label={`Parameters of ${path}`}>
        <table className="table schema-table">
          <caption className="visually-hidden">Parameters of {path}</caption>
          <thead>
            <tr>
              <th scope="col">Name and type</th>
              <th scope="col">In</th>
              <th scope="col">Required</th>
              <th scope="col">Constraints and notes</th>
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
                  <td>{parameter.required ? <span className="required-mark">required</span> : "optional"}</td>
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
