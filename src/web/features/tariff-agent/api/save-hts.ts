import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TechPack } from '../../../../shared/contract/tech-packs';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/**
 * The founder's confirmed HTS code saved into a product tech pack: the existing save (PUT with the version
 * the page read), so it becomes the tech pack's next version; 409 when someone saved in between.
 */
export function saveHts({ pack, hts }: { pack: TechPack; hts: string }): Promise<TechPack> {
  if (pack.body.kind !== 'PRODUCT') throw new Error('Only a product tech pack has an HTS code');
  return callApi('PUT /web/ai-sourcing-agents-tech-pack/:id', {
    params: { id: pack.id },
    body: {
      baseVersion: pack.version,
      body: { ...pack.body, htsCandidate: hts },
      note: `HTS ${hts} confirmed on the tariff-rate agent`,
    },
    quiet: true,
  });
}

export function useSaveHts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHts,
    onSuccess: (pack) => {
      queryClient.setQueryData(queryKeys.tariffAgent.techPack(pack.id), pack);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tariffAgent.techPacks() });
    },
  });
}
