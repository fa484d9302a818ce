// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import MeetingRoomPage from './meeting-room-page';

const meetingId = 'a'.repeat(32);
const fetchMock = mockApi((url) => {
  const u = new URL(url, 'http://x');
  if (u.pathname === `/rest/main/commons/meetings/${meetingId}` && u.searchParams.get('m') === 'DETAILS') {
    return json({
      meetingId,
      topic: 'Kick-off',
      startTime: '2030-01-02T15:00:00.000Z',
      durationMinutes: 45,
      participants: ['Lavender & Co.'],
    });
  }
  return json({ message: 'Meeting not found', code: 'NOT_FOUND' }, 404);
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/meetings/:meetingId" element={<MeetingRoomPage />} />
    </Routes>,
    { route },
  );

describe('the meeting room page', () => {
  it('opens a meeting made with create-meeting: the details in its link go to the server', async () => {
    renderAt(`/meetings/${meetingId}?pwd=SIGNATURE&m=DETAILS`);
    expect(await screen.findByRole('heading', { name: 'Kick-off' })).toBeTruthy();
    expect(screen.getByText(/45 minutes · Lavender & Co\./)).toBeTruthy();
    const called = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x');
    expect(called.searchParams.get('pwd')).toBe('SIGNATURE');
  });

  it('says the link does not work when the server knows no such meeting', async () => {
    renderAt(`/meetings/${meetingId}?pwd=nope`);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/does not exist/));
  });
});
