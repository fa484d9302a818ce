// Spec §3 "Color option string": entries separated by semicolons, each as name|hex|variant.
// Parsing is forgiving (hand-edited strings exist); formatting is canonical, so parse(format(x)) is stable.

export interface ColorOption {
  name: string;
  /** '#RRGGBB' upper-case when the input was a valid 3- or 6-digit hex; otherwise the trimmed input. */
  hex: string;
  variant: string;
}

const ENTRY_SEPARATOR = ';';
const FIELD_SEPARATOR = '|';
const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc', 'abc', 'aabbcc' → '#AABBCC'; anything else is returned trimmed, unchanged. */
export function normalizeHexColor(value: string): string {
  const trimmed = value.trim();
  const digits = HEX_PATTERN.exec(trimmed)?.[1];
  if (digits === undefined) return trimmed;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full.toUpperCase()}`;
}

function isBlank(option: ColorOption): boolean {
  return option.name === '' && option.hex === '' && option.variant === '';
}

export function parseColorOptions(value: string | null | undefined): ColorOption[] {
  if (!value) return [];
  return value
    .split(ENTRY_SEPARATOR)
    .map((entry) => {
      const [name = '', hex = '', variant = ''] = entry.split(FIELD_SEPARATOR);
      return { name: name.trim(), hex: normalizeHexColor(hex), variant: variant.trim() };
    })
    .filter((option) => !isBlank(option));
}

// A separator inside a field would split it on the next parse, so separators are dropped from values.
function cleanField(value: string): string {
  return value.replaceAll(ENTRY_SEPARATOR, '').replaceAll(FIELD_SEPARATOR, '').trim();
}

export function formatColorOptions(options: readonly ColorOption[]): string {
  return options
    .map((option) => ({
      name: cleanField(option.name),
      hex: normalizeHexColor(cleanField(option.hex)),
      variant: cleanField(option.variant),
    }))
    .filter((option) => !isBlank(option))
    .map((option) => [option.name, option.hex, option.variant].join(FIELD_SEPARATOR))
    .join(ENTRY_SEPARATOR);
}

// ——— Checking what a supplier entered ———

export const MAX_COLOR_OPTIONS = 30;
export const MAX_COLOR_FIELD_LENGTH = 40;
const CANONICAL_HEX = /^#[0-9A-F]{6}$/;

export type ColorOptionProblem = {
  /** 0-based position among the non-blank entries (as parseColorOptions and the editor's rows count). */
  index: number;
  field: keyof ColorOption | null;
  message: string;
};

/**
 * What is wrong with a list of colour options ([] when nothing): each needs a name and a 3- or 6-digit hex
 * colour, the variant is optional, each field at most 40 characters, no colour twice (same name and
 * variant), at most 30 colours. Blank rows are ignored, as formatting drops them.
 */
export function colorOptionListProblems(options: readonly ColorOption[]): ColorOptionProblem[] {
  const rows = options.filter(
    (o) => !isBlank({ name: o.name.trim(), hex: o.hex.trim(), variant: o.variant.trim() }),
  );
  const problems: ColorOptionProblem[] = [];
  const seen = new Map<string, number>();
  rows.forEach((o, index) => {
    const n = index + 1;
    const name = o.name.trim();
    const hex = o.hex.trim();
    const variant = o.variant.trim();
    if (!name) problems.push({ index, field: 'name', message: `Colour ${n} needs a name` });
    else if (name.length > MAX_COLOR_FIELD_LENGTH)
      problems.push({ index, field: 'name', message: `Colour ${n}: a name is at most 40 characters` });
    if (!hex)
      problems.push({ index, field: 'hex', message: `Colour ${n} needs a hex colour such as #1E2A4A` });
    else if (!CANONICAL_HEX.test(normalizeHexColor(hex)))
      problems.push({
        index,
        field: 'hex',
        message: `Colour ${n}: "${hex}" is not a hex colour such as #1E2A4A`,
      });
    if (variant.length > MAX_COLOR_FIELD_LENGTH)
      problems.push({ index, field: 'variant', message: `Colour ${n}: a variant is at most 40 characters` });
    for (const [what, value] of [
      ['name', name],
      ['variant', variant],
    ] as const)
      if (value.includes(ENTRY_SEPARATOR) || value.includes(FIELD_SEPARATOR))
        problems.push({ index, field: what, message: `Colour ${n}: a ${what} cannot contain ; or |` });
    const key = `${name.toLowerCase()}|${variant.toLowerCase()}`;
    const first = seen.get(key);
    if (name && first !== undefined)
      problems.push({ index, field: 'name', message: `Colour ${n} repeats colour ${first + 1}` });
    else seen.set(key, index);
  });
  if (rows.length > MAX_COLOR_OPTIONS)
    problems.push({
      index: MAX_COLOR_OPTIONS,
      field: null,
      message: `At most ${MAX_COLOR_OPTIONS} colour options`,
    });
  return problems;
}

/** The same checks on a colour option string (name|hex|variant;…), which must have at most three fields an entry. */
export function colorOptionProblems(value: string): ColorOptionProblem[] {
  const entries = value
    .split(ENTRY_SEPARATOR)
    .map((entry) => entry.split(FIELD_SEPARATOR))
    .filter((fields) => fields.some((f) => f.trim() !== ''));
  const shape = entries.flatMap((fields, index) =>
    fields.length > 3
      ? [{ index, field: null, message: `Colour ${index + 1}: write it as name|#hex|variant` }]
      : [],
  );
  if (shape.length) return shape;
  return colorOptionListProblems(
    entries.map(([name = '', hex = '', variant = '']) => ({ name, hex, variant })),
  );
}
