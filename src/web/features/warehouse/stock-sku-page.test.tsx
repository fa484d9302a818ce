// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WarehouseSku } from '../../../shared/contract/inventory';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { countChange } from './components/cycle-count-form';
import StockSkuPage from './stock-sku-page';
import { makeWarehouseSku } from './test-data';

const sku = (over: Partial<WarehouseSku> = {}) =>
  makeWarehouseSku({ bins: [{ code: 'B-03-2', quantity: 40 }], ...over });

let current = sku();
let refusal: string | null = null;
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/warehouse/skus/5/adjust' && init?.method === 'POST') {
    if (refusal) return json({ message: refusal, code: 'CONFLICT' }, 409);
    const body = JSON.parse(String(init.body)) as { bucket: 'ON_HAND' | 'DAMAGED'; counted: number };
    current =
      body.bucket === 'ON_HAND'
        ? sku({
            onHand: body.counted,
            fulfillable: body.counted - current.committed,
            damaged: current.damaged,
          })
        : sku({ onHand: current.onHand, fulfillable: current.fulfillable, damaged: body.counted });
    return json(current);
  }
  if (path === '/warehouse/skus/5') return json(current);
  return json({ message: 'There is no such SKU', code: 'NOT_FOUND' }, 404);
});

const adjustCalls = () =>
  fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/warehouse/skus/5/adjust'));

beforeEach(() => {
  current = sku();
  refusal = null;
});

const renderPage = (id = '5') =>
  renderWithProviders(
    <Routes>
      <Route path="/warehouse/stock/:id" element={<StockSkuPage />} />
    </Routes>,
    { route: `/warehouse/stock/${id}` },
  );

/** A figure of the counts, by its label. */
const figure = (label: string) =>
  within(screen.getByTestId('sku-counts')).getByText(label).nextSibling?.textContent;
const form = async () => screen.findByRole('form', { name: 'Cycle count' });
const fill = (f: HTMLElement, counted: string, note: string) => {
  fireEvent.change(within(f).getByRole('textbox', { name: /Units counted/ }), { target: { value: counted } });
  fireEvent.change(within(f).getByRole('textbox', { name: /Note/ }), { target: { value: note } });
};

describe('a SKU in the warehouse console', () => {
  it("shows the SKU's store, counts and bins", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'CND-AMBER' })).toBeTruthy();
    expect(screen.getByText('Amber jar candle · Fernwood Candles')).toBeTruthy();
    const bins = screen.getByRole('region', { name: 'Bins' });
    expect(within(bins).getByRole('row', { name: 'B-03-2 40' })).toBeTruthy();
    expect(figure('Fulfillable')).toBe('34');
    expect(figure('Inbound')).toBe('12');
  });

  it('asks for a count and a reason before posting anything', async () => {
    renderPage();
    const f = await form();
    fireEvent.click(within(f).getByRole('button', { name: 'Record count' }));
    expect(await within(f).findByText('Enter the units you counted')).toBeTruthy();
    expect(within(f).getByText('Say why the count changed')).toBeTruthy();
    fill(f, '38', 'ok');
    fireEvent.click(within(f).getByRole('button', { name: 'Record count' }));
    expect(await within(f).findByText('Say why the count changed')).toBeTruthy();
    expect(adjustCalls()).toHaveLength(0);
  });

  it('records an on-hand count, says what changed and shows the new figures', async () => {
    renderPage();
    const f = await form();
    fill(f, '38', '  Two crushed behind the shelf ');
    fireEvent.click(within(f).getByRole('button', { name: 'Record count' }));
    await waitFor(() => expect(adjustCalls()).toHaveLength(1));
    expect(JSON.parse(String(adjustCalls()[0]![1]?.body))).toEqual({
      bucket: 'ON_HAND',
      counted: 38,
      note: 'Two crushed behind the shelf',
    });
    expect(await within(f).findByText('On hand 40 → 38 (−2)')).toBeTruthy();
    await waitFor(() => expect(figure('On hand')).toBe('38'));
    expect(figure('Fulfillable')).toBe('32');
  });

  it('records a damaged count', async () => {
    renderPage();
    const f = await form();
    fireEvent.click(within(f).getByRole('radio', { name: 'Damaged' }));
    fill(f, '3', 'Found two more dented jars');
    fireEvent.click(within(f).getByRole('button', { name: 'Record count' }));
    await waitFor(() => expect(adjustCalls()).toHaveLength(1));
    expect(JSON.parse(String(adjustCalls()[0]![1]?.body))).toMatchObject({ bucket: 'DAMAGED', counted: 3 });
    expect(await within(f).findByText('Damaged 1 → 3 (+2)')).toBeTruthy();
  });

  it("shows the server's refusal in the form", async () => {
    refusal = '6 units are committed to orders; on hand cannot go below that';
    renderPage();
    const f = await form();
    fill(f, '2', 'Shelf nearly empty');
    fireEvent.click(within(f).getByRole('button', { name: 'Record count' }));
    expect((await within(f).findByRole('alert')).textContent).toContain('on hand cannot go below that');
  });

  it('answers an unknown SKU with the error and the way back', async () => {
    renderPage('77');
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this SKU");
    expect(screen.getByRole('link', { name: '← Back to stock' }).getAttribute('href')).toBe(
      '/warehouse/stock',
    );
  });
});

describe('countChange', () => {
  it('says the change with its sign, or that the count matched', () => {
    expect(countChange('ON_HAND', 40, 38)).toBe('On hand 40 → 38 (−2)');
    expect(countChange('DAMAGED', 0, 4)).toBe('Damaged 0 → 4 (+4)');
    expect(countChange('ON_HAND', 7, 7)).toBe('On hand stays 7: the count matches the books.');
  });
});
