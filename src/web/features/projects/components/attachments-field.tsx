import { ActionIcon, Anchor, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_PROJECT_ATTACHMENTS } from '../../../../shared/contract/projects';
import { UPLOAD_ACCEPT_ATTRIBUTE } from '../../../../shared/contract/uploads';
import { isApiError } from '../../../api/api-error';
import { uploadFile } from '../../../api/upload-file';

export type AttachmentValue = { key: string; url: string; fileName: string };

/** Reference files (images, PDFs, design files) uploaded one by one with a progress bar. */
export function AttachmentsField({
  value,
  onChange,
}: {
  value: AttachmentValue[];
  onChange: (next: AttachmentValue[]) => void;
}) {
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = value.length >= MAX_PROJECT_ATTACHMENTS;

  async function upload(file: File | null) {
    if (!file) return;
    setError(null);
    setProgress({ name: file.name, fraction: 0 });
    try {
      const stored = await uploadFile(file, {
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      });
      onChange([...value, { key: stored.key, url: stored.url, fileName: stored.fileName }]);
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The upload failed. Please try again.');
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="attachments-label">
        Attachments{' '}
        <Text span size="xs" c="dimmed">
          (designs, references, tech packs — up to {MAX_PROJECT_ATTACHMENTS})
        </Text>
      </Text>
      {value.length > 0 && (
        <Stack gap={4} aria-labelledby="attachments-label" role="list">
          {value.map((a) => (
            <Group key={a.key} gap="xs" role="listitem">
              <IconPaperclip size={14} aria-hidden />
              <Anchor href={a.url} target="_blank" rel="noreferrer" size="sm">
                {a.fileName}
              </Anchor>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Remove ${a.fileName}`}
                onClick={() => onChange(value.filter((x) => x.key !== a.key))}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Group>
        <FileButton onChange={upload} accept={UPLOAD_ACCEPT_ATTRIBUTE} disabled={full || progress !== null}>
          {(props) => (
            <Button {...props} variant="default" size="sm" loading={progress !== null}>
              Add a file
            </Button>
          )}
        </FileButton>
      </Group>
      {progress && (
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
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
