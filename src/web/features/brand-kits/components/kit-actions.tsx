import { ActionIcon, Button, Group, Menu, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconDots, IconDownload, IconRestore, IconRotate } from '@tabler/icons-react';
import { useState } from 'react';
import type { BrandKit } from '../../../../shared/contract/brand-kits';
import { DOWNLOAD_FAILED_MESSAGE } from '../../../../shared/rules/messages';
import { useCan } from '../../../api/use-can';
import { paths } from '../../../routing/paths';
import { Can } from '../../../ui/can';
import { downloadKitPdf, kitPdfFileName } from '../api/download-kit-pdf';
import { useArchiveBrandKit, useResetBrandKit } from '../api/kit-actions';
import { useUpdateBrandKit } from '../api/update-brand-kit';
import { ConfirmModal } from './confirm-modal';
import { ShareKitButton } from './share-kit-button';

/** Downloads a kit PDF with a busy button; a failure says spec §8's "could not download file". */
export function DownloadPdfButton({
  download,
  variant = 'filled',
}: {
  download: () => Promise<void>;
  variant?: 'filled' | 'default' | 'white';
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await download();
        } catch {
          notifications.show({ color: 'red', message: DOWNLOAD_FAILED_MESSAGE });
        } finally {
          setBusy(false);
        }
      }}
    >
      Download PDF
    </Button>
  );
}

/** The editor's kit actions: PDF, sharing and the waitlist site, reset and archive. */
export function KitActions({ kit, name }: { kit: BrandKit; name: string }) {
  const update = useUpdateBrandKit(kit.id);
  const reset = useResetBrandKit(kit.id);
  const archive = useArchiveBrandKit();
  const [askReset, setAskReset] = useState(false);
  // Sharing, publishing, reset and archive change the kit (`write`, decision 042); the PDF is a read.
  const canWrite = useCan('write');
  const link = paths.brandKits.publicUrl(window.location.origin, kit.id);
  return (
    <Group gap="sm" align="center">
      <DownloadPdfButton download={() => downloadKitPdf(kit.id, kitPdfFileName(name))} />
      <Switch
        label="Share publicly"
        checked={kit.isShared}
        disabled={kit.isArchived || update.isPending || !canWrite}
        onChange={(e) => update.mutate({ isShared: e.currentTarget.checked })}
      />
      {kit.isShared ? <ShareKitButton link={link} /> : null}
      <Switch
        label="Publish waitlist site"
        checked={kit.isWaitlistSitePublished}
        disabled={update.isPending || !canWrite}
        onChange={(e) => update.mutate({ isWaitlistSitePublished: e.currentTarget.checked })}
      />
      <Can cls="write">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label="More kit actions">
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconRotate size={14} aria-hidden />} onClick={() => setAskReset(true)}>
              Reset kit
            </Menu.Item>
            <Menu.Item
              leftSection={
                kit.isArchived ? <IconRestore size={14} aria-hidden /> : <IconArchive size={14} aria-hidden />
              }
              onClick={() =>
                archive.mutate(
                  { id: kit.id, isArchived: !kit.isArchived },
                  {
                    onSuccess: (next) =>
                      notifications.show({
                        color: 'green',
                        message: next.isArchived ? `${name} is archived` : `${name} is back in your kits`,
                      }),
                  },
                )
              }
            >
              {kit.isArchived ? 'Unarchive' : 'Archive'}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Can>
      <ConfirmModal
        opened={askReset}
        title="Reset this kit?"
        message="Every section is cleared — brand ideas, mood board, market research and product ideas — and made again from your category and description."
        confirmLabel="Reset kit"
        color="red"
        loading={reset.isPending}
        onClose={() => setAskReset(false)}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setAskReset(false) })}
      />
    </Group>
  );
}
