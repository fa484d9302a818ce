import { Alert, Progress, Stack, Text } from '@mantine/core';
import type { ImageIndexStatus } from '../../../../shared/contract/image-search';

/** While catalog pictures are still being indexed: how far it has got (results cover what is indexed). */
export function IndexingNotice({ status }: { status: ImageIndexStatus }) {
  if (status.ready) return null;
  const percent = status.total ? Math.floor((status.indexed / status.total) * 100) : 0;
  const n = (v: number) => v.toLocaleString('en-US');
  return (
    <Alert
      color="blue"
      variant="light"
      title="Still indexing the catalog"
      maw={720}
      data-testid="indexing-notice"
    >
      <Stack gap={6}>
        <Text size="sm" role="status" aria-live="polite">
          Indexing {n(status.indexed)} of {n(status.total)} product pictures. Results cover the pictures
          indexed so far and update by themselves.
        </Text>
        <Progress value={percent} size="sm" aria-label="Indexing progress" animated />
      </Stack>
    </Alert>
  );
}
