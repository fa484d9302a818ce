import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CardDraft } from '../api/get-card-preview';
import { parseSharedLink } from '../paths';

/**
 * "Share a product or supplier": takes the link of a product page or a supplier profile (copied from the
 * address bar or a "Share" menu) and hands the card to attach; the composer shows it until it is sent.
 */
export function ShareCardModal({
  opened,
  onClose,
  onShare,
}: {
  opened: boolean;
  onClose: () => void;
  onShare: (draft: CardDraft) => void;
}) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setLink('');
    setError(null);
    onClose();
  }

  function submit() {
    const draft = parseSharedLink(link);
    if (!draft) {
      setError('Paste the link of a product or a supplier profile on Quarry.');
      return;
    }
    onShare(draft);
    close();
  }

  return (
    <Modal opened={opened} onClose={close} title="Share a product or supplier">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Link"
            description="The address of a product page or a supplier profile"
            placeholder="https://…/browse-suppliers/catalog-item/123"
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
            error={error}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Attach</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
