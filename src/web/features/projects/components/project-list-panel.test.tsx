// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProjectSummary } from '../../../../shared/contract/projects';
import { clearSession } from '../../../api/token-store';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ProjectListPanel } from './project-list-panel';

const fetchMock = mockApi();
// Signed out, whatever an earlier file of the shared web environment left: the panel's calls are all mocked here.
beforeEach(() => clearSession());

const summary = (over: Partial<ProjectSummary>): ProjectSummary => ({
  id: 1,
  type: 'RFP_PRODUCT',
  status: 'SENT',
  title: 'Amber candle',
  quantity: 1000,
  audience: 'CHOSEN',
  recipientCount: 3,
  quoteCount: 2,
  creatorProjectId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  sentAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('ProjectListPanel', () => {
  it('lists projects with status and quote counts, linking to each', async () => {
    fetchMock.mockResolvedValue(
      json([
        summary({}),
        summary({ id: 2, title: 'Gift box', status: 'DRAFT', quoteCount: 0, recipientCount: 0 }),
      ]),
    );
    renderWithProviders(<ProjectListPanel />);
    const rows = await screen.findAllByTestId('project-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Amber candle' }).getAttribute('href')).toBe(
      '/create-custom-project/1',
    );
    expect(within(rows[0]!).getByText('Collecting quotes')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('quote-count').textContent).toBe('2');
    expect(within(rows[1]!).getByText('Draft')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.searchParams.get('sort')).toBe('-updatedAt');
    expect(screen.getByRole('link', { name: 'New custom project' }).getAttribute('href')).toBe(
      '/create-custom-project',
    );
  });

  it('says when there is no project yet', async () => {
    fetchMock.mockResolvedValue(json([]));
    renderWithProviders(<ProjectListPanel />);
    expect(await screen.findByText('No custom projects yet')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Database is down', code: 'UNAVAILABLE' }, 503));
    renderWithProviders(<ProjectListPanel />);
    expect(await screen.findByText("We couldn't load your projects")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
