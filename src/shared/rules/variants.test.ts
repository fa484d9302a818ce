import { describe, expect, it } from 'vitest';
import { displayVariantOptions, displayVariantTitle, NO_VARIANT_LABEL } from './variants';

describe('displayVariantTitle', () => {
  it.each(['Title', 'Default Title', 'default title', 'TITLE', '  Default Title  ', '', '   '])(
    '%j is shown as a dash',
    (title) => {
      expect(displayVariantTitle(title)).toBe('-');
    },
  );

  it('shows a dash for missing titles', () => {
    expect(displayVariantTitle(null)).toBe(NO_VARIANT_LABEL);
    expect(displayVariantTitle(undefined)).toBe(NO_VARIANT_LABEL);
  });

  it.each(['Red / Large', 'Title Case', 'Default', 'Default Titles', 'Subtitle'])('%j is kept', (title) => {
    expect(displayVariantTitle(title)).toBe(title);
  });
});

describe('displayVariantOptions', () => {
  it('joins options with " / "', () => {
    expect(displayVariantOptions(['Red', 'Large'])).toBe('Red / Large');
    expect(displayVariantOptions(['Red'])).toBe('Red');
  });

  it('shows a dash for a lone placeholder option', () => {
    expect(displayVariantOptions(['Default Title'])).toBe('-');
    expect(displayVariantOptions([' title '])).toBe('-');
    expect(displayVariantOptions(['Default Title', ''])).toBe('-');
  });

  it('keeps a placeholder that is not alone', () => {
    expect(displayVariantOptions(['Default Title', 'Red'])).toBe('Default Title / Red');
  });

  it('skips blanks and shows a dash when nothing is left', () => {
    expect(displayVariantOptions(['Red', '', null, '  ', 'L'])).toBe('Red / L');
    expect(displayVariantOptions([])).toBe('-');
    expect(displayVariantOptions([null, undefined, ''])).toBe('-');
  });
});
