// The partner warehouse every Quarry fulfilment order ships from (spec §2: "The warehouse is in North Carolina,
// US"). Labels print it as the sender, rates measure zones from its ZIP code, and the web shows it where a
// founder sends inventory. docs/decisions/041-labels-rates-tracking.md.

export const WAREHOUSE = {
  name: 'Quarry Fulfillment Center',
  company: 'Quarry',
  line1: '4010 Stirrup Creek Dr',
  line2: 'Suite 100',
  city: 'Durham',
  state: 'NC',
  postalCode: '27703',
  countryCode: 'US',
  phone: '+1 919 555 0142',
} as const;

/** The first three digits of the warehouse ZIP: USPS zones are counted from this sectional center. */
export const WAREHOUSE_ZIP3 = WAREHOUSE.postalCode.slice(0, 3);

/** One line for lists and emails: "4010 Stirrup Creek Dr, Suite 100, Durham, NC 27703, US". */
export function warehouseOneLine(): string {
  const w = WAREHOUSE;
  return `${w.line1}, ${w.line2}, ${w.city}, ${w.state} ${w.postalCode}, ${w.countryCode}`;
}
