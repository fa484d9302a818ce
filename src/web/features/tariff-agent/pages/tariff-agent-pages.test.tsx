// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../../api/token-store';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { signInTestFounder } from '../../../test/tokens';
import TariffAgentPage from './tariff-agent-page';
import TariffReviewPage from './tariff-review-page';

const pack = {
  id: 7,
  agentType: 'TARIFF_RATE',
  kind: 'PRODUCT',
  productName: 'Organic cotton tee',
  currentVersion: 2,
  version: 2,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-02T00:00:00Z',
  versionCreatedAt: '2026-11-02T00:00:00Z',
  versionCreatedBy: 'f@quarry.test',
  note: null,
  body: {
    kind: 'PRODUCT',
    productName: 'Organic cotton tee',
    category: 'Apparel',
    targetUnitCostCents: 650,
    quantities: [{ quantity: 600 }, { quantity: 400 }],
    countryOfOrigin: 'PT',
  },
};

const term = (country: string, unit: number, extra: unknown[] = []) => ({
  countryCode: country,
  goodsCents: 650_000,
  freightCents: 0,
  insuranceCents: 0,
  customsValueCents: 650_000,
  baseDuty: { column: 'GENERAL', rate: { adValoremPct: 16.5 }, cents: 107_250 },
  additionalDuties: extra,
  mpf: {
    fiscalYear: 2027,
    entryType: 'FORMAL',
    ratePct: 0.3464,
    minCents: 3271,
    maxCents: 63462,
    informalCents: 262,
    cents: 3271,
  },
  hmf: { applies: true, ratePct: 0.125, cents: 813 },
  brokerCents: 0,
  dutiesAndFeesCents: 111_334,
  landedCostCents: unit * 1000,
  landedUnitCents: unit,
});
const landed = {
  hts: '6109.10.00',
  description: 'T-shirts, singlets, tank tops and similar garments, knitted or crocheted: of cotton',
  asOf: '2025-01-01',
  estimate: true,
  entryDate: '2026-11-27',
  mode: 'OCEAN',
  incoterm: null,
  quantity: 1000,
  cheapestCountryCode: 'VN',
  results: [
    term('VN', 761),
    term('CN', 810, [
      {
        program: 'Section 301 China, list 4A',
        ratePct: 7.5,
        effectiveFrom: '2020-02-14',
        cents: 48_750,
      },
    ]),
  ],
};
const classified = {
  source: 'EMBEDDED',
  text: 'Organic cotton tee Apparel',
  category: 'Apparel',
  techPackId: 7,
  version: 2,
  currentHts: null,
  candidates: [
    {
      hts: '6109.10.00',
      description: 'T-shirts of cotton',
      reason: 'The description mentions "tee", a keyword of "T-shirts of cotton".',
      general: { adValoremPct: 16.5 },
    },
    {
      hts: '6110.20.20',
      description: 'Sweaters of cotton',
      reason: 'The description mentions "cotton".',
      general: { adValoremPct: 16.5 },
    },
  ],
  refused: [],
  asOf: '2025-01-01',
};

