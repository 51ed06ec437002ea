import { apiClient, callApi } from "@/components/api/client";
import type { ApiResult } from "@/components/api/parse-api-error";
import type { DeliveryDto, WebhookDto, WebhookWithSecretDto } from "@/lib/schemas/webhook";

// The webhooks page's /v2 calls, through the one typed client (components/api/client.ts).

const byId = (webhookId: string) => ({ params: { path: { webhookId } } });

export const webhooksApi = {
  create: (body: {
    url: string;
    events: string[];
    description?: string;
  }): Promise<ApiResult<WebhookWithSecretDto>> =>
    callApi(apiClient.POST("/v2/webhooks", { body: body as never })),
  update: (webhookId: string, body: { enabled?: boolean }): Promise<ApiResult<WebhookDto>> =>
    callApi(apiClient.PUT("/v2/webhooks/{webhookId}", { ...byId(webhookId), body })),
  remove: (webhookId: string): Promise<ApiResult<unknown>> =>
    callApi(apiClient.DELETE("/v2/webhooks/{webhookId}", byId(webhookId))),
  test: (webhookId: string): Promise<ApiResult<DeliveryDto>> =>
    callApi(apiClient.POST("/v2/webhooks/{webhookId}/test", byId(webhookId))),
  deliveries: (webhookId: string): Promise<ApiResult<{ items: DeliveryDto[] }>> =>
    callApi(
      apiClient.GET("/v2/webhooks/{webhookId}/deliveries", {
        params: { path: { webhookId }, query: { limit: 50 } },
      }),
    ),
  redeliver: (webhookId: string, deliveryId: string): Promise<ApiResult<DeliveryDto>> =>
    callApi(
      apiClient.POST("/v2/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver", {
        params: { path: { webhookId, deliveryId } },
      }),
    ),
};
