// The tech pack PDF's sections, in the editor's order (shared/rules/tech-pack-sections): every field of a
// product or a packaging body, tables where the field is a list, money by the shared money rule.

import type { z } from 'zod';
import type { PackagingTechPack, ProductTechPack } from '../../../shared/contract/tech-packs';
import { formatMoney } from '../../../shared/rules/money';
import {
  BOX_TYPE_LABELS,
  countryLabel,
  formatDimensions,
  PACKAGING_SECTIONS,
  PRODUCT_SECTIONS,
} from '../../../shared/rules/tech-pack-sections';
import { bomLineCents, bomTotalCents, quantityGrid } from '../../../shared/rules/tech-pack-totals';
import type { PdfPicture } from './tech-pack-pdf-images';
import type { PdfWriter } from './tech-pack-pdf-writer';

type Product = z.infer<typeof ProductTechPack>;
type Packaging = z.infer<typeof PackagingTechPack>;
type Commercial = Pick<Product, 'targetUnitCostCents' | 'incoterm' | 'destination' | 'countryOfOrigin'>;

const num = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString('en-US'));
const money = (c: number | undefined) => (c === undefined ? undefined : formatMoney(c));
const inches = (n: number | undefined) => (n === undefined ? '' : `${n} in`);
const titles = (list: readonly { key: string; title: string }[]) =>
  Object.fromEntries(list.map((s) => [s.key, s.title])) as Record<string, string>;
const P = titles(PRODUCT_SECTIONS);
const K = titles(PACKAGING_SECTIONS);

const destination = (d: Commercial['destination']) =>
  d ? [d.city, countryLabel(d.countryCode)].filter(Boolean).join(', ') : undefined;

const commercialFacts = (b: Commercial): [string, string | undefined][] => [
  ['Target unit cost', money(b.targetUnitCostCents)],
  ['Incoterm', b.incoterm],
  ['Destination', destination(b.destination)],
  ['Country of origin', countryLabel(b.countryOfOrigin)],
];

function bom(w: PdfWriter, lines: Product['billOfMaterials']) {
  if (!lines?.length) return w.note('No materials listed yet.');
  const rows = lines.map((l) => [
    l.component,
    l.material,
    `${num(l.quantity)} ${l.unit}`.trim(),
    formatMoney(l.unitCostCents),
    formatMoney(bomLineCents(l)),
    l.supplierRef ?? '',
  ]);
  rows.push(['Total per unit', '', '', '', formatMoney(bomTotalCents(lines)), '']);
  w.table(
    [
      { header: 'Component', weight: 1.3 },
      { header: 'Material', weight: 2 },
      { header: 'Quantity', align: 'right' },
      { header: 'Unit cost', align: 'right' },
      { header: 'Cost', align: 'right' },
      { header: 'Supplier ref.' },
    ],
    rows,
    new Set([rows.length - 1]),
  );
}

function measurements(w: PdfWriter, b: Product) {
  const list = b.measurements ?? [];
  if (list.length === 0) return w.note('No measurements yet.');
  const sizes = [...new Set([...(b.sizeRange ?? []), ...list.flatMap((m) => Object.keys(m.values))])];
  // Eight sizes a table keeps every column readable on a portrait page; more sizes continue below.
  for (let i = 0; i < Math.max(sizes.length, 1); i += 8) {
    const chunk = sizes.slice(i, i + 8);
    w.table(
      [
        { header: 'Point of measure', weight: 2.2 },
        { header: 'Tolerance' },
        ...chunk.map((s) => ({ header: s, align: 'right' as const })),
      ],
      list.map((m) => [m.point, m.tolerance, ...chunk.map((s) => inches(m.values[s]))]),
    );
  }
}

function quantities(w: PdfWriter, b: Product) {
  if (!b.quantities?.length) return w.note('No quantities yet.');
  const g = quantityGrid(b);
  const rows = g.colours.map((c, i) => [
    c,
    ...g.sizes.map((s) => num(g.cell(c, s)) ?? ''),
    num(g.colourTotals[i])!,
  ]);
  rows.push(['Total', ...g.sizeTotals.map((t) => num(t)!), num(g.total)!]);
  w.table(
    [
      { header: 'Colourway', weight: 1.6 },
      ...g.sizes.map((s) => ({ header: s, align: 'right' as const })),
      { header: 'Total', align: 'right' },
    ],
    rows,
    new Set([rows.length - 1]),
  );
}

