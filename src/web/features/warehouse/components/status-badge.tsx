import { Badge } from '@mantine/core';
import {
  HOLD_REASON_LABELS,
  type HoldReason,
  type ProcessingStatus,
} from '../../../../shared/rules/fulfillment';

const COLOR: Record<ProcessingStatus, string> = {
  OUTSTANDING: 'yellow',
  PROCESSING: 'blue',
  ON_HOLD: 'red',
  FINISHED: 'green',
};
const LABEL: Record<ProcessingStatus, string> = {
  OUTSTANDING: 'Outstanding',
  PROCESSING: 'Processing',
  ON_HOLD: 'On hold',
  FINISHED: 'Finished',
};

export function StatusBadge({
  status,
  holdReason,
}: {
  status: ProcessingStatus;
  holdReason?: HoldReason | null;
}) {
  return (
    <Badge color={COLOR[status]} variant="light" autoContrast>
      {LABEL[status]}
      {status === 'ON_HOLD' && holdReason ? ` · ${HOLD_REASON_LABELS[holdReason]}` : ''}
    </Badge>
  );
}
