import { describe, expect, it } from 'vitest';
import { LIST_TYPES } from '../../../src/shared/domain/enums';
import { listItemsText, listSummaryText, listTypeLabel } from '../../../src/shared/domain/list-labels';

describe('listTypeLabel', () => {
  it.each([
    ['bucket_list', 'Bucket list'],
    ['mylie', 'My Lie'],
    ['par_3s', 'Par 3s'],
    ['greensites', 'Green sites'],
    ['trip', 'Trip'],
    ['custom', 'Custom'],
    // A type added later reads as words until it gets a label.
    ['new_kind_of_list', 'New kind of list'],
  ])('%s reads "%s"', (type, label) => {
    expect(listTypeLabel(type)).toBe(label);
  });

  it('labels every list type of the spec, none as its raw value', () => {
    for (const type of LIST_TYPES) expect(listTypeLabel(type), type).toMatch(/^[A-Z][A-Za-z0-9 ]+$/);
  });
});

describe('listItemsText and listSummaryText', () => {
  it.each([
    ['course', 0, '0 courses'],
    ['course', 1, '1 course'],
    ['hole', 1, '1 hole'],
    ['hole', 18, '18 holes'],
    ['trip', 3, '3 courses'],
  ] as const)('%s list with %i items: "%s"', (kind, n, text) => {
    expect(listItemsText(kind, n)).toBe(text);
  });

  it('names the type and what the list holds', () => {
    expect(listSummaryText({ kind: 'course', type: 'hidden_gems', itemCount: 2 })).toBe('Hidden gems · 2 courses');
    expect(listSummaryText({ kind: 'hole', type: 'closers', itemCount: 1 })).toBe('Closers (holes) · 1 hole');
    expect(listSummaryText({ kind: 'trip', type: 'trip', itemCount: 4 })).toBe('Trip · 4 courses');
  });
});
