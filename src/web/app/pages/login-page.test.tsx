// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../api/client';
import { TOKEN_STORAGE_KEY } from '../../api/storage-keys';
import { clearSession } from '../../api/token-store';
import { renderWithProviders } from '../../test/render';
import { makeToken } from '../../test/tokens';
import LoginPage from './login-page';

const fetchMock = vi.fn<typeof fetch>();
/** What GET /google-auth/config answers (kept apart from fetchMock, which the sign-in tests count). */
let configCalls = 0;
function answerConfig() {
  configCalls++;
  return Promise.resolve(json(googleConfig));
}
let googleConfig = {
  enabled: false,
  authorizationEndpoint: null as string | null,
  clientId: null as string | null,
};
const json = (value: unknown) =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });

function authResponse(id = 7) {
  const body = {
    token: makeToken(3600),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: { id, email: 'new@brand.test', role: 'STORE_OWNER', storeId: 3, supplierId: null },
    store: null,
  };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/homebase" element={<p>Homebase reached</p>} />
      <Route path="/homebase/quiz" element={<p>Quiz reached</p>} />
      <Route path="/account-info" element={<p>Account reached</p>} />
      <Route path="/forgot-password" element={<p>Forgot password reached</p>} />
    </Routes>,
    { route },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  fetchMock.mockReset();
  googleConfig = { enabled: false, authorizationEndpoint: null, clientId: null };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/google-auth/config') ? answerConfig() : fetchMock(input, init),
  );
  // The page is /login: an excluded path, so a 401 there is a wrong password, not an expired session.
  configureApiClient({
    notify: vi.fn(),
    navigate: vi.fn(),
    currentLocation: () => ({ pathname: '/login', search: '' }),
  });
  window.dataLayer = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign in', () => {
  it('renders the form with the email field focused', () => {
    renderLogin();
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(field(/^Email/));
    expect(field(/^Password/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /keep me signed in/i })).toBeTruthy();
  });

  it('validates with the contract before sending anything', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message inline when sign-in fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ message: 'The email or password is incorrect', code: 'UNAUTHENTICATED' }),
        {
          status: 401,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    renderLogin();
    type(/^Email/, 'founder@quarry.test');
    type(/^Password/, 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('sign-in-error')).textContent).toBe(
      'The email or password is incorrect',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest/main/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'founder@quarry.test',
      password: 'wrong-password',
    });
  });

  it('signs in, keeps the token for this tab only when asked, and returns to the path', async () => {
    fetchMock.mockResolvedValue(authResponse());
    renderLogin(`/login?path=${encodeURIComponent(btoa('/account-info'))}`);
    type(/^Email/, 'Founder@Quarry.test ');
    type(/^Password/, 'quarry-demo');
    fireEvent.click(screen.getByRole('checkbox', { name: /keep me signed in/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Account reached')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).email).toBe('founder@quarry.test');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('sign up', () => {
  it('validates the store name, email and password', async () => {
    renderLogin('/login?tab=sign-up');
    expect(document.activeElement).toBe(field(/^Store or brand name/));
    type(/^Password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your store or brand name')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the store with its account type, reports the registration and runs the quiz', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/rest/main/register') ? authResponse(42) : new Response('{}', { status: 200 }),
    );
    renderLogin('/login?tab=sign-up');
    type(/^Store or brand name/, 'New Brand');
    type(/^Email/, 'new@brand.test');
    type(/^Password/, 'long-enough-pw');
    fireEvent.click(screen.getByRole('radio', { name: /^Creator/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Quiz reached')).toBeTruthy();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest/main/register?userType=STORE');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'New Brand',
      email: 'new@brand.test',
      password: 'long-enough-pw',
      accountType: 'CREATOR',
    });
    expect(window.dataLayer).toContainEqual({
      event: 'userRegister',
      userId: 42,
      userType: 'store',
      email: 'new@brand.test',
    });
    await waitFor(() => {
      const report = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/commons/event-analyses/report'));
      expect(JSON.parse(String(report?.[1]?.body))).toMatchObject({
        eventName: 'user_register',
        userId: 42,
        userType: 'store',
      });
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it('makes "Sign in instead." after a taken email a link to the sign-in tab', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'An account with this email already exists. Sign in instead.',
          code: 'CONFLICT',
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    );
    renderLogin('/login?tab=sign-up');
    type(/^Store or brand name/, 'New Brand');
    type(/^Email/, 'founder@quarry.test');
    type(/^Password/, 'long-enough-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const link = await screen.findByRole('link', { name: 'Sign in instead.' });
    expect(screen.getByTestId('sign-up-error').textContent).toBe(
      'An account with this email already exists. Sign in instead.',
    );
    fireEvent.click(link);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true'),
    );
  });
});

describe('forgot password', () => {
  it('links from the sign-in form to the forgot-password page', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('Forgot password reached')).toBeTruthy();
  });
});

describe('sign in with Google', () => {
  it('shows no Google button when the server has no OpenID Connect provider', async () => {
    renderLogin();
    await waitFor(() => expect(configCalls).toBeGreaterThan(0));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /continue with google/i })).toBeNull();
  });

  it('sends the browser to the provider with client id, redirect URI, state and nonce', async () => {
    googleConfig = {
      enabled: true,
      authorizationEndpoint: 'https://accounts.example/authorize',
      clientId: 'cid',
    };
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:3000', assign });
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: /continue with google/i }));
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://accounts.example/authorize');
    expect(url.searchParams.get('client_id')).toBe('cid');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/google-auth/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('quarry.google-auth')).toContain(url.searchParams.get('state')!);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
