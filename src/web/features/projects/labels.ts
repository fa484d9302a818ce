import type { ProductOption, ProjectStatus, QuoteStatus } from '../../../shared/contract/projects';
import { CUSTOM_PRODUCT_OPTIONS } from '../../../shared/rules/constants';
import { PROJECT_STATUS_LABELS } from '../../../shared/rules/project-status';

/** The two custom product options, in spec §9's words. */
export const PRODUCT_OPTION_TEXT: Record<ProductOption, { label: string; tradeOff: string }> = {
  STOCK_WITH_CUSTOMIZATIONS: CUSTOM_PRODUCT_OPTIONS[0],
  CUSTOM_TO_DESIGN: CUSTOM_PRODUCT_OPTIONS[1],
};

export const STATUS_LABELS = PROJECT_STATUS_LABELS;
export const STATUS_COLORS: Record<ProjectStatus, string> = {
  DRAFT: 'gray',
  SENT: 'blue',
  CLOSED: 'dark',
  AWARDED: 'green',
};
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  SUBMITTED: 'Quoted',
  AWARDED: 'Awarded',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};

/** Types whose requests are for a physical product, where the §9 options apply. */
export const hasProductOption = (type: string) =>
  type === 'PRODUCT' || type === 'PACKAGING' || type === 'RFP_PRODUCT' || type === 'RFP_PACKAGING';
