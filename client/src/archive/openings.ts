// The 26 standard renju openings by code (rules/src/openings.cpp holds the same table; the
// archive's API gives the code only).
export interface OpeningName {
  code: string;
  name: string;
}

const DIRECT = [
  'Kansei',
  'Keigetsu',
  'Sosei',
  'Kagetsu',
  'Zangetsu',
  'Ugetsu',
  'Kinsei',
  'Shogetsu',
  'Kyugetsu',
  'Shingetsu',
  'Zuisei',
  'Sangetsu',
  'Yusei',
];
const INDIRECT = [
  'Chosei',
  'Kyogetsu',
  'Kosei',
  'Suigetsu',
  'Ryusei',
  'Ungetsu',
  'Hogetsu',
  'Rangetsu',
  'Gingetsu',
  'Myojo',
  'Shagetsu',
  'Meigetsu',
  'Suisei',
];

export const OPENINGS: readonly OpeningName[] = [
  ...DIRECT.map((name, i) => ({ code: `${i + 1}D`, name })),
  ...INDIRECT.map((name, i) => ({ code: `${i + 1}I`, name })),
];

export function openingName(code: string | null): string {
  return OPENINGS.find((o) => o.code === code)?.name ?? '';
}
