import { getTableName, type SQL, sql } from 'drizzle-orm';
import { type Db, listen } from '../../../db/client';
import {
  catalogCategories,
  catalogSearchTerms,
  catalogSearchTermsVersion,
  catalogSupplierNames,
  catalogSupplierNamesVersion,
} from '../../../db/schema/catalog';
import { ExtentStamps, extentSimilarityOf, orderedTrigrams, trigramSet } from './trigrams';

/**
 * The search vocabulary held in memory: the same rows as catalog_search_terms with their trigrams, so
 * suggestions (both databases, decision 024) and typo correction (PGlite, where pg_trgm is not loaded,
 * decision 013) compute pg_trgm's similarities here. It is a few thousand short strings whatever the
 * catalog's size (the vocabulary, not the items), read again when its version moves. Typo correction on
 * PostgreSQL asks the GiST index on words instead.
 */
export type Vocabulary = {
  /** Single words, for typo correction (`similarity`, like `%` and `<->`). */
  words: TrigramIndex<VocabularyWord>;
  /** Product phrases, for suggestions (`word_similarity`, like `<<->`). */
  phrases: TrigramIndex<VocabularyPhrase>;
  /**
   * The categories with their names' trigrams, for suggestions: only the seed writes categories, and it
   * rebuilds the vocabulary (so its version moves) after.
   */
  categories: { subgroups: TrigramIndex<VocabularyCategory>; groups: TrigramIndex<VocabularyCategory> };
};
type VocabularyWord = { term: string; weight: number };
type VocabularyPhrase = { term: string; refId: number | null; label: string | null };
type VocabularyCategory = { id: number; subgroup: string; group: string };

/**
 * Strings with their trigrams and an inverted index from trigram to string, so a lookup scores only the
 * strings that can reach the minimum: both measures are at most shared / |typed|, and `shared` is counted
 * from the index without touching the other strings. `similarity` compares whole strings (typo correction);
 * `word_similarity` finds the typed text within longer ones (suggestions).
 *
 * Each distinct trigram is numbered once, and the strings are kept as arrays of those numbers: a lookup
 * compares small integers in typed arrays instead of hashing three-character strings (a typo's common
 * syllable still has hundreds of phrases to score, and string sets made that 1.2 ms of a keystroke's CPU at
 * 1M items). `similarity` needs no scoring at all: the shared count from the index and each set's size give it.
 */
export class TrigramIndex<T> {
  /** Each trigram's number. */
  private readonly ids = new Map<string, number>();
  /** Each entry's trigrams in order (numbers), and how many distinct ones it has. */
  private readonly trigrams: Int32Array[] = [];
  private readonly setSizes: Uint32Array;
  /** Per trigram number, the entries that have it (each once). */
  private readonly byTrigram: number[][] = [];
  /** Shared trigrams per entry during a lookup (reused; reset after each). */
  private readonly counts: Uint32Array;
  /** Per trigram number: 1 while it is one of the typed trigrams (reused; reset after each lookup). */
  private typedMarks = new Uint8Array(0);
  /** extentSimilarityOf's scratch (reused). */
  private stamps = new ExtentStamps(0);
  constructor(
    readonly entries: T[],
    text: (entry: T) => string,
    private readonly measure: 'similarity' | 'word_similarity' = 'word_similarity',
  ) {
    this.counts = new Uint32Array(entries.length);
    this.setSizes = new Uint32Array(entries.length);
    entries.forEach((entry, i) => {
      const ordered = orderedTrigrams(text(entry)).map((t) => this.idOf(t));
      this.trigrams.push(Int32Array.from(ordered));
      const set = new Set(ordered);
      this.setSizes[i] = set.size;
      for (const t of set) this.byTrigram[t]!.push(i);
    });
    this.typedMarks = new Uint8Array(this.ids.size);
    this.stamps = new ExtentStamps(this.ids.size);
  }

