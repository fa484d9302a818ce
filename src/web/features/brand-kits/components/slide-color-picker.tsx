import { ColorInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { SlideKey } from '../../../../shared/contract/brand-kits';
import { SLIDE_LABELS } from '../../../../shared/rules/brand-kit';

const HEX = /^#[0-9a-f]{6}$/i;
/** A colour picked by dragging settles before it is saved. */
const SETTLE_MS = 700;

/**
 * A colour chosen in a ColorInput (typed, picked or a swatch), saved once it settles or the field loses
 * focus, and only when it is a full hex code that differs from the saved one.
 */
export function useSettledColor(value: string, onSave: (hex: string) => void) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ value, onSave });
  latest.current = { value, onSave };
  useEffect(() => setDraft(value), [value]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const commit = (hex: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (HEX.test(hex) && hex.toLowerCase() !== latest.current.value.toLowerCase()) latest.current.onSave(hex);
  };
  return {
    value: draft,
    onChange: setDraft,
    onChangeEnd: (hex: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(hex), SETTLE_MS);
    },
    onBlur: () => commit(draft),
  };
}

/** The slide's colour: one of the brand's four palette colours, or any custom colour. */
export function SlideColorPicker({
  slideKey,
  value,
  palette,
  onSave,
}: {
  slideKey: SlideKey;
  value: string;
  palette: string[];
  onSave: (hex: string) => void;
}) {
  const color = useSettledColor(value, onSave);
  return (
    <ColorInput
      {...color}
      size="xs"
      w={170}
      format="hex"
      label="Slide colour"
      aria-label={`${SLIDE_LABELS[slideKey]} slide colour`}
      swatches={palette}
      swatchesPerRow={4}
      // The eye dropper (shown where the browser has one) is an icon button: it needs a name (issue 21).
      eyeDropperButtonProps={{
        'aria-label': `Pick the ${SLIDE_LABELS[slideKey]} slide colour from the screen`,
      }}
      styles={{ label: { color: 'inherit' } }}
    />
  );
}
