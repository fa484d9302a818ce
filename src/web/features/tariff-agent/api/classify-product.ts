import { useMutation } from '@tanstack/react-query';
import type { ClassifyBody } from '../../../../shared/contract/tariff-agent';
import { callApi } from '../../../api/call-api';

/** POST /web/ai-sourcing-agents/-/classify: HTS candidates for a tech pack or a description, with reasons. */
export const classifyProduct = (body: ClassifyBody) =>
  callApi('POST /web/ai-sourcing-agents/-/classify', { body, quiet: true });

export const useClassifyProduct = () => useMutation({ mutationFn: classifyProduct });
