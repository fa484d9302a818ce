import { Anchor, Group, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import type { Message } from '../../../../shared/contract/messaging';
import { fileExtension } from '../../../../shared/rules/files';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { attachmentName } from '../format';
import { isOwnFile, safeUrl } from '../safe-url';

/** Formats a browser can draw in an <img>; eps is sent as an image (spec §5) but only downloads. */
const DRAWABLE = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'jfif']);

export function FileChip({ url, name }: { url: string; name: string }) {
  return (
    <Anchor
      href={url}
      download={name}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      data-testid="file-chip"
    >
      <Group gap={6} wrap="nowrap">
        <IconPaperclip size={16} aria-hidden />
        <span style={{ overflowWrap: 'anywhere' }}>{name}</span>
        <IconDownload size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

function ImageThumb({ url, name }: { url: string; name: string }) {
  const [open, setOpen] = useState(false);
  const thumb = isOwnFile(url) ? resizedImageUrl(url, 'large') : url;
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={`Open image ${name}`}>
        <Image src={thumb} alt={name} w={200} h={150} fit="cover" radius="sm" />
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={name} size="auto" centered>
        <Stack gap="sm">
          <Image src={url} alt={name} mah="75vh" fit="contain" />
          <Anchor href={url} target="_blank" rel="noopener noreferrer" download={name} size="sm">
            Download original
          </Anchor>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * A PDF as a download link: the server sends PDFs as sandboxed attachments (a PDF's own script never runs on
 * Quarry's origin) and the page's policy allows no frames, so there is no inline preview.
 */
function PdfPreview({ url, name }: { url: string; name: string }) {
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" download={name} size="sm">
      <Group gap={6} wrap="nowrap">
        <IconFileTypePdf size={16} aria-hidden />
        <span style={{ overflowWrap: 'anywhere' }}>{name}</span>
        <IconDownload size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

/** Images as thumbnails (a modal shows them whole), videos with a player, PDFs and other files as links. */
export function MessageAttachments({ message }: { message: Message }) {
  const safe = (urls: readonly string[]) =>
    urls.map((u) => safeUrl(u)).filter((u): u is string => u !== null);
  const images = safe(message.imageUrls);
  const videos = safe(message.videoUrls);
  const pdfs = safe(message.pdfUrls);
  const files = safe(message.fileUrls);
  if (images.length + videos.length + pdfs.length + files.length === 0) return null;
  const single = images.length + videos.length + pdfs.length + files.length === 1;
  const label = (url: string) => attachmentName(url, single ? message.fileName : null);
  return (
    <Stack gap="xs">
      {images.length ? (
        <Group gap="xs">
          {images.map((url) =>
            DRAWABLE.has(fileExtension(url) || fileExtension(message.fileName ?? '')) ? (
              <ImageThumb key={url} url={url} name={label(url)} />
            ) : (
              <FileChip key={url} url={url} name={label(url)} />
            ),
          )}
        </Group>
      ) : null}
      {videos.map((url) => (
        <Stack key={url} gap={4}>
          {/* biome-ignore lint/a11y/useMediaCaption: chat videos come without captions */}
          <video
            controls
            preload="metadata"
            src={url}
            aria-label={label(url)}
            style={{ maxWidth: '100%', width: 360, borderRadius: 4 }}
          />
          <Text size="xs" c="dimmed">
            {label(url)}
          </Text>
        </Stack>
      ))}
      {pdfs.map((url) => (
        <PdfPreview key={url} url={url} name={label(url)} />
      ))}
      {files.map((url) => (
        <FileChip key={url} url={url} name={label(url)} />
      ))}
    </Stack>
  );
}
