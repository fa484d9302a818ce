// @vitest-environment happy-dom
// Secondary text must be readable: WCAG AA asks 4.5:1 for normal text (issue 21: #868e96 was 3.32:1).
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { AppProviders } from './providers';
import { cssVariablesResolver, theme } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('dimmed text colour', () => {
  it('is at least 4.5:1 on white and on the light grey background in the light scheme', () => {
    const dimmed = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light[
      '--mantine-color-dimmed'
    ];
    expect(dimmed).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(dimmed as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dimmed as string, DEFAULT_THEME.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
  });

  it('is what the app sets on the page', () => {
    render(
      <AppProviders>
        <p>x</p>
      </AppProviders>,
    );
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
    const set = [...css.matchAll(/--mantine-color-dimmed:\s*([^;]+);/g)].map((m) => m[1]?.trim());
    expect(set.length).toBeGreaterThan(0);
    for (const value of set.filter((v) => !v?.includes('dark')))
      expect(contrast(value as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('light badge and alert text', () => {
  it('is at least 4.5:1 on its tinted background for every colour it sets', () => {
    const light = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;
    const set = Object.entries(light).filter(([name]) => /^--mantine-color-\w+-light-color$/.test(name));
    expect(set.length).toBeGreaterThanOrEqual(12);
    for (const [name, value] of set) {
      const colour = /^--mantine-color-(\w+)-light-color$/.exec(
        name,
      )![1] as keyof typeof DEFAULT_THEME.colors;
      const shades = DEFAULT_THEME.colors[colour]!;
      const shade = /var\(--mantine-color-\w+-(\d)\)/.exec(value)?.[1];
      const text = shade ? shades[Number(shade)]! : value;
      // The tinted background is at most as dark as the colour's shade 1 (what axe measured in the browser).
      expect(contrast(text, shades[1]!), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
