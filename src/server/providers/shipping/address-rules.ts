// The embedded address validator's data: per country, how postal codes are written and, where a carrier
// needs one, the states or provinces with the postal-code prefixes that belong to each. The validator
// (address-validator.ts) holds no country knowledge of its own: a new country is a new entry here.

/**
 * A state or province. `postal` lists the postal-code prefixes it owns, as `lo-hi` ranges or single values
 * compared with the start of the compact postal code (upper case, no spaces or hyphens) of the same length:
 * `'100-149'` owns ZIP codes 10000–14999, `'K'` owns Canadian codes starting with K, `'96950-96952'` five
 * ZIP codes. When ranges of several subdivisions match, the longest (most specific) one wins.
 */
export type Subdivision = { code: string; name: string; aliases?: string[]; postal?: string[] };

export type PostalFormat = {
  /** Matched against the compact code; the capture groups joined by `sep` (after `prefix`) are the normal form. */
  re: RegExp;
  sep?: string;
  prefix?: string;
  example: string;
};

export type CountryRules = {
  /** What people there call the code: "ZIP code", "postcode", "PIN code"… */
  postalLabel: string;
  /** null: the country has no postal codes, none is asked for. */
  postal: PostalFormat | null;
  postalRequired: boolean;
  /** A carrier cannot deliver without the subdivision (US, CA, AU); its codes are the normal form. */
  subdivisions?: { label: string; required: boolean; list: Subdivision[] };
  /** Street addresses there start with a number: a line 1 without any digit is a problem. */
  streetNumberRequired?: boolean;
};

const digits = (n: number, example: string): PostalFormat => ({ re: new RegExp(`^(\\d{${n}})$`), example });
const fiveDigits = digits(5, '75008');

