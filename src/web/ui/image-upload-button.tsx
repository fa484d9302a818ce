import type { UploadedFile } from '../../shared/contract/uploads';
import { FileUploadButton } from './file-upload-button';

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp,.jfif';

/** Picks an image, uploads it with a progress bar, and hands the stored file to `onUploaded`. */
export function ImageUploadButton({
  label = 'Upload image',
  accept = IMAGE_ACCEPT,
  onUploaded,
  disabled,
}: {
  label?: string;
  /** Narrower image types where the server takes fewer (product pictures and logos). */
  accept?: string;
  onUploaded: (file: UploadedFile) => void;
  disabled?: boolean;
}) {
  return <FileUploadButton label={label} accept={accept} onUploaded={onUploaded} disabled={disabled} />;
}
