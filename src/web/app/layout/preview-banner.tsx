import { Alert } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { usePreviewFlag } from '../../api/use-session-token';

/** Shown to preview accounts on every page: they can look around but not change anything. */
export function PreviewBanner() {
  const isPreview = usePreviewFlag();
  if (!isPreview) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconEye size={18} aria-hidden />}
      title="Preview account"
      mb="md"
      role="status"
      data-testid="preview-banner"
    >
      You are exploring Quarry with a preview account. You can look around freely, but changes can't be saved.
    </Alert>
  );
}
