import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { csvLine } from "@/lib/csv/csv-cell";
import type { MemberDto } from "@/lib/schemas/member";
import { CUSTOM_FIELD_COLUMN_PREFIX, MEMBER_EXPORT_COLUMNS } from "@/lib/schemas/member-import";
import { memberBucketsOf, readMemberBucket } from "@/lib/services/members/member-buckets";
import { isVisibleMember, toMemberDto } from "@/lib/services/members/member-dto";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import type { StoredProgram } from "@/lib/services/programs/program-dto";

/** Spreadsheets (Excel above all) read a UTF-8 file as UTF-8 only when it starts with a byte order mark. */
const BYTE_ORDER_MARK = "\uFEFF";

const customCell = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : value;

function rowOf(member: MemberDto, customNames: string[]): unknown[] {
  const fixed = MEMBER_EXPORT_COLUMNS.map((column) => member[column]);
  return [...fixed, ...customNames.map((name) => customCell(member.customFields[name]))];
}

/** Buckets read at once for one chunk of the file: their reads overlap, and at most 400 members are held. */
const BUCKETS_PER_CHUNK = 4;

/**
 * One bucket of the program's members (≤ 100) as CSV lines in number order: one `{programId, bucketKey}` read of
 * the members and, at the same time, one `{bucketKey}` read of their balances (the ledger heads).
 */
async function bucketLines(
  program: StoredProgram,
  programId: Types.ObjectId,
  bucket: number,
  customNames: string[],
) {
  const { members: stored, ledgerOf } = await readMemberBucket(programId, bucket);
  const members = stored.filter(isVisibleMember).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return members
    .map((member) => csvLine(rowOf(toMemberDto(member, ledgerOf(member), program), customNames)))
    .join("");
}

const fileNameOf = (program: StoredProgram, at: Date) => {
  const slug = program.name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `members-${slug || String(program._id)}-${at.toISOString().slice(0, 10)}.csv`;
};

/**
 * The program's members as CSV (decision 019): a header of `MEMBER_EXPORT_COLUMNS` and one
 * `customFields.<name>` column per custom field, then one line per member, oldest first. The stream reads four
 * listing buckets (≤ 400 members and their ledger heads) each time the reader asks for more, so a program of
 * any size is exported with a few buckets in memory; members who join meanwhile, past the newest number seen at the
 * start, are left for the next export. Every cell is neutralised against formula injection.
 */
export async function exportMembersCsv({
  merchantId,
  programId,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  now?: Clock;
}): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const at = now();
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const id = program._id;
  const lastBucket = (await memberBucketsOf(id)).length - 1;
  const customNames = (program.customFields ?? []).map((field) => field.name);
  const header = [
    ...MEMBER_EXPORT_COLUMNS,
    ...customNames.map((name) => `${CUSTOM_FIELD_COLUMN_PREFIX}${name}`),
  ];
  const encoder = new TextEncoder();
  let bucket = 0;
  /** The reader went away (download stopped): read nothing more. */
  let isCancelled = false;
  /** The next buckets that hold members, as one chunk; the end of the file after the last. */
  async function enqueueNextChunk(controller: ReadableStreamDefaultController<Uint8Array>) {
    while (bucket <= lastBucket) {
      const buckets: number[] = [];
      for (let count = 0; count < BUCKETS_PER_CHUNK && bucket <= lastBucket; count++) buckets.push(bucket++);
      const lines = await Promise.all(buckets.map((each) => bucketLines(program, id, each, customNames)));
      if (isCancelled) return;
      if (lines.some(Boolean)) return controller.enqueue(encoder.encode(lines.join("")));
    }
    controller.close();
  }
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`${BYTE_ORDER_MARK}${csvLine(header)}`));
      },
      // Called only while the queue is below its mark of one chunk: a slow reader holds the export at its pace.
      async pull(controller) {
        try {
          await enqueueNextChunk(controller);
        } catch (error) {
          if (isCancelled) return;
          // The answer has started: all that is left is to end it broken, so the download fails visibly.
          console.error(`Member export of program ${programId} failed:`, error);
          controller.error(error);
        }
      },
      cancel() {
        isCancelled = true;
      },
    },
    { highWaterMark: 1 },
  );
  return { fileName: fileNameOf(program, at), body };
}
