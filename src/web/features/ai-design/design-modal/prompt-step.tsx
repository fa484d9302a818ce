import { Button, Chip, CloseButton, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import type { FormEvent } from 'react';
import { MAX_IMAGES_PER_REQUEST, SKETCH_KEYS, type SketchKey } from '../../../../shared/contract/ai-design';
import type { UploadedFile } from '../../../../shared/contract/uploads';
import { ImageUploadButton } from '../../../ui/image-upload-button';
import { AiFailureAlert } from '../components/plan-refusal';
import { creditsLabel, type DesignModalState, savedCountLabel } from './design-modal-state';

const label = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** PROMPT: what to design, the shapes to start from, an optional starting picture, and the credits left. */
export function PromptStep({
  state,
  prompt,
  promptError,
  startImage,
  onPromptChange,
  onToggleSketchKey,
  onStartImageChange,
  onGenerate,
  onBackToResults,
}: {
  state: DesignModalState;
  prompt: string;
  promptError: string | null;
  startImage: UploadedFile | null;
  onPromptChange: (prompt: string) => void;
  onToggleSketchKey: (key: SketchKey) => void;
  onStartImageChange: (file: UploadedFile | null) => void;
  onGenerate: () => void;
  onBackToResults: () => void;
}) {
  const credits = creditsLabel(state);
  const saved = savedCountLabel(state.totalCount);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onGenerate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Describe your design">
      <Stack gap="md">
        <Textarea
          label="Describe your product"
          description="Materials, colours, style and what it is for."
          placeholder="A calming lavender candle in an amber glass jar with a wooden lid"
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          value={prompt}
          error={promptError}
          onChange={(e) => onPromptChange(e.currentTarget.value)}
        />
        <Stack gap={6} component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" size="sm" fw={500} p={0}>
            Start from a shape (optional)
          </Text>
          <Text size="xs" c="dimmed">
            {state.sketchKeys.length > 0
              ? `The first one you pick (${label(state.sketchKeys[0]!)}) shapes the product.`
              : 'The first one you pick shapes the product.'}
          </Text>
          <Group gap={6}>
            {SKETCH_KEYS.map((key) => (
              <Chip
                key={key}
                size="xs"
                checked={state.sketchKeys.includes(key)}
                onChange={() => onToggleSketchKey(key)}
              >
                {label(key)}
              </Chip>
            ))}
          </Group>
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Starting image (optional)
          </Text>
          {startImage ? (
            <Group gap="sm">
              <Image src={startImage.url} alt="Your starting image" w={72} h={72} radius="sm" fit="cover" />
              <Text size="sm">{startImage.fileName}</Text>
              <CloseButton aria-label="Remove the starting image" onClick={() => onStartImageChange(null)} />
            </Group>
          ) : (
            <ImageUploadButton label="Upload a sketch or photo" onUploaded={onStartImageChange} />
          )}
        </Stack>
        {state.error ? <AiFailureAlert failure={state.error} /> : null}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c={state.trialRemaining === 0 ? 'orange' : 'dimmed'} data-testid="design-credits">
            {[credits, saved].filter(Boolean).join(' · ')}
          </Text>
          <Group gap="xs">
            {state.generated ? (
              <Button variant="default" onClick={onBackToResults}>
                Back to results
              </Button>
            ) : null}
            <Button type="submit">Generate {MAX_IMAGES_PER_REQUEST} designs</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
