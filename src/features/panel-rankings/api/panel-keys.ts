/**
 * Query keys of the course panel's rankings (public) and the golfer's declared conflicts (under
 * 'user', dropped with the rest of the user's data on sign-out).
 */
export const panelKeys = {
  all: ['panel-rankings'] as const,
  ranking: (kind: string, type: string) => ['panel-rankings', 'ranking', kind, type] as const,
  disagreements: (type: string) => ['panel-rankings', 'disagreements', type] as const,
  course: (courseId: string) => ['panel-rankings', 'course', courseId] as const,
  myConflicts: ['user', 'panel-conflicts'] as const,
};