const US_STATES: Subdivision[] = [
  { code: 'AL', name: 'Alabama', postal: ['350-369'] },
  { code: 'AK', name: 'Alaska', postal: ['995-999'] },
  { code: 'AZ', name: 'Arizona', postal: ['850-865'] },
  { code: 'AR', name: 'Arkansas', postal: ['716-729'] },
  { code: 'CA', name: 'California', postal: ['900-961'] },
  { code: 'CO', name: 'Colorado', postal: ['800-816'] },
  { code: 'CT', name: 'Connecticut', postal: ['060-069'] },
  { code: 'DE', name: 'Delaware', postal: ['197-199'] },
  {
    code: 'DC',
    name: 'District of Columbia',
    aliases: ['Washington DC', 'Washington D C'],
    postal: ['200', '202-205', '569'],
  },
  { code: 'FL', name: 'Florida', postal: ['320-339', '341-349'] },
  { code: 'GA', name: 'Georgia', postal: ['300-319', '398-399'] },
  { code: 'HI', name: 'Hawaii', postal: ['967-968'] },
  { code: 'ID', name: 'Idaho', postal: ['832-838'] },
  { code: 'IL', name: 'Illinois', postal: ['600-629'] },
  { code: 'IN', name: 'Indiana', postal: ['460-479'] },
  { code: 'IA', name: 'Iowa', postal: ['500-528'] },
  { code: 'KS', name: 'Kansas', postal: ['660-679'] },
  { code: 'KY', name: 'Kentucky', postal: ['400-427'] },
  { code: 'LA', name: 'Louisiana', postal: ['700-714'] },
  { code: 'ME', name: 'Maine', postal: ['039-049'] },
  { code: 'MD', name: 'Maryland', postal: ['206-219'] },
  { code: 'MA', name: 'Massachusetts', postal: ['010-027', '055'] },
  { code: 'MI', name: 'Michigan', postal: ['480-499'] },
  { code: 'MN', name: 'Minnesota', postal: ['550-567'] },
  { code: 'MS', name: 'Mississippi', postal: ['386-397'] },
  { code: 'MO', name: 'Missouri', postal: ['630-658'] },
  { code: 'MT', name: 'Montana', postal: ['590-599'] },
  { code: 'NE', name: 'Nebraska', postal: ['680-693'] },
  { code: 'NV', name: 'Nevada', postal: ['889-898'] },
  { code: 'NH', name: 'New Hampshire', postal: ['030-038'] },
  { code: 'NJ', name: 'New Jersey', postal: ['070-089'] },
  { code: 'NM', name: 'New Mexico', postal: ['870-884'] },
  // 005: Holtsville (IRS); 06390: Fishers Island, inside Connecticut's range.
  { code: 'NY', name: 'New York', postal: ['005', '100-149', '06390'] },
  { code: 'NC', name: 'North Carolina', postal: ['270-289'] },
  { code: 'ND', name: 'North Dakota', postal: ['580-588'] },
  { code: 'OH', name: 'Ohio', postal: ['430-459'] },
  { code: 'OK', name: 'Oklahoma', postal: ['730-732', '734-749'] },
  { code: 'OR', name: 'Oregon', postal: ['970-979'] },
  { code: 'PA', name: 'Pennsylvania', postal: ['150-196'] },
  { code: 'RI', name: 'Rhode Island', postal: ['028-029'] },
  { code: 'SC', name: 'South Carolina', postal: ['290-299'] },
  { code: 'SD', name: 'South Dakota', postal: ['570-577'] },
  { code: 'TN', name: 'Tennessee', postal: ['370-385'] },
  // 733: Austin (IRS); 885: El Paso.
  { code: 'TX', name: 'Texas', postal: ['733', '750-799', '885'] },
  { code: 'UT', name: 'Utah', postal: ['840-847'] },
  { code: 'VT', name: 'Vermont', postal: ['050-054', '056-059'] },
  { code: 'VA', name: 'Virginia', postal: ['201', '220-246'] },
  { code: 'WA', name: 'Washington', postal: ['980-994'] },
  { code: 'WV', name: 'West Virginia', postal: ['247-268'] },
  { code: 'WI', name: 'Wisconsin', postal: ['530-549'] },
  { code: 'WY', name: 'Wyoming', postal: ['820-831'] },
  // Territories and freely associated states served by USPS.
  { code: 'PR', name: 'Puerto Rico', postal: ['006-007', '009'] },
  {
    code: 'VI',
    name: 'U.S. Virgin Islands',
    aliases: ['United States Virgin Islands', 'Virgin Islands'],
    postal: ['008'],
  },
  { code: 'GU', name: 'Guam', postal: ['96910-96932'] },
  { code: 'AS', name: 'American Samoa', postal: ['96799'] },
  { code: 'MP', name: 'Northern Mariana Islands', postal: ['96950-96952'] },
  { code: 'PW', name: 'Palau', postal: ['96939-96940'] },
  { code: 'FM', name: 'Federated States of Micronesia', aliases: ['Micronesia'], postal: ['96941-96944'] },
  { code: 'MH', name: 'Marshall Islands', postal: ['96960', '96970'] },
  // Military mail (APO/FPO/DPO).
  { code: 'AA', name: 'Armed Forces Americas', postal: ['340'] },
  { code: 'AE', name: 'Armed Forces Europe', postal: ['090-098'] },
  { code: 'AP', name: 'Armed Forces Pacific', postal: ['962-966'] },
];

/** The first letter of a Canadian postal code names its province (Nunavut and the NWT share X). */
const CA_PROVINCES: Subdivision[] = [
  { code: 'AB', name: 'Alberta', postal: ['T'] },
  { code: 'BC', name: 'British Columbia', postal: ['V'] },
  { code: 'MB', name: 'Manitoba', postal: ['R'] },
  { code: 'NB', name: 'New Brunswick', postal: ['E'] },
  { code: 'NL', name: 'Newfoundland and Labrador', aliases: ['Newfoundland'], postal: ['A'] },
  { code: 'NS', name: 'Nova Scotia', postal: ['B'] },
  { code: 'NT', name: 'Northwest Territories', postal: ['X0E-X0G', 'X1A'] },
  { code: 'NU', name: 'Nunavut', postal: ['X0A-X0C'] },
  { code: 'ON', name: 'Ontario', postal: ['K', 'L', 'M', 'N', 'P'] },
  { code: 'PE', name: 'Prince Edward Island', postal: ['C'] },
  { code: 'QC', name: 'Quebec', aliases: ['Québec'], postal: ['G', 'H', 'J'] },
  { code: 'SK', name: 'Saskatchewan', postal: ['S'] },
  { code: 'YT', name: 'Yukon', aliases: ['Yukon Territory'], postal: ['Y'] },
];

