/**
 * A colour per day of a trip, for its pins (light fills under dark numbers) and its route line
 * (the same hue, darker, so it reads on the light basemap; the line has a white casing for the
 * dark one). Eight hues, then they repeat: two days a week apart share a colour.
 */
const DAY_COLORS = [
  { pin: '#fbbf24', line: '#d97706' },
  { pin: '#7dd3fc', line: '#0284c7' },
  { pin: '#fda4af', line: '#e11d48' },
  { pin: '#c4b5fd', line: '#7c3aed' },
  { pin: '#5eead4', line: '#0d9488' },
  { pin: '#f9a8d4', line: '#db2777' },
  { pin: '#bef264', line: '#65a30d' },
  { pin: '#fdba74', line: '#ea580c' },
] as const;

export const dayColor = (day: number) => DAY_COLORS[(day - 1) % DAY_COLORS.length]!;
