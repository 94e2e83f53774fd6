export interface AddressParts {
  country?: string | null;
  province?: string | null;
  city?: string | null;
}

/** Spec section 9: province plus country, else city plus country, else country. */
export function locationText(address: AddressParts | null | undefined): string {
  const country = address?.country?.trim() ?? '';
  const province = address?.province?.trim() ?? '';
  const city = address?.city?.trim() ?? '';
  const first = province || city;
  if (first && country) return `${first}, ${country}`;
  return country || first;
}
