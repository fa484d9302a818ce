import type { Shape } from '../../../db/seed/catalog/taxonomy-types';

/** Colours one product drawing uses: body, a darker shade, an accent (cap, label, lid) and a light tint. */
export type Paint = { body: string; shade: string; accent: string; light: string };

// Silhouettes in a 400×400 box, standing on y≈320; each a product-like outline with a highlight.
const DRAW: Record<Shape, (p: Paint) => string> = {
  jar: (p) =>
    `<rect x="125" y="150" width="150" height="170" rx="22" fill="${p.body}"/><rect x="135" y="118" width="130" height="40" rx="8" fill="${p.accent}"/><rect x="145" y="200" width="110" height="70" rx="6" fill="${p.light}"/><rect x="140" y="160" width="14" height="140" rx="7" fill="#fff" opacity=".25"/>`,
  bottle: (p) =>
    `<rect x="140" y="150" width="120" height="170" rx="26" fill="${p.body}"/><rect x="178" y="105" width="44" height="55" rx="6" fill="${p.shade}"/><rect x="172" y="78" width="56" height="34" rx="8" fill="${p.accent}"/><rect x="152" y="205" width="96" height="70" rx="6" fill="${p.light}"/><rect x="152" y="165" width="12" height="140" rx="6" fill="#fff" opacity=".3"/>`,
  tube: (p) =>
    `<path d="M150 110 L250 110 L235 290 L165 290 Z" fill="${p.body}"/><rect x="160" y="288" width="80" height="34" rx="6" fill="${p.accent}"/><rect x="146" y="100" width="108" height="16" rx="4" fill="${p.shade}"/><rect x="172" y="170" width="56" height="60" rx="5" fill="${p.light}"/>`,
  box: (p) =>
    `<path d="M200 110 L305 160 L200 210 L95 160 Z" fill="${p.light}"/><path d="M95 160 L200 210 L200 330 L95 280 Z" fill="${p.body}"/><path d="M305 160 L200 210 L200 330 L305 280 Z" fill="${p.shade}"/><path d="M130 177 L165 194 L165 230 L130 213 Z" fill="${p.accent}"/>`,
  bag: (p) =>
    `<path d="M160 150 C160 90 240 90 240 150" stroke="${p.shade}" stroke-width="12" fill="none"/><path d="M115 150 L285 150 L300 320 L100 320 Z" fill="${p.body}"/><rect x="170" y="200" width="60" height="60" rx="30" fill="${p.accent}"/>`,
  shirt: (p) =>
    `<path d="M150 100 L120 110 L70 160 L105 200 L130 180 L130 320 L270 320 L270 180 L295 200 L330 160 L280 110 L250 100 C240 125 160 125 150 100 Z" fill="${p.body}"/><path d="M150 100 C160 125 240 125 250 100" stroke="${p.shade}" stroke-width="8" fill="none"/><rect x="180" y="170" width="40" height="30" rx="4" fill="${p.accent}"/>`,
  mug: (p) =>
    `<rect x="115" y="150" width="140" height="170" rx="16" fill="${p.body}"/><path d="M255 190 C310 190 310 280 255 280" stroke="${p.body}" stroke-width="18" fill="none"/><rect x="115" y="150" width="140" height="18" rx="8" fill="${p.shade}"/><circle cx="185" cy="240" r="30" fill="${p.accent}"/>`,
  ring: (p) =>
    `<circle cx="200" cy="230" r="80" stroke="${p.body}" stroke-width="26" fill="none"/><circle cx="200" cy="230" r="80" stroke="#fff" stroke-width="4" fill="none" opacity=".35"/><path d="M200 120 L228 150 L200 178 L172 150 Z" fill="${p.accent}"/><path d="M200 120 L214 150 L200 178 Z" fill="${p.light}"/>`,
  pouch: (p) =>
    `<path d="M130 110 L270 110 L280 300 C280 325 120 325 120 300 Z" fill="${p.body}"/><rect x="130" y="110" width="140" height="22" fill="${p.shade}"/><rect x="160" y="175" width="80" height="80" rx="10" fill="${p.light}"/><circle cx="200" cy="215" r="22" fill="${p.accent}"/>`,
  label: (p) =>
    `<rect x="90" y="130" width="220" height="160" rx="24" fill="${p.body}"/><rect x="105" y="145" width="190" height="130" rx="16" fill="none" stroke="${p.light}" stroke-width="5" stroke-dasharray="12 8"/><circle cx="200" cy="210" r="38" fill="${p.accent}"/>`,
  mailer: (p) =>
    `<rect x="80" y="140" width="240" height="170" rx="10" fill="${p.body}"/><path d="M80 150 L200 235 L320 150" stroke="${p.shade}" stroke-width="10" fill="none"/><rect x="235" y="255" width="60" height="36" rx="4" fill="${p.accent}"/>`,
  camera: (p) =>
    `<rect x="90" y="150" width="220" height="150" rx="20" fill="${p.body}"/><rect x="135" y="125" width="70" height="35" rx="8" fill="${p.shade}"/><circle cx="200" cy="225" r="52" fill="${p.shade}"/><circle cx="200" cy="225" r="34" fill="${p.accent}"/><circle cx="188" cy="212" r="10" fill="#fff" opacity=".6"/>`,
  screen: (p) =>
    `<rect x="70" y="110" width="260" height="170" rx="12" fill="${p.shade}"/><rect x="82" y="122" width="236" height="146" rx="6" fill="${p.light}"/><rect x="95" y="135" width="210" height="26" rx="4" fill="${p.accent}"/><rect x="95" y="172" width="100" height="80" rx="4" fill="${p.body}"/><rect x="205" y="172" width="100" height="36" rx="4" fill="${p.body}" opacity=".6"/><rect x="185" y="280" width="30" height="30" fill="${p.shade}"/><rect x="150" y="306" width="100" height="12" rx="6" fill="${p.shade}"/>`,
  document: (p) =>
    `<rect x="120" y="90" width="170" height="230" rx="10" fill="${p.light}"/><rect x="110" y="100" width="170" height="230" rx="10" fill="#fff"/><rect x="130" y="125" width="130" height="60" rx="6" fill="${p.body}"/><circle cx="155" cy="215" r="14" fill="${p.accent}"/><circle cx="190" cy="215" r="14" fill="${p.shade}"/><circle cx="225" cy="215" r="14" fill="${p.body}"/><rect x="130" y="250" width="130" height="10" rx="5" fill="${p.shade}" opacity=".5"/><rect x="130" y="272" width="90" height="10" rx="5" fill="${p.shade}" opacity=".5"/>`,
  bowl: (p) =>
    `<path d="M90 200 L310 200 C310 290 250 320 200 320 C150 320 90 290 90 200 Z" fill="${p.body}"/><ellipse cx="200" cy="200" rx="110" ry="22" fill="${p.shade}"/><path d="M120 230 C150 260 250 260 280 230" stroke="${p.accent}" stroke-width="8" fill="none"/>`,
  cap: (p) =>
    `<path d="M110 250 C110 140 290 140 290 250 Z" fill="${p.body}"/><path d="M240 250 C300 245 340 260 345 272 L240 272 Z" fill="${p.shade}"/><rect x="105" y="246" width="190" height="14" rx="7" fill="${p.shade}"/><circle cx="200" cy="158" r="8" fill="${p.accent}"/><rect x="170" y="195" width="60" height="30" rx="5" fill="${p.accent}"/>`,
};

export const drawShape = (shape: Shape, paint: Paint) => DRAW[shape](paint);
