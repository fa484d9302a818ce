import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { CreateAiProductBody } from '../../../../shared/contract/ai-design';
import { paths } from '../../../routing/paths';
import { FactoryMatches } from '../components/factory-matches';
import { type AiFailure, AiFailureAlert } from '../components/plan-refusal';
import type { DesignGeneration } from './design-modal-state';

/** A design's default name: the prompt's first words. */
export function defaultDesignTitle(prompt: string): string {
  const text = prompt.trim().replace(/\s+/g, ' ');
  if (text.length <= 60) return text;
  const cut = text.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : 60)}…`;
}

/** RESULTS: the generated images to pick from, saving the pick, regenerating, and finding a factory. */
export function ResultsStep({
  generated,
  selectedIndex,
  savedIndexes,
  saving,
  saveFailure,
  onSelect,
  onSave,
  onRegenerate,
  onEditPrompt,
}: {
  generated: DesignGeneration;
  selectedIndex: number | null;
  savedIndexes: number[];
  saving: boolean;
  saveFailure: AiFailure | null;
  onSelect: (index: number) => void;
  onSave: (title: string) => void;
  onRegenerate: () => void;
  onEditPrompt: () => void;
}) {
  const [title, setTitle] = useState(() => defaultDesignTitle(generated.prompt));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [findingFactory, setFindingFactory] = useState(false);
  const watermarked = generated.images.some((image) => image.watermarked);
  const isSaved = selectedIndex !== null && savedIndexes.includes(selectedIndex);
  const total = generated.images.length;

  const save = (e: FormEvent) => {
    e.preventDefault();
    const checked = CreateAiProductBody.shape.title.safeParse(title);
    if (!checked.success) {
      setTitleError(checked.error.issues[0]?.message ?? 'Name the design');
      return;
    }
    setTitleError(null);
    onSave(checked.data);
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        “{generated.prompt}”
      </Text>
      {watermarked ? (
        <Alert color="gray" variant="light" data-testid="watermark-note">
          Watermarked — choose a plan to remove it.{' '}
          <Anchor component={Link} to={paths.stores.managePlan()} size="sm">
            See plans
          </Anchor>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label="Generated designs">
        {generated.images.map((image, index) => {
          const selected = index === selectedIndex;
          return (
            <UnstyledButton
              key={image.url}
              onClick={() => onSelect(index)}
              aria-pressed={selected}
              aria-label={`Design ${index + 1} of ${total}${savedIndexes.includes(index) ? ', saved' : ''}`}
              style={{
                borderRadius: 8,
                outline: selected
                  ? '3px solid var(--mantine-primary-color-filled)'
                  : '1px solid var(--mantine-color-gray-3)',
                outlineOffset: selected ? 0 : -1,
                overflow: 'hidden',
              }}
            >
              <Image src={image.url} alt="" fit="cover" style={{ aspectRatio: '1 / 1' }} />
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <form onSubmit={save} noValidate aria-label="Save the selected design">
        <Stack gap="sm">
          <TextInput
            label="Design name"
            value={title}
            error={titleError}
            maxLength={120}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          {saveFailure ? <AiFailureAlert failure={saveFailure} /> : null}
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Button variant="default" onClick={onEditPrompt}>
                Edit prompt
              </Button>
              <Button variant="default" onClick={onRegenerate}>
                Regenerate
              </Button>
            </Group>
            <Group gap="xs">
              <Button variant="light" onClick={() => setFindingFactory(true)} disabled={findingFactory}>
                Find a factory for this
              </Button>
              <Button type="submit" loading={saving} disabled={selectedIndex === null || isSaved}>
                {isSaved ? 'Saved to gallery' : 'Save to gallery'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      {findingFactory ? <FactoryMatches description={generated.prompt} /> : null}
    </Stack>
  );
}
