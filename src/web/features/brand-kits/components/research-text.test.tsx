// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ResearchText, researchBlocks } from './research-text';

describe('market research text', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(
      researchBlocks('# Market\nCandles sell\nall year.\n\n- **Soy** wax\n- Gift sets\n## Prices\nFrom $4'),
    ).toEqual([
      { kind: 'heading', level: 1, text: 'Market' },
      { kind: 'paragraph', text: 'Candles sell all year.' },
      { kind: 'list', items: ['Soy wax', 'Gift sets'] },
      { kind: 'heading', level: 2, text: 'Prices' },
      { kind: 'paragraph', text: 'From $4' },
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
