// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROJECT_INTRO_MESSAGE } from '../../../../shared/rules/constants';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { uploadChatFile } from '../api/upload-chat-file';
import { Composer } from './composer';

vi.mock('../api/upload-chat-file', () => ({ uploadChatFile: vi.fn() }));
const upload = vi.mocked(uploadChatFile);

const fetchMock = mockApi((url) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/conversations/5/typing') return json({ ok: true });
  if (path === '/web/project-management/3')
    return json({ id: 3, title: 'Amber candle jars', quantity: 1000 });
  if (path === '/app/catalog-companies/9')
    return json({ id: 9, name: 'Oak Mills', countryCode: 'VN', logoUrl: '' });
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

function renderComposer(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const send = vi.fn();
  const onDraftCardDone = vi.fn();
  renderWithProviders(
    <Composer conversationId={5} send={send} draftCard={null} onDraftCardDone={onDraftCardDone} {...props} />,
  );
  return { send, onDraftCardDone, input: screen.getByRole('textbox', { name: 'Message' }) };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const pickFiles = (files: File[]) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};
const file = (name: string, size = 1024) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

beforeEach(() => {
  upload.mockReset();
});

describe('Composer', () => {
  it('sends with Enter and clears the text', () => {
    const { send, input } = renderComposer();
    type(input, '  Hello there  ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(send).toHaveBeenCalledWith({ type: 'TEXT', body: 'Hello there' });
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps Shift+Enter for a new line', () => {
    const { send, input } = renderComposer();
    type(input, 'Line one');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(send).not.toHaveBeenCalled();
  });

  it('never sends empty text', () => {
    const { send, input } = renderComposer();
    type(input, '   \n  ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(send).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('signals typing over HTTP when there is no live connection, throttled', () => {
    const { input } = renderComposer();
    type(input, 'H');
    type(input, 'He');
    type(input, 'Hel');
    const typing = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/typing'));
    expect(typing).toHaveLength(1);
  });

  it('uploads files in parallel and sends each as the message its extension calls for', async () => {
    upload.mockImplementation(async (f) => ({
      id: 1,
      key: f.name,
      url: `/rest/main/files/${f.name}`,
      fileName: f.name,
      contentType: '',
      size: f.size,
      kind: 'file',
      createdAt: '',
    }));
    const { send } = renderComposer();
    pickFiles([file('photo.png'), file('clip.mov'), file('spec.pdf'), file('logo.ai')]);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(4));
    expect(upload).toHaveBeenCalledTimes(4);
    const sent = send.mock.calls.map(([body]) => body);
    expect(sent).toContainEqual({
      type: 'IMAGE',
      body: '',
      imageUrls: ['/rest/main/files/photo.png'],
      fileName: 'photo.png',
    });
    expect(sent).toContainEqual({
      type: 'VIDEO',
      body: '',
      videoUrls: ['/rest/main/files/clip.mov'],
      fileName: 'clip.mov',
    });
    expect(sent).toContainEqual({
      type: 'PDF',
      body: '',
      pdfUrls: ['/rest/main/files/spec.pdf'],
      fileName: 'spec.pdf',
    });
    expect(sent).toContainEqual({
      type: 'TEXT',
      body: '',
      fileUrls: ['/rest/main/files/logo.ai'],
      fileName: 'logo.ai',
    });
  });

  it('shows each upload’s progress, and refuses a file type the chat cannot send', async () => {
    upload.mockImplementation((_f, opts) => {
      opts?.onProgress?.(0.5);
      return new Promise(() => {});
    });
    const { send } = renderComposer();
    pickFiles([file('big.mp4', 50 * 1024 * 1024), file('notes.docx')]);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of big.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('alert').textContent).toMatch(/\.docx files can't be sent/);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('attaches a custom project card with the default introduction', async () => {
    const { send, onDraftCardDone, input } = renderComposer({ draftCard: { kind: 'project', id: 3 } });
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(DEFAULT_PROJECT_INTRO_MESSAGE));
    expect(await screen.findByText('Amber candle jars')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).toHaveBeenCalledWith(
      { type: 'CREATOR_CUSTOM_PROJECT', body: DEFAULT_PROJECT_INTRO_MESSAGE, projectRequestId: 3 },
      expect.objectContaining({ kind: 'CUSTOM_PROJECT', id: 3, title: 'Amber candle jars' }),
    );
    expect(onDraftCardDone).toHaveBeenCalled();
  });

  it('shares a product or supplier from a pasted link, and refuses other links', async () => {
    const onShareCard = vi.fn();
    renderComposer({ onShareCard });
    fireEvent.click(screen.getByRole('button', { name: 'Share a product or supplier' }));
    const link = await screen.findByRole('textbox', { name: /Link/ });
    fireEvent.change(link, { target: { value: 'https://quarry.example/create-custom-project/3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText(/Paste the link of a product or a supplier profile/)).toBeTruthy();
    expect(onShareCard).not.toHaveBeenCalled();
    fireEvent.change(link, {
      target: { value: 'https://quarry.example/browse-suppliers/supplier-profile/9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(onShareCard).toHaveBeenCalledWith({ kind: 'supplier', id: 9 });
  });

  it('has no share action where sharing is not offered', () => {
    renderComposer();
    expect(screen.queryByRole('button', { name: 'Share a product or supplier' })).toBeNull();
  });

  it('sends a shared supplier profile as a SUPPLIER_PROFILE message with its preview', async () => {
    const { send, onDraftCardDone } = renderComposer({ draftCard: { kind: 'supplier', id: 9 } });
    expect(await screen.findByText('Oak Mills')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).toHaveBeenCalledWith(
      { type: 'SUPPLIER_PROFILE', body: '', supplierId: 9 },
      expect.objectContaining({ kind: 'SUPPLIER_PROFILE', id: 9, title: 'Oak Mills' }),
    );
    expect(onDraftCardDone).toHaveBeenCalled();
  });
});