const AU_STATES: Subdivision[] = [
  { code: 'ACT', name: 'Australian Capital Territory', postal: ['0200-0299', '2600-2618', '2900-2920'] },
  { code: 'NSW', name: 'New South Wales', postal: ['1000-2599', '2619-2899', '2921-2999'] },
  { code: 'NT', name: 'Northern Territory', postal: ['0800-0999'] },
  { code: 'QLD', name: 'Queensland', postal: ['4000-4999', '9000-9999'] },
  { code: 'SA', name: 'South Australia', postal: ['5000-5999'] },
  { code: 'TAS', name: 'Tasmania', postal: ['7000-7999'] },
  { code: 'VIC', name: 'Victoria', postal: ['3000-3999', '8000-8999'] },
  { code: 'WA', name: 'Western Australia', postal: ['6000-6999'] },
];

/** Canada Post never uses D, F, I, O, Q, U; W and Z never start a code. */
const CA_LETTER = '[ABCEGHJ-NPRSTV-Z]';
const CA_FIRST = '[ABCEGHJ-NPRSTVXY]';

export const COUNTRY_RULES: Record<string, CountryRules> = {
  US: {
    postalLabel: 'ZIP code',
    postal: { re: /^(\d{5})(\d{4})?$/, sep: '-', example: '94103 or 94103-1234' },
    postalRequired: true,
    subdivisions: { label: 'state', required: true, list: US_STATES },
    streetNumberRequired: true,
  },
  CA: {
    postalLabel: 'postal code',
    postal: {
      re: new RegExp(`^(${CA_FIRST}\\d${CA_LETTER})(\\d${CA_LETTER}\\d)$`),
      sep: ' ',
      example: 'K1A 0B1',
    },
    postalRequired: true,
    subdivisions: { label: 'province', required: true, list: CA_PROVINCES },
    streetNumberRequired: true,
  },
  GB: {
    postalLabel: 'postcode',
    postal: {
      re: /^(GIR|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)(\d[ABD-HJLNP-UW-Z]{2})$/,
      sep: ' ',
      example: 'SW1A 1AA',
    },
    postalRequired: true,
  },
  AU: {
    postalLabel: 'postcode',
    postal: digits(4, '2000'),
    postalRequired: true,
    subdivisions: { label: 'state', required: true, list: AU_STATES },
  },
  DE: { postalLabel: 'postal code', postal: digits(5, '10115'), postalRequired: true },
  FR: { postalLabel: 'postal code', postal: fiveDigits, postalRequired: true },
  IT: { postalLabel: 'postal code', postal: digits(5, '00184'), postalRequired: true },
  ES: {
    postalLabel: 'postal code',
    postal: { re: /^((?:0[1-9]|[1-4]\d|5[0-2])\d{3})$/, example: '28013' },
    postalRequired: true,
  },
  NL: {
    postalLabel: 'postal code',
    postal: { re: /^([1-9]\d{3})((?!SA|SD|SS)[A-Z]{2})$/, sep: ' ', example: '1012 AB' },
    postalRequired: true,
  },
  JP: {
    postalLabel: 'postal code',
    postal: { re: /^(\d{3})(\d{4})$/, sep: '-', example: '100-0001' },
    postalRequired: true,
  },
  CN: { postalLabel: 'postal code', postal: digits(6, '100000'), postalRequired: true },
  IN: { postalLabel: 'PIN code', postal: { re: /^([1-9]\d{5})$/, example: '110001' }, postalRequired: true },
  VN: { postalLabel: 'postal code', postal: digits(6, '100000'), postalRequired: true },
  MX: { postalLabel: 'postal code', postal: digits(5, '06600'), postalRequired: true },
  BR: {
    postalLabel: 'CEP',
    postal: { re: /^(\d{5})(\d{3})$/, sep: '-', example: '01310-100' },
    postalRequired: true,
  },
  // Further countries Quarry's founders and suppliers ship from and to most (Universal Postal Union formats).
  AT: { postalLabel: 'postal code', postal: digits(4, '1010'), postalRequired: true },
  BE: { postalLabel: 'postal code', postal: digits(4, '1000'), postalRequired: true },
  CH: { postalLabel: 'postal code', postal: digits(4, '8001'), postalRequired: true },
  DK: { postalLabel: 'postal code', postal: digits(4, '1050'), postalRequired: true },
  NO: { postalLabel: 'postal code', postal: digits(4, '0150'), postalRequired: true },
  SE: {
    postalLabel: 'postal code',
    postal: { re: /^(\d{3})(\d{2})$/, sep: ' ', example: '111 52' },
    postalRequired: true,
  },
  FI: { postalLabel: 'postal code', postal: digits(5, '00100'), postalRequired: true },
  PL: {
    postalLabel: 'postal code',
    postal: { re: /^(\d{2})(\d{3})$/, sep: '-', example: '00-950' },
    postalRequired: true,
  },
  PT: {
    postalLabel: 'postal code',
    postal: { re: /^(\d{4})(\d{3})$/, sep: '-', example: '1100-148' },
    postalRequired: true,
  },
  CZ: {
    postalLabel: 'postal code',
    postal: { re: /^(\d{3})(\d{2})$/, sep: ' ', example: '110 00' },
    postalRequired: true,
  },
  GR: {
    postalLabel: 'postal code',
    postal: { re: /^(\d{3})(\d{2})$/, sep: ' ', example: '105 57' },
    postalRequired: true,
  },
  IE: {
    postalLabel: 'Eircode',
    postal: { re: /^([AC-FHKNPRTV-Y]\d{2}|D6W)([0-9AC-FHKNPRTV-Y]{4})$/, sep: ' ', example: 'D02 X285' },
    postalRequired: false,
  },
  NZ: { postalLabel: 'postcode', postal: digits(4, '6011'), postalRequired: true },
  SG: { postalLabel: 'postal code', postal: digits(6, '018956'), postalRequired: true },
  KR: { postalLabel: 'postal code', postal: digits(5, '03051'), postalRequired: true },
  TW: {
    postalLabel: 'postal code',
    postal: { re: /^(\d{3}(?:\d{2,3})?)$/, example: '100 or 10048' },
    postalRequired: true,
  },
  TH: { postalLabel: 'postal code', postal: digits(5, '10200'), postalRequired: true },
  MY: { postalLabel: 'postcode', postal: digits(5, '50000'), postalRequired: true },
  ID: { postalLabel: 'postal code', postal: digits(5, '10110'), postalRequired: true },
  PH: { postalLabel: 'ZIP code', postal: digits(4, '1000'), postalRequired: true },
  TR: { postalLabel: 'postal code', postal: digits(5, '34000'), postalRequired: true },
  IL: { postalLabel: 'postal code', postal: digits(7, '9614303'), postalRequired: true },
  ZA: { postalLabel: 'postal code', postal: digits(4, '2001'), postalRequired: true },
  RU: { postalLabel: 'postal code', postal: digits(6, '101000'), postalRequired: true },
  PK: { postalLabel: 'postal code', postal: digits(5, '44000'), postalRequired: true },
  BD: { postalLabel: 'postal code', postal: digits(4, '1000'), postalRequired: true },
  SA: {
    postalLabel: 'postal code',
    postal: { re: /^(\d{5})(\d{4})?$/, sep: '-', example: '11564' },
    postalRequired: true,
  },
  AR: {
    postalLabel: 'postal code',
    postal: { re: /^([A-HJ-NP-Z]\d{4}[A-Z]{3}|\d{4})$/, example: 'C1425DKB' },
    postalRequired: true,
  },
  CL: { postalLabel: 'postal code', postal: digits(7, '8320000'), postalRequired: true },
  CO: { postalLabel: 'postal code', postal: digits(6, '110111'), postalRequired: true },
  PE: { postalLabel: 'postal code', postal: digits(5, '15001'), postalRequired: true },
};

/**
 * Countries without postal codes (UPU; as Shopify and Google's address data list them): no code is asked for,
 * and one given is kept as written.
 */
export const NO_POSTAL_CODE_COUNTRIES = new Set(
  (
    'AE AG AN AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GD GH GM GQ GY HK JM KI KM KN KP LY ' +
    'MO ML MR MW NR NU QA RW SB SC SL SR ST SX SY TD TF TG TK TL TO TV UG VU YE ZW'
  ).split(' '),
);

/** Codes people often type for a country, with the ISO code a carrier wants. */
export const COUNTRY_CODE_ALIASES: Record<string, string> = { UK: 'GB', EL: 'GR' };

/**
 * Any other known country: the postal code is optional and, when given, 2–10 letters and digits (spaces
 * and hyphens kept as written, letters upper-cased).
 */
export const GENERIC_POSTAL = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;