let packs: unknown[] = [pack];
let landedStatus = 200;
let countryTariffStatus = 200;
const calls: { method: string; path: string; body: unknown }[] = [];
mockApi(async (url, init) => {
  const u = new URL(url, 'http://x');
  const path = u.pathname.replace('/rest/main', '');
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, path, body });
  if (path === '/web/session') return json({ store: { id: 3, configs: {} }, menus: {} });
  if (path === '/web/ai-sourcing-agents-tech-pack/-/history-tech-packs') return json(packs);
  if (path === '/web/ai-sourcing-agents-tech-pack/7' && method === 'GET') return json(pack);
  if (path === '/web/ai-sourcing-agents-tech-pack/7' && method === 'PUT')
    return json({ ...pack, version: 3, currentVersion: 3, body: body.body });
  if (path === '/commons/util/countries')
    return json(
      ['PT', 'CN', 'VN', 'IN', 'MX', 'US'].map((code) => ({
        code,
        name: code,
        phoneCode: '+1',
        flag: '',
        isDomestic: code === 'US',
      })),
    );
  if (path === '/commons/util/country-tariff') {
    if (countryTariffStatus !== 200)
      return json({ message: 'The tariff table is not available' }, countryTariffStatus);
    const code = u.searchParams.get('countryCode');
    return json({
      country: { code, name: code === 'CN' ? 'China' : 'Vietnam' },
      column2: false,
      asOf: '2025-01-01',
      estimate: true,
      line: {
        hts: u.searchParams.get('hts'),
        description: 'T-shirts, of cotton, knitted',
        general: { adValoremPct: 16.5 },
        special: 'Free (AU, BH, CA, CL)',
        column2: { adValoremPct: 90 },
        applied: 'GENERAL',
      },
      additionalDuties:
        code === 'CN'
          ? [{ program: 'Section 301 China, list 4A', ratePct: 7.5, effectiveFrom: '2020-02-14' }]
          : [],
    });
  }
  if (path === '/web/ai-sourcing-agents/-/classify') return json(classified);
  if (path === '/web/ai-sourcing-agents/-/landed-cost')
    return landedStatus === 200
      ? json(landed)
      : json({ message: 'HTS 9999.99.99 is not in the tariff table', code: 'INVALID' }, 400);
  return json({ message: 'Not found' }, 404);
});

beforeEach(() => {
  packs = [pack];
  landedStatus = 200;
  countryTariffStatus = 200;
  calls.length = 0;
  signInTestFounder();
});

// Web files share one environment (isolate: false): leave no session behind for the next file.
afterEach(() => clearSession());

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}
const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/tariff-rate-agent" element={<TariffAgentPage />} />
        <Route path="/tariff-rate-agent-review" element={<TariffReviewPage />} />
      </Routes>
      <Where />
    </>,
    { route },
  );

describe('Tariff rate agent', () => {
  it('prefills from the tech pack, suggests HTS codes with reasons, saves the confirmed one and opens the comparison', async () => {
    renderAt('/tariff-rate-agent?techPackId=7');
    expect(await screen.findByText(/No HTS code yet/)).toBeTruthy();
    expect((screen.getByLabelText(/FOB unit price/) as HTMLInputElement).value).toBe('$6.5');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1000');

    fireEvent.click(screen.getByRole('button', { name: 'Suggest HTS codes' }));
    const candidates = await screen.findAllByTestId('hts-candidate');
    expect(candidates).toHaveLength(2);
    expect(within(candidates[0]!).getByText(/mentions "tee"/)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/-/classify'))?.body).toEqual({ techPackId: 7 });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm 6109.10.00 in the tech pack' }));
    expect(await screen.findByText(/saved in the tech pack as version 3/)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      baseVersion: 2,
      body: { htsCandidate: '6109.10.00', productName: 'Organic cotton tee' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Compare landed cost' }));
    const where = screen.getByTestId('where').textContent ?? '';
    expect(where).toContain('/tariff-rate-agent-review?');
    const q = new URLSearchParams(where.split('?')[1]);
    expect(Object.fromEntries(q)).toMatchObject({
      techPackId: '7',
      countryCode: 'PT',
      hts: '6109.10.00',
      countries: 'PT,CN,VN,IN,MX,US',
      fob: '650',
      qty: '1000',
      mode: 'OCEAN',
    });
  });

  it('classifies a described product and says when no tech pack exists', async () => {
    packs = [];
    renderAt('/tariff-rate-agent');
    expect(await screen.findByText('No tech packs yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Describe it' }));
    fireEvent.change(screen.getByLabelText(/What is the product/), { target: { value: 'cotton tee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest HTS codes' }));
    await screen.findAllByTestId('hts-candidate');
    expect(calls.find((c) => c.path.endsWith('/-/classify'))?.body).toEqual({ description: 'cotton tee' });
    expect(screen.queryByRole('button', { name: /in the tech pack/ })).toBeNull();
  });
});

