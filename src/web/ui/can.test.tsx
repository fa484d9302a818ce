// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_MATRIX, ROUTE_CLASSES, STORE_ROLES, type StoreRole } from '../../shared/rules/team-roles';
import { clearSession, saveSession } from '../api/token-store';
import { isAllowed, refusalText, useCan } from '../api/use-can';
import { jsonResponse as json, mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { makeToken } from '../test/tokens';
import { Can, RoleFieldset, RoleLock } from './can';

let storeRole: StoreRole | null = 'VIEWER';
const fetchMock = mockApi((url) =>
  new URL(url, 'http://x').pathname === '/rest/main/web/session' ? json({ storeRole }) : json({}),
);

beforeEach(() => {
  saveSession(
    makeToken(3600),
    { id: 2, email: 'm@b.test', role: 'TEAM_MEMBER', storeId: 3, supplierId: null },
    'local',
  );
});

function Probe({ cls }: { cls: Parameters<typeof useCan>[0] }) {
  return <output data-testid={`can-${cls}`}>{String(useCan(cls))}</output>;
}

describe('isAllowed', () => {
  it('is the matrix for every role and class, and allows while the role is unknown', () => {
    for (const role of STORE_ROLES)
      for (const cls of ROUTE_CLASSES) expect(isAllowed(role, cls)).toBe(ROLE_MATRIX[role][cls]);
    for (const cls of ROUTE_CLASSES) {
      expect(isAllowed(undefined, cls)).toBe(true);
      expect(isAllowed(null, cls)).toBe(true);
    }
  });

  it('explains a refusal with the role and what it cannot do', () => {
    expect(refusalText('VIEWER', 'write')).toBe(
      "Your role (Read-only viewer) can't make changes — ask the store owner for access.",
    );
    expect(refusalText('FULFILMENT', 'billing')).toContain("can't manage billing or pay");
  });
});

describe('useCan', () => {
  it("answers from the session's store role", async () => {
    storeRole = 'FULFILMENT';
    renderWithProviders(
      <>
        <Probe cls="read" />
        <Probe cls="fulfilment" />
        <Probe cls="billing" />
        <Probe cls="write" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('can-billing').textContent).toBe('false'));
    expect(screen.getByTestId('can-write').textContent).toBe('false');
    expect(screen.getByTestId('can-read').textContent).toBe('true');
    expect(screen.getByTestId('can-fulfilment').textContent).toBe('true');
  });

  it('allows everything when signed out (no session is asked for)', () => {
    clearSession();
    renderWithProviders(<Probe cls="billing" />);
    expect(screen.getByTestId('can-billing').textContent).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Can, RoleLock and RoleFieldset', () => {
  it('show an owner every control as it is', async () => {
    storeRole = 'OWNER';
    const pay = vi.fn();
    renderWithProviders(
      <>
        <Can cls="team-admin">
          <Button>Invite teammate</Button>
        </Can>
        <RoleLock cls="billing">
          <Button onClick={pay}>Pay</Button>
        </RoleLock>
      </>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(pay).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Invite teammate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' }).getAttribute('aria-disabled')).toBeNull();
  });

  it("hide a viewer's sections, and lock a viewer's buttons with the reason", async () => {
    storeRole = 'VIEWER';
    const pay = vi.fn();
    const submit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithProviders(
      <>
        <Can cls="team-admin" fallback={<p>Only the owner invites</p>}>
          <Button>Invite teammate</Button>
        </Can>
        <RoleLock cls="billing">
          <Button onClick={pay}>Pay</Button>
        </RoleLock>
        <form onSubmit={submit}>
          <RoleFieldset cls="write">
            <input aria-label="Store name" />
            <button type="submit">Save</button>
          </RoleFieldset>
        </form>
      </>,
    );
    expect(await screen.findByText('Only the owner invites')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite teammate' })).toBeNull();

    const payButton = screen.getByRole('button', { name: 'Pay' });
    expect(payButton.getAttribute('aria-disabled')).toBe('true');
    const described = document.getElementById(payButton.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(
      "Your role (Read-only viewer) can't manage billing or pay — ask the store owner for access.",
    );
    fireEvent.click(payButton);
    expect(pay).not.toHaveBeenCalled();

    expect(screen.getByText(/can't make changes — ask the store owner/)).toBeTruthy();
    // happy-dom does not apply a fieldset's `disabled` to its fields (browsers do; the e2e journey checks that).
    expect(screen.getByLabelText('Store name').closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).closest('fieldset')?.disabled).toBe(true);
  });
});
