import { describe, expect, it } from 'vitest';
import { attachmentMessage, chatUploadProblem, isBlankText } from './chat-upload';

const MB = 1024 * 1024;

describe('chat uploads (spec §5)', () => {
  it.each([
    ['clip.mp4', { type: 'VIDEO', videoUrls: ['/u'] }],
    ['clip.MKV', { type: 'VIDEO', videoUrls: ['/u'] }],
    ['clip.mov', { type: 'VIDEO', videoUrls: ['/u'] }],
    ['photo.jpg', { type: 'IMAGE', imageUrls: ['/u'] }],
    ['photo.jpeg', { type: 'IMAGE', imageUrls: ['/u'] }],
    ['photo.png', { type: 'IMAGE', imageUrls: ['/u'] }],
    ['anim.gif', { type: 'IMAGE', imageUrls: ['/u'] }],
    ['logo.eps', { type: 'IMAGE', imageUrls: ['/u'] }],
    ['spec.pdf', { type: 'PDF', pdfUrls: ['/u'] }],
    ['logo.ai', { type: 'TEXT', fileUrls: ['/u'] }],
    ['scan.tiff', { type: 'TEXT', fileUrls: ['/u'] }],
    ['photo.webp', { type: 'TEXT', fileUrls: ['/u'] }],
  ])('sends %s as %o', (name, expected) => {
    expect(attachmentMessage(name, '/u')).toEqual({ body: '', fileName: name, ...expected });
  });

  it('refuses files the upload service does not take, and files over the chat limit', () => {
    expect(chatUploadProblem({ name: 'notes.docx', size: 10 })).toMatch(/\.docx files can't be sent/);
    expect(chatUploadProblem({ name: 'noext', size: 10 })).toMatch(/without an extension/);
    expect(chatUploadProblem({ name: 'photo.png', size: 21 * MB })).toMatch(/larger than 20 MB/);
    expect(chatUploadProblem({ name: 'clip.mp4', size: 150 * MB })).toBeNull();
    expect(chatUploadProblem({ name: 'clip.mp4', size: 201 * MB })).toMatch(/larger than 200 MB/);
  });

  it('treats whitespace-only text as empty', () => {
    expect(isBlankText('  \n\t ')).toBe(true);
    expect(isBlankText(' hi ')).toBe(false);
  });
});
