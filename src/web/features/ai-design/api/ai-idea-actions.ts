import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AiIdea, CreateAiIdeaBody, UpdateAiIdeaBody } from '../../../../shared/contract/ai-design';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

// The ideation workspace's writes on one idea (spec §7 ai-ideas). Each answers the whole idea, which replaces
// it in every cached list; lists filtered by `submitted` and the public list are refetched when that changes.

export type CreateAiIdeaInput = z.input<typeof CreateAiIdeaBody>;
export type UpdateAiIdeaInput = z.input<typeof UpdateAiIdeaBody>;

export const createAiIdea = (body: CreateAiIdeaInput) => callApi('POST /web/ai-ideas', { body, quiet: true });

export const updateAiIdea = ({ id, body }: { id: number; body: UpdateAiIdeaInput }) =>
  callApi('PUT /web/ai-ideas/:id', { params: { id }, body });

/** PUT /web/ai-ideas/{id}/submited (the spec's spelling): saved to Your ideations, or taken out. */
export const submitAiIdea = ({ id, submitted }: { id: number; submitted: boolean }) =>
  callApi('PUT /web/ai-ideas/:id/submited', { params: { id }, body: { submitted } });

export const setSelectedProductIds = ({
  id,
  selectedProductIds,
}: {
  id: number;
  selectedProductIds: number[];
}) => callApi('PUT /web/ai-ideas/:id/selected-product-ids', { params: { id }, body: { selectedProductIds } });

/** POST /web/ai-ideas/{id}/generate: product concepts (image, title, description, price) from the prompt. */
export const generateIdeaProducts = ({ id, count }: { id: number; count: number }) =>
  callApi('POST /web/ai-ideas/:id/generate', { params: { id }, body: { count }, quiet: true });

function storeIdea(queryClient: QueryClient, idea: AiIdea) {
  queryClient.setQueriesData<AiIdea[]>({ queryKey: queryKeys.aiDesign.ideaLists() }, (list) =>
    list?.map((row) => (row.id === idea.id ? idea : row)),
  );
}

function useIdeaMutation<V>(
  mutationFn: (vars: V) => Promise<AiIdea>,
  refetch: (vars: V) => readonly (readonly unknown[])[] = () => [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (idea, vars) => {
      storeIdea(queryClient, idea);
      for (const queryKey of refetch(vars)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

const lists = () => [queryKeys.aiDesign.ideaLists()];

export const useCreateAiIdea = () => useIdeaMutation(createAiIdea, lists);
export const useUpdateAiIdea = () =>
  useIdeaMutation(updateAiIdea, ({ body }) =>
    body.isPublic === undefined ? [] : [queryKeys.aiDesign.publicIdeas()],
  );
export const useSubmitAiIdea = () =>
  useIdeaMutation(submitAiIdea, () => [queryKeys.aiDesign.ideaLists(), queryKeys.aiDesign.publicIdeas()]);
export const useSetSelectedProductIds = () => useIdeaMutation(setSelectedProductIds);
export const useGenerateIdeaProducts = () => useIdeaMutation(generateIdeaProducts);
