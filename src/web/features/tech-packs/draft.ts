// The editor's draft: the tech pack body as the founder types it. Before it is checked or sent, empty text
// and cleared numbers are dropped (every field but the name is optional), so the contract's own schema
// decides what is valid and its messages are the ones shown, keyed by the field's path.
import { TechPackBody } from '../../../shared/contract/tech-packs';

export type Draft = TechPackBody;
export type FieldErrors = Record<string, string>;

function clean(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.map(clean).filter((v) => v !== undefined);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const c = clean(v);
      if (c !== undefined && c !== null && !(typeof c === 'number' && Number.isNaN(c))) out[k] = c;
    }
    // An object left without fields (a destination with no country) is the field not given.
    return Object.keys(out).length === 0 ? undefined : out;
  }
  return value;
}

/** The body to send: empty optional fields dropped; the kind and name always kept. */
export function cleanBody(draft: Draft): Draft {
  const cleaned = (clean(draft) ?? {}) as Record<string, unknown>;
  return { ...cleaned, kind: draft.kind, productName: draft.productName } as Draft;
}

/** The contract's first message for each field path ("billOfMaterials.0.unitCostCents"). */
export function validateDraft(draft: Draft): FieldErrors {
  const parsed = TechPackBody.safeParse(cleanBody(draft));
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Server field errors ("body.body.billOfMaterials.0.unitCostCents") as the editor's paths. */
export const serverFieldPath = (path: string) => path.replace(/^(body\.)?body\./, '');

export const emptyDraft = (kind: Draft['kind'], productName: string): Draft =>
  kind === 'PRODUCT' ? { kind, productName } : { kind, productName };

/** Sets `value` at `path` in a copy of `draft`. */
export function setAt<T>(draft: T, path: readonly (string | number)[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const base = (Array.isArray(draft) ? [...draft] : { ...(draft as object) }) as Record<
    string | number,
    unknown
  >;
  base[head!] = setAt(base[head!] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  return base as T;
}
