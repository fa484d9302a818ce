// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreUser } from '../../../../shared/contract/stores';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SmsNotifySetting } from './sms-notify-setting';

const store = { id: 3, inboxSmsNotify: true, smsPhoneNumber: null } as unknown as StoreUser;
const fetchMock = mockApi((_url, init) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as { phoneNumber?: string | null };
  return json({ ...store, smsPhoneNumber: body.phoneNumber ? '+14155550100' : null });
});

describe('SMS notification setting', () => {
  it('says texts need a number, and refuses a number that is not international before sending it', async () => {
    renderWithProviders(<SmsNotifySetting store={store} />);
    expect(screen.getByText(/add a number to receive texts/i)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/mobile number for texts/i), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText(/international format, such as \+1 415 555 0100/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a valid number and shows it as stored', async () => {
    renderWithProviders(<SmsNotifySetting store={store} />);
    const input = screen.getByLabelText(/mobile number for texts/i) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '+1 (415) 555-0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save number' }));
    await waitFor(() => expect(input.value).toBe('+14155550100'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/rest/main/web/stores/me/sms-phone-number');
    expect(JSON.parse(String(init?.body))).toEqual({ phoneNumber: '+1 (415) 555-0100' });
  });
});
