import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { MAX_PROJECT_ATTACHMENTS } from '../../../../shared/contract/projects';
import { UPLOAD_ACCEPT_ATTRIBUTE } from '../../../../shared/contract/uploads';
import { FileUploadButton } from '../../../ui/file-upload-button';

export type AttachmentValue = { key: string; url: string; fileName: string };

/** Reference files (images, PDFs, design files) uploaded one by one with a progress bar. */
export function AttachmentsField({
  value,
  onChange,
}: {
  value: AttachmentValue[];
  onChange: (next: AttachmentValue[]) => void;
}) {
  const full = value.length >= MAX_PROJECT_ATTACHMENTS;

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
      <FileUploadButton
        label="Add a file"
        accept={UPLOAD_ACCEPT_ATTRIBUTE}
        disabled={full}
        onUploaded={(stored) =>
          onChange([...value, { key: stored.key, url: stored.url, fileName: stored.fileName }])
        }
      />
    </Stack>
  );
}
