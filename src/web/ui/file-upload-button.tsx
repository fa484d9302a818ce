import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { UploadedFile } from '../../shared/contract/uploads';
import { isApiError } from '../api/api-error';
import { uploadFile } from '../api/upload-file';

/**
 * Picks one file, uploads it (POST /upload) with a progress bar that names it, and hands the stored file to
 * `onUploaded`; a failed upload says why under the button. The one upload routine of every form field.
 */
export function FileUploadButton({
  label,
  accept,
  onUploaded,
  disabled,
  icon,
}: {
  label: string;
  /** For the file picker, e.g. `image/png,image/jpeg` or `.pdf,.png`. */
  accept: string;
  onUploaded: (file: UploadedFile) => void;
  disabled?: boolean;
  icon?: ReactNode;
}) {
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setError(null);
    setProgress({ name: file.name, fraction: 0 });
    try {
      onUploaded(
        await uploadFile(file, { onProgress: (fraction) => setProgress({ name: file.name, fraction }) }),
      );
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The upload failed. Please try again.');
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="xs">
      <Group>
        <FileButton onChange={upload} accept={accept} disabled={disabled || progress !== null}>
          {(props) => (
            <Button {...props} variant="default" leftSection={icon} loading={progress !== null}>
              {label}
            </Button>
          )}
        </FileButton>
      </Group>
      {progress ? (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Uploading {progress.name}…
          </Text>
          <Progress
            value={Math.round(progress.fraction * 100)}
            size="sm"
            aria-label={`Upload progress of ${progress.name}`}
            animated
          />
        </Stack>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
