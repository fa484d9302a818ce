import { Button, Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingFactory2, IconDownload, IconTrash } from '@tabler/icons-react';
import type { AiProduct } from '../../../../shared/contract/ai-design';
import { Can } from '../../../ui/can';
import { FactoryMatches } from '../components/factory-matches';
import { type DesignActions, SavedDesignFacts } from './design-card';
import { designFileName } from './design-file-name';

/** One saved design, opened: the big picture, its prompt, and download, find a factory and delete. */
export function DesignDetailModal({
  product,
  showFactories,
  onClose,
  onFindFactory,
  onDelete,
}: {
  product: AiProduct | null;
  showFactories: boolean;
  onClose: () => void;
} & Pick<DesignActions, 'onFindFactory' | 'onDelete'>) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={product?.title}
      size="xl"
      fullScreen={isPhone}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {product ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Image
              src={product.imageUrl}
              alt={product.title}
              radius="md"
              fit="contain"
              style={{ aspectRatio: '1 / 1', background: 'var(--mantine-color-gray-0)' }}
              data-testid="design-detail-image"
            />
            <Stack gap="sm">
              <Stack gap={2}>
                <Text size="sm" fw={600} component="h3" m={0}>
                  Prompt
                </Text>
                <Text size="sm" data-testid="design-detail-prompt">
                  {product.prompt || 'No prompt was saved with this design.'}
                </Text>
              </Stack>
              {product.description ? (
                <Text size="sm" c="dimmed">
                  {product.description}
                </Text>
              ) : null}
              <Group gap="xs">
                <SavedDesignFacts product={product} />
              </Group>
              <Group gap="xs" mt="xs">
                <Button
                  component="a"
                  href={product.imageUrl}
                  download={designFileName(product.title, product.imageUrl)}
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                >
                  Download
                </Button>
                {showFactories ? null : (
                  <Button
                    variant="light"
                    leftSection={<IconBuildingFactory2 size={16} aria-hidden />}
                    onClick={() => onFindFactory(product)}
                  >
                    Find a factory
                  </Button>
                )}
                <Can cls="write">
                  <Button
                    variant="default"
                    c="red.9"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => onDelete(product)}
                  >
                    Delete…
                  </Button>
                </Can>
              </Group>
            </Stack>
          </SimpleGrid>
          {showFactories ? <FactoryMatches description={product.prompt || product.title} /> : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
