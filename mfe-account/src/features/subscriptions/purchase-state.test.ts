import type * as Shared from '@colleghi/shared/platform';
import { makePaymentType } from '@colleghi/shared/testing';
import { PURCHASE_STORAGE_KEY } from './purchase-state';
import type * as State from './purchase-state';
import type { PurchaseState } from './purchase-state';

type Modules = { shared: typeof Shared; state: typeof State };

/** A fresh page load: new modules, so a new store that reads session storage again. */
function freshPage(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      shared: jest.requireActual('@colleghi/shared/platform'),
      state: jest.requireActual('./purchase-state'),
    };
  });
  if (!modules) throw new Error('modules not loaded');
  return modules;
}

describe('purchaseAtom', () => {
  it('survives a reload of the tab through session storage', () => {
    const first = freshPage();
    const purchase: PurchaseState = {
      ...first.state.startPurchase(makePaymentType()),
      planId: 12,
      sdi: '0000000',
    };
    first.shared.sharedStore.set(first.state.purchaseAtom, purchase);
    expect(JSON.parse(sessionStorage.getItem(PURCHASE_STORAGE_KEY) ?? 'null')).toEqual(purchase);

    const second = freshPage();
    expect(second.shared.sharedStore.get(second.state.purchaseAtom)).toEqual(purchase);

    second.shared.sharedStore.set(second.state.purchaseAtom, null);
    expect(sessionStorage.getItem(PURCHASE_STORAGE_KEY)).toBeNull();
    const third = freshPage();
    expect(third.shared.sharedStore.get(third.state.purchaseAtom)).toBeNull();
  });

  it('ignores unreadable storage', () => {
    sessionStorage.setItem(PURCHASE_STORAGE_KEY, '{not json');
    const page = freshPage();
    expect(page.shared.sharedStore.get(page.state.purchaseAtom)).toBeNull();
  });
});
