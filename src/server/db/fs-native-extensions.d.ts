/** The part of fs-native-extensions (holepunch; ships no types) that `pglite-lock.ts` uses. */
declare module 'fs-native-extensions' {
  /** An exclusive (or, with `shared`, shared) lock on the open file `fd`; false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