  private idOf(trigram: string): number {
    let id = this.ids.get(trigram);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(trigram, id);
      this.byTrigram.push([]);
    }
    return id;
  }

  /** Entries by similarity of `typed` to them, best first (ties by `tieBreak`), at least `min`. */
  nearest(
    typed: string,
    limit: number,
    min: number,
    tieBreak: (a: T, b: T) => number = () => 0,
  ): { entry: T; score: number }[] {
    const grams = trigramSet(typed);
    if (!grams.size) return [];
    // The typed trigrams the index knows (the others are in no entry, but count in |typed|).
    const known: number[] = [];
    for (const t of grams) {
      const id = this.ids.get(t);
      if (id !== undefined) known.push(id);
    }
    // Shared trigrams per entry, counted in a reused array (a common trigram lists thousands of entries;
    // a Map here was the lookup's main cost); the entries touched are remembered to read and reset it.
    const counts = this.counts;
    const touched: number[] = [];
    for (const t of known) for (const i of this.byTrigram[t]!) if (counts[i]!++ === 0) touched.push(i);
    const needed = Math.max(1, Math.ceil(min * grams.size - 1e-9));
    // Candidates by how many trigrams they share, most first: a candidate's score is at most shared /
    // |typed|, so once `limit` entries score above what the next group can reach, the rest are skipped
    // (a typo shares a common syllable, "lab", with thousands of names, and scoring each is the cost).
    const byShared: number[][] = [];
    for (const i of touched) {
      const n = counts[i]!;
      counts[i] = 0;
      if (n < needed) continue;
      const group = byShared[n];
      if (group) group.push(i);
      else byShared[n] = [i];
    }
    for (const t of known) this.typedMarks[t] = 1;
    const scored: { entry: T; score: number; i: number }[] = [];
    try {
      let floor = 0;
      for (let n = byShared.length - 1; n >= needed; n--) {
        if (scored.length >= limit && n / grams.size < floor) break;
        for (const i of byShared[n] ?? []) {
          const score =
            this.measure === 'similarity'
              ? n / (grams.size + this.setSizes[i]! - n)
              : extentSimilarityOf(grams.size, this.trigrams[i]!, this.typedMarks, this.stamps);
          if (score >= min && score > 0) scored.push({ entry: this.entries[i]!, score, i });
        }
        if (scored.length >= limit) floor = scored.map((x) => x.score).sort((a, b) => b - a)[limit - 1]!;
      }
    } finally {
      for (const t of known) this.typedMarks[t] = 0;
    }
    return scored
      .sort((a, b) => b.score - a.score || tieBreak(a.entry, b.entry) || a.i - b.i)
      .slice(0, limit)
      .map(({ entry, score }) => ({ entry, score }));
  }
}

/** pg_trgm's default similarity threshold (`pg_trgm.similarity_threshold`), which `%` applies. */
export const SIMILARITY_THRESHOLD = 0.3;

/** The channel on which the versions' moves are announced (migration 0020); the payload is the table's name. */
export const VERSIONS_CHANNEL = 'catalog_search_versions';

/**
 * A copy in memory per database of what `load` reads, kept while the version in `table` (one row) stays; read again once it moved. `version`: when the caller read it within its own statement; else it
 * is read here. Read before the rows, a version can only be older than them: a change committed in between
 * costs one more read, never stale rows. A failed read is not kept: the next call tries again.
 *
 * On PostgreSQL the copy also listens for its version's moves (announced with the table's name, migration
 * 0020): while that
 * listener is live, a copy is current until a move is announced, and `current(db)` says so without a
 * statement (decision 025). A move drops the copy; so does the listener's loss or return (moves may have
 * gone unheard), and until it is back the version is read as above.
 */
function versionedCopy<T>(
  table: typeof catalogSearchTermsVersion | typeof catalogSupplierNamesVersion,
  load: (db: Db) => Promise<T>,
) {
  const versionSql = sql`select ${table.version}::float8 as version from ${table}`;
  const announcedAs = getTableName(table);
  const copies = new WeakMap<object, { version: number; value: Promise<T> }>();
  const watched = new WeakMap<object, { live: boolean }>();
  const watch = (db: Db) => {
    if (watched.has(db)) return;
    const state = { live: false };
    watched.set(db, state);
    listen(db, VERSIONS_CHANNEL, {
      notify: (payload) => {
        if (payload === announcedAs) copies.delete(db);
      },
      live: (listening) => {
        copies.delete(db);
        state.live = listening;
      },
    });
  };
  return {
    versionSql,
    /** True when the copy of this database is current without reading its version (a live listener). */
    current(db: Db): boolean {
      watch(db);
      return Boolean(watched.get(db)?.live && copies.has(db));
    },
    async get(db: Db, version?: number): Promise<T> {
      watch(db);
      let copy = copies.get(db);
      if (copy && version === undefined && watched.get(db)?.live) return copy.value;
      const current = version ?? (await readVersion(db, versionSql));
      copy = copies.get(db);
      if (copy?.version !== current) {
        const value = load(db);
        value.catch(() => copies.get(db)?.value === value && copies.delete(db));
        copy = { version: current, value };
        copies.set(db, copy);
      }
      return copy.value;
    },
    forget: (db: Db) => copies.delete(db),
  };
}

async function readVersion(db: Db, versionSql: SQL) {
  const { rows } = (await db.execute(versionSql)) as unknown as { rows: { version: number }[] };
  return rows[0]?.version ?? -1;
}

/**
 * The vocabulary of this database, from memory: read on first use and again when its version has moved
 * (the statement triggers of migration 0019 raise it with any change to catalog_search_terms), so every
 * instance sees a rebuilt vocabulary or a supplier's new title at once (decision 024).
 */
const vocabularies = versionedCopy(catalogSearchTermsVersion, (db) => load(db));
export const vocabularyOf = (db: Db, version?: number) => vocabularies.get(db, version);

/** Forgets what was read, after the vocabulary of this database was rebuilt (its version moved as well). */
export function forgetVocabulary(db: Db) {
  vocabularies.forget(db);
}

/**
 * True when the vocabulary and the supplier names of this database are both in memory and known current
 * (their moves are heard, decision 025): a keystroke then needs no statement.
 */
