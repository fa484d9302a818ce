import type { Shape } from '../../../db/seed/catalog/taxonomy-types';
import { drawShape, type Paint } from './shapes';

// Product drawings beyond the taxonomy's silhouettes, so a picture shows the thing its title names (a taper
// set, a reed diffuser, a beanie) and not its category's stand-in. Same 400×400 box, standing on y≈320.
// `fill` is the colour of what is inside or what it is made of (wax, cream, sauce); `body` the outside.

export type ItemPaint = Paint & { fill: string };

const flame = (x: number, y: number) =>
  `<rect x="${x - 2}" y="${y + 26}" width="4" height="14" rx="2" fill="#3a2a1a"/><path d="M${x} ${y} C${x + 12} ${y + 14} ${x + 12} ${y + 28} ${x} ${y + 32} C${x - 12} ${y + 28} ${x - 12} ${y + 14} ${x} ${y} Z" fill="#f59f2a"/><path d="M${x} ${y + 12} C${x + 5} ${y + 19} ${x + 5} ${y + 26} ${x} ${y + 29} C${x - 5} ${y + 26} ${x - 5} ${y + 19} ${x} ${y + 12} Z" fill="#ffe08a"/>`;
const gloss = (x: number, y: number, h: number) =>
  `<rect x="${x}" y="${y}" width="10" height="${h}" rx="5" fill="#fff" opacity=".28"/>`;
