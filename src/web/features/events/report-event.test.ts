// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../api/client';
import { ANONYMOUS_ID_STORAGE_KEY } from '../../api/storage-keys';
import { clearSession, saveToken } from '../../api/token-store';
import { makeToken } from '../../test/tokens';
import { reportEvent } from './report-event';
import { detectSourceClient } from './source-client';
import { pushCommonView } from './tag-manager';

const fetchMock = vi.fn<typeof fetch>();
const notify = vi.fn();
const navigate = vi.fn();
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

beforeEach(() => {
  localStorage.clear();
  clearSession();
  fetchMock.mockReset();
  notify.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ notify, navigate, currentLocation: () => ({ pathname: '/homebase', search: '' }) });
});

afterEach(() => vi.unstubAllGlobals());

describe('reportEvent', () => {
  it('posts the event with the source client and a persistent anonymous id for visitors', async () => {
    fetchMock.mockResolvedValue(new Response('{"accepted":true}', { status: 200 }));
    await reportEvent('common_view', { commonType: 'page', commonContent: '/login' });
    await reportEvent('common_view', { commonType: 'page', commonContent: '/homebase' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/rest/main/commons/event-analyses/report');
    const first = sentBody(0);
    expect(first).toMatchObject({ eventName: 'common_view', commonType: 'page', commonContent: '/login' });
    expect(['desktop_web', 'mobile_web']).toContain(first.sourceClient);
    expect(first.anonymousUserId).toBe(localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY));
    expect(sentBody(1).anonymousUserId).toBe(first.anonymousUserId);
  });

  it('sends no anonymous id for a signed-in user', async () => {
    saveToken(makeToken(3600), 'local');
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await reportEvent('user_register', { userId: 1, userType: 'store' });
    expect(sentBody().anonymousUserId).toBeUndefined();
  });

  it('swallows every failure: nothing thrown, shown, or signed out', async () => {
    saveToken(makeToken(3600), 'local');
    fetchMock.mockResolvedValueOnce(new Response('{"message":"no"}', { status: 401 }));
    await expect(reportEvent('common_view')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(reportEvent('common_view')).resolves.toBeUndefined();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(reportEvent('common_view')).resolves.toBeUndefined();
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('detectSourceClient', () => {
  it('answers mobile_web for phones and narrow viewports, desktop_web otherwise', () => {
    expect(
      detectSourceClient({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', viewportWidth: 1200 }),
    ).toBe('mobile_web');
    expect(detectSourceClient({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', viewportWidth: 390 })).toBe(
      'mobile_web',
    );
    expect(detectSourceClient({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', viewportWidth: 1440 })).toBe(
      'desktop_web',
    );
  });
});

describe('tag manager', () => {
  it('pushes commonView to window.dataLayer, creating it when missing', () => {
    delete window.dataLayer;
    pushCommonView({ path: '/homebase', title: 'Homebase' });
    expect(window.dataLayer).toEqual([{ event: 'commonView', pagePath: '/homebase', pageTitle: 'Homebase' }]);
  });
});
