import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GptImagesInput, StabilityImagesInput } from '../../../../shared/contract/ai-design';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type GenerateImagesInput = {
  body: GptImagesInput;
  /** A file the founder uploaded: image-to-image through the second route. */
  initImageUrl?: string | null;
  signal?: AbortSignal;
};

/**
 * POST /commons/ai/gpt-images (prompt → up to 4 images), or POST /commons/ai/stability-ai-images when the
 * founder starts from an uploaded picture. Quiet: the modal shows a refusal (the trial's 422) itself.
 */
export function generateImages({ body, initImageUrl, signal }: GenerateImagesInput) {
  if (initImageUrl) {
    const stability: StabilityImagesInput = { ...body, initImageUrl };
    return callApi('POST /commons/ai/stability-ai-images', {
      body: stability,
      signal,
      quiet: true,
    });
  }
  return callApi('POST /commons/ai/gpt-images', {
    body,
    signal,
    quiet: true,
  });
}

export function useGenerateImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateImages,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.aiDesign.credits(), answer.credits);
      if (answer.aiProduct) void queryClient.invalidateQueries({ queryKey: queryKeys.aiDesign.gallery() });
    },
  });
}
