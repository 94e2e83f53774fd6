import type { ClubMembership } from './enums';

export type GreenFeeSymbol = '-' | '' | '$' | '$$' | '$$$';

/**
 * Spec section 9: private shows '-'; unknown or 0 shows ''; above 200 '$$$'; above 100 '$$';
 * otherwise '$'. Fees are US dollars.
 */
export function greenFeeSymbol(membership: ClubMembership | null | undefined, fee: number | null | undefined): GreenFeeSymbol {
  if (membership === 'PRIVATE') return '-';
  if (fee == null || !Number.isFinite(fee) || fee <= 0) return '';
  if (fee > 200) return '$$$';
  if (fee > 100) return '$$';
  return '$';
}

/** The fee band a filter names, as the inclusive-exclusive USD range it covers. */
export const GREEN_FEE_BANDS = {
  $: { min: 0.01, max: 100 },
  $$: { min: 100.01, max: 200 },
  $$$: { min: 200.01, max: Number.POSITIVE_INFINITY },
} as const;
export type GreenFeeBand = keyof typeof GREEN_FEE_BANDS;
