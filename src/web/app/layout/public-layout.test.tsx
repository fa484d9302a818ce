// @vitest-environment happy-dom
// A visitor on a public page (issue 21: the previews had no header and only "Sign in"): the brand header
// links home and offers sign-in and sign-up, both coming back to the page.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../api/token-store';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { PublicLayout } from './public-layout';
import { decodeReturnPath } from './session-rules';

mockApi(() => json({}));

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/preview-catalog-item/:id" element={<h1>Amber bottle</h1>} />
      </Route>
    </Routes>,
    { route },
  );

describe('public pages for a visitor', () => {
  beforeEach(() => clearSession());

  it('have the brand header with home, sign in and sign up that return to the page', async () => {
    renderAt('/preview-catalog-item/11');
    await screen.findByRole('heading', { name: 'Amber bottle' });
    const header = screen.getByRole('banner');
    expect(header.querySelector('a[href="/"]')?.textContent).toBe('Quarry');
    const signIn = new URL(
      (screen.getByRole('link', { name: 'Sign in' }) as HTMLAnchorElement).href,
      'http://x',
    );
    const signUp = new URL(
      (screen.getByRole('link', { name: /Sign up/ }) as HTMLAnchorElement).href,
      'http://x',
    );
    expect(signIn.pathname).toBe('/login');
    expect(decodeReturnPath(signIn.searchParams.get('path'))).toBe('/preview-catalog-item/11');
    expect(signUp.pathname).toBe('/login');
    expect(signUp.searchParams.get('tab')).toBe('sign-up');
    expect(decodeReturnPath(signUp.searchParams.get('path'))).toBe('/preview-catalog-item/11');
  });
});
