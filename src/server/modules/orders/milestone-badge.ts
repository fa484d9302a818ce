// The sales milestones' images: badges drawn here as SVG (no outside image host), one per milestone.
import {
  MILESTONE_INFO,
  SALES_MILESTONES,
  type SalesMilestone,
} from '../../../shared/rules/sales-milestones';

const PALETTE = [
  '#868e96',
  '#40c057',
  '#12b886',
  '#15aabf',
  '#228be6',
  '#4c6ef5',
  '#7950f2',
  '#be4bdb',
  '#f59f00',
  '#e8590c',
];
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Big text on the badge: "$1k", "$5M", "1st" or a star for the starting point. */
function headline(m: SalesMilestone): string {
  if (m === 'DEFAULT') return '★';
  if (m === 'FIRST_SALE') return '1st';
  return `$${m.replace('SALES_', '').replace('MM', 'M').replace('K', 'k')}`;
}

export function milestoneBadgeSvg(m: SalesMilestone): string {
  const color = PALETTE[SALES_MILESTONES.indexOf(m)] ?? PALETTE[0];
  const label = escapeXml(MILESTONE_INFO[m].label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#212529" stop-opacity="0.85"/></linearGradient></defs>
<polygon points="80,6 98,24 124,20 130,46 152,60 140,84 152,108 128,120 122,146 96,140 80,156 64,140 38,146 32,120 8,108 20,84 8,60 30,46 36,20 62,24" fill="url(#g)"/>
<circle cx="80" cy="80" r="50" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
<text x="80" y="92" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(headline(m))}</text>
</svg>`;
}
