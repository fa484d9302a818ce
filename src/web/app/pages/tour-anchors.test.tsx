// @vitest-environment happy-dom
// Every step of the marketplace and supplier-profile tours points at an element of its page (issue 22,
// decision 038): the pages carry the `data-tour` anchors the steps name.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import BrowseSuppliersPage from '../../features/catalog/pages/browse-suppliers-page';
import SupplierProfilePage from '../../features/catalog/pages/supplier-profile-page';
import { makeCompany, makeItem } from '../../features/catalog/test-data';
import { TOUR_STEPS } from '../../features/onboarding/tour/tour-steps';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';

mockApi((url) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path.endsWith('/action/count')) return json({ count: 1 });
  if (path === '/web/catalog-items') return json([makeItem()]);
  if (path === '/web/catalog-companies') return json([makeCompany()]);
  if (path === '/app/catalog-companies/3') return json(makeCompany({ id: 3, name: 'Harbor Glassworks' }));
  return json([]);
});

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const targetsOf = (page: keyof typeof TOUR_STEPS) => TOUR_STEPS[page].map((step) => step.target);

function expectAnchors(page: keyof typeof TOUR_STEPS) {
  const targets = targetsOf(page);
  expect(targets.every(Boolean), `${page}: every step names its element`).toBe(true);
  for (const target of targets)
    expect(document.querySelector(`[data-tour="${target}"]`), `${page}: ${target}`).not.toBeNull();
}

describe('tour anchors', () => {
  it('the marketplace has the views, the filters and the results its steps point at', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/browse-suppliers" element={<BrowseSuppliersPage />} />
      </Routes>,
      { route: '/browse-suppliers' },
    );
    await screen.findByRole('tablist', { name: 'View' });
    expectAnchors('marketplace');
  });

  it('the supplier profile has the summary, the message button and the favorite its steps point at', async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/browse-suppliers/supplier-profile/:supplierId"
          element={<SupplierProfilePage ReviewsSection={() => null} />}
        />
      </Routes>,
      { route: '/browse-suppliers/supplier-profile/3' },
    );
    await screen.findByRole('heading', { name: 'Harbor Glassworks' });
    expectAnchors('supplier-profile');
  });
});
