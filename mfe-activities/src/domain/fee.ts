import type { DemandType } from '@colleghi/api-contract';
import { FEE_START, FEE_TO_AGREE_LABEL, formatEuro } from '@colleghi/shared/domain';

// The fee moves by 5 euro below 50 and by 10 from 50 upwards, never below the type's start.

export function increaseFee(amount: number): number {
  return amount < 50 ? amount + 5 : amount + 10;
}

export function decreaseFee(amount: number, start: number): number {
  const lower = amount <= 50 ? amount - 5 : amount - 10;
  return Math.max(start, lower);
}

export function feeStart(type: DemandType | null | undefined): number {
  return FEE_START[type ?? 'SUBSTITUTE'];
}

/** Whether the minus button can still lower the fee. */
export function canDecreaseFee(amount: number, start: number): boolean {
  return amount > start;
}

/** The fee as the requester offered it: an amount, or to be agreed (null on the wire). */
export function formatFee(money: number | null): string {
  return money === null ? FEE_TO_AGREE_LABEL : formatEuro(money);
}
