import { Button, Stack, Text } from '@mantine/core';
import { RoleLock } from '../../../ui/can';
import { PageHeader } from '../../../ui/page-header';
import { useAiProductsTotalCount } from '../api/get-design-credits';
import { DesignGallery } from '../components/design-gallery';
import { DesignModal } from '../design-modal/design-modal';
import { savedCountLabel } from '../design-modal/design-modal-state';
import { useDesignDialog } from '../design-modal/use-design-dialog';

/** /product-design and /sourcing/product-design: the store's saved designs and the design modal. */
export default function ProductDesignPage() {
  const dialog = useDesignDialog();
  const total = useAiProductsTotalCount();
  const saved = savedCountLabel(total.data?.count ?? null);
  return (
    <Stack gap="md">
      <PageHeader
        title="AI product design"
        description="Describe a product and get four designs in seconds. Save the ones you love, then find a factory to make them."
        actions={
          // Generating and saving designs are `write` calls (decision 042).
          <RoleLock cls="write">
            <Button onClick={dialog.open}>Design a product</Button>
          </RoleLock>
        }
      />
      <Stack gap="xs" component="section" aria-labelledby="gallery-heading">
        <Text component="h2" fw={600} size="lg" id="gallery-heading" m={0}>
          Your gallery
        </Text>
        {saved ? (
          <Text size="sm" c="dimmed">
            {saved}
          </Text>
        ) : null}
        <DesignGallery onDesign={dialog.open} />
      </Stack>
      <DesignModal opened={dialog.opened} onClose={dialog.close} />
    </Stack>
  );
}
