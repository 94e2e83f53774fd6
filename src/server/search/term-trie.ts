/**
 * A trie of the index's distinct words, searched with a typo-aware edit distance.
 *
 * The distance is an optimal-string-alignment (restricted Damerau-Levenshtein) distance whose costs
 * follow how people misspell names:
 *   - a doubled letter typed once, or a letter typed twice ("shinecock", "pebbble"): 0.5
 *   - two adjacent letters swapped ("pebel" for "peble"): 0.75
 *   - any other insertion, deletion or substitution: 1
 *   - substituting the first letter: 1.25 (people rarely get it wrong, and it is what tells "pebble"
 *     from "rebel")
 * so "pebel" -> "pebble" costs 1.25 (doubled b + swap) while "pebel" -> "rebel" costs 1.25 over a
 * shorter word, i.e. a lower similarity.
 *
 * The search walks the trie keeping one row of the dynamic-programming table per depth and prunes a
 * subtree as soon as every cell of its row exceeds the budget, so it touches only a small part of a
 * large vocabulary.
 */

interface TrieNode {
  /** Child edge labels, one UTF-16 code unit each; kids[i] is reached through keys[i]. */
  keys: string;
  kids: TrieNode[];
  /** Term id of the word ending here, or -1. */
  term: number;
}

const DOUBLED = 0.5;
const TRANSPOSE = 0.75;
const FIRST_LETTER = 1.25;

/** Edit budget for a query word of `length` characters. */
export function maxEditsFor(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 7) return 2;
  return 2.5;
}

/** Similarity in [0, 1] from a weighted distance: 1 - distance / longer length. */
export function similarityFromDistance(distance: number, queryLength: number, termLength: number): number {
  const longer = Math.max(queryLength, termLength, 1);
  return Math.max(0, 1 - distance / longer);
}

/**
 * Reference implementation of the weighted distance for two whole words (used by tests, and as the
 * specification of what the trie walk computes incrementally).
 */
export function typoDistance(query: string, term: string): number {
  const n = query.length;
  const m = term.length;
  const d: number[][] = [];
  for (let i = 0; i <= n; i++) d.push(new Array<number>(m + 1).fill(0));
  const row0 = d[0]!;
  for (let j = 1; j <= m; j++) row0[j] = row0[j - 1]! + (j > 1 && term[j - 1] === term[j - 2] ? DOUBLED : 1);
  for (let i = 1; i <= n; i++) {
    const row = d[i]!;
    const up = d[i - 1]!;
    const delCost = i > 1 && query[i - 1] === query[i - 2] ? DOUBLED : 1;
    row[0] = up[0]! + delCost;
    for (let j = 1; j <= m; j++) {
      const insCost = j > 1 && term[j - 1] === term[j - 2] ? DOUBLED : 1;
      const subCost = query[i - 1] === term[j - 1] ? 0 : i === 1 && j === 1 ? FIRST_LETTER : 1;
      let v = Math.min(up[j - 1]! + subCost, up[j]! + delCost, row[j - 1]! + insCost);
      if (i > 1 && j > 1 && query[i - 1] === term[j - 2] && query[i - 2] === term[j - 1] && query[i - 1] !== query[i - 2]) {
        v = Math.min(v, d[i - 2]![j - 2]! + TRANSPOSE);
      }
      row[j] = v;
    }
  }
  return d[n]![m]!;
}

export class TermTrie {
  private readonly root: TrieNode = { keys: '', kids: [], term: -1 };
  /** rows[j] holds D[.][j] while walking depth j; sized lazily for the longest query seen. */
  private rows: Float64Array[] = [];

  insert(word: string, term: number): void {
    let node = this.root;
    for (let i = 0; i < word.length; i++) {
      const ch = word[i]!;
      const k = node.keys.indexOf(ch);
      if (k >= 0) {
        node = node.kids[k]!;
      } else {
        const kid: TrieNode = { keys: '', kids: [], term: -1 };
        node.keys += ch;
        node.kids.push(kid);
        node = kid;
      }
    }
    node.term = term;
  }

