import type { CountryTariff } from '../../../shared/contract/commons';
import { TARIFF_AS_OF } from '../../../shared/tariff/hts-table';
import { additionalDutiesFor, findHtsLine, isColumn2Country } from '../../../shared/tariff/landed-cost';
import { notFound } from '../../http/errors';
import { listCountries } from './countries';

/**
 * What the embedded tariff table says about goods of `countryCode` entered on `today` (UTC, YYYY-MM-DD):
 * whether column 2 applies, and either one HTS line with its rates and the additional duties on it, or every
 * additional-duty program on the country. 404 for an unknown country or an HTS line the table does not hold.
 */
export async function countryTariff(
  countryCode: string,
  hts: string | undefined,
  today: string,
): Promise<CountryTariff> {
  const country = (await listCountries()).find((c) => c.code === countryCode);
  if (!country) throw notFound(`Country ${countryCode}`);
  const column2 = isColumn2Country(country.code, today);
  const base = {
    country: { code: country.code, name: country.name },
    column2,
    asOf: TARIFF_AS_OF,
    estimate: true as const,
  };
  const program = (d: ReturnType<typeof additionalDutiesFor>[number], withLines: boolean) => ({
    program: d.program,
    ratePct: d.ratePct,
    effectiveFrom: d.effectiveFrom,
    ...(d.effectiveTo ? { effectiveTo: d.effectiveTo } : {}),
    ...(withLines ? { hts: [...d.hts] } : {}),
  });
  if (hts === undefined)
    return {
      ...base,
      additionalDuties: additionalDutiesFor(country.code, today).map((d) => program(d, true)),
    };

  const line = findHtsLine(hts);
  if (!line) throw notFound(`HTS ${hts}`);
  return {
    ...base,
    line: {
      hts: line.hts,
      description: line.description,
      general: line.general,
      ...(line.special ? { special: line.special } : {}),
      column2: line.column2,
      ...(line.unit ? { unit: line.unit } : {}),
      applied: column2 ? 'COLUMN_2' : 'GENERAL',
    },
    additionalDuties: additionalDutiesFor(country.code, today, line.hts).map((d) => program(d, false)),
  };
}
