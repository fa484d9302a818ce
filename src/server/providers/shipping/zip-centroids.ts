// Where a US ZIP code is, roughly: the embedded carrier's zones (label-rates.ts) and tracking scans
// (carrier-timeline.ts) need a place for each destination. An approximation, written down in decision 041:
// a table of sectional-center anchors (a 3-digit ZIP prefix, the main city it serves, its latitude and
// longitude, at least one per state), and a ZIP is placed at the anchor of its own state whose prefix is
// nearest to its own (ties: the lower prefix). Prefixes are handed out along each state in order, so the
// nearest prefix is usually the nearest sorting center; every state's answer is within that state.
import { postalOwners } from './address-validator';

export type Place = { zip3: string; city: string; state: string; lat: number; lon: number };

// zip3 lat lon city|state
const ANCHORS = `
005 40.81 -73.04 Holtsville|NY
006 18.47 -66.11 San Juan|PR
008 18.34 -64.93 Charlotte Amalie|VI
010 42.10 -72.59 Springfield|MA
014 42.26 -71.80 Worcester|MA
021 42.36 -71.06 Boston|MA
028 41.82 -71.41 Providence|RI
030 42.99 -71.46 Manchester|NH
039 43.66 -70.26 Portland|ME
044 44.80 -68.77 Bangor|ME
050 44.48 -73.21 Burlington|VT
054 44.48 -73.21 Burlington|VT
060 41.76 -72.67 Hartford|CT
065 41.31 -72.92 New Haven|CT
070 40.74 -74.17 Newark|NJ
080 39.94 -75.12 Camden|NJ
086 40.22 -74.76 Trenton|NJ
090 50.11 8.68 APO AE|AE
100 40.71 -74.01 New York|NY
112 40.68 -73.94 Brooklyn|NY
122 42.65 -73.76 Albany|NY
132 43.05 -76.15 Syracuse|NY
142 42.89 -78.88 Buffalo|NY
146 43.16 -77.61 Rochester|NY
150 40.44 -80.00 Pittsburgh|PA
170 40.27 -76.88 Harrisburg|PA
180 40.61 -75.49 Allentown|PA
185 41.41 -75.66 Scranton|PA
191 39.95 -75.17 Philadelphia|PA
197 39.74 -75.55 Wilmington|DE
200 38.90 -77.04 Washington|DC
207 38.98 -76.94 College Park|MD
212 39.29 -76.61 Baltimore|MD
220 38.85 -77.30 Fairfax|VA
230 37.54 -77.44 Richmond|VA
235 36.85 -76.29 Norfolk|VA
240 37.27 -79.94 Roanoke|VA
250 38.35 -81.63 Charleston|WV
260 40.06 -80.72 Wheeling|WV
270 36.07 -79.79 Greensboro|NC
275 35.78 -78.64 Raleigh|NC
277 35.99 -78.90 Durham|NC
280 35.23 -80.84 Charlotte|NC
284 34.23 -77.94 Wilmington|NC
288 35.60 -82.55 Asheville|NC
290 34.00 -81.03 Columbia|SC
294 32.78 -79.93 Charleston|SC
296 34.85 -82.40 Greenville|SC
300 33.75 -84.39 Atlanta|GA
310 32.84 -83.63 Macon|GA
314 32.08 -81.09 Savannah|GA
320 30.33 -81.66 Jacksonville|FL
323 30.44 -84.28 Tallahassee|FL
328 28.54 -81.38 Orlando|FL
331 25.76 -80.19 Miami|FL
336 27.95 -82.46 Tampa|FL
339 26.64 -81.87 Fort Myers|FL
340 35.00 135.00 APO AA|AA
350 33.52 -86.80 Birmingham|AL
360 32.38 -86.30 Montgomery|AL
366 30.69 -88.04 Mobile|AL
370 36.16 -86.78 Nashville|TN
377 35.96 -83.92 Knoxville|TN
380 35.15 -90.05 Memphis|TN
386 34.26 -88.70 Tupelo|MS
390 32.30 -90.18 Jackson|MS
395 30.37 -89.09 Gulfport|MS
400 38.25 -85.76 Louisville|KY
405 38.04 -84.50 Lexington|KY
410 39.10 -84.51 Cincinnati|OH
430 39.96 -83.00 Columbus|OH
436 41.65 -83.54 Toledo|OH
440 41.50 -81.69 Cleveland|OH
450 39.10 -84.51 Cincinnati|OH
453 39.76 -84.19 Dayton|OH
460 39.77 -86.16 Indianapolis|IN
463 41.59 -87.35 Gary|IN
467 41.08 -85.14 Fort Wayne|IN
477 37.97 -87.56 Evansville|IN
480 42.33 -83.05 Detroit|MI
488 42.73 -84.56 Lansing|MI
493 42.96 -85.67 Grand Rapids|MI
497 44.76 -85.62 Traverse City|MI
500 41.59 -93.62 Des Moines|IA
522 41.98 -91.67 Cedar Rapids|IA
530 43.04 -87.91 Milwaukee|WI
537 43.07 -89.40 Madison|WI
543 44.51 -88.02 Green Bay|WI
550 44.95 -93.09 Saint Paul|MN
554 44.98 -93.27 Minneapolis|MN
558 46.79 -92.10 Duluth|MN
569 38.90 -77.04 Washington|DC
570 43.55 -96.73 Sioux Falls|SD
577 44.08 -103.23 Rapid City|SD
580 46.88 -96.79 Fargo|ND
585 46.81 -100.78 Bismarck|ND
590 45.78 -108.50 Billings|MT
596 46.59 -112.04 Helena|MT
598 46.87 -113.99 Missoula|MT
600 42.06 -87.94 Palatine|IL
606 41.88 -87.63 Chicago|IL
611 42.27 -89.09 Rockford|IL
616 40.69 -89.59 Peoria|IL
627 39.80 -89.64 Springfield|IL
630 38.63 -90.20 Saint Louis|MO
640 39.10 -94.58 Kansas City|MO
656 37.21 -93.29 Springfield|MO
660 39.11 -94.63 Kansas City|KS
666 39.05 -95.68 Topeka|KS
672 37.69 -97.34 Wichita|KS
680 41.26 -95.94 Omaha|NE
685 40.81 -96.70 Lincoln|NE
690 41.13 -100.77 North Platte|NE
700 29.95 -90.07 New Orleans|LA
708 30.45 -91.19 Baton Rouge|LA
711 32.53 -93.75 Shreveport|LA
716 34.23 -92.00 Pine Bluff|AR
722 34.75 -92.29 Little Rock|AR
727 36.06 -94.16 Fayetteville|AR
730 35.47 -97.52 Oklahoma City|OK
741 36.15 -95.99 Tulsa|OK
750 32.91 -96.64 Dallas|TX
752 32.78 -96.80 Dallas|TX
761 32.76 -97.33 Fort Worth|TX
770 29.76 -95.37 Houston|TX
779 28.81 -97.00 Victoria|TX
782 29.42 -98.49 San Antonio|TX
785 26.20 -98.23 McAllen|TX
787 30.27 -97.74 Austin|TX
790 35.22 -101.83 Amarillo|TX
794 33.58 -101.86 Lubbock|TX
797 31.99 -102.08 Midland|TX
799 31.76 -106.49 El Paso|TX
800 39.74 -104.99 Denver|CO
809 38.83 -104.82 Colorado Springs|CO
815 39.06 -108.55 Grand Junction|CO
820 41.14 -104.82 Cheyenne|WY
826 42.87 -106.31 Casper|WY
832 42.87 -112.45 Pocatello|ID
836 43.62 -116.20 Boise|ID
838 47.68 -116.78 Coeur d'Alene|ID
840 40.76 -111.89 Salt Lake City|UT
846 40.23 -111.66 Provo|UT
850 33.45 -112.07 Phoenix|AZ
857 32.22 -110.97 Tucson|AZ
860 35.20 -111.65 Flagstaff|AZ
870 35.08 -106.65 Albuquerque|NM
880 32.31 -106.78 Las Cruces|NM
889 36.17 -115.14 Las Vegas|NV
895 39.53 -119.81 Reno|NV
900 34.05 -118.24 Los Angeles|CA
913 34.19 -118.45 Van Nuys|CA
917 34.06 -117.75 Pomona|CA
920 32.72 -117.16 San Diego|CA
923 34.11 -117.29 San Bernardino|CA
926 33.75 -117.87 Santa Ana|CA
932 35.37 -119.02 Bakersfield|CA
936 36.74 -119.79 Fresno|CA
940 37.56 -122.32 San Mateo|CA
941 37.77 -122.42 San Francisco|CA
945 37.80 -122.27 Oakland|CA
950 37.34 -121.89 San Jose|CA
956 38.58 -121.49 Sacramento|CA
960 40.59 -122.39 Redding|CA
962 35.00 135.00 APO AP|AP
967 21.31 -157.86 Honolulu|HI
969 13.44 144.79 Hagatna|GU
969 15.18 145.75 Saipan|MP
969 7.34 134.48 Koror|PW
969 6.96 158.21 Palikir|FM
969 7.09 171.38 Majuro|MH
967 -14.28 -170.70 Pago Pago|AS
970 45.52 -122.68 Portland|OR
973 44.94 -123.04 Salem|OR
974 44.05 -123.09 Eugene|OR
977 44.06 -121.31 Bend|OR
980 47.61 -122.33 Seattle|WA
984 47.25 -122.44 Tacoma|WA
988 47.42 -120.31 Wenatchee|WA
990 47.66 -117.43 Spokane|WA
993 46.21 -119.14 Kennewick|WA
995 61.22 -149.90 Anchorage|AK
997 64.84 -147.72 Fairbanks|AK
998 58.30 -134.42 Juneau|AK
`;

