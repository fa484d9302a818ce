// The kit PDF's text: fonts, line heights, text boxes, the WinAnsi-safe filter and country names.
export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export const lineHeight = (size: number) => size * 1.2 + 2;

/**
 * Where and how to write: at most `lines` lines (default 1) with an ellipsis, so a slide never spills onto
 * a new page; `flow` lets long text run on, onto continuation pages.
 */
export type TextBox = {
  x: number;
  y: number;
  w: number;
  size: number;
  lines?: number;
  flow?: boolean;
  font?: keyof typeof FONTS;
  opacity?: number;
  spacing?: number;
};

// Helvetica is WinAnsi-encoded: keep what it can draw, strip accents it cannot, and mark anything else.
const WIN_ANSI_EXTRA = new Set([
  338, 339, 352, 353, 376, 381, 382, 402, 710, 732, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224,
  8225, 8226, 8230, 8240, 8249, 8250, 8364, 8482,
]);
const drawable = (code: number) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);

export function safe(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (char === '\n' || drawable(char.codePointAt(0) ?? 0)) out += char;
    else if (char === '→') out += '->';
    else {
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += plain && [...plain].every((c) => drawable(c.codePointAt(0) ?? 0)) ? plain : '?';
    }
  }
  return out;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
