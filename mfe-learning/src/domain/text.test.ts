import { formatMinutes, truncate } from './text';
import {
  COURSE_DESCRIPTION_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  RESOURCE_NAME_MAX_LENGTH,
} from './constants';

describe('truncate', () => {
  it.each([
    ['shorter than the limit', 'Diritto di famiglia', 30, 'Diritto di famiglia'],
    ['exactly the limit', 'abcde', 5, 'abcde'],
    ['one over the limit', 'abcdef', 5, 'abcde…'],
    ['a space at the cut', 'Diritto penale', 8, 'Diritto…'],
    ['empty', '', 10, ''],
    ['accents count once', 'àèìòù perché', 5, 'àèìòù…'],
    ['emoji are not split', '📚📚📚', 2, '📚📚…'],
  ])('%s', (_, text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it('cuts course descriptions at 180, resources at 87 and products at 70', () => {
    const long = 'x'.repeat(300);
    expect(truncate(long, COURSE_DESCRIPTION_MAX_LENGTH)).toBe(`${'x'.repeat(180)}…`);
    expect(truncate(long, RESOURCE_NAME_MAX_LENGTH)).toBe(`${'x'.repeat(87)}…`);
    expect(truncate(long, PRODUCT_DESCRIPTION_MAX_LENGTH)).toBe(`${'x'.repeat(70)}…`);
  });
});

describe('formatMinutes', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [120, '2 h'],
    [0, '0 min'],
  ])('%p minutes read %p', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});
