import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchApiBlob } from '../../../api/download-file';
import { downloadAttachment } from '../api/outbound-queries';

const attachmentPath = (assetId: string) =>
  `/warehouse/attachments/-/download?assetId=${encodeURIComponent(assetId)}`;

/** Download and preview a shipment's label; a failure says spec §8's "could not download file". */
export function LabelActions({ assetId, trackingNumber }: { assetId: string; trackingNumber: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'could not download file');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          size="xs"
          loading={busy}
          onClick={() => run(() => downloadAttachment(assetId, `label-${trackingNumber}.pdf`))}
        >
          Download label
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() =>
            preview
              ? setPreview(null)
              : run(async () => setPreview(URL.createObjectURL(await fetchApiBlob(attachmentPath(assetId)))))
          }
        >
          {preview ? 'Hide preview' : 'Preview label'}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {preview ? (
        <iframe
          title={`Label ${trackingNumber}`}
          src={preview}
          style={{ width: '100%', maxWidth: 320, height: 480, border: '1px solid #ccc' }}
        />
      ) : null}
    </Stack>
  );
}
