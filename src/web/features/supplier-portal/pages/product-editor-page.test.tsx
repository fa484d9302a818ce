// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SupplierItem } from '../../../../shared/contract/supplier-portal';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import SupplierProductEditorPage from './product-editor-page';

const item: SupplierItem = {
  id: 7,
  categoryId: 12,
  tab: 'PRODUCTS',
  title: 'Bamboo tumbler, 500 ml',
  description: 'Double-walled, with a screw lid.',
  imageUrls: ['/rest/main/files/abc.png'],
  priceTiers: [
    { minQuantity: 100, unitPriceCents: 450 },
    { minQuantity: 500, unitPriceCents: 400 },
  ],
  productionMinPriceCents: 400,
  moq: 100,
  stockStatus: 'IN_STOCK',
  colorOptions: 'Sage|#9CAF88|Matte',
  packing: 'PARCEL',
  isSampleKit: false,
  isEnabled: true,
  enabledAt: '2026-11-01T00:00:00.000Z',
  disabledAt: null,
};

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/supplier-portal/categories')
    return json([{ id: 12, tab: 'PRODUCTS', vertical: 'Home', group: 'Drinkware', subgroup: 'Tumblers' }]);
  if (path === '/web/supplier-portal/catalog-items/7' && init?.method === 'PUT')
    return json({ ...item, ...JSON.parse(String(init.body)) });
  if (path === '/web/supplier-portal/catalog-items/7') return json(item);
  return json([]);
});

const writes = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST');
const escapeParens = (s: string) => s.replace(/[()]/g, (c) => `\\${c}`);
/** An input by its label (a required field's label ends with an asterisk). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeParens(label)}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/supplier/products/new" element={<SupplierProductEditorPage />} />
      <Route path="/supplier/products/:id" element={<SupplierProductEditorPage />} />
    </Routes>,
    { route },
  );

describe('the product form', () => {
  it('names every missing field of a new product and sends nothing', async () => {
    renderAt('/supplier/products/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(screen.getByText('Describe the product')).toBeTruthy();
    expect(screen.getByText('Pick a category')).toBeTruthy();
    expect(screen.getByText('Add at least one picture')).toBeTruthy();
    expect(screen.getByText('Enter a price')).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it('checks price tiers and colour options, then saves cents and the colour string', async () => {
    renderAt('/supplier/products/7');
    await waitFor(() => expect(field('Title').value).toBe('Bamboo tumbler, 500 ml'));
    expect(field('Tier 2: unit price in dollars').value).toBe('$4');
    expect(field('Colour 1: name').value).toBe('Sage');

    type('MOQ (units)', '50');
    type('Tier 2: unit price in dollars', '4.75');
    fireEvent.click(screen.getByRole('button', { name: 'Add a colour' }));
    type('Colour 2: name', 'Forest');
    type('Colour 2: hex colour', 'green');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The first price tier starts at the MOQ (50 units)')).toBeTruthy();
    expect(screen.getByText("500 units can't cost more per unit than 100")).toBeTruthy();
    expect(screen.getByText('Colour 2: "green" is not a hex colour such as #1E2A4A')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    type('MOQ (units)', '100');
    type('Tier 2: unit price in dollars', '3.99');
    type('Colour 2: hex colour', '#2f5d3a');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0]!;
    expect(String(url)).toBe('/rest/main/web/supplier-portal/catalog-items/7');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      moq: 100,
      categoryId: 12,
      imageUrls: ['/rest/main/files/abc.png'],
      priceTiers: [
        { minQuantity: 100, unitPriceCents: 450 },
        { minQuantity: 500, unitPriceCents: 399 },
      ],
      colorOptions: 'Sage|#9CAF88|Matte;Forest|#2F5D3A|',
    });
  });

  it('adds and removes price tiers', async () => {
    renderAt('/supplier/products/7');
    await waitFor(() => expect(field('Title').value).toBe('Bamboo tumbler, 500 ml'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    expect(field('Tier 3: from quantity').value).toBe('2,500');
    fireEvent.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(field('Tier 1: from quantity').value).toBe('500');
    expect(screen.queryByLabelText('Tier 3: from quantity')).toBeNull();
  });
});
