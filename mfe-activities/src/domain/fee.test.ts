import { FEE_START } from '@colleghi/shared/domain';
import { canDecreaseFee, decreaseFee, feeStart, formatFee, increaseFee } from './fee';

describe('increaseFee', () => {
  it.each([
    [20, 25],
    [35, 40],
    [45, 50],
    [49, 54],
    [50, 60],
    [60, 70],
    [100, 110],
  ])('%i -> %i', (from, to) => {
    expect(increaseFee(from)).toBe(to);
  });
});

describe('decreaseFee', () => {
  it.each([
    [70, 35, 60],
    [60, 35, 50],
    [50, 35, 45],
    [45, 35, 40],
    [40, 35, 35],
    [35, 35, 35],
    [30, 35, 35],
    [25, 20, 20],
    [20, 20, 20],
    [60, 20, 50],
  ])('%i with start %i -> %i', (from, start, to) => {
    expect(decreaseFee(from, start)).toBe(to);
  });

  it('walks back exactly the way it went up', () => {
    const up = [FEE_START.CHANCELLERY];
    for (let i = 0; i < 8; i += 1) up.push(increaseFee(up[up.length - 1]));
    expect(up).toEqual([20, 25, 30, 35, 40, 45, 50, 60, 70]);
    const down = [70];
    while (down[down.length - 1] > 20) down.push(decreaseFee(down[down.length - 1], 20));
    expect(down).toEqual([...up].reverse());
  });
});

describe('feeStart and canDecreaseFee', () => {
  it.each([
    ['CHANCELLERY', 20],
    ['DOMICILIARY', 35],
    ['SUBSTITUTE', 35],
  ] as const)('%s starts at %i', (type, start) => {
    expect(feeStart(type)).toBe(start);
  });

  it('starts at 35 before a type is chosen', () => {
    expect(feeStart(null)).toBe(35);
  });

  it('allows decreasing only above the start', () => {
    expect(canDecreaseFee(40, 35)).toBe(true);
    expect(canDecreaseFee(35, 35)).toBe(false);
    expect(canDecreaseFee(20, 20)).toBe(false);
  });
});

describe('formatFee', () => {
  it.each([
    [35, '35,00\u00a0€'],
    [1234.5, '1234,50\u00a0€'],
    [0, '0,00\u00a0€'],
    [null, 'Da concordare'],
  ])('%p -> %s', (money, text) => {
    expect(formatFee(money)).toBe(text);
  });
});
