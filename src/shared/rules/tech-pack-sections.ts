// The sections of a tech pack, in order, as the editor's navigation (`?step=` is a section key) and the PDF's
// headings show them. One list per kind: a product, or its packaging.
import type { TechPackKind } from '../contract/tech-packs';

export const PRODUCT_SECTIONS = [
  { key: 'overview', title: 'Overview' },
  { key: 'images', title: 'Sketches and reference images' },
  { key: 'materials', title: 'Bill of materials' },
  { key: 'colourways', title: 'Colourways' },
  { key: 'sizes', title: 'Size range and measurements' },
  { key: 'quantities', title: 'Quantities by size and colour' },
  { key: 'construction', title: 'Construction' },
  { key: 'artwork', title: 'Artwork placement' },
  { key: 'labels', title: 'Labels, care and packaging' },
  { key: 'commercial', title: 'Commercial terms' },
] as const;

export const PACKAGING_SECTIONS = [
  { key: 'overview', title: 'Overview' },
  { key: 'box', title: 'Box and dimensions' },
  { key: 'board', title: 'Board and strength' },
  { key: 'print', title: 'Print and finish' },
  { key: 'inserts', title: 'Inserts and dieline' },
  { key: 'commercial', title: 'Quantity and commercial terms' },
] as const;

export type TechPackSectionKey =
  | (typeof PRODUCT_SECTIONS)[number]['key']
  | (typeof PACKAGING_SECTIONS)[number]['key'];

export const sectionsOf = (kind: TechPackKind): readonly { key: TechPackSectionKey; title: string }[] =>
  kind === 'PRODUCT' ? PRODUCT_SECTIONS : PACKAGING_SECTIONS;

export const sectionTitle = (kind: TechPackKind, key: TechPackSectionKey) =>
  sectionsOf(kind).find((s) => s.key === key)?.title ?? key;

export const BOX_TYPE_LABELS = {
  MAILER: 'Mailer box',
  RSC: 'Regular slotted carton (RSC)',
  FOLDING_CARTON: 'Folding carton',
  RIGID: 'Rigid box',
} as const;

/** "10 × 8 × 2 in" (length × width × height). */
export const formatDimensions = (d: { length: number; width: number; height: number } | undefined) =>
  d ? `${d.length} × ${d.width} × ${d.height} in` : undefined;

/** A country's English name with its code, "Portugal (PT)". */
export function countryLabel(code: string | undefined): string | undefined {
  if (!code) return undefined;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
