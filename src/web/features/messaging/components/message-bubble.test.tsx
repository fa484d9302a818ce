// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeMessage } from '../test-data';
import type { PendingMessage } from '../thread';
import { MessageBubble, pendingAsMessage } from './message-bubble';

mockApi();

describe('MessageBubble', () => {
  it('shows markup in a body as literal text, never as HTML', () => {
    const body = '<img src=x onerror=alert(1)>\n<b>bold</b>';
    const { container } = renderWithProviders(
      <MessageBubble message={makeMessage({ body })} isOwn={false} conversationId={5} />,
    );
    const text = screen.getByTestId('message-text');
    expect(text.textContent).toBe(body);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(text.style.whiteSpace).toBe('pre-wrap');
  });

  it('makes web links clickable and leaves other schemes as text', () => {
    renderWithProviders(
      <MessageBubble
        message={makeMessage({ body: 'Spec: https://example.com/a.pdf or javascript:alert(1)' })}
        isOwn={false}
        conversationId={5}
      />,
    );
    const links = within(screen.getByTestId('message-text')).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/a.pdf');
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
  });

  it('drops attachment URLs that are not web links or own files', () => {
    const { container } = renderWithProviders(
      <MessageBubble
        message={makeMessage({
          type: 'TEXT',
          body: '',
          fileUrls: ['javascript:alert(1)', '/rest/main/files/k1.zip'],
          fileName: null,
        })}
        isOwn={false}
        conversationId={5}
      />,
    );
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/rest/main/files/k1.zip']);
  });

  it('shows images, a video player, a PDF as a download link (never framed) and a file chip', () => {
    const { container } = renderWithProviders(
      <MessageBubble
        message={makeMessage({
          body: '',
          imageUrls: ['/rest/main/files/a.png'],
          videoUrls: ['/rest/main/files/b.mp4'],
          pdfUrls: ['/rest/main/files/c.pdf'],
          fileUrls: ['/rest/main/files/d.ai'],
        })}
        isOwn={false}
        conversationId={5}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open image a.png' })).toBeTruthy();
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/rest/main/files/b.mp4');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('a[href="/rest/main/files/c.pdf"]')?.getAttribute('download')).toBe(
      'c.pdf',
    );
    expect(screen.getByTestId('file-chip').textContent).toContain('d.ai');
  });

  it('links a card to its page', () => {
    renderWithProviders(
      <MessageBubble
        message={makeMessage({
          type: 'CATALOG_ITEM',
          body: '',
          card: {
            kind: 'CATALOG_ITEM',
            id: 11,
            title: 'Amber jar',
            subtitle: 'Amber Glassworks',
            imageUrl: null,
            href: '/browse-suppliers/catalog-item/11',
          },
        })}
        isOwn={false}
        conversationId={5}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Product Amber jar Amber Glassworks' }).getAttribute('href'),
    ).toBe('/browse-suppliers/catalog-item/11');
  });

  it('offers Accept and Decline on the other side’s meeting request only', () => {
    const request = makeMessage({
      type: 'ZOOM_MEETING_REQUEST',
      body: 'Samples',
      meetingRequest: {
        topic: 'Samples',
        durationMinutes: 30,
        proposedTimes: ['2030-03-03T15:00:00.000Z', '2030-03-04T15:00:00.000Z'],
        status: 'PENDING',
        acceptedTime: null,
        meetingMessageIndex: null,
      },
    });
    const { unmount } = renderWithProviders(
      <MessageBubble message={request} isOwn={false} conversationId={5} />,
    );
    expect(screen.getAllByRole('button', { name: /^Accept / })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    unmount();
    renderWithProviders(<MessageBubble message={request} isOwn conversationId={5} />);
    expect(screen.queryByRole('button', { name: /^Accept / })).toBeNull();
    expect(screen.getByText('Waiting for an answer')).toBeTruthy();
  });

  it('shows "Seen" under a read own message', () => {
    renderWithProviders(
      <MessageBubble message={makeMessage({ authorSide: 'STORE' })} isOwn isSeen conversationId={5} />,
    );
    expect(screen.getByText(/Seen/)).toBeTruthy();
  });

  it('shows an optimistic message as sending, then failed with a retry', () => {
    const pending: PendingMessage = {
      clientId: 'c-1',
      body: { type: 'TEXT', body: 'Hello', clientId: 'c-1' },
      status: 'sending',
      error: null,
      createdAt: '2026-01-01T12:00:00Z',
      previewCard: null,
    };
    const onRetry = vi.fn();
    const { unmount } = renderWithProviders(
      <MessageBubble
        message={pendingAsMessage(pending, 'STORE')}
        isOwn
        conversationId={5}
        pending={pending}
      />,
    );
    expect(screen.getByText('Sending…')).toBeTruthy();
    unmount();
    const failed = { ...pending, status: 'failed' as const, error: 'No connection' };
    renderWithProviders(
      <MessageBubble
        message={pendingAsMessage(failed, 'STORE')}
        isOwn
        conversationId={5}
        pending={failed}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText(/Not sent/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith('c-1');
  });
});
