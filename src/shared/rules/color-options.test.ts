import { describe, expect, it } from 'vitest';
import {
  type ColorOption,
  colorOptionListProblems,
  colorOptionProblems,
  formatColorOptions,
  normalizeHexColor,
  parseColorOptions,
} from './color-options';

describe('normalizeHexColor', () => {
  it.each([
    ['#ff0000', '#FF0000'],
    ['ff0000', '#FF0000'],
    ['#abc', '#AABBCC'],
    ['abc', '#AABBCC'],
    ['  #0a0B0c ', '#0A0B0C'],
  ])('%j → %j', (input, output) => {
    expect(normalizeHexColor(input)).toBe(output);
  });

  it.each([['#abcd'], ['#ggg'], ['red'], ['##abc'], ['#abcdeff'], ['']])(
    'keeps invalid %j as is',
    (input) => {
      expect(normalizeHexColor(input)).toBe(input);
    },
  );
});

describe('parseColorOptions', () => {
  it('parses name|hex|variant entries', () => {
    expect(parseColorOptions('Red|#ff0000|Matte;Blue|#0000FF|Gloss')).toEqual([
      { name: 'Red', hex: '#FF0000', variant: 'Matte' },
      { name: 'Blue', hex: '#0000FF', variant: 'Gloss' },
    ]);
  });

  it('tolerates whitespace, empty entries and missing fields', () => {
    expect(parseColorOptions(' Red | f00 | Matte ;; ; Blue|00f ;Green;|| ;')).toEqual([
      { name: 'Red', hex: '#FF0000', variant: 'Matte' },
      { name: 'Blue', hex: '#0000FF', variant: '' },
      { name: 'Green', hex: '', variant: '' },
    ]);
  });

  it('keeps an invalid hex as written and ignores extra fields', () => {
    expect(parseColorOptions('Sky|skyblue|Soft|extra')).toEqual([
      { name: 'Sky', hex: 'skyblue', variant: 'Soft' },
    ]);
  });

  it('keeps entries that only have a hex or a variant', () => {
    expect(parseColorOptions('|#123|;||Large')).toEqual([
      { name: '', hex: '#112233', variant: '' },
      { name: '', hex: '', variant: 'Large' },
    ]);
  });

  it('returns an empty list for empty input', () => {
    expect(parseColorOptions('')).toEqual([]);
    expect(parseColorOptions('   ')).toEqual([]);
    expect(parseColorOptions(null)).toEqual([]);
    expect(parseColorOptions(undefined)).toEqual([]);
  });
});

describe('formatColorOptions', () => {
  it('writes the canonical string', () => {
    const options: ColorOption[] = [
      { name: ' Red ', hex: 'f00', variant: 'Matte' },
      { name: 'Blue', hex: '', variant: '' },
    ];
    expect(formatColorOptions(options)).toBe('Red|#FF0000|Matte;Blue||');
  });

  it('drops blank entries and separators inside values', () => {
    const options: ColorOption[] = [
      { name: '', hex: ' ', variant: '' },
      { name: 'Black;White', hex: '#000', variant: 'A|B' },
    ];
    expect(formatColorOptions(options)).toBe('BlackWhite|#000000|AB');
    expect(formatColorOptions([])).toBe('');
  });

  it('round-trips parse → format → parse', () => {
    const input = ' Red | f00 | Matte ;;Blue|#00f;Green;Sky|skyblue|Soft;|#123|';
    const parsed = parseColorOptions(input);
    const formatted = formatColorOptions(parsed);
    expect(formatted).toBe('Red|#FF0000|Matte;Blue|#0000FF|;Green||;Sky|skyblue|Soft;|#112233|');
    expect(parseColorOptions(formatted)).toEqual(parsed);
    expect(formatColorOptions(parseColorOptions(formatted))).toBe(formatted);
  });

  it('round-trips format → parse for clean options', () => {
    const options: ColorOption[] = [
      { name: 'Navy', hex: '#1F2A44', variant: 'Cotton' },
      { name: 'Sand', hex: '#E1D5B8', variant: '' },
    ];
    expect(parseColorOptions(formatColorOptions(options))).toEqual(options);
  });
});

describe('colorOptionProblems', () => {
  it('accepts valid entries, short hex and an empty variant, and the empty string', () => {
    expect(colorOptionProblems('Red|#ff0000|Matte;Blue|00f|')).toEqual([]);
    expect(colorOptionProblems('')).toEqual([]);
    expect(colorOptionProblems('Red|#ff0000|Matte;;')).toEqual([]);
  });

  it('names the colour and the field that is wrong', () => {
    expect(colorOptionProblems('Red|#ff0000|Matte;|#00ff00|;Blue|blue|Gloss')).toEqual([
      { index: 1, field: 'name', message: 'Colour 2 needs a name' },
      { index: 2, field: 'hex', message: 'Colour 3: "blue" is not a hex colour such as #1E2A4A' },
    ]);
    expect(colorOptionProblems('Red||Matte')).toEqual([
      { index: 0, field: 'hex', message: 'Colour 1 needs a hex colour such as #1E2A4A' },
    ]);
  });

  it('refuses a colour twice, too many fields and too many colours', () => {
    expect(colorOptionProblems('Red|#f00|Matte;red|#ff0000|matte')).toEqual([
      { index: 1, field: 'name', message: 'Colour 2 repeats colour 1' },
    ]);
    expect(colorOptionProblems('Red|#f00|Matte|Extra')[0]?.message).toBe(
      'Colour 1: write it as name|#hex|variant',
    );
    const many = Array.from({ length: 31 }, (_, i) => `C${i}|#000000|`).join(';');
    expect(colorOptionProblems(many)).toEqual([
      { index: 30, field: null, message: 'At most 30 colour options' },
    ]);
  });

  it('checks editor rows, where a separator inside a field is an error', () => {
    expect(colorOptionListProblems([{ name: 'Red;Blue', hex: '#f00', variant: '' }])).toEqual([
      { index: 0, field: 'name', message: 'Colour 1: a name cannot contain ; or |' },
    ]);
  });
});