  /** Calls visit(term, distance) for every word within `maxDistance` of `query` (weighted distance above). */
  fuzzy(query: string, maxDistance: number, visit: (term: number, distance: number) => void): void {
    const n = query.length;
    const maxDepth = n + Math.floor(maxDistance / DOUBLED) + 1;
    while (this.rows.length <= maxDepth + 1) this.rows.push(new Float64Array(0));
    for (let j = 0; j <= maxDepth + 1; j++) if (this.rows[j]!.length < n + 1) this.rows[j] = new Float64Array(n + 1);
    const q = new Int32Array(n);
    for (let i = 0; i < n; i++) q[i] = query.charCodeAt(i);
    const row0 = this.rows[0]!;
    row0[0] = 0;
    for (let i = 1; i <= n; i++) row0[i] = row0[i - 1]! + (i > 1 && q[i - 1] === q[i - 2] ? DOUBLED : 1);
    this.walk(this.root, 0, -1, q, maxDistance, maxDepth, visit);
  }

  private walk(
    node: TrieNode,
    depth: number,
    parentChar: number,
    q: Int32Array,
    maxDistance: number,
    maxDepth: number,
    visit: (term: number, distance: number) => void,
  ): void {
    if (depth >= maxDepth) return;
    const n = q.length;
    const prev = this.rows[depth]!;
    const cur = this.rows[depth + 1]!;
    const prevPrev = depth > 0 ? this.rows[depth - 1]! : prev;
    const j = depth + 1;
    for (let k = 0; k < node.keys.length; k++) {
      const c = node.keys.charCodeAt(k);
      const insCost = c === parentChar ? DOUBLED : 1;
      cur[0] = prev[0]! + insCost;
      let rowMin = cur[0]!;
      for (let i = 1; i <= n; i++) {
        const qi = q[i - 1]!;
        const qPrev = i > 1 ? q[i - 2]! : -1;
        const subCost = qi === c ? 0 : i === 1 && j === 1 ? FIRST_LETTER : 1;
        let v = prev[i - 1]! + subCost;
        const ins = prev[i]! + insCost;
        if (ins < v) v = ins;
        const del = cur[i - 1]! + (qi === qPrev ? DOUBLED : 1);
        if (del < v) v = del;
        if (j > 1 && i > 1 && qi === parentChar && qPrev === c && qi !== qPrev) {
          const tr = prevPrev[i - 2]! + TRANSPOSE;
          if (tr < v) v = tr;
        }
        cur[i] = v;
        if (v < rowMin) rowMin = v;
      }
      if (rowMin > maxDistance) continue;
      const kid = node.kids[k]!;
      if (kid.term >= 0 && cur[n]! <= maxDistance) visit(kid.term, cur[n]!);
      if (kid.keys.length > 0) this.walk(kid, depth + 1, c, q, maxDistance, maxDepth, visit);
    }
  }

  /**
   * Calls visit(term, length) for words that start with `prefix` (the prefix itself included if it is
   * a word), shortest first, until `max` calls have returned true (visit returns false to skip a word
   * that no longer occurs in any document).
   */
  completions(prefix: string, max: number, visit: (term: number, length: number) => boolean): void {
    let node: TrieNode | undefined = this.root;
    for (let i = 0; i < prefix.length && node; i++) {
      const k: number = node.keys.indexOf(prefix[i]!);
      node = k >= 0 ? node.kids[k] : undefined;
    }
    if (!node) return;
    let level: TrieNode[] = [node];
    let length = prefix.length;
    let seen = 0;
    while (level.length > 0 && seen < max) {
      const next: TrieNode[] = [];
      for (const nd of level) {
        if (nd.term >= 0) {
          if (visit(nd.term, length) && ++seen >= max) return;
        }
        for (const kid of nd.kids) next.push(kid);
      }
      level = next;
      length++;
    }
  }
}
