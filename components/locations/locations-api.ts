import { apiClient, callApi } from "@/components/api/client";
import type { ApiResult } from "@/components/api/parse-api-error";
import type { CreateLocationInput, LocationDto, UpdateLocationInput } from "@/lib/schemas/location";

// The locations page's /v2 calls, through the one typed client (components/api/client.ts).

export const locationsApi = {
  create: (body: CreateLocationInput): Promise<ApiResult<LocationDto>> =>
    callApi(apiClient.POST("/v2/locations", { body: body as never })),
  update: (locationId: string, body: UpdateLocationInput): Promise<ApiResult<LocationDto>> =>
    callApi(
      apiClient.PUT("/v2/locations/{locationId}", { params: { path: { locationId } }, body: body as never }),
    ),
  remove: (locationId: string): Promise<ApiResult<unknown>> =>
    callApi(apiClient.DELETE("/v2/locations/{locationId}", { params: { path: { locationId } } })),
};
