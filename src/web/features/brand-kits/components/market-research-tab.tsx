import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconEdit, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { BrandKit } from '../../../../shared/contract/brand-kits';
import { useRequestGeneration } from '../api/kit-actions';
import { useUpdateBrandKit } from '../api/update-brand-kit';
import { ConfirmModal } from './confirm-modal';
import { ResearchText } from './research-text';
import { SlideCard } from './slide-card';

/** The Market research slide: the research as text, editable, or written again. */
export function MarketResearchTab({ kit }: { kit: BrandKit }) {
  const update = useUpdateBrandKit(kit.id);
  const generate = useRequestGeneration(kit.id);
  const [draft, setDraft] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const writing = kit.pendingRequests.some((r) => r.type === 'MARKET_RESEARCH');

  // The server sets research only when it is empty (spec §4): clear it, then ask for new research.
  const regenerate = () =>
    update.mutate(
      { marketResearch: '' },
      {
        onSuccess: () => generate.mutate('MARKET_RESEARCH'),
        onSettled: () => setAsked(false),
      },
    );

  if (draft !== null)
    return (
      <SlideCard>
        <Stack gap="sm">
          <Textarea
            label="Market research"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            autosize
            minRows={12}
            maxLength={20_000}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDraft(null)}>
              Cancel
            </Button>
            <Button
              loading={update.isPending}
              onClick={() =>
                update.mutate({ marketResearch: draft.trim() }, { onSuccess: () => setDraft(null) })
              }
            >
              Save research
            </Button>
          </Group>
        </Stack>
      </SlideCard>
    );

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="xs">
        <Button
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconEdit size={14} aria-hidden />}
          disabled={writing}
          onClick={() => setDraft(kit.marketResearch)}
        >
          Edit
        </Button>
        <Button
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={writing || update.isPending || generate.isPending}
          onClick={() => (kit.marketResearch.trim() ? setAsked(true) : generate.mutate('MARKET_RESEARCH'))}
        >
          Regenerate
        </Button>
      </Group>
      {kit.marketResearch.trim() ? (
        <ResearchText text={kit.marketResearch} />
      ) : (
        <Text>{writing ? 'Your market research is being written…' : 'No market research yet.'}</Text>
      )}
      <ConfirmModal
        opened={asked}
        title="Write new market research?"
        message="The current research, and any edits you made to it, are replaced."
        confirmLabel="Regenerate"
        color="orange"
        loading={update.isPending || generate.isPending}
        onClose={() => setAsked(false)}
        onConfirm={regenerate}
      />
    </Stack>
  );
}
