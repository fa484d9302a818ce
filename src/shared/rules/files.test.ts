import { describe, expect, it } from 'vitest';
import {
  classifyChatUpload,
  DOCUMENT_EXTENSIONS,
  fileExtension,
  IMAGE_EXTENSIONS,
  isAcceptedUpload,
  isDocumentFile,
  isImageFile,
} from './files';

describe('fileExtension', () => {
  it.each([
    ['photo.png', 'png'],
    ['a.b.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['.hidden', ''],
    ['folder/.env', ''],
    ['noextension', ''],
    ['trailingdot.', ''],
    ['', ''],
    ['https://cdn.example.com/uploads/Logo.SVG?size=compact&v=1.2', 'svg'],
    ['https://cdn.example.com/file.pdf#page=2', 'pdf'],
    ['https://example.com/v1.2/download', ''],
    ['C:\\Users\\me\\Brief.Pdf', 'pdf'],
    ['  spaced.PNG  ', 'png'],
  ])('%j → %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('accepted uploads', () => {
  it('accepts every listed image extension in any case', () => {
    for (const extension of IMAGE_EXTENSIONS) {
      expect(isImageFile(`file.${extension}`)).toBe(true);
      expect(isImageFile(`file.${extension.toUpperCase()}`)).toBe(true);
      expect(isAcceptedUpload(`file.${extension}`)).toBe(true);
    }
    expect(IMAGE_EXTENSIONS).toHaveLength(10);
  });

  it('accepts pdf as the only document type', () => {
    expect(DOCUMENT_EXTENSIONS).toEqual(['pdf']);
    expect(isDocumentFile('brief.PDF')).toBe(true);
    expect(isDocumentFile('brief.docx')).toBe(false);
    expect(isImageFile('brief.pdf')).toBe(false);
  });

  it('rejects other types and names without an extension', () => {
    for (const name of [
      'movie.mp4',
      'design.ai',
      'vector.eps',
      'script.js',
      'png',
      '.png',
      'image.png.exe',
    ]) {
      expect(isAcceptedUpload(name)).toBe(false);
    }
  });
});

describe('classifyChatUpload', () => {
  it.each([
    ['clip.mp4', 'video', 'mp4'],
    ['clip.MKV', 'video', 'mkv'],
    ['clip.mov', 'video', 'mov'],
    ['a.jpg', 'image', 'jpg'],
    ['a.jpeg', 'image', 'jpeg'],
    ['a.png', 'image', 'png'],
    ['a.gif', 'image', 'gif'],
    ['a.eps', 'image', 'eps'],
    ['spec.pdf', 'pdf', 'pdf'],
    ['logo.ai', 'ai', 'ai'],
    ['photo.webp', 'file', 'webp'],
    ['sheet.xlsx', 'file', 'xlsx'],
    ['x.constructor', 'file', 'constructor'],
    ['README', 'file', ''],
  ])('%s → %s (%s)', (name, kind, fileType) => {
    expect(classifyChatUpload(name)).toEqual({ kind, fileType });
  });
});
