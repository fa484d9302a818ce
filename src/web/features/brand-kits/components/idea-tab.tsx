import { Badge, Button, ColorSwatch, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { BrandIdea, BrandKit, UpdateBrandKitBody } from '../../../../shared/contract/brand-kits';
import { brandImageSlots } from '../../../../shared/rules/brand-kit';
import { useRequestGeneration } from '../api/kit-actions';
import { useUpdateBrandKit } from '../api/update-brand-kit';
import { ConfirmModal } from './confirm-modal';
import { EditableText } from './editable-text';
import { ImageSlotSection } from './image-slot-section';
import { PaletteEditor } from './palette-editor';
import { SlideCard } from './slide-card';

type IdeaPatch = Omit<NonNullable<UpdateBrandKitBody['brandIdea']>, 'uuid'>;

export const RESET_ON_SELECT_MESSAGE = 'This resets the mood board, product ideas and market research';

/** The brand ideas generated so far; choosing another one (after a warning) resets what was built on it. */
function IdeaSwitcher({ kit, pendingIdeas }: { kit: BrandKit; pendingIdeas: boolean }) {
  const update = useUpdateBrandKit(kit.id);
  const more = useRequestGeneration(kit.id);
  const [asked, setAsked] = useState<BrandIdea | null>(null);
  const selected = kit.brandIdeas.selected;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Brand ideas</Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconSparkles size={14} aria-hidden />}
          loading={more.isPending || pendingIdeas}
          onClick={() => more.mutate('BRAND_IDEA')}
        >
          More ideas
        </Button>
      </Group>
      <Group gap="xs" role="group" aria-label="Brand ideas">
        {kit.brandIdeas.generations.map((idea) => {
          const isSelected = idea.uuid === selected;
          return (
            <UnstyledButton
              key={idea.uuid}
              aria-pressed={isSelected}
              onClick={() => (isSelected ? undefined : setAsked(idea))}
              p="xs"
              bg="white"
              c="dark"
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                outline: isSelected
                  ? '3px solid var(--mantine-color-violet-6)'
                  : '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <Stack gap={4}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {idea.brandName}
                  </Text>
                  {isSelected ? (
                    <Badge size="xs" variant="light">
                      Selected
                    </Badge>
                  ) : null}
                </Group>
                <Group gap={2} aria-hidden>
                  {idea.colorPalette.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed palette positions.
                    <ColorSwatch key={i} color={c.hexCode} size={14} />
                  ))}
                </Group>
              </Stack>
            </UnstyledButton>
          );
        })}
      </Group>
      <ConfirmModal
        opened={asked !== null}
        title={`Use ${asked?.brandName ?? 'this idea'}?`}
        message={`${RESET_ON_SELECT_MESSAGE}, and makes them again for this idea.`}
        confirmLabel="Use this idea"
        color="orange"
        loading={update.isPending}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          update.mutate({ selectedBrandIdea: asked.uuid }, { onSettled: () => setAsked(null) });
        }}
      />
    </Stack>
  );
}

/** The Idea slide: the brand idea switcher, its editable words and colours, and its four brand images. */
export function IdeaTab({ kit, idea }: { kit: BrandKit; idea: BrandIdea | null }) {
  const update = useUpdateBrandKit(kit.id);
  const pendingIdeas = kit.pendingRequests.some((r) => r.type === 'BRAND_IDEA');
  if (!idea)
    return (
      <SlideCard>
        <Text size="sm">{pendingIdeas ? 'Your brand ideas are on their way…' : 'No brand idea yet.'}</Text>
      </SlideCard>
    );
  const save = (patch: IdeaPatch) => update.mutate({ brandIdea: { uuid: idea.uuid, ...patch } });
  return (
    <Stack gap="lg">
      <IdeaSwitcher kit={kit} pendingIdeas={pendingIdeas} />
      <SlideCard key={idea.uuid}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <EditableText
              label="Brand name"
              value={idea.brandName}
              maxLength={60}
              required="The brand needs a name"
              onSave={(brandName) => save({ brandName })}
            />
            <EditableText
              label="Slogan"
              value={idea.slogan}
              maxLength={140}
              onSave={(slogan) => save({ slogan })}
            />
          </SimpleGrid>
          <EditableText
            label="Mission"
            value={idea.mission}
            maxLength={600}
            multiline
            onSave={(mission) => save({ mission })}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {idea.valueProps.map((prop, index) => (
              <EditableText
                // biome-ignore lint/suspicious/noArrayIndexKey: three fixed value propositions.
                key={index}
                label={`Value proposition ${index + 1}`}
                value={prop}
                maxLength={200}
                multiline
                onSave={(next) =>
                  save({ valueProps: idea.valueProps.map((p, i) => (i === index ? next : p)) })
                }
              />
            ))}
          </SimpleGrid>
          <PaletteEditor palette={idea.colorPalette} onSave={(colorPalette) => save({ colorPalette })} />
        </Stack>
      </SlideCard>
      <ImageSlotSection
        kitId={kit.id}
        title="Brand images"
        itemLabel="Brand image"
        slots={brandImageSlots(idea.uuid)}
        images={idea.images}
        tray={idea.imageTray}
      />
    </Stack>
  );
}
