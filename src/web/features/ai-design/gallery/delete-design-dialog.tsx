import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AiProduct } from '../../../../shared/contract/ai-design';
import { useDeleteAiProduct } from '../api/delete-ai-product';

/** Asks before deleting a saved design; deletes it, and says so, on confirmation. */
export function DeleteDesignDialog({
  product,
  onCancel,
  onDeleted,
}: {
  product: AiProduct | null;
  onCancel: () => void;
  onDeleted: (product: AiProduct) => void;
}) {
  const remove = useDeleteAiProduct();
  const cancel = () => {
    remove.reset();
    onCancel();
  };
  const confirm = async (p: AiProduct) => {
    try {
      await remove.mutateAsync(p.id);
      remove.reset();
      notifications.show({ color: 'green', title: 'Design deleted', message: p.title });
      onDeleted(p);
    } catch {
      // The alert below shows the error; the dialog stays so the founder can try again.
    }
  };
  return (
    <Modal
      opened={product !== null}
      onClose={cancel}
      title="Delete this design?"
      centered
      zIndex={300}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {product ? (
        <Stack gap="md">
          <Text size="sm">
            “{product.title}” will be removed from your gallery
            {product.aiIdeaId !== null ? ' and from its ideation' : ''}. This can’t be undone.
          </Text>
          {remove.isError ? (
            <Alert color="red" variant="light" role="alert">
              {remove.error instanceof Error ? remove.error.message : 'The design could not be deleted.'}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => void confirm(product)}>
              Delete design
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
