import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import type { AiProduct } from '../../../../shared/contract/ai-design';
import { RoleLock } from '../../../ui/can';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useGallery } from '../api/get-gallery';
import { DeleteDesignDialog } from '../gallery/delete-design-dialog';
import { DesignCard } from '../gallery/design-card';
import { DesignDetailModal } from '../gallery/design-detail-modal';
import { useGalleryDialogs } from '../gallery/use-gallery-dialogs';

/**
 * The store's saved designs (GET /web/ai-products?inGallery=true), newest first. A design opens in a dialog
 * (`?design={id}`), goes to its factory matches (`&factories=1`), downloads, and deletes after a confirmation.
 */
export function DesignGallery({ onDesign }: { onDesign: () => void }) {
  const gallery = useGallery();
  const dialogs = useGalleryDialogs();
  const [toDelete, setToDelete] = useState<AiProduct | null>(null);
  if (gallery.isPending) return <PageLoader label="Loading your designs…" />;
  if (gallery.isError) return <PageError error={gallery.error} onRetry={() => gallery.refetch()} />;
  const opened = gallery.data.find((p) => p.id === dialogs.openId) ?? null;
  const deleteDialog = (
    <DeleteDesignDialog
      product={toDelete}
      onCancel={() => setToDelete(null)}
      onDeleted={(p) => {
        setToDelete(null);
        if (p.id === dialogs.openId) dialogs.close();
      }}
    />
  );
  if (gallery.data.length === 0)
    return (
      <Stack align="flex-start" gap="xs" data-testid="gallery-empty">
        <EmptySection title="No saved designs yet">
          Describe a product and Quarry draws four designs for it. The ones you save show up here.
        </EmptySection>
        <RoleLock cls="write">
          <Button variant="light" onClick={onDesign}>
            Design your first product
          </Button>
        </RoleLock>
        {deleteDialog}
      </Stack>
    );
  return (
    <>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 4 }}
        spacing="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Your saved designs"
      >
        {gallery.data.map((product) => (
          <DesignCard
            key={product.id}
            product={product}
            onOpen={(p) => dialogs.open(p.id)}
            onFindFactory={(p) => dialogs.open(p.id, true)}
            onDelete={setToDelete}
          />
        ))}
      </SimpleGrid>
      <DesignDetailModal
        product={opened}
        showFactories={dialogs.showFactories}
        onClose={dialogs.close}
        onFindFactory={(p) => dialogs.open(p.id, true)}
        onDelete={setToDelete}
      />
      {deleteDialog}
    </>
  );
}
