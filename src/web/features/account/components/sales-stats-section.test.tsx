// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesStats } from '../../../../shared/contract/sales';
import { renderWithProviders } from '../../../test/render';
import { SalesStatsSection } from './sales-stats-section';

const milestone = (m: string, label: string, thresholdCents: number) => ({
  milestone: m,
  label,
  message: `${label} message`,
  imageUrl: `/rest/main/web/sales-milestones/${m}/image.svg`,
  thresholdCents,
});
const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  salesCents: i === 10 ? 40_000 : i === 11 ? 75_050 : 0,
  orderCount: i >= 10 ? 2 : 0,
}));
const stats = {
  currency: 'USD',
  lifetimeSalesCents: 115_050,
  orderCount: 4,
  last30DaysSalesCents: 75_050,
  monthly: months,
  milestone: milestone('SALES_1K', '$1k in sales', 100_000),
  next: milestone('SALES_5K', '$5k in sales', 500_000),
} as SalesStats;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SalesStatsSection', () => {
  it('shows the milestone card, the figures and the months as a chart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(stats), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderWithProviders(<SalesStatsSection />);
    expect(await screen.findByRole('heading', { name: '$1k in sales' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '$1k in sales badge' }).getAttribute('src')).toBe(
      stats.milestone.imageUrl,
    );
    expect(screen.getByText('$1,150.50')).toBeTruthy();
    expect(screen.getByText(/Next: \$5k in sales \(\$3,849\.50 to go\)/)).toBeTruthy();
    const chart = screen.getByRole('img', { name: /^Sales by month:/ });
    expect(chart.getAttribute('aria-label')).toContain('Nov $400.00');
    expect(chart.getAttribute('aria-label')).toContain('Dec $750.50');
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
  });
});
