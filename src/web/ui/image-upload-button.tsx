import { Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { UploadedFile } from '../../shared/contract/uploads';
import { isApiError } from '../api/api-error';
import { uploadFile } from '../api/upload-file';

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp,.jfif';

/** Picks an image, uploads it with a progress bar, and hands the stored file to `onUploaded`. */
export function ImageUploadButton({
  label = 'Upload image',
  onUploaded,
  disabled,
}: {
  label?: string;
  onUploaded: (file: UploadedFile) => void;
  disabled?: boolean;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      onUploaded(await uploadFile(file, { onProgress: setProgress }));
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The upload failed. Please try again.');
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap={4}>
      <FileButton onChange={upload} accept={IMAGE_ACCEPT} disabled={disabled || progress !== null}>
        {(props) => (
          <Button {...props} variant="default" loading={progress !== null}>
            {label}
          </Button>
        )}
      </FileButton>
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} size="sm" aria-label="Upload progress" animated />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
