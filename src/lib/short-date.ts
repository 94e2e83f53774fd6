/** "12 May 2024"-style dates in the reader's locale, for lists of things with a date. */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
