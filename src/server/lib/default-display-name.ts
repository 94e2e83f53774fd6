import { randomInt } from 'node:crypto';

/**
 * The display name of a golfer who gave none: "Golfer" and four digits. Display names are public
 * (search, profiles), so the default reveals nothing about the account, least of all its email.
 */
export const defaultDisplayName = (): string => `Golfer ${randomInt(1000, 10_000)}`;
