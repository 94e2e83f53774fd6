/**
 * A bounded cache of answers that hold for one revision of the data they were read from: the
 * caller reads the current revision (one cheap lookup) and passes it with the key; an entry of
 * another revision is read again. So a replica never serves an answer older than the database's
 * current revision, whichever replica changed it. The least recently used entries go first when
 * full.
 */
export class RevisionCache<T> {
  private readonly entries = new Map<string, { revision: number; value: T }>();

  constructor(private readonly capacity = 500) {}

  /** The answer for `key` at `revision`, loading it when missing or of another revision; null revision: never cached. */
  async get(key: string, revision: number | null, load: () => Promise<T>): Promise<T> {
    if (revision === null) return load();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.revision === revision) {
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = await load();
    this.entries.set(key, { revision, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
