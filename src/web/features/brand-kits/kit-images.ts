import { UPLOAD_MAX_BYTES } from '../../../shared/contract/uploads';
import { IMAGE_EXTENSIONS, isImageFile } from '../../../shared/rules/files';

/** The file picker's filter: spec §5's image types, by extension (psd, tiff and jfif have no common MIME). */
export const KIT_IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export const KIT_IMAGE_TYPES_TEXT = IMAGE_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');

/** Why a picked file cannot go into a slot, or null when it can (the server checks again). */
export function kitImageProblem(file: File): string | null {
  if (!isImageFile(file.name))
    return `${file.name} isn't an image we take. Choose a ${KIT_IMAGE_TYPES_TEXT} file.`;
  if (file.size > UPLOAD_MAX_BYTES)
    return `${file.name} is larger than ${Math.round(UPLOAD_MAX_BYTES / 1024 / 1024)} MB. Choose a smaller image.`;
  return null;
}
