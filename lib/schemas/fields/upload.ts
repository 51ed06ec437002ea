import { fail, ok, type PydanticField, pydanticField } from "./core";

/** What the multipart reader hands the schema for a file part (lib/api/read-multipart). */
export type UploadedFileValue = { kind: "file"; filename: string; contentType: string; bytes: Uint8Array };

const isUploadedFile = (input: unknown): input is UploadedFileValue =>
  typeof input === "object" && input !== null && (input as { kind?: unknown }).kind === "file";

const pythonClassName = (input: unknown): string => {
  if (typeof input === "string") return "str";
  if (typeof input === "number") return Number.isInteger(input) ? "int" : "float";
  return "NoneType";
};

/** FastAPI's `UploadFile` parameter: a file part, never a plain form field. */
export function uploadFile(): PydanticField<UploadedFileValue> {
  return pydanticField<UploadedFileValue>({
    validate: (input) =>
      isUploadedFile(input)
        ? ok(input)
        : fail({
            type: "value_error",
            msg: `Value error, Expected UploadFile, received: <class '${pythonClassName(input)}'>`,
            ctx: { error: {} },
          }),
    jsonSchema: { type: "string", format: "binary" },
  });
}
