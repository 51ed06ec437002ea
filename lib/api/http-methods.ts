/** Every method Next hands to a route handler; the front server answers any other one (tools/server.ts). */
export const ROUTE_HANDLER_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type RouteHandlerMethod = (typeof ROUTE_HANDLER_METHODS)[number];
