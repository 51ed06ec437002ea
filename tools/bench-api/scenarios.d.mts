import type { Db, ObjectId as ObjectIdClass } from "mongodb";

export type FloorContext = {
  db: Db;
  ids: Record<string, string>;
  ObjectId: typeof ObjectIdClass;
  body: string;
};

export type Scenario = {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Bodies sent in turn instead of `body` (the seeded ids known). */
  bodies?: (ids: Record<string, string>, server: string) => string[];
  token?: "lister" | "creator";
  expectedStatus: number;
  note: string;
  floor: (context: FloorContext) => Promise<[number, unknown]>;
};

export const SCENARIOS: Scenario[];
export const CREATE_BODY: Record<string, string>;
export const SCENARIO_HEADER: string;
export function withIds(text: string, ids: Record<string, string>): string;
export function withIds(text: string | undefined, ids: Record<string, string>): string | undefined;
export function runFloor(
  options: Omit<FloorContext, "ids"> & { scenarioName: unknown; ids: Record<string, string> },
): Promise<[number, unknown]>;