const label = (p: ItemPaint, x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5" fill="${p.light}"/><rect x="${x + w * 0.2}" y="${y + h * 0.35}" width="${w * 0.6}" height="${h * 0.3}" rx="3" fill="${p.accent}"/>`;

const DRAWINGS = {
  'candle-jar': (p: ItemPaint) =>
    `<rect x="130" y="150" width="140" height="170" rx="18" fill="${p.body}"/><rect x="140" y="168" width="120" height="40" fill="${p.fill}" opacity=".9"/><ellipse cx="200" cy="168" rx="60" ry="11" fill="${p.fill}"/>${flame(200, 110)}${label(p, 150, 225, 100, 58)}${gloss(142, 162, 140)}`,
  'candle-tin': (p: ItemPaint) =>
    `<ellipse cx="300" cy="300" rx="58" ry="20" fill="${p.shade}"/><rect x="110" y="232" width="180" height="88" rx="12" fill="${p.body}"/><ellipse cx="200" cy="232" rx="90" ry="18" fill="${p.shade}"/><ellipse cx="200" cy="233" rx="80" ry="13" fill="${p.fill}"/>${flame(200, 188)}<rect x="150" y="262" width="100" height="34" rx="4" fill="${p.light}" opacity=".85"/>${gloss(122, 246, 60)}`,
  pillar: (p: ItemPaint) =>
    `<ellipse cx="200" cy="318" rx="95" ry="16" fill="${p.body}"/><rect x="148" y="150" width="104" height="166" rx="10" fill="${p.fill}"/><ellipse cx="200" cy="152" rx="52" ry="10" fill="#fff" opacity=".35"/>${flame(200, 104)}<rect x="158" y="165" width="9" height="140" rx="4" fill="#fff" opacity=".3"/>`,
  tapers: (p: ItemPaint) =>
    [150, 200, 250]
      .map(
        (x, i) =>
          `<rect x="${x - 11}" y="${120 + i * 14}" width="22" height="${170 - i * 14}" rx="6" fill="${p.fill}"/><rect x="${x - 7}" y="${126 + i * 14}" width="5" height="${150 - i * 14}" rx="2" fill="#fff" opacity=".35"/>${flame(x, 80 + i * 14)}`,
      )
      .join('') +
    `<rect x="100" y="262" width="200" height="58" rx="8" fill="${p.body}"/><rect x="100" y="262" width="200" height="10" rx="4" fill="${p.shade}"/><rect x="140" y="282" width="120" height="24" rx="3" fill="${p.light}" opacity=".85"/>`,
  melts: (p: ItemPaint) =>
    `<rect x="95" y="215" width="210" height="100" rx="10" fill="${p.body}"/>${[0, 1, 2]
      .flatMap((c) =>
        [0, 1].map(
          (r) =>
            `<rect x="${108 + c * 66}" y="${226 + r * 44}" width="56" height="36" rx="8" fill="${p.fill}"/>`,
        ),
      )
      .join('')}<rect x="95" y="215" width="210" height="100" rx="10" fill="#fff" opacity=".12"/>`,
  tin: (p: ItemPaint) =>
    `<rect x="122" y="190" width="156" height="130" rx="12" fill="${p.body}"/><rect x="114" y="166" width="172" height="40" rx="10" fill="${p.shade}"/>${label(p, 140, 225, 120, 64)}${gloss(130, 210, 100)}`,
  dropper: (p: ItemPaint) =>
    `<rect x="150" y="175" width="100" height="145" rx="22" fill="${p.body}"/><rect x="156" y="215" width="88" height="95" rx="16" fill="${p.fill}" opacity=".55"/><rect x="176" y="148" width="48" height="32" rx="5" fill="${p.shade}"/><path d="M184 150 L184 100 C184 76 216 76 216 100 L216 150 Z" fill="${p.accent}"/>${label(p, 162, 228, 76, 54)}${gloss(160, 185, 120)}`,
  pump: (p: ItemPaint) =>
    `<rect x="140" y="165" width="120" height="155" rx="20" fill="${p.body}"/><rect x="178" y="140" width="44" height="30" rx="5" fill="${p.shade}"/><rect x="190" y="104" width="20" height="40" fill="${p.shade}"/><rect x="178" y="96" width="70" height="16" rx="6" fill="${p.accent}"/>${label(p, 155, 215, 90, 70)}${gloss(150, 175, 130)}`,
  spray: (p: ItemPaint) =>
    `<rect x="145" y="170" width="110" height="150" rx="18" fill="${p.body}"/><rect x="180" y="140" width="40" height="34" rx="5" fill="${p.shade}"/><path d="M172 140 L172 100 L236 100 L252 116 L236 124 L226 124 L226 140 Z" fill="${p.accent}"/><path d="M200 124 L192 160" stroke="${p.shade}" stroke-width="8" stroke-linecap="round"/>${label(p, 158, 215, 84, 66)}${gloss(155, 180, 125)}`,
  diffuser: (p: ItemPaint) =>
    `${[-40, -22, -6, 10, 28, 44].map((dx) => `<path d="M200 190 L${200 + dx * 2.2} 60" stroke="#7a5a3a" stroke-width="5" stroke-linecap="round"/>`).join('')}<path d="M180 170 L220 170 L220 200 C280 205 290 240 290 270 C290 310 260 320 200 320 C140 320 110 310 110 270 C110 240 120 205 180 200 Z" fill="${p.body}"/><path d="M125 262 C125 250 275 250 275 262 C275 300 250 308 200 308 C150 308 125 300 125 262 Z" fill="${p.fill}" opacity=".55"/><rect x="176" y="166" width="48" height="16" rx="4" fill="${p.shade}"/>${label(p, 160, 235, 80, 44)}`,
  shaker: (p: ItemPaint) =>
    `<rect x="145" y="155" width="110" height="165" rx="14" fill="${p.body}"/><rect x="152" y="185" width="96" height="128" rx="10" fill="${p.fill}"/><rect x="140" y="122" width="120" height="40" rx="8" fill="${p.shade}"/>${[170, 190, 210, 230].map((x) => `<circle cx="${x}" cy="132" r="4" fill="${p.light}"/>`).join('')}${label(p, 160, 220, 80, 56)}`,
  woozy: (p: ItemPaint) =>
    `<path d="M186 110 L214 110 L214 160 C238 172 240 180 240 200 L240 310 C240 318 234 320 226 320 L174 320 C166 320 160 318 160 310 L160 200 C160 180 162 172 186 160 Z" fill="${p.body}"/><path d="M166 205 L234 205 L234 306 C234 312 230 314 224 314 L176 314 C170 314 166 312 166 306 Z" fill="${p.fill}"/><rect x="182" y="84" width="36" height="30" rx="5" fill="${p.accent}"/>${label(p, 168, 235, 64, 50)}${gloss(168, 200, 100)}`,
  tumbler: (p: ItemPaint) =>
    `<rect x="212" y="52" width="12" height="90" rx="5" fill="${p.accent}" transform="rotate(12 218 97)"/><path d="M138 142 L262 142 L248 320 L152 320 Z" fill="${p.body}"/><rect x="130" y="122" width="140" height="26" rx="9" fill="${p.shade}"/><rect x="146" y="215" width="108" height="40" fill="${p.light}" opacity=".9"/>${gloss(156, 155, 150)}`,
  plate: (p: ItemPaint) =>
    `<ellipse cx="200" cy="300" rx="150" ry="34" fill="${p.shade}"/><ellipse cx="200" cy="286" rx="150" ry="34" fill="${p.body}"/><ellipse cx="200" cy="272" rx="150" ry="36" fill="${p.body}"/><ellipse cx="200" cy="268" rx="150" ry="36" fill="${p.light}"/><ellipse cx="200" cy="268" rx="100" ry="23" fill="${p.body}" opacity=".35"/><ellipse cx="200" cy="268" rx="132" ry="31" fill="none" stroke="${p.accent}" stroke-width="3"/>`,
  hoodie: (p: ItemPaint) =>
    `<path d="M160 95 C160 60 240 60 240 95 L262 112 L320 150 L345 250 L305 262 L288 196 L288 322 L112 322 L112 196 L95 262 L55 250 L80 150 L138 112 Z" fill="${p.body}"/><path d="M160 95 C165 140 235 140 240 95 C232 78 168 78 160 95 Z" fill="${p.shade}"/><path d="M188 132 L186 176 M212 132 L214 176" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/><path d="M150 250 L250 250 L240 295 L160 295 Z" fill="${p.shade}" opacity=".55"/><rect x="112" y="306" width="176" height="16" rx="4" fill="${p.shade}"/><rect x="170" y="190" width="60" height="36" rx="6" fill="${p.accent}"/>`,
  leggings: (p: ItemPaint) =>
    `<path d="M138 100 L262 100 L272 320 L220 320 L200 170 L180 320 L128 320 Z" fill="${p.body}"/><rect x="136" y="96" width="128" height="24" rx="5" fill="${p.shade}"/><path d="M200 120 L200 168" stroke="${p.shade}" stroke-width="4"/><rect x="235" y="150" width="22" height="34" rx="4" fill="${p.accent}" opacity=".8"/>`,
  bra: (p: ItemPaint) =>
    `<path d="M140 190 L160 100 M260 190 L240 100" stroke="${p.shade}" stroke-width="14" stroke-linecap="round"/><path d="M110 260 C110 190 150 170 200 210 C250 170 290 190 290 260 Z" fill="${p.body}"/><rect x="104" y="252" width="192" height="36" rx="8" fill="${p.shade}"/><rect x="170" y="262" width="60" height="14" rx="4" fill="${p.accent}"/>`,
  onesie: (p: ItemPaint) =>
    `<path d="M162 100 L125 110 L82 160 L114 194 L136 176 L140 286 L168 320 L232 320 L260 286 L264 176 L286 194 L318 160 L275 110 L238 100 C230 124 170 124 162 100 Z" fill="${p.body}"/><path d="M162 100 C170 124 230 124 238 100" stroke="${p.shade}" stroke-width="7" fill="none"/>${[180, 200, 220].map((x) => `<circle cx="${x}" cy="306" r="5" fill="${p.light}"/>`).join('')}<circle cx="200" cy="205" r="26" fill="${p.accent}"/>`,
  beanie: (p: ItemPaint) =>
    `<circle cx="200" cy="112" r="28" fill="${p.accent}"/><path d="M118 262 C118 120 282 120 282 262 Z" fill="${p.body}"/><rect x="110" y="244" width="180" height="76" rx="12" fill="${p.shade}"/>${[130, 150, 170, 190, 210, 230, 250, 270].map((x) => `<rect x="${x}" y="252" width="5" height="60" rx="2" fill="${p.body}" opacity=".45"/>`).join('')}<rect x="176" y="264" width="48" height="32" rx="4" fill="${p.light}"/>`,
  necklace: (p: ItemPaint) =>
    `<path d="M112 80 C112 250 288 250 288 80" stroke="${p.body}" stroke-width="7" fill="none" stroke-dasharray="10 4"/><path d="M200 236 L200 252" stroke="${p.body}" stroke-width="5"/><path d="M200 250 C228 270 228 300 200 318 C172 300 172 270 200 250 Z" fill="${p.body}"/><circle cx="200" cy="286" r="12" fill="${p.accent}"/><circle cx="196" cy="282" r="4" fill="#fff" opacity=".7"/>`,
  earrings: (p: ItemPaint) =>
    [145, 255]
      .map(
        (x) =>
          `<circle cx="${x}" cy="150" r="12" fill="${p.body}"/><circle cx="${x}" cy="230" r="62" stroke="${p.body}" stroke-width="16" fill="none"/><circle cx="${x}" cy="230" r="62" stroke="#fff" stroke-width="3" fill="none" opacity=".4"/><circle cx="${x}" cy="292" r="9" fill="${p.accent}"/>`,
      )
      .join(''),
  tote: (p: ItemPaint) =>
    `<path d="M155 165 L155 110 C155 72 245 72 245 110 L245 165" stroke="${p.shade}" stroke-width="11" fill="none"/><path d="M110 160 L290 160 L300 325 L100 325 Z" fill="${p.body}"/><path d="M110 160 L290 160 L291 176 L109 176 Z" fill="${p.shade}" opacity=".5"/><rect x="150" y="205" width="100" height="90" rx="8" fill="${p.light}"/><circle cx="200" cy="250" r="26" fill="${p.accent}"/>`,
  backpack: (p: ItemPaint) =>
    `<path d="M175 125 C175 90 225 90 225 125" stroke="${p.shade}" stroke-width="10" fill="none"/><rect x="118" y="120" width="164" height="200" rx="46" fill="${p.body}"/><rect x="143" y="220" width="114" height="86" rx="20" fill="${p.shade}"/><path d="M150 235 L250 235" stroke="${p.light}" stroke-width="4"/><rect x="188" y="150" width="24" height="40" rx="6" fill="${p.accent}"/>`,
  wallet: (p: ItemPaint) =>
    `<rect x="128" y="150" width="110" height="70" rx="6" fill="${p.light}" transform="rotate(-8 183 185)"/><rect x="100" y="180" width="200" height="130" rx="16" fill="${p.body}"/><path d="M100 215 L300 215" stroke="${p.shade}" stroke-width="6"/><rect x="112" y="192" width="176" height="106" rx="10" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="7 6" opacity=".7"/><rect x="178" y="250" width="44" height="22" rx="4" fill="${p.accent}"/>`,
  bar: (p: ItemPaint) =>
    `<path d="M80 205 L92 215 L80 225 L92 235 L80 245 L92 255 L80 265 L92 275 L80 285 L320 285 L308 275 L320 265 L308 255 L320 245 L308 235 L320 225 L308 215 L320 205 Z" fill="${p.shade}"/><rect x="96" y="200" width="208" height="90" rx="6" fill="${p.body}"/><rect x="150" y="212" width="100" height="66" rx="6" fill="${p.light}"/><rect x="162" y="236" width="76" height="18" rx="4" fill="${p.fill}"/>`,
  soap: (p: ItemPaint) =>
    `<rect x="105" y="220" width="190" height="96" rx="34" fill="${p.fill}"/><rect x="105" y="220" width="190" height="96" rx="34" fill="#000" opacity=".15"/><rect x="105" y="210" width="190" height="86" rx="34" fill="${p.fill}"/><rect x="170" y="208" width="62" height="110" fill="${p.body}"/><rect x="182" y="240" width="38" height="34" rx="4" fill="${p.light}"/>`,
  'lip-balm': (p: ItemPaint) =>
    `<rect x="120" y="200" width="46" height="110" rx="8" fill="${p.shade}" transform="rotate(-18 143 255)"/><path d="M128 200 C128 170 158 170 158 200 Z" fill="${p.fill}" transform="rotate(-18 143 255)"/><rect x="190" y="110" width="70" height="210" rx="12" fill="${p.body}"/><rect x="190" y="150" width="70" height="10" fill="${p.shade}"/>${label(p, 198, 190, 54, 90)}`,
  collar: (p: ItemPaint) =>
    `<ellipse cx="200" cy="215" rx="120" ry="76" stroke="${p.body}" stroke-width="26" fill="none"/><ellipse cx="200" cy="215" rx="120" ry="76" stroke="${p.light}" stroke-width="3" fill="none" stroke-dasharray="6 6" opacity=".7"/><rect x="170" y="272" width="60" height="38" rx="8" fill="${p.shade}"/><rect x="182" y="282" width="36" height="18" rx="4" fill="${p.accent}"/><circle cx="200" cy="140" r="16" fill="none" stroke="#c3c7cc" stroke-width="6"/>`,
  'pet-bed': (p: ItemPaint) =>
    `<ellipse cx="200" cy="282" rx="160" ry="42" fill="${p.shade}"/><ellipse cx="200" cy="258" rx="160" ry="56" fill="${p.body}"/><ellipse cx="200" cy="258" rx="118" ry="34" fill="${p.light}"/><ellipse cx="200" cy="264" rx="96" ry="24" fill="${p.fill}" opacity=".5"/>`,
  'pet-bowl': (p: ItemPaint) =>
    `<path d="M118 236 L282 236 L306 318 L94 318 Z" fill="${p.body}"/><ellipse cx="200" cy="236" rx="82" ry="16" fill="${p.shade}"/>${[176, 196, 214, 230, 186, 206].map((x, i) => `<circle cx="${x}" cy="${232 + (i % 2) * 4}" r="7" fill="#9a6a3a"/>`).join('')}<rect x="150" y="268" width="100" height="26" rx="6" fill="${p.accent}"/>`,
  blanket: (p: ItemPaint) =>
    `<rect x="100" y="282" width="200" height="38" rx="14" fill="${p.shade}"/><rect x="96" y="242" width="208" height="46" rx="16" fill="${p.body}"/><rect x="92" y="198" width="216" height="50" rx="18" fill="${p.light}"/>${[120, 160, 200, 240, 280].map((x) => `<circle cx="${x}" cy="223" r="7" fill="${p.accent}"/>`).join('')}`,
  stacker: (p: ItemPaint) =>
    `<rect x="192" y="110" width="16" height="200" rx="8" fill="${p.shade}"/><circle cx="200" cy="110" r="18" fill="${p.accent}"/>${[
      [300, 110, p.body],
      [262, 92, p.accent],
      [224, 74, p.light],
      [186, 58, p.body],
      [148, 44, p.accent],
    ]
      .map(
        ([y, w, c]) =>
          `<rect x="${200 - Number(w)}" y="${y}" width="${Number(w) * 2}" height="34" rx="17" fill="${c}"/>`,
      )
      .join('')}<rect x="90" y="308" width="220" height="14" rx="6" fill="${p.shade}"/>`,
  teether: (p: ItemPaint) =>
    `<circle cx="200" cy="220" r="70" stroke="${p.body}" stroke-width="34" fill="none"/>${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${200 + 70 * Math.cos((a * Math.PI) / 180)}" cy="${220 + 70 * Math.sin((a * Math.PI) / 180)}" r="12" fill="${p.accent}"/>`).join('')}`,
  blocks: (p: ItemPaint) =>
    `<rect x="100" y="230" width="90" height="90" rx="6" fill="${p.body}"/><rect x="200" y="230" width="90" height="90" rx="6" fill="${p.accent}"/><rect x="150" y="140" width="90" height="90" rx="6" fill="${p.light}"/><path d="M150 140 L195 90 L240 140 Z" fill="${p.shade}"/><circle cx="145" cy="275" r="18" fill="${p.light}"/><rect x="228" y="258" width="34" height="34" rx="4" fill="${p.light}"/><path d="M195 165 L215 205 L175 205 Z" fill="${p.body}"/>`,
  plush: (p: ItemPaint) =>
    `<circle cx="152" cy="104" r="24" fill="${p.body}"/><circle cx="248" cy="104" r="24" fill="${p.body}"/><ellipse cx="200" cy="256" rx="78" ry="66" fill="${p.body}"/><circle cx="134" cy="300" r="26" fill="${p.shade}"/><circle cx="266" cy="300" r="26" fill="${p.shade}"/><circle cx="200" cy="150" r="58" fill="${p.body}"/><ellipse cx="200" cy="170" rx="24" ry="17" fill="${p.light}"/><circle cx="180" cy="140" r="6" fill="#2a2a2a"/><circle cx="220" cy="140" r="6" fill="#2a2a2a"/><circle cx="200" cy="164" r="6" fill="#2a2a2a"/><ellipse cx="200" cy="262" rx="38" ry="32" fill="${p.light}"/>`,
  'yoga-mat': (p: ItemPaint) =>
    `<rect x="80" y="205" width="220" height="110" rx="55" fill="${p.body}"/><circle cx="285" cy="260" r="55" fill="${p.shade}"/><path d="M285 260 m-8 0 a8 8 0 1 1 16 0 a16 16 0 1 1 -32 0 a24 24 0 1 1 48 0 a32 32 0 1 1 -64 0 a40 40 0 1 1 80 0" stroke="${p.body}" stroke-width="4" fill="none"/><rect x="130" y="198" width="16" height="124" rx="4" fill="${p.accent}"/><rect x="210" y="198" width="16" height="124" rx="4" fill="${p.accent}"/>`,
  'water-bottle': (p: ItemPaint) =>
    `<path d="M200 64 C240 64 240 100 222 100" stroke="${p.accent}" stroke-width="9" fill="none"/><rect x="170" y="80" width="60" height="46" rx="12" fill="${p.shade}"/><rect x="152" y="120" width="96" height="200" rx="30" fill="${p.body}"/><rect x="152" y="190" width="96" height="50" fill="${p.light}" opacity=".85"/>${gloss(162, 135, 170)}`,
  'shopping-bag': (p: ItemPaint) =>
    `<path d="M160 175 C160 100 200 100 200 175 M200 175 C200 100 240 100 240 175" stroke="${p.accent}" stroke-width="6" fill="none"/><rect x="112" y="160" width="176" height="160" fill="${p.body}"/><rect x="112" y="160" width="176" height="22" fill="${p.shade}"/><circle cx="200" cy="250" r="32" fill="${p.light}"/>`,
  tape: (p: ItemPaint) =>
    `<path d="M200 320 L330 320 L330 300 L240 300 Z" fill="${p.body}"/><circle cx="200" cy="215" r="105" fill="${p.body}"/><circle cx="200" cy="215" r="105" fill="none" stroke="${p.shade}" stroke-width="6"/><circle cx="200" cy="215" r="54" fill="#c8a06c"/><circle cx="200" cy="215" r="42" fill="${p.light}"/>${[0, 72, 144, 216, 288].map((a) => `<circle cx="${200 + 80 * Math.cos((a * Math.PI) / 180)}" cy="${215 + 80 * Math.sin((a * Math.PI) / 180)}" r="10" fill="${p.accent}"/>`).join('')}`,
  tissue: (p: ItemPaint) =>
    `<path d="M90 290 C130 270 150 300 200 282 C250 266 270 296 310 280 L310 318 L90 318 Z" fill="${p.shade}"/><path d="M84 250 C130 226 160 262 205 240 C250 220 280 254 316 236 L316 292 C280 308 250 276 205 296 C160 316 130 282 84 300 Z" fill="${p.body}"/><path d="M92 210 C135 186 165 222 205 200 C245 180 278 214 308 196 L308 250 C278 266 245 236 205 256 C165 276 135 240 92 262 Z" fill="${p.light}"/><circle cx="200" cy="232" r="22" fill="${p.accent}"/>`,
  'label-roll': (p: ItemPaint) =>
    `<rect x="200" y="268" width="130" height="52" fill="${p.light}"/><rect x="222" y="276" width="40" height="36" rx="6" fill="${p.body}"/><rect x="276" y="276" width="40" height="36" rx="6" fill="${p.body}"/><circle cx="190" cy="220" r="100" fill="${p.light}"/><circle cx="190" cy="220" r="100" fill="none" stroke="${p.shade}" stroke-width="5"/><circle cx="190" cy="220" r="40" fill="#c8a06c"/><circle cx="190" cy="220" r="28" fill="${p.shade}"/>${[0, 60, 120, 180, 240, 300].map((a) => `<rect x="${176 + 70 * Math.cos((a * Math.PI) / 180)}" y="${206 + 70 * Math.sin((a * Math.PI) / 180)}" width="28" height="28" rx="6" fill="${p.body}"/>`).join('')}`,
} satisfies Record<string, (p: ItemPaint) => string>;

export type Drawing = Shape | keyof typeof DRAWINGS;
export const EXTRA_DRAWINGS = Object.keys(DRAWINGS) as (keyof typeof DRAWINGS)[];

const isExtra = (d: Drawing): d is keyof typeof DRAWINGS => Object.hasOwn(DRAWINGS, d);

/** SVG markup of a product drawing: one of the extra drawings above, or a taxonomy silhouette. */
export const drawItem = (drawing: Drawing, paint: ItemPaint): string =>
  isExtra(drawing) ? DRAWINGS[drawing](paint) : drawShape(drawing, paint);
