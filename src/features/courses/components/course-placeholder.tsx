/**
 * The artwork of a course without photos: a flag on a green, the course initials on the flag.
 * Colours are the theme's CSS variables, so it follows light and dark mode without re-rendering.
 */
import { chakra } from '@chakra-ui/react';
import { courseInitials } from '../lib/course-initials';

const v = (token: string) => `var(--chakra-colors-${token.replace(/\./g, '-')})`;

/** `label=""` makes it decorative (inside a control that is already named). */
export function CoursePlaceholder({ name, label }: { name: string; label?: string }) {
  const initials = courseInitials(name);
  return (
    <chakra.svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      {...(label === ''
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': label ?? `${name}: no photos yet` })}
      w="100%"
      h="100%"
      display="block"
      data-testid="course-placeholder"
    >
      <rect width="320" height="180" fill={v('brand.subtle')} />
      <path d="M0 112 C 60 92, 120 100, 180 106 S 280 94, 320 102 V180 H0Z" fill={v('brand.muted')} />
      <path d="M0 140 C 80 122, 220 124, 320 136 V180 H0Z" fill={v('brand.emphasized')} />
      <ellipse cx="200" cy="146" rx="72" ry="14" fill={v('brand.border')} />
      <ellipse cx="200" cy="146" rx="4.5" ry="1.8" fill={v('fg')} />
      <line x1="200" y1="146" x2="200" y2="40" stroke={v('fg.muted')} strokeWidth="2.4" strokeLinecap="round" />
      <path d="M201 42 H 270 Q 262 56 270 70 H 201 Z" fill={v('accent.solid')} />
      {initials && (
        <text
          x="232"
          y="56"
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily="Roboto, system-ui, sans-serif"
          fontWeight="700"
          fontSize={initials.length > 2 ? 15 : 18}
          letterSpacing="1"
          fill={v('gray.900')}
        >
          {initials}
        </text>
      )}
    </chakra.svg>
  );
}
