// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ResearchText, researchBlocks } from './research-text';

describe('market research text', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(
      researchBlocks(
        '# Market\nCandles sell all year,\nin every season.\n\n- **Soy** wax\n- Gift sets\n## Prices\nFrom $4',
      ),
    ).toEqual([
      { kind: 'heading', level: 1, text: 'Market' },
      { kind: 'paragraph', text: 'Candles sell all year, in every season.' },
      { kind: 'list', items: ['Soy wax', 'Gift sets'] },
      { kind: 'heading', level: 2, text: 'Prices' },
      { kind: 'paragraph', text: 'From $4' },
    ]);
  });

  it('reads plain-text sections: a short title line above its text or its list is a heading', () => {
    expect(
      researchBlocks(
        'Market overview\nQuarry lists 611 candles.\n\nWho buys\n- Busy parents: calm evenings.\n\nA closing line.',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, text: 'Market overview' },
      { kind: 'paragraph', text: 'Quarry lists 611 candles.' },
      { kind: 'heading', level: 2, text: 'Who buys' },
      { kind: 'list', items: ['Busy parents: calm evenings.'] },
      { kind: 'paragraph', text: 'A closing line.' },
    ]);
  });

  it('shows markup as text, never as HTML', () => {
    const { container } = renderWithProviders(
      <ResearchText text={'<img src=x onerror="alert(1)"> is <b>bold</b>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"> is <b>bold</b>')).toBeTruthy();
  });
});