export const ZIP_ANCHORS: readonly Place[] = ANCHORS.trim()
  .split('\n')
  .map((line) => {
    const [zip3, lat, lon, ...rest] = line.split(' ');
    const [city, state] = rest.join(' ').split('|');
    return { zip3: zip3!, city: city!, state: state!, lat: Number(lat), lon: Number(lon) };
  });

/** Military mail (APO/FPO/DPO "states"). */
const MILITARY = new Set(['AA', 'AE', 'AP']);
/** Served as US mail but outside the 48 contiguous states and DC: USPS only, zone 8. */
export const NONCONTIGUOUS = new Set([
  'AK',
  'HI',
  'PR',
  'VI',
  'GU',
  'AS',
  'MP',
  'PW',
  'FM',
  'MH',
  'AA',
  'AE',
  'AP',
]);

/** The state a 5-digit ZIP belongs to, by the validator's ranges (the Virgin Islands' 008 added); else null. */
export function stateOfZip(zip: string): string | null {
  if (zip.startsWith('008')) return 'VI';
  return postalOwners('US', zip)[0]?.code ?? null;
}

/** Where a US ZIP code is, per the rule at the top of this file; null when no state owns it. */
export function placeOfZip(zip: string): Place | null {
  if (!/^\d{5}/.test(zip)) return null;
  const state = stateOfZip(zip);
  if (!state) return null;
  const n = Number(zip.slice(0, 3));
  let best: Place | null = null;
  for (const a of ZIP_ANCHORS) {
    if (a.state !== state) continue;
    if (!best || Math.abs(Number(a.zip3) - n) < Math.abs(Number(best.zip3) - n)) best = a;
  }
  return best;
}

export const isMilitaryState = (state: string) => MILITARY.has(state);

/** Great-circle distance in statute miles (haversine, Earth radius 3,958.8 mi). */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}
