/**
 * Continent of a country (ISO 3166-1 alpha-2), as the catalogue files them: Central America and the
 * Caribbean in NORTH AMERICA, the Middle East in ASIA, Russia and Turkey in EUROPE (as the R&A
 * counts them), Antarctica in none.
 */
import type { Continent } from '../../../shared/domain/enums';

const CODES: Record<Continent, string> = {
  AFRICA:
    'DZ AO BJ BW BF BI CV CM CF TD KM CG CD CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU YT MA MZ NA NE NG RE RW SH ST SN SC SL SO ZA SS SD TZ TG TN UG EH ZM ZW',
  ASIA:
    'AF AM AZ BH BD BT BN KH CN GE HK IN ID IR IQ IL JP JO KZ KW KG LA LB MO MY MV MN MM NP KP OM PK PS PH QA SA SG KR LK SY TW TJ TH TL TM AE UZ VN YE IO',
  EUROPE:
    'AX AL AD AT BY BE BA BG HR CY CZ DK EE FO FI FR DE GI GR GG HU IS IE IM IT JE XK LV LI LT LU MT MD MC ME NL MK NO PL PT RO RU SM RS SK SI ES SJ SE CH TR UA GB VA',
  'NORTH AMERICA':
    'AI AG AW BS BB BZ BM BQ VG CA KY CR CU CW DM DO SV GL GD GP GT HT HN JM MQ MX MS NI PA PR BL KN LC MF PM VC SX TT TC US VI UM',
  OCEANIA: 'AS AU CK FJ PF GU KI MH FM NR NC NZ NU NF MP PW PG PN WS SB TK TO TV VU WF CX CC',
  'SOUTH AMERICA': 'AR BO BR CL CO EC FK GF GY PY PE SR UY VE GS',
};

const BY_CODE = new Map<string, Continent>();
for (const [continent, codes] of Object.entries(CODES) as [Continent, string][]) {
  for (const code of codes.split(' ')) BY_CODE.set(code, continent);
}

export function continentOf(countryCode: string | null): Continent | null {
  return countryCode ? (BY_CODE.get(countryCode.toUpperCase()) ?? null) : null;
}
