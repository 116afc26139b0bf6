import { makeCourseItem, makePackageItem } from '@colleghi/shared/testing';
import {
  catalogItemPath,
  cfpProgress,
  cfpRemaining,
  isOwned,
  isPackage,
  itemCfp,
  pickRandom,
} from './catalog';
import { YEARLY_CFP_TARGET } from './constants';

describe('catalog items', () => {
  const course = makeCourseItem({ id: 12 });
  const pkg = makePackageItem({ id: 3 });

  it('tells packages from courses and routes them', () => {
    expect(isPackage(course)).toBe(false);
    expect(isPackage(pkg)).toBe(true);
    expect(catalogItemPath(course)).toBe('/courses/12');
    expect(catalogItemPath(pkg)).toBe('/package/3');
  });

  it('counts the CFP of a course and of the courses of a package', () => {
    expect(itemCfp(makeCourseItem({ course: { cfp: 6 } }))).toBe(6);
    expect(
      itemCfp(
        makePackageItem({
          package: {
            courses: [
              { id: 1, name: 'A', cfp: 4 },
              { id: 2, name: 'B', cfp: 9 },
            ],
          },
        }),
      ),
    ).toBe(13);
    expect(itemCfp({ course: null, package: null })).toBe(0);
  });

  it('knows an owned item by its last purchase', () => {
    expect(isOwned(course)).toBe(false);
    expect(
      isOwned({
        last_purchased: { created_at: '2026-03-01T10:00:00Z', course: { deadline: null } },
      }),
    ).toBe(true);
  });
});

describe('CFP banner', () => {
  it('aims at 20 CFP a year', () => {
    expect(YEARLY_CFP_TARGET).toBe(20);
  });

  it.each([
    [0, 20, 0],
    [5, 15, 25],
    [19, 1, 95],
    [20, 0, 100],
    [35, 0, 100],
    [-3, 20, 0],
  ])('with %p credits, %p remain (%p %%)', (credits, remaining, progress) => {
    expect(cfpRemaining(credits)).toBe(remaining);
    expect(cfpProgress(credits)).toBe(progress);
  });
});

describe('pickRandom', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('picks as many different items as asked', () => {
    const picked = pickRandom(items, 2);
    expect(picked).toHaveLength(2);
    expect(new Set(picked).size).toBe(2);
    picked.forEach((item) => expect(items).toContain(item));
  });

  it('follows the random source', () => {
    // 0.5 of 6 → index 3 ('d'); then 0 of the 5 left → 'a'.
    const values = [0.5, 0];
    expect(pickRandom(items, 2, () => values.shift() ?? 0)).toEqual(['d', 'a']);
    expect(pickRandom(items, 2, () => 0.9999)).toEqual(['f', 'e']);
  });

  it('returns what there is when there are fewer items', () => {
    expect(pickRandom(['a'], 2)).toEqual(['a']);
    expect(pickRandom([], 2)).toEqual([]);
  });

  it('leaves the list untouched', () => {
    const copy = [...items];
    pickRandom(items, 3);
    expect(items).toEqual(copy);
  });
});