export const searchCopiesCurrent = (db: Db) => vocabularies.current(db) && supplierNames.current(db);

/** The vocabulary's version as a statement selects it (one row), also for callers that read other rows. */
export const searchTermsVersionSql = vocabularies.versionSql;

async function load(db: Db): Promise<Vocabulary> {
  const categories = await db
    .select({
      id: catalogCategories.id,
      subgroup: catalogCategories.subgroup,
      group: catalogCategories.group,
    })
    .from(catalogCategories);
  const rows = await db
    .select({
      kind: catalogSearchTerms.kind,
      term: catalogSearchTerms.term,
      weight: catalogSearchTerms.weight,
      refId: catalogSearchTerms.refId,
      label: catalogSearchTerms.label,
    })
    .from(catalogSearchTerms);
  const words: VocabularyWord[] = [];
  const phrases: VocabularyPhrase[] = [];
  for (const r of rows) {
    if (r.kind === 'phrase') phrases.push({ term: r.term, refId: r.refId, label: r.label });
    else words.push({ term: r.term, weight: r.weight });
  }
  return {
    words: new TrigramIndex(words, (w) => w.term, 'similarity'),
    phrases: new TrigramIndex(phrases, (p) => p.term),
    categories: categoryIndexes(categories),
  };
}

/** The categories' trigram indexes: by their own (subgroup) names and by their groups'. */
export const categoryIndexes = (categories: VocabularyCategory[]): Vocabulary['categories'] => ({
  subgroups: new TrigramIndex(categories, (c) => c.subgroup),
  groups: new TrigramIndex(categories, (c) => c.group),
});

/**
 * Categories by word similarity to what is typed: each by its own name, or by its group's less
 * `groupPenalty`, whichever is nearer; at least `min`, best first (equally near, in the order read).
 */
export function nearestCategories(
  v: Vocabulary,
  typed: string,
  limit: number,
  min: number,
  groupPenalty: number,
): { id: number; text: string; score: number }[] {
  const { subgroups, groups } = v.categories;
  const scores = new Map<VocabularyCategory, number>();
  const consider = (found: { entry: VocabularyCategory; score: number }[], less: number) => {
    for (const { entry, score } of found) scores.set(entry, Math.max(scores.get(entry) ?? 0, score - less));
  };
  consider(subgroups.nearest(typed, subgroups.entries.length, min), 0);
  consider(groups.nearest(typed, groups.entries.length, min + groupPenalty), groupPenalty);
  return subgroups.entries
    .filter((c) => scores.has(c))
    .map((c) => ({ id: c.id, text: c.subgroup, score: scores.get(c)! }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** Vocabulary words in order of trigram similarity to `word`, at least `min` similar (`%` and `<->`). */
export function nearestWords(v: Vocabulary, word: string, limit: number, min = SIMILARITY_THRESHOLD) {
  // Equally near, the more frequent word first, then the alphabet (PostgreSQL leaves the order open).
  return v.words
    .nearest(word, limit, min, (a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .map(({ entry, score }) => ({ term: entry.term, weight: entry.weight, score }));
}

/** Product phrases in order of word similarity to what is typed (`typed <<-> phrase`), at least `min`. */
export function nearestPhrases(v: Vocabulary, typed: string, limit: number, min = 0) {
  return v.phrases
    .nearest(typed, limit, min)
    .map(({ entry, score }) => ({ id: entry.refId, text: entry.label ?? entry.term, score }));
}

/**
 * Supplier names in memory on both databases (decision 022), read again when the names' version has moved
 * (the triggers that keep the names raise it, migration 0016).
 */
const supplierNames = versionedCopy(catalogSupplierNamesVersion, (db) => loadSupplierNames(db));

/**
 * Supplier names by word similarity to what is typed (`typed <<-> name`), at least `min`: the distinct
 * names of catalog_supplier_names, each opening its best-ranked supplier (decision 020). `version`: the
 * names' version when the caller read it within its own statement.
 */
export async function nearestSupplierNames(db: Db, typed: string, limit: number, min = 0, version?: number) {
  return (await supplierNames.get(db, version))
    .nearest(typed, limit, min)
    .map(({ entry, score }) => ({ id: entry.id, text: entry.name, score }));
}

/**
 * Reads the supplier names into memory ahead of the first keystroke (the server does it after it starts
 * listening): building their index takes ~0.2 s at 1M items and would stall the first suggestions.
 */
export const preloadSupplierNames = (db: Db) => nearestSupplierNames(db, '', 0).then(() => undefined);

/** The names' version as a statement selects it (one row), also for callers that read it with other rows. */
export const supplierNamesVersionSql = supplierNames.versionSql;

async function loadSupplierNames(db: Db) {
  const rows = await db
    .select({
      id: catalogSupplierNames.companyId,
      name: catalogSupplierNames.name,
      term: catalogSupplierNames.term,
    })
    .from(catalogSupplierNames);
  return new TrigramIndex(rows, (r) => r.term);
}
