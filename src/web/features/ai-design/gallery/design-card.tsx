import {
  ActionIcon,
  AspectRatio,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBuildingFactory2, IconDots, IconDownload, IconMaximize, IconTrash } from '@tabler/icons-react';
import type { AiProduct } from '../../../../shared/contract/ai-design';
import { Can } from '../../../ui/can';
import { designFileName } from './design-file-name';

const formatSavedDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** When a design was saved, and whether its picture carries the trial's watermark (card and opened design). */
export function SavedDesignFacts({ product }: { product: AiProduct }) {
  return (
    <>
      <Text size="xs" c="dimmed">
        Saved {formatSavedDate(product.createdAt)}
      </Text>
      {product.watermarked ? (
        <Badge size="xs" variant="light" color="gray">
          Watermarked
        </Badge>
      ) : null}
    </>
  );
}

export type DesignActions = {
  onOpen: (product: AiProduct) => void;
  onFindFactory: (product: AiProduct) => void;
  onDelete: (product: AiProduct) => void;
};

/** A saved design in the gallery: its picture opens it; find a factory, download and delete are at hand. */
export function DesignCard({
  product,
  onOpen,
  onFindFactory,
  onDelete,
}: { product: AiProduct } & DesignActions) {
  return (
    <Card withBorder padding="sm" h="100%" component="li" data-testid="gallery-design">
      <Card.Section>
        <UnstyledButton
          onClick={() => onOpen(product)}
          aria-label={`Open ${product.title}`}
          w="100%"
          display="block"
        >
          <AspectRatio ratio={1}>
            <Image src={product.imageUrl} alt={product.title} loading="lazy" fit="cover" />
          </AspectRatio>
        </UnstyledButton>
      </Card.Section>
      <Stack gap={6} mt="xs" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
          <Text fw={600} size="sm" lineClamp={2} style={{ minWidth: 0 }}>
            {product.title}
          </Text>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${product.title}`}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconMaximize size={14} aria-hidden />} onClick={() => onOpen(product)}>
                Open
              </Menu.Item>
              <Menu.Item
                component="a"
                href={product.imageUrl}
                download={designFileName(product.title, product.imageUrl)}
                leftSection={<IconDownload size={14} aria-hidden />}
              >
                Download
              </Menu.Item>
              <Menu.Item
                leftSection={<IconBuildingFactory2 size={14} aria-hidden />}
                onClick={() => onFindFactory(product)}
              >
                Find a factory
              </Menu.Item>
              {/* Deleting is a `write` (decision 042): not offered to a role that may not. */}
              <Can cls="write">
                <Menu.Divider />
                <Menu.Item
                  color="red.9"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => onDelete(product)}
                >
                  Delete…
                </Menu.Item>
              </Can>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <SavedDesignFacts product={product} />
        <Button
          size="xs"
          variant="light"
          mt="auto"
          leftSection={<IconBuildingFactory2 size={14} aria-hidden />}
          onClick={() => onFindFactory(product)}
          aria-label={`Find a factory for ${product.title}`}
        >
          Find a factory
        </Button>
      </Stack>
    </Card>
  );
}
