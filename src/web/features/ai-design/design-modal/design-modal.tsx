import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useReducer, useRef, useState } from 'react';
import { MAX_IMAGES_PER_REQUEST } from '../../../../shared/contract/ai-design';
import type { UploadedFile } from '../../../../shared/contract/uploads';
import { useGenerateImages } from '../api/generate-images';
import { useAiProductsTotalCount, useDesignCredits } from '../api/get-design-credits';
import { useSaveAiProduct } from '../api/save-ai-product';
import { GenerationProgress } from '../components/generation-progress';
import { type AiFailure, toAiFailure } from '../components/plan-refusal';
import { designModalReducer, initialDesignModalState, validatePrompt } from './design-modal-state';
import { PromptStep } from './prompt-step';
import { ResultsStep } from './results-step';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const STEP_TITLES = {
  PROMPT: 'Design a product',
  GENERATING: 'Designing…',
  RESULTS: 'Pick your design',
} as const;

/**
 * The design modal (spec §3 "Design modal state"): PROMPT → GENERATING → RESULTS, with the credits and the
 * trial's refusal, saving a pick to the gallery and finding a factory for it.
 */
export function DesignModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [state, dispatch] = useReducer(designModalReducer, initialDesignModalState);
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [startImage, setStartImage] = useState<UploadedFile | null>(null);
  const [saveFailure, setSaveFailure] = useState<AiFailure | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const credits = useDesignCredits();
  const totalCount = useAiProductsTotalCount();
  const generateImages = useGenerateImages();
  const saveAiProduct = useSaveAiProduct();

  useEffect(() => {
    if (credits.data) dispatch({ type: 'credits-loaded', credits: credits.data });
  }, [credits.data]);
  useEffect(() => {
    if (totalCount.data) dispatch({ type: 'total-count-loaded', count: totalCount.data.count });
  }, [totalCount.data]);

  async function generate(text: string, sketchKeys = state.sketchKeys) {
    const problem = validatePrompt(text);
    setPromptError(problem);
    if (problem) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setSaveFailure(null);
    dispatch({ type: 'generate-started' });
    try {
      const answer = await generateImages.mutateAsync({
        body: {
          prompt: text.trim(),
          numImages: MAX_IMAGES_PER_REQUEST,
          deductCredits: false,
          saveToImageGallery: false,
          sketchKeys,
        },
        initImageUrl: startImage?.url ?? null,
        signal: controller.signal,
      });
      dispatch({
        type: 'generate-succeeded',
        generation: {
          generationId: answer.generationId,
          prompt: text.trim(),
          sketchKeys,
          images: answer.images,
        },
        credits: answer.credits,
      });
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) dispatch({ type: 'generate-cancelled' });
      else dispatch({ type: 'generate-failed', error: toAiFailure(error) });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  async function save(title: string) {
    const generated = state.generated;
    const index = state.selectedIndex;
    const image = index === null ? undefined : generated?.images[index];
    if (!generated || index === null || !image) return;
    setSaveFailure(null);
    try {
      await saveAiProduct.mutateAsync({
        title,
        description: '',
        prompt: generated.prompt,
        sketchKeys: generated.sketchKeys,
        imageUrls: [image.url],
        inGallery: true,
      });
      dispatch({ type: 'saved', index });
      notifications.show({ color: 'green', title: 'Saved to your gallery', message: title });
    } catch (error) {
      setSaveFailure(toAiFailure(error));
    }
  }

  function close() {
    inFlight.current?.abort();
    dispatch({ type: 'reset' });
    setPrompt('');
    setPromptError(null);
    setStartImage(null);
    setSaveFailure(null);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={STEP_TITLES[state.step]}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {state.step === 'PROMPT' ? (
        <PromptStep
          state={state}
          prompt={prompt}
          promptError={promptError}
          startImage={startImage}
          onPromptChange={(value) => {
            setPrompt(value);
            if (promptError) setPromptError(validatePrompt(value));
          }}
          onToggleSketchKey={(key) => dispatch({ type: 'toggle-sketch-key', key })}
          onStartImageChange={setStartImage}
          onGenerate={() => void generate(prompt)}
          onBackToResults={() => dispatch({ type: 'show-results' })}
        />
      ) : null}
      {state.step === 'GENERATING' ? (
        <Stack gap="md">
          <GenerationProgress label={`Generating ${MAX_IMAGES_PER_REQUEST} designs…`} />
          <Text size="sm" c="dimmed">
            “{prompt.trim()}”
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => inFlight.current?.abort()}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : null}
      {state.step === 'RESULTS' && state.generated ? (
        <ResultsStep
          key={state.generated.generationId}
          generated={state.generated}
          selectedIndex={state.selectedIndex}
          savedIndexes={state.savedIndexes}
          saving={saveAiProduct.isPending}
          saveFailure={saveFailure}
          onSelect={(index) => dispatch({ type: 'select-image', index })}
          onSave={(title) => void save(title)}
          onRegenerate={() => void generate(state.generated?.prompt ?? prompt, state.generated?.sketchKeys)}
          onEditPrompt={() => dispatch({ type: 'edit-prompt' })}
        />
      ) : null}
    </Modal>
  );
}
