// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { clearSession } from '../../../api/token-store';
import { renderWithProviders } from '../../../test/render';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<p>Sign-in page reached</p>} />
    </Routes>,
    { route },
  );
}
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({
    notify: vi.fn(),
    navigate: vi.fn(),
    currentLocation: () => ({ pathname: '/reset-password', search: '' }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('forgot password page', () => {
  it('validates the email before sending anything', async () => {
    renderAt('/forgot-password');
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a reset email and shows the server answer', async () => {
    fetchMock.mockResolvedValue(
      json(202, { message: 'If an account uses this email, we have sent it a link.' }),
    );
    renderAt('/forgot-password');
    type(/^Email/, ' Founder@Quarry.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByTestId('reset-requested')).textContent).toBe(
      'If an account uses this email, we have sent it a link.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest/main/password-resets');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'founder@quarry.test' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByText('Sign-in page reached')).toBeTruthy();
  });
});

describe('reset password page', () => {
  it('sends the token of the link with the new password, then offers sign-in', async () => {
    fetchMock.mockResolvedValue(json(200, { message: 'Your password has been changed.' }));
    renderAt('/reset-password?token=abc_DEF-123');
    type(/^New password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    type(/^New password/, 'brand-new-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByTestId('reset-done')).textContent).toBe('Your password has been changed.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest/main/password-resets/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc_DEF-123', password: 'brand-new-pass-1' });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page reached')).toBeTruthy();
  });

  it('explains a used or expired link and links to a new request', async () => {
    const message = 'This reset link is invalid, expired or already used.';
    fetchMock.mockResolvedValue(
      json(400, { message, code: 'INVALID', details: [{ path: 'body.token', message }] }),
    );
    renderAt('/reset-password?token=used');
    type(/^New password/, 'brand-new-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByTestId('reset-error')).textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says so when the link has no token', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('alert').textContent).toMatch(/link is incomplete/);
    expect(screen.queryByRole('button', { name: 'Set new password' })).toBeNull();
  });
});
