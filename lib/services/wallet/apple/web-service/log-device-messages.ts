/** At most this many device log lines a minute per server process; the rest are counted, not written. */
export const DEVICE_LOG_LINES_PER_MINUTE = 120;
const LINE_LENGTH = 500;

const state = { windowStart: 0, written: 0, dropped: 0 };

// Control characters (newlines included) would let a device forge log lines of its own.
const printable = (line: string) =>
  Array.from(line, (char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? " " : char))
    .join("")
    .slice(0, LINE_LENGTH);

/**
 * `POST /v1/log`: Wallet reports what went wrong with our web service (a bad pass, an unreachable URL). Written
 * to the server log as one JSON line each, shortened and stripped of control characters, and bounded per
 * minute, so a flood of reports costs neither the database nor the log's disk. Answers how many were written.
 */
export function logDeviceMessages({
  logs,
  now = systemClock,
  write = (line: string) => console.log(line),
}: {
  logs: string[];
  now?: Clock;
  write?: (line: string) => void;
}): number {
  const minute = Math.floor(now().getTime() / 60_000);
  if (minute !== state.windowStart) {
    if (state.dropped > 0)
      write(JSON.stringify({ passkitLog: `${state.dropped} device log lines dropped (rate limit)` }));
    Object.assign(state, { windowStart: minute, written: 0, dropped: 0 });
  }
  let written = 0;
  for (const line of logs) {
    if (state.written >= DEVICE_LOG_LINES_PER_MINUTE) {
      state.dropped++;
      continue;
    }
    state.written++;
    written++;
    write(JSON.stringify({ passkitLog: printable(line) }));
  }
  return written;
}

import { type Clock, systemClock } from "@/lib/clock";
