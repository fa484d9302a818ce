import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ImageSlotRef } from '../../../../shared/contract/brand-kits';
import { useRegenerateImages } from '../api/kit-actions';

/** Draws these image slots again (one IMAGE request): a section's "Regenerate section", the selected products'. */
export function RegenerateButton({
  kitId,
  slots,
  label,
  disabled = false,
}: {
  kitId: number;
  slots: ImageSlotRef[];
  label: string;
  disabled?: boolean;
}) {
  const regenerate = useRegenerateImages(kitId);
  return (
    <Button
      size="xs"
      variant="white"
      color="dark"
      leftSection={<IconRefresh size={14} aria-hidden />}
      loading={regenerate.isPending}
      disabled={disabled}
      onClick={() => regenerate.mutate(slots)}
    >
      {label}
    </Button>
  );
}
