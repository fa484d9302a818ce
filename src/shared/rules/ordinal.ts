// Spec §5: ordinal suffixes, with 11 to 13 (and 111, 212, ...) taking "th".

/** 1 → "1st", 12 → "12th", 101 → "101st"; 0 → "0th"; negatives keep their sign: -2 → "-2nd". */
export function ordinal(value: number): string {
  // A fractional or infinite "place" is a caller bug, not something to print.
  if (!Number.isInteger(value)) throw new RangeError(`ordinal needs an integer, got ${value}`);
  const abs = Math.abs(value);
  const lastTwo = abs % 100;
  const last = abs % 10;
  let suffix = 'th';
  if (lastTwo < 11 || lastTwo > 13) {
    if (last === 1) suffix = 'st';
    else if (last === 2) suffix = 'nd';
    else if (last === 3) suffix = 'rd';
  }
  return `${value < 0 ? '-' : ''}${abs}${suffix}`;
}
