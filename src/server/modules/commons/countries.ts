import type { Country, State } from '../../../shared/contract/commons';
import { isDomesticCountry } from '../../../shared/rules/shipping';
import { notFound } from '../../http/errors';

// country-state-city carries every city of the world (~60 MB in memory): loaded on first use, not at boot.
type Csc = typeof import('country-state-city');
let csc: Promise<Csc> | null = null;
const loadCsc = () => {
  csc ??= import('country-state-city');
  return csc;
};

let countries: Country[] | null = null;

/** Every country with its dialling code, flag and shipping scope (only US is domestic), by name. */
export async function listCountries(): Promise<Country[]> {
  if (countries) return countries;
  const { Country: Countries } = await loadCsc();
  countries = Countries.getAllCountries()
    .map((c) => ({
      code: c.isoCode,
      name: c.name,
      phoneCode: `+${c.phonecode.replace(/^\+/, '')}`,
      flag: c.flag,
      isDomestic: isDomesticCountry(c.isoCode),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countries;
}

/** States or provinces of a country; 404 for an unknown country, [] for one without subdivisions. */
export async function listStatesOfCountry(countryCode: string): Promise<State[]> {
  const { Country: Countries, State: States } = await loadCsc();
  if (!Countries.getCountryByCode(countryCode)) throw notFound(`Country ${countryCode}`);
  return States.getStatesOfCountry(countryCode)
    .map((s) => ({ code: s.isoCode, name: s.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
