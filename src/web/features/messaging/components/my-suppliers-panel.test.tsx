// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogCompany } from '../../../../shared/contract/catalog';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeConversation } from '../test-data';
import { MySuppliersPanel } from './my-suppliers-panel';

mockApi((url) => {
  const u = new URL(url, 'http://x');
  const path = u.pathname.replace('/rest/main', '');
  if (path === '/web/stores/me/suppliers')
    return json([
      {
        companyId: 7,
        inviteId: null,
        name: 'Amber Glassworks',
        website: null,
        company: { id: 7, name: 'Amber Glassworks', logoUrl: '', countryCode: 'CN' } as CatalogCompany,
        relationships: ['FAVORITED', 'MESSAGED'],
        lastInteractionAt: '2026-01-02T00:00:00.000Z',
      },
      {
        companyId: 8,
        inviteId: null,
        name: 'Oak Mills',
        website: null,
        company: { id: 8, name: 'Oak Mills', logoUrl: '', countryCode: 'VN' } as CatalogCompany,
        relationships: ['REVIEWED'],
        lastInteractionAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  if (path === '/web/conversations')
    return json(u.searchParams.get('group') === 'PERSONAL' ? [makeConversation({ unreadCount: 4 })] : []);
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

describe('MySuppliersPanel', () => {
  it('lists suppliers with their unread count and a Message action', async () => {
    renderWithProviders(<MySuppliersPanel />);
    const rows = await screen.findAllByTestId('my-supplier-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('unread-badge').textContent).toBe('4');
    expect(
      within(rows[0]!).getByRole('link', { name: 'Message Amber Glassworks' }).getAttribute('href'),
    ).toBe('/inbox/messages?conversation=5');
    expect(within(rows[1]!).getByRole('link', { name: 'Message Oak Mills' }).getAttribute('href')).toBe(
      '/inbox/messages?supplierId=8',
    );
  });
});
