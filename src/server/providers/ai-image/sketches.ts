import type { SketchKey } from '../../../shared/contract/ai-design';
import { SKETCH_ONLY_SILHOUETTES, type SketchOnlySilhouette } from '../../../shared/rules/silhouettes';
import { drawShape, type Paint } from '../../modules/catalog/images/shapes';

// The product silhouettes a generation draws, in the catalog's 400×400 box standing on y≈320: the catalog's
// shapes, plus the sketch keys the catalog has no subgroup for (candle, hoodie, tote).

const EXTRA: Record<SketchOnlySilhouette, (p: Paint) => string> = {
  candle: (p) =>
    `<rect x="135" y="165" width="130" height="155" rx="14" fill="${p.body}"/><ellipse cx="200" cy="165" rx="65" ry="14" fill="${p.light}"/><ellipse cx="200" cy="165" rx="48" ry="9" fill="${p.shade}" opacity=".35"/><rect x="197" y="128" width="6" height="34" rx="3" fill="${p.shade}"/><path d="M200 92 C214 108 214 124 200 132 C186 124 186 108 200 92 Z" fill="${p.accent}"/><path d="M200 106 C206 114 206 122 200 127 C194 122 194 114 200 106 Z" fill="#fff" opacity=".6"/><rect x="155" y="215" width="90" height="60" rx="6" fill="${p.light}"/><rect x="145" y="178" width="12" height="128" rx="6" fill="#fff" opacity=".22"/>`,
  hoodie: (p) =>
    `<path d="M160 95 C160 60 240 60 240 95 L262 112 L320 150 L345 250 L305 262 L288 196 L288 322 L112 322 L112 196 L95 262 L55 250 L80 150 L138 112 Z" fill="${p.body}"/><path d="M160 95 C165 140 235 140 240 95 C232 78 168 78 160 95 Z" fill="${p.shade}"/><path d="M188 132 L186 176 M212 132 L214 176" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/><path d="M150 250 L250 250 L240 295 L160 295 Z" fill="${p.shade}" opacity=".55"/><rect x="112" y="306" width="176" height="16" rx="4" fill="${p.shade}"/><rect x="170" y="190" width="60" height="36" rx="6" fill="${p.accent}"/>`,
  tote: (p) =>
    `<path d="M155 165 L155 110 C155 72 245 72 245 110 L245 165" stroke="${p.shade}" stroke-width="11" fill="none"/><path d="M110 160 L290 160 L300 325 L100 325 Z" fill="${p.body}"/><path d="M110 160 L290 160 L291 176 L109 176 Z" fill="${p.shade}" opacity=".5"/><rect x="150" y="205" width="100" height="90" rx="8" fill="${p.light}"/><circle cx="200" cy="250" r="26" fill="${p.accent}"/>`,
};

const isSketchOnly = (key: SketchKey): key is SketchOnlySilhouette =>
  (SKETCH_ONLY_SILHOUETTES as readonly string[]).includes(key);

export const drawSketch = (key: SketchKey, paint: Paint): string =>
  isSketchOnly(key) ? EXTRA[key](paint) : drawShape(key, paint);
