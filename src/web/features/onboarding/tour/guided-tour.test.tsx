// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../api/token-store';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { useOnboardingSession } from '../api/session-flags';
import { EducationPanel } from '../education/education-panel';
import { GuidedTour } from './guided-tour';

let flags: Record<string, string> = {};
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/rest/main/web/session') return json({ flags, businessPlanAnswers: {} });
  if (path === '/rest/main/web/users/me/flags' && init?.method === 'PUT') {
    const body = JSON.parse(String(init.body)) as { flags: Record<string, boolean> };
    for (const [k, on] of Object.entries(body.flags)) if (on) flags[k] = '2026-11-26T00:00:00.000Z';
    return json(flags);
  }
  return json({});
});

function Where() {
  const l = useLocation();
  const loaded = useOnboardingSession().isSuccess;
  return <output data-testid="where" data-loaded={loaded}>{`${l.pathname}${l.search}`}</output>;
}

const sessionLoaded = () => waitFor(() => expect(screen.getByTestId('where').dataset.loaded).toBe('true'));

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <EducationPanel />
            <GuidedTour />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );

const flagPuts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/web/users/me/flags') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)).flags);

beforeEach(() => {
  flags = {};
  saveSession(
    makeToken(3600),
    { id: 1, email: 'a@b.test', role: 'STORE_OWNER', storeId: 3, supplierId: null },
    'local',
  );
});

describe('the guided tour', () => {
  it('opens when asked, steps through, and Esc remembers the page', async () => {
    renderAt('/homebase?onboarding=true');
    expect(await screen.findByText('Welcome to Homebase')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(flagPuts()).toEqual([{ 'tour.homebase': true }]));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/homebase'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed on Homebase unless asked', async () => {
    renderAt('/homebase');
    await sessionLoaded();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed on a page already toured', async () => {
    flags = { 'tour.homebase': '2026-11-26T00:00:00.000Z', 'tour.marketplace': '2026-11-26T00:00:00.000Z' };
    renderAt('/browse-suppliers');
    await sessionLoaded();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens by itself on a page not toured yet once Homebase was toured', async () => {
    flags = { 'tour.homebase': '2026-11-26T00:00:00.000Z' };
    renderAt('/browse-suppliers');
    expect(await screen.findByText('The marketplace')).toBeTruthy();
  });
});

describe('the education panel', () => {
  it("shows the area's guide until the user hides it for good", async () => {
    renderAt('/home');
    expect(await screen.findByText('Sourcing: finding the right manufacturer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide this guide on this page' }));
    await waitFor(() => expect(screen.queryByTestId('education-panel')).toBeNull());
    expect(flagPuts()).toEqual([{ 'education.sourcing': true }]);
  });

  it('is not shown once closed', async () => {
    flags = { 'education.sourcing': '2026-11-26T00:00:00.000Z' };
    renderAt('/home');
    await sessionLoaded();
    expect(screen.queryByTestId('education-panel')).toBeNull();
  });
});
