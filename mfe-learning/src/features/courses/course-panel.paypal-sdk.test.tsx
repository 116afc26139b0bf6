/* eslint-disable testing-library/no-node-access -- PayPal's script tag lives in <head>, outside React. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { configurePaymentKeys } from '@colleghi/shared/platform';
import { makeCourseItem, makePurchase, makeUser, serveMe } from '@colleghi/shared/testing';
import { serveCatalogue, servePurchase } from './testing/handlers';
import { openPayment, renderCourses } from './testing/render-courses';
import type { PaypalActions, PaypalButtonsOptions } from './utils/paypal-sdk';

const course = makeCourseItem({ id: 12, cost: '49.00' });
const session = { token: 't', user: makeUser() };

/** Stands in for the script PayPal serves: records the Buttons options it is given. */
function fakePaypal() {
  const rendered: PaypalButtonsOptions[] = [];
  window.paypal = {
    Buttons: (options) => ({
      render: async (container) => {
        rendered.push(options);
        const button = document.createElement('button');
        button.textContent = 'PayPal';
        container.appendChild(button);
      },
    }),
  };
  return rendered;
}

afterEach(() => {
  delete window.paypal;
  document.getElementById('paypal-js-sdk')?.remove();
});

describe('course panel with a PayPal client id', () => {
  // The host reads it from its /config.json at start-up; the jest setup clears it after each test.
  beforeEach(() => configurePaymentKeys({ paypalClientId: 'client-abc' }));

  it('loads the PayPal JS SDK in EUR and Italian, orders cost + VAT, then buys with the order', async () => {
    serveCatalogue([course]);
    serveMe(makeUser());
    const calls = servePurchase(() => ({ status: 201, body: [makePurchase()] }));
    const { user } = renderCourses('/courses/12', session);
    const payment = await openPayment(user);

    const script = await waitFor(() => {
      const element = document.getElementById('paypal-js-sdk');
      if (!(element instanceof HTMLScriptElement)) throw new Error('no PayPal script yet');
      return element;
    });
    expect(script.src).toBe(
      'https://www.paypal.com/sdk/js?client-id=client-abc&currency=EUR&locale=it_IT' +
        '&disable-funding=card,sofort,mybank',
    );
    expect(within(payment).queryByRole('button', { name: 'Paga con PayPal' })).toBeNull();

    const rendered = fakePaypal();
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(rendered).toHaveLength(1));
    const options = rendered[0];

    const create = jest.fn(async () => 'PAYPAL-ORDER-9');
    const capture = jest.fn(async () => ({ status: 'COMPLETED' }));
    const actions: PaypalActions = { order: { create, capture } };
    // PayPal calls back outside React: act() flushes the updates it causes.
    let orderId = '';
    await act(async () => {
      orderId = await options.createOrder({}, actions);
    });
    expect(orderId).toBe('PAYPAL-ORDER-9');
    expect(create).toHaveBeenCalledWith({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: '12',
          custom_id: '12:1',
          description: course.name,
          amount: {
            currency_code: 'EUR',
            value: '59.78',
            breakdown: {
              item_total: { currency_code: 'EUR', value: '49.00' },
              tax_total: { currency_code: 'EUR', value: '10.78' },
            },
          },
        },
      ],
    });

    await act(() => options.onApprove({ orderID: 'PAYPAL-ORDER-9' }, actions));
    expect(capture).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Acquisto completato' })).toBeVisible();
    expect(calls).toEqual([
      { path: '/api/catalogitems/12/order/', body: { order: 'PAYPAL-ORDER-9' } },
    ]);
  });

  it('says so when the SDK cannot be loaded', async () => {
    serveCatalogue([course]);
    const { user } = renderCourses('/courses/12', session);
    const payment = await openPayment(user);
    const script = await waitFor(() => {
      const element = document.getElementById('paypal-js-sdk');
      if (!element) throw new Error('no PayPal script yet');
      return element;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(
      await within(payment).findByText('Non è stato possibile caricare PayPal. Riprova più tardi.'),
    ).toBeVisible();
  });
});
