import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bySpelling } from './search-terms';
import { extentSimilarity, orderedTrigrams, similarity, trigramSet, wordSimilarity } from './trigrams';
import {
  categoryIndexes,
  nearestCategories,
  nearestPhrases,
  nearestWords,
  TrigramIndex,
  type Vocabulary,
} from './vocabulary';

describe('trigrams as pg_trgm makes them', () => {
  it('pads each word with two spaces in front and one behind, lower-cased, letters and digits only', () => {
    expect(orderedTrigrams('cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(orderedTrigrams('Foo|bar')).toEqual(['  f', ' fo', 'foo', 'oo ', '  b', ' ba', 'bar', 'ar ']);
    expect(orderedTrigrams('Ångström 4')).toEqual([
      '  å',
      ' ån',
      'ång',
      'ngs',
      'gst',
      'str',
      'trö',
      'röm',
      'öm ',
      '  4',
      ' 4 ',
    ]);
    expect(orderedTrigrams(' -- ')).toEqual([]);
  });

  it('similarity and word_similarity give PostgreSQL’s numbers', () => {
    // Values read off PostgreSQL 15's pg_trgm.
    expect(similarity('candel', 'candle')).toBeCloseTo(0.4, 6);
    expect(similarity('packagng', 'packaging')).toBeCloseTo(0.58333333, 6);
    expect(wordSimilarity('cand', 'candle holder')).toBeCloseTo(0.8, 6);
    expect(wordSimilarity('soy candle', 'hand poured soy wax candle')).toBeCloseTo(0.73333335, 6);
    expect(wordSimilarity('ceramc mug', 'Ceramic mug, matte glaze')).toBeCloseTo(0.64285713, 6);
    expect(similarity('', 'anything')).toBe(0);
    expect(wordSimilarity('box', 'box')).toBe(1);
  });
});

describe('the vocabulary in memory', () => {
  const v: Vocabulary = {
    words: new TrigramIndex(
      [
        { term: 'candle', weight: 40 },
        { term: 'handle', weight: 3 },
        { term: 'holder', weight: 12 },
        { term: 'packaging', weight: 30 },
      ],
      (w) => w.term,
      'similarity',
    ),
    phrases: new TrigramIndex(
      [
        { term: 'candle holder', refId: 7, label: 'Candle Holder, brass' },
        { term: 'soy candle', refId: 9, label: null },
        { term: 'mailer box', refId: 11, label: null },
      ],
      (p) => p.term,
    ),
    categories: categoryIndexes([
      { id: 1, subgroup: 'Jar Candles', group: 'Candles & Home Fragrance' },
      { id: 2, subgroup: 'Pillar Candles', group: 'Candles & Home Fragrance' },
      { id: 3, subgroup: 'Reed Diffusers', group: 'Candles & Home Fragrance' },
      { id: 4, subgroup: 'Mailer Boxes', group: 'Boxes' },
    ]),
  };

  it('corrects a typo to the nearest word at pg_trgm’s 0.3 threshold, and nothing when none is near', () => {
    expect(nearestWords(v, 'candel', 1).map((w) => w.term)).toEqual(['candle']);
    expect(nearestWords(v, 'packagng', 1).map((w) => w.term)).toEqual(['packaging']);
    expect(nearestWords(v, 'zebra', 1)).toEqual([]);
    // Without the threshold, the nearest spellings in order; equally near, the more frequent first.
    expect(nearestWords(v, 'andle', 3, 0).map((w) => w.term)).toEqual(['candle', 'handle']);
    expect(nearestWords(v, 'hndle', 2, 0).map((w) => w.term)).toEqual(['handle', 'candle']);
  });

  it('ranks phrases and names by word similarity to what is typed', () => {
    expect(nearestPhrases(v, 'candle ho', 2).map((p) => [p.id, p.text])).toEqual([
      [7, 'Candle Holder, brass'],
      [9, 'soy candle'],
    ]);
    const names = [
      { id: 1, name: 'Bright Packaging Co.' },
      { id: 2, name: 'Yiwu Homeware Factory' },
    ];
    const index = new TrigramIndex(names, (n) => n.name);
    expect(index.nearest('packag', 5, 0).map((n) => n.entry.id)).toEqual([1]);
    // Only what can reach the minimum is scored and kept: "candle ho" is far from "soy candle" at 0.9.
    expect(nearestPhrases(v, 'candle ho', 5, 0.9).map((p) => p.id)).toEqual([7]);
  });

  it('ranks categories by their own name, or by their group’s a little less', () => {
    const near = (typed: string) => nearestCategories(v, typed, 8, 0.4, 0.05);
    // Each category at the better of its name and its group less the penalty, as scoring each one gives.
    for (const typed of ['candle', 'pillar', 'candles home', 'mailer', 'diffuser', 'box']) {
      const every = v.categories.subgroups.entries
        .map((c) => ({
          id: c.id,
          text: c.subgroup,
          score: Math.max(wordSimilarity(typed, c.subgroup), wordSimilarity(typed, c.group) - 0.05),
        }))
        .filter((c) => c.score >= 0.4)
        .sort((a, b) => b.score - a.score)
        .slice(0, 8);
      expect(near(typed), typed).toEqual(every);
    }
    expect(near('pillar')[0]!.text).toBe('Pillar Candles');
    // "candle" names two categories and is in the group of the third: that one comes last.
    expect(near('candle').map((c) => c.id)).toEqual([1, 2, 3]);
    expect(near('zebra')).toEqual([]);
  });
});

describe('the spelling a typo meant', () => {
  const words = (list: [string, number][]) =>
    list.map(([term, weight]) => ({ term, weight, score: similarity('lable', term) }));

  it('is the fewest edits away, a swap of two letters counting as one, before the most similar', () => {
    const candidates = words([
      ['labs', 40],
      ['label', 900],
      ['lab', 30],
    ]);
    // By trigram similarity alone "lab" and "labs" would win: they share more trigrams with "lable".
    expect(similarity('lable', 'lab')).toBeGreaterThan(similarity('lable', 'label'));
    expect(similarity('lable', 'labs')).toBeGreaterThan(similarity('lable', 'label'));
    expect(bySpelling('lable', candidates).map((c) => c.term)).toEqual(['label', 'labs', 'lab']);
  });

  it('is the word the catalog uses most among those equally few edits away, and the word itself first', () => {
    expect(
      bySpelling(
        'lable',
        words([
          ['table', 120],
          ['cable', 15],
          ['label', 900],
        ]),
      )[0]!.term,
    ).toBe('label');
    expect(
      bySpelling(
        'lable',
        words([
          ['table', 2000],
          ['label', 900],
        ]),
      )[0]!.term,
    ).toBe('table');
    expect(
      bySpelling(
        'label',
        words([
          ['labels', 5000],
          ['label', 900],
        ]),
      )[0]!.term,
    ).toBe('label');
    // Equally far and equally used: the more similar, then the alphabet.
    const tie = [
      { term: 'cable', weight: 5, score: 0.2 },
      { term: 'fable', weight: 5, score: 0.3 },
      { term: 'able', weight: 5, score: 0.3 },
    ];
    expect(bySpelling('xable', tie).map((c) => c.term)).toEqual(['able', 'fable', 'cable']);
  });
});

describe('the nearest entries of a trigram index', () => {
  it('are those that scoring every entry finds, in the same order', () => {
    // Supplier-like names over a few shared syllables, so many entries share a trigram or two with a typo.
    const parts = [
      'Sable',
      'Labs',
      'Label',
      'Table',
      'Global',
      'Lab',
      'Bright',
      'Packaging',
      'Trading',
      'Mills',
    ];
    const names = Array.from({ length: 3000 }, (_, i) => ({
      id: i,
      name: `${parts[i % parts.length]} ${parts[(i * 7 + 3) % parts.length]} ${parts[(i * 13 + 5) % parts.length]} ${i}`,
    }));
    const index = new TrigramIndex(names, (n) => n.name);
    const wholeNames = new TrigramIndex(names, (n) => n.name, 'similarity');
    for (const typed of ['lable', 'labs', 'brigt pack', 'tabel', 'mils', 'global lab', 'zzz', 'sable 12']) {
      for (const [limit, min] of [
        [8, 0.4],
        [3, 0],
        [20, 0.3],
      ] as const) {
        const grams = trigramSet(typed);
        const every = names
          .map((n, i) => ({ id: n.id, score: extentSimilarity(grams, orderedTrigrams(n.name)), i }))
          .filter((x) => x.score >= min && x.score > 0)
          .sort((a, b) => b.score - a.score || a.i - b.i)
          .slice(0, limit)
          .map((x) => [x.id, x.score]);
        const nearest = index.nearest(typed, limit, min).map((x) => [x.entry.id, x.score]);
        expect(nearest, `${typed} ${limit} ${min}`).toEqual(every);
        // Whole-string similarity (typo correction) from the shared count and the sets' sizes alone.
        const everySimilar = names
          .map((n, i) => ({ id: n.id, score: similarity(typed, n.name), i }))
          .filter((x) => x.score >= min && x.score > 0)
          .sort((a, b) => b.score - a.score || a.i - b.i)
          .slice(0, limit)
          .map((x) => [x.id, x.score]);
        expect(
          wholeNames.nearest(typed, limit, min).map((x) => [x.entry.id, x.score]),
          `similarity ${typed} ${limit} ${min}`,
        ).toEqual(everySimilar);
      }
    }
    // Lookups leave nothing behind: the same lookup again gives the same answer.
    expect(index.nearest('lable', 8, 0.4)).toEqual(index.nearest('lable', 8, 0.4));
  });
});

// The same numbers as the database's own pg_trgm, pair by pair (PostgreSQL runs only: PGlite has no pg_trgm).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('parity with PostgreSQL’s pg_trgm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  it('agrees on similarity and word_similarity to 1e-6', async () => {
    const typed = [
      'cand',
      'candel',
      'candle ho',
      'ceramc mug',
      'mailr',
      'box',
      'bright pack',
      'an',
      'bandan',
    ];
    const texts = [
      'Hand poured soy wax candle',
      'Ceramic mug, matte glaze',
      'Kraft mailer box',
      'Bamboo toothbrush 4-pack',
      'Shenzhen Bright Packaging Co., Ltd.',
      'banana bandana',
      'Café crème',
      'aaa aaa aaa',
    ];
    const pairs = typed.flatMap((a) => texts.map((b) => [a, b] as const));
    const result = await t.deps.db.execute(sql`
      select similarity(p[1], p[2])::float8 as s, word_similarity(p[1], p[2])::float8 as w
      from unnest(${sql.param(pairs.map(([a, b]) => `{"${a}","${b}"}`))}::text[]) with ordinality as x(p0, n),
        lateral (select p0::text[] as p) q
      order by n`);
    const rows = (result as unknown as { rows: { s: number; w: number }[] }).rows;
    expect(rows).toHaveLength(pairs.length);
    pairs.forEach(([a, b], i) => {
      expect(similarity(a, b), `similarity(${a}, ${b})`).toBeCloseTo(rows[i]!.s, 6);
      expect(wordSimilarity(a, b), `word_similarity(${a}, ${b})`).toBeCloseTo(rows[i]!.w, 6);
    });
  });
});