/** Every section of a product tech pack. */
export function drawProduct(w: PdfWriter, b: Product, pictures: PdfPicture[]) {
  w.heading(P.overview!);
  w.facts([
    ['Product', b.productName],
    ['Style number', b.styleNumber],
    ['Category', b.category],
  ]);
  w.paragraph('Description', b.description);

  w.heading(P.images!);
  if (pictures.length === 0) w.note('No sketches or reference images yet.');
  w.pictures(pictures);

  w.heading(P.materials!);
  bom(w, b.billOfMaterials);

  w.heading(P.colourways!);
  if (!b.colourways?.length) w.note('No colourways yet.');
  else
    w.table(
      [{ header: 'Colourway', weight: 2 }, { header: 'Hex' }, { header: 'Pantone', weight: 1.5 }],
      b.colourways.map((c) => [c.name, c.hex ?? '', c.pantone ?? '']),
    );

  w.heading(P.sizes!);
  w.facts([['Size range', b.sizeRange?.length ? b.sizeRange.join(', ') : undefined]]);
  measurements(w, b);

  w.heading(P.quantities!);
  quantities(w, b);

  w.heading(P.construction!);
  if (!b.construction?.trim()) w.note('Not given yet.');
  w.paragraph('Construction', b.construction);

  w.heading(P.artwork!);
  if (!b.artworkPlacements?.length) w.note('No artwork placements yet.');
  else
    w.table(
      [
        { header: 'Placement', weight: 2 },
        { header: 'Method', weight: 2 },
        { header: 'Width', align: 'right' },
        { header: 'Height', align: 'right' },
      ],
      b.artworkPlacements.map((a) => [a.placement, a.method, inches(a.widthIn), inches(a.heightIn)]),
    );

  w.heading(P.labels!);
  if (!b.labelsAndCare?.trim() && !b.packagingNotes?.trim()) w.note('Not given yet.');
  w.paragraph('Labels and care', b.labelsAndCare);
  w.paragraph('Packaging', b.packagingNotes);

  w.heading(P.commercial!);
  w.facts([
    ['MOQ', b.moq === undefined ? undefined : `${num(b.moq)} units`],
    ...commercialFacts(b),
    ['Sample date', b.sampleDate],
    ['Production date', b.productionDate],
    ['HTS candidate', b.htsCandidate],
  ]);
}

/** Every section of a packaging tech pack; the dieline is drawn when it is a picture, named otherwise. */
export function drawPackaging(
  w: PdfWriter,
  b: Packaging,
  dieline: { picture?: PdfPicture; fileName?: string } | undefined,
) {
  w.heading(K.overview!);
  w.facts([['Packaging', b.productName]]);
  w.heading(K.box!);
  w.facts([
    ['Box type', b.boxType ? BOX_TYPE_LABELS[b.boxType] : undefined],
    ['Internal dimensions', formatDimensions(b.internalDimensionsIn)],
    ['External dimensions', formatDimensions(b.externalDimensionsIn)],
  ]);
  w.heading(K.board!);
  w.facts([
    ['Board', b.board],
    ['Strength', b.strength],
  ]);
  w.heading(K.print!);
  w.facts([
    ['Print method', b.printMethod],
    ['Print colours', num(b.printColours)],
    ['Finish', b.finish],
  ]);
  w.heading(K.inserts!);
  w.facts([
    ['Inserts', b.inserts],
    ['Dieline file', dieline?.fileName],
  ]);
  if (dieline?.picture) w.pictures([dieline.picture]);
  else if (dieline?.fileName)
    w.note('The dieline is a separate file: it is sent with the tech pack, not drawn here.');
  w.heading(K.commercial!);
  w.facts([
    ['Quantity', b.quantity === undefined ? undefined : `${num(b.quantity)} units`],
    ['Tolerance', b.tolerancePercent === undefined ? undefined : `± ${b.tolerancePercent}%`],
    ...commercialFacts(b),
  ]);
}
