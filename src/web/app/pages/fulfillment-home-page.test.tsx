// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import ServiceNotBuiltPage from '../../features/fulfillment/pages/service-not-built-page';
import { TOUR_STEPS } from '../../features/onboarding/tour/tour-steps';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { signInTestFounder } from '../../test/tokens';
import FulfillmentHomePage from './fulfillment-home-page';

let configs: Record<string, unknown> = {};
let failing = false;
mockApi((url) => {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/rest/main/web/session')
    return failing
      ? json({ message: 'Something is wrong with the network' }, 500)
      : json({ store: { id: 3, configs }, menus: { fulfillment: true } });
  return json({ message: 'Not found' }, 404);
});

beforeEach(() => {
  configs = {};
  failing = false;
  signInTestFounder();
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/fulfillment-services" element={<FulfillmentHomePage />} />
      <Route path="/fulfillment-services/:slug" element={<ServiceNotBuiltPage />} />
    </Routes>,
    { route },
  );

describe('Fulfillment home', () => {
  it('shows the warehouse and every tile as a link to its page', async () => {
    renderAt('/fulfillment-services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fulfillment' })).toBeTruthy();
    expect(screen.getByTestId('warehouse-address').textContent).toContain('North Carolina, US');
    const services = screen.getByRole('region', { name: 'Services' });
    const links = within(services).getAllByRole('link');
    expect(links).toHaveLength(11);
    expect(
      within(services)
        .getByRole('link', { name: /Create an order/ })
        .getAttribute('href'),
    ).toBe('/orders/new');
    expect(within(services).getByRole('link', { name: /Kitting services/ }).textContent).toContain(
      'Not built yet',
    );
    expect(within(services).queryByRole('link', { name: /Return settings/ })).toBeNull();
    expect(within(services).queryByRole('link', { name: /Financial report/ })).toBeNull();
  });

  it('has every element the guided tour of this page points at', async () => {
    const { container } = renderAt('/fulfillment-services');
    await screen.findByRole('heading', { level: 1, name: 'Fulfillment' });
    const targets = TOUR_STEPS['fulfillment-home'].map((step) => step.target);
    expect(targets.every(Boolean)).toBe(true);
    for (const target of targets) expect(container.querySelector(`[data-tour="${target}"]`)).not.toBeNull();
  });

  it('shows the financial report when the store has it enabled', async () => {
    configs = { financialReportEnabled: true };
    renderAt('/fulfillment-services');
    expect((await screen.findByRole('link', { name: /Financial report/ })).getAttribute('href')).toBe(
      '/fulfillment-services/financial-report',
    );
  });

  it('says when the store could not be loaded, with a retry', async () => {
    failing = true;
    renderAt('/fulfillment-services');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('a service that is not built yet', () => {
  it('says what it will be, that it is not built, and leads back home', async () => {
    renderAt('/fulfillment-services/quality-check');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quality checks' })).toBeTruthy();
    expect(screen.getByText('Not built yet')).toBeTruthy();
    expect(screen.getByText(/inspect a sample of units/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Fulfillment home' }).getAttribute('href')).toBe(
      '/fulfillment-services',
    );
  });
});