describe('Tariff rate agent review', () => {
  const review =
    '/tariff-rate-agent-review?techPackId=7&countryCode=CN&hts=6109.10.00&countries=CN,VN&fob=650&qty=1000&freight=0&insurance=0&broker=0&mode=OCEAN';

  it('shows every term side by side, the cheapest, the selected country, the as-of date and the duties with their dates', async () => {
    renderAt(review);
    const table = await screen.findByTestId('landed-cost-table');
    expect(screen.getByText('Estimate')).toBeTruthy();
    expect(screen.getByText(/Tariff table as of 2025-01-01/)).toBeTruthy();
    expect(screen.getByText(/Cheapest: Vietnam at \$7\.61 per unit/)).toBeTruthy();
    expect(screen.getByTestId('selected-summary').textContent).toContain('$0.49 more than Vietnam');
    expect(table.querySelector('th[data-selected]')?.textContent).toContain('China');
    expect(table.querySelector('th[data-cheapest]')?.textContent).toContain('Vietnam');
    for (const label of [
      'FOB goods',
      'Freight',
      'Insurance',
      'Duty',
      'Merchandise processing fee',
      'Harbor maintenance fee',
      'Customs broker',
      'Per unit',
    ])
      expect(within(table).getByRole('rowheader', { name: new RegExp(label) })).toBeTruthy();
    expect(within(table).getAllByText(/min \$32\.71, max \$634\.62, FY 2027/)).toHaveLength(2);
    expect(
      screen.getByText(/Section 301 China, list 4A: 7.5% on goods of China, from 2020-02-14/),
    ).toBeTruthy();
    const bars = screen.getByRole('list', { name: 'Landed cost per unit by country' });
    expect(
      within(bars)
        .getAllByTestId('landed-bar')
        .map((b) => b.textContent),
    ).toEqual(['Vietnam · cheapest$7.61 / unit', 'China$8.10 / unit']);
    const sent = calls.find((c) => c.path.endsWith('/-/landed-cost'))?.body;
    expect(sent).toEqual({
      hts: '6109.10.00',
      countries: ['CN', 'VN'],
      fobUnitCents: 650,
      quantity: 1000,
      freightCents: 0,
      insuranceCents: 0,
      brokerCents: 0,
      mode: 'OCEAN',
    });

    // The selected country's duties from the tariff table (country-tariff), for the compared line.
    const duties = await screen.findByRole('region', { name: 'Duties on goods of China' });
    expect(duties.textContent).toContain('HTS 6109.10.00: general rate, 16.5%');
    expect(within(duties).getByRole('list', { name: 'Additional duties in force' }).textContent).toBe(
      '+ Section 301 China, list 4A: 7.5%, from 2020-02-14',
    );
    expect(calls.some((c) => c.path === '/commons/util/country-tariff')).toBe(true);

    fireEvent.click(within(table).getByRole('button', { name: 'Vietnam' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('countryCode=VN'));
    // The cheapest is selected now: no summary against itself, and Vietnam's duties.
    expect(await screen.findByRole('region', { name: 'Duties on goods of Vietnam' })).toBeTruthy();
    expect(await screen.findByText('No additional duty on this line from this country today.')).toBeTruthy();
  });

  it("says when the selected country's duties cannot be read, and reads them again on Try again", async () => {
    countryTariffStatus = 500;
    renderAt(review);
    expect(await screen.findByText("We couldn't read this country's duties")).toBeTruthy();
    // The comparison itself is there all the same.
    expect(screen.getByTestId('landed-cost-table')).toBeTruthy();
    countryTariffStatus = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Duties on goods of China' })).toBeTruthy();
    expect(await screen.findByText(/general rate, 16\.5%/)).toBeTruthy();
  });

  it('compares a tech pack as saved from ?techPackId= alone, and says what is missing', async () => {
    renderAt('/tariff-rate-agent-review?techPackId=7');
    expect(await screen.findByText('Nothing to compare yet')).toBeTruthy();
    expect(screen.getByText(/needs an HTS code/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up the comparison' }).getAttribute('href')).toBe(
      '/tariff-rate-agent?techPackId=7',
    );
  });

  it('shows the server refusal with a retry', async () => {
    landedStatus = 400;
    renderAt(review.replace('6109.10.00', '9999.99.99'));
    expect(await screen.findByText(/not in the tariff table/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
