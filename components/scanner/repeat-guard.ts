/** Frames in a row without the last code read before that code counts as gone from the camera's view. */
export const FRAMES_UNTIL_GONE = 5;

/**
 * The camera's rule against double credit: the code just read is not read again until it has left the view, that
 * is, until `framesUntilGone` frames in a row did not show it. A phone still held up after "Scan next" is ignored
 * however long it stays; a different code is read at once. Time plays no part, only what the camera saw.
 */
export function createRepeatGuard(framesUntilGone = FRAMES_UNTIL_GONE) {
  let last: string | null = null;
  let framesWithout = 0;
  return {
    /** One frame's code (null when it showed none): true when it is a read to act on. */
    isNewRead(value: string | null): boolean {
      if (value !== null && value === last) {
        framesWithout = 0;
        return false;
      }
      if (last !== null) {
        framesWithout += 1;
        if (framesWithout >= framesUntilGone) last = null;
      }
      if (value === null) return false;
      last = value;
      framesWithout = 0;
      return true;
    },
  };
}
