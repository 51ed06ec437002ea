import { apiClient, callApi } from "@/components/api/client";
import type { components } from "@/components/api/v2";

export type TemplateBody = components["schemas"]["TemplateCreate"];

/** Creates (no id) or updates a template through the typed client. */
export function saveTemplate({ templateId, payload }: { templateId?: string; payload: TemplateBody }) {
  return templateId
    ? callApi(
        apiClient.PUT("/v2/templates/{templateId}", { params: { path: { templateId } }, body: payload }),
      )
    : callApi(apiClient.POST("/v2/templates", { body: payload }));
}
