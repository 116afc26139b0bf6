import { centsToDecimal, isFree, orderTotals, packageSaving, paypalAmount, toCents } from './money';

describe('course money', () => {
  it.each([
    ['49.00', 4900],
    ['0.00', 0],
    ['0.1', 10],
    ['19.99', 1999],
    ['1234.56', 123456],
    ['', 0],
    ['abc', 0],
  ])('reads %p as %p cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    [4900, '49.00'],
    [0, '0.00'],
    [1078, '10.78'],
    [5, '0.05'],
  ])('writes %p cents as %p', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
  });

  it.each([
    // cost, VAT cents (22 %, half up)
    ['49.00', 1078],
    ['100.00', 2200],
    ['19.99', 440], // 439.78
    ['0.01', 0], // 0.22
    ['0.03', 1], // 0.66
    ['0.25', 6], // 5.5 rounds up
    ['0.75', 17], // 16.5 rounds up
    ['0.00', 0],
  ])('VAT of %p is %p cents', (cost, vat) => {
    expect(orderTotals(cost).vatCents).toBe(vat);
  });

  it('adds the VAT to the total and sends it as the PayPal tax', () => {
    expect(orderTotals('49.00')).toEqual({ costCents: 4900, vatCents: 1078, totalCents: 5978 });
    expect(paypalAmount('49.00')).toEqual({ value: '49.00', tax: '10.78', currency: 'EUR' });
    expect(paypalAmount('19.99')).toEqual({ value: '19.99', tax: '4.40', currency: 'EUR' });
  });

  it.each([
    ['0.00', true],
    ['0', true],
    ['0.01', false],
    ['49.00', false],
  ])('cost %p is free: %p', (cost, free) => {
    expect(isFree({ cost })).toBe(free);
  });

  it.each([
    // full_cost, cost, saving %
    ['240.00', '180.00', 25],
    ['300.00', '199.00', 34], // 33.67
    ['100.00', '100.00', 0],
    ['100.00', '120.00', 0],
    ['0.00', '0.00', 0],
    ['99.00', '0.00', 100],
    ['150.00', '149.50', 0], // 0.33
    ['150.00', '148.50', 1],
  ])('package %p for %p saves %p %%', (full, cost, saving) => {
    expect(packageSaving(full, cost)).toBe(saving);
  });
});
