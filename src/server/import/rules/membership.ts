/**
 * Who may play: OpenGolf's `type` (37 spellings in the 2026 release: "Public", "Semi-Private",
 * "Private/Resort", "Public/Municipal", "Military", "72" ...) and OSM's `access` say this, not the
 * kind of course. Each part of a "A/B" spelling is classed, then the parts are combined:
 *
 *   public, municipal, university, daily fee, yes, customers, permissive   -> PUBLIC
 *   semi-private, resort, military, limited, guests                      -> LIMITED
 *   private, members, private community, residential development, no     -> PRIVATE
 *   community (a modifier), anything else ("72", "Executive", "N/A")     -> no say
 *
 *   any PUBLIC part with LIMITED parts   -> PUBLIC   (Public/Resort: anyone can book)
 *   PRIVATE with LIMITED parts           -> LIMITED  (Private/Resort: members and resort guests)
 *   PUBLIC with PRIVATE parts            -> null     (contradiction: Private/Municipal)
 */
import type { ClubMembership } from '../../../shared/domain/enums';

const PART_CLASSES: Record<string, ClubMembership> = {
  public: 'PUBLIC',
  municipal: 'PUBLIC',
  muni: 'PUBLIC',
  university: 'PUBLIC',
  'daily fee': 'PUBLIC',
  yes: 'PUBLIC',
  customers: 'PUBLIC',
  permissive: 'PUBLIC',
  'semi private': 'LIMITED',
  semiprivate: 'LIMITED',
  resort: 'LIMITED',
  military: 'LIMITED',
  limited: 'LIMITED',
  guests: 'LIMITED',
  private: 'PRIVATE',
  members: 'PRIVATE',
  'private community': 'PRIVATE',
  'residential development': 'PRIVATE',
  'residential community': 'PRIVATE',
  no: 'PRIVATE',
};

const normalise = (part: string) => part.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();

export function membershipFrom(raw: string | null): ClubMembership | null {
  if (!raw) return null;
  const classes = new Set<ClubMembership>();
  for (const part of raw.split(/[/;,]/)) {
    const cls = PART_CLASSES[normalise(part)];
    if (cls) classes.add(cls);
  }
  if (classes.has('PUBLIC') && classes.has('PRIVATE')) return null;
  if (classes.has('PUBLIC')) return 'PUBLIC';
  if (classes.has('LIMITED')) return 'LIMITED';
  if (classes.has('PRIVATE')) return 'PRIVATE';
  return null;
}
