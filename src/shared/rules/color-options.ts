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
