// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '../../shared/contract/uploads';
import { ApiError } from '../api/api-error';
import { uploadFile } from '../api/upload-file';
import { renderWithProviders } from '../test/render';
import { FileUploadButton } from './file-upload-button';

vi.mock('../api/upload-file', () => ({ uploadFile: vi.fn() }));
const upload = vi.mocked(uploadFile);

const stored: UploadedFile = {
  id: 1,
  key: 'k1',
  url: '/rest/main/files/k1.png',
  fileName: 'swatch.png',
  contentType: 'image/png',
  size: 10,
  kind: 'image',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const pick = (name: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'image/png' })] } });
};

afterEach(() => upload.mockReset());

describe('the file upload button', () => {
  it('names the file while it uploads, hands over the stored file, and takes one file at a time', async () => {
    let finish: (file: UploadedFile) => void = () => {};
    upload.mockImplementation((_file, opts) => {
      opts?.onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const onUploaded = vi.fn();
    renderWithProviders(
      <FileUploadButton label="Upload a picture" accept="image/png" onUploaded={onUploaded} />,
    );
    pick('swatch.png');
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of swatch.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Uploading swatch.png…')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Upload a picture/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    finish(stored);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("says why an upload failed, in the error catalogue's words", async () => {
    upload.mockRejectedValue(
      new ApiError({ status: 413, code: 'TOO_LARGE', message: 'The file is too large' }),
    );
    const onUploaded = vi.fn();
    renderWithProviders(<FileUploadButton label="Add a file" accept=".pdf" onUploaded={onUploaded} />);
    pick('huge.pdf');
    expect((await screen.findByRole('alert')).textContent).toBe('The file is too large');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
