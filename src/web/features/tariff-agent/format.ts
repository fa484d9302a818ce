import type { CountryLandedCost } from '../../../shared/contract/tariff-agent';

type Rate = CountryLandedCost['baseDuty']['rate'];

/** A duty rate as the schedule prints it: "16.5%", "Free", "1.9¢/kg", "4.4¢/kg + 6%". */
export function formatRate(rate: Rate): string {
  const specific = rate.perUnitCents ? `${rate.perUnitCents}¢/${rate.unit ?? 'unit'}` : '';
  const adValorem = rate.adValoremPct ? `${rate.adValoremPct}%` : '';
  return [specific, adValorem].filter(Boolean).join(' + ') || 'Free';
}

/** "from 2019-05-10" or "2019-09-01 to 2020-02-13". */
export const formatDates = (d: { effectiveFrom: string; effectiveTo?: string }) =>
  d.effectiveTo ? `${d.effectiveFrom} to ${d.effectiveTo}` : `from ${d.effectiveFrom}`;
