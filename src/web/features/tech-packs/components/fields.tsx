// The editor's inputs, bound to a path of the draft: each has a label, shows the contract's message for its
// path, and is read-only when an older version is being viewed.
import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { createContext, useContext } from 'react';
import type { Draft, FieldErrors } from '../draft';

export type Path = readonly (string | number)[];

export type EditorApi = {
  draft: Draft;
  set: (path: Path, value: unknown) => void;
  errors: FieldErrors;
  readOnly: boolean;
};

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi {
  const api = useContext(EditorContext);
  if (!api) throw new Error('useEditor outside the tech pack editor');
  return api;
}

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (v, k) => (v == null ? undefined : (v as Record<string | number, unknown>)[k]),
    value,
  );
}

const key = (path: Path) => path.map(String).join('.');

type Common = { path: Path; label: string; hideLabel?: boolean; description?: string };

export function TextField({
  path,
  label,
  hideLabel,
  description,
  multiline,
}: Common & { multiline?: boolean }) {
  const { draft, set, errors, readOnly } = useEditor();
  const value = (getAt(draft, path) as string | undefined) ?? '';
  const props = {
    label: hideLabel ? undefined : label,
    'aria-label': hideLabel ? label : undefined,
    description,
    value,
    readOnly,
    error: errors[key(path)],
    onChange: (e: { currentTarget: { value: string } }) => set(path, e.currentTarget.value),
  };
  return multiline ? <Textarea autosize minRows={3} maxRows={12} {...props} /> : <TextInput {...props} />;
}

/** A number; `cents` shows dollars and stores whole cents. */
export function NumField({
  path,
  label,
  hideLabel,
  description,
  cents,
  suffix,
  decimals = 2,
}: Common & { cents?: boolean; suffix?: string; decimals?: number }) {
  const { draft, set, errors, readOnly } = useEditor();
  const raw = getAt(draft, path) as number | undefined;
  const shown = raw === undefined ? '' : cents ? raw / 100 : raw;
  return (
    <NumberInput
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      description={description}
      value={shown}
      readOnly={readOnly}
      prefix={cents ? '$' : undefined}
      suffix={suffix}
      decimalScale={cents ? 2 : decimals}
      thousandSeparator=","
      min={0}
      hideControls
      error={errors[key(path)]}
      onChange={(v) => {
        const n = typeof v === 'number' ? v : v === '' ? undefined : Number(v);
        set(path, n === undefined || Number.isNaN(n) ? undefined : cents ? Math.round(n * 100) : n);
      }}
    />
  );
}

export function SelectField({
  path,
  label,
  data,
  hideLabel,
}: Common & { data: { value: string; label: string }[] }) {
  const { draft, set, errors, readOnly } = useEditor();
  return (
    <Select
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      data={data}
      value={(getAt(draft, path) as string | undefined) ?? null}
      readOnly={readOnly}
      clearable={!readOnly}
      error={errors[key(path)]}
      onChange={(v) => set(path, v ?? undefined)}
    />
  );
}

/** The contract's message for a list as a whole ("At most 100 lines"). */
export function ListError({ path }: { path: Path }) {
  const { errors } = useEditor();
  const message = errors[key(path)];
  return message ? (
    <div role="alert" style={{ color: 'var(--mantine-color-red-7)', fontSize: 14 }}>
      {message}
    </div>
  ) : null;
}
