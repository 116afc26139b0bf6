import { screen, waitFor, within } from '@testing-library/react';
import {
  makeCourseItem,
  makePurchase,
  makeUser,
  serveEndpoint,
  serveMe,
} from '@colleghi/shared/testing';
import { serveCatalogue, servePurchase } from './testing/handlers';
import { openPanel, openPayment, renderCourses } from './testing/render-courses';

const giulia = makeUser({ profile: { credits: 5 } });
const session = { token: 'token-giulia', user: giulia };
const paid = makeCourseItem({ id: 12, cost: '49.00', course: { cfp: 6 } });
const boughtElsewhere = {
  ...paid,
  last_purchased: {
    created_at: '2026-03-01T10:00:00+01:00',
    course: { deadline: '2026-09-30' },
  },
};
const free = makeCourseItem({ id: 14, name: 'Deontologia forense: le basi', cost: '0.00' });

describe('course panel: paid course through the sandbox PayPal', () => {
  it('goes detail → payment with VAT → PayPal approval → success, and updates credits', async () => {
    serveCatalogue([paid, free]);
    const calls = servePurchase(() => ({ status: 201, body: [makePurchase()] }));
    serveMe(makeUser({ profile: { credits: 11 } }));
    const { user } = renderCourses('/courses/12', session);

    const detail = await openPanel();
    expect(within(detail).getByRole('heading', { name: paid.name, level: 3 })).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Iscriviti' }));

    const payment = await screen.findByRole('dialog', { name: 'Pagamento' });
    const summary = within(payment).getByLabelText('Riepilogo dell’ordine');
    expect(summary).toHaveTextContent(/Prezzo49,00\s€/);
    expect(summary).toHaveTextContent(/IVA 22%10,78\s€/);
    expect(summary).toHaveTextContent(/Totale59,78\s€/);

    await user.click(await within(payment).findByRole('button', { name: 'Paga con PayPal' }));
    const approval = await within(payment).findByRole('region', {
      name: 'PayPal (ambiente di prova)',
    });
    expect(approval).toHaveTextContent(/59,78\s€ \(IVA inclusa\)/);
    await user.click(within(approval).getByRole('button', { name: 'Approva pagamento' }));

    const success = await screen.findByRole('dialog', { name: 'Acquisto completato' });
    expect(within(success).getByText('Iscrizione completata!')).toBeInTheDocument();
    expect(within(success).getByText('Questo acquisto vale 6 CFP.')).toBeInTheDocument();
    expect(within(success).getByRole('link', { name: 'Vai ai corsi acquistati' })).toHaveAttribute(
      'href',
      '/purchased',
    );
    expect(calls).toEqual([
      {
        path: '/api/sandbox/paypal/orders/',
        body: { item_id: 12, amount: { value: '49.00', tax: '10.78', currency: 'EUR' } },
      },
      { path: '/api/sandbox/paypal/orders/SBX-ORDER-1/capture/', body: undefined },
      { path: '/api/catalogitems/12/order/', body: { order: 'SBX-ORDER-1' } },
    ]);

    // Back on the list: the card is marked and the credits follow the purchase.
    await user.click(within(success).getByRole('button', { name: 'Continua a esplorare' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('article', { name: paid.name });
    expect(within(card).getByText('Acquistato')).toBeInTheDocument();
    expect(
      await screen.findByText('Ti mancano 9 CFP per raggiungere l’obiettivo annuale di 20 CFP.'),
    ).toBeInTheDocument();
  });

  it('cancelling the PayPal approval returns to the PayPal button without ordering', async () => {
    serveCatalogue([paid]);
    const calls = servePurchase();
    const { user } = renderCourses('/courses/12', session);
    const payment = await openPayment(user);
    await user.click(await within(payment).findByRole('button', { name: 'Paga con PayPal' }));
    await user.click(await within(payment).findByRole('button', { name: 'Annulla' }));
    expect(within(payment).getByRole('button', { name: 'Paga con PayPal' })).toBeEnabled();
    expect(calls.map(({ path }) => path)).toEqual(['/api/sandbox/paypal/orders/']);

    await user.click(within(payment).getByRole('button', { name: 'Indietro' }));
    expect(await openPanel()).toBeInTheDocument();
  });

  it('an order error stops the loader and shows the server message', async () => {
    serveCatalogue([paid]);
    servePurchase(
      () => ({ status: 400, body: { order: ['Il pagamento non è stato completato.'] } }),
      { wait: 150 },
    );
    const { user } = renderCourses('/courses/12', session);
    const payment = await openPayment(user);
    await user.click(await within(payment).findByRole('button', { name: 'Paga con PayPal' }));
    await user.click(await within(payment).findByRole('button', { name: 'Approva pagamento' }));

    expect(
      await within(payment).findByRole('progressbar', { name: 'Pagamento in corso' }),
    ).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Indietro' })).toBeDisabled();

    expect(await within(payment).findByText('Il pagamento non è stato completato.')).toBeVisible();
    expect(within(payment).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Paga con PayPal' })).toBeEnabled();
    expect(within(payment).getByRole('button', { name: 'Indietro' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Pagamento' })).toBeInTheDocument();
  });

  it('bought meanwhile elsewhere: the refusal shows the course as owned, with nothing to pay', async () => {
    let owned = false;
    serveCatalogue([paid]);
    serveEndpoint('get', 'catalogitems/:id/', () => ({ body: owned ? boughtElsewhere : paid }));
    servePurchase(() => {
      owned = true;
      return { status: 400, body: { detail: 'Hai già acquistato questo corso.' } };
    });
    const { user } = renderCourses('/courses/12', session);
    const payment = await openPayment(user);
    await user.click(await within(payment).findByRole('button', { name: 'Paga con PayPal' }));
    await user.click(await within(payment).findByRole('button', { name: 'Approva pagamento' }));

    const detail = await screen.findByRole('dialog', { name: 'Dettaglio corso' });
    expect(await within(detail).findByText('Hai già acquistato questo corso.')).toBeVisible();
    expect(
      within(detail).queryByRole('button', { name: 'Paga con PayPal' }),
    ).not.toBeInTheDocument();
    expect(
      within(detail).queryByRole('button', { name: /Acquista|Iscriviti/ }),
    ).not.toBeInTheDocument();
  });

  it('already owned when paying: the refused PayPal order shows the course owned at once', async () => {
    serveCatalogue([paid]);
    const calls = servePurchase();
    let owned = false;
    serveEndpoint('get', 'catalogitems/:id/', () => ({ body: owned ? boughtElsewhere : paid }));
    const { user } = renderCourses('/courses/12', session);
    const payment = await openPayment(user);
    owned = true;
    serveEndpoint('post', 'sandbox/paypal/orders/', {
      status: 400,
      body: { detail: 'Hai già acquistato questo corso.' },
    });
    await user.click(await within(payment).findByRole('button', { name: 'Paga con PayPal' }));

    const detail = await screen.findByRole('dialog', { name: 'Dettaglio corso' });
    expect(await within(detail).findByText('Hai già acquistato questo corso.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Paga con PayPal' })).not.toBeInTheDocument();
    expect(
      within(detail).queryByRole('button', { name: /Acquista|Iscriviti/ }),
    ).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/catalogitems/12/order/');
  });

  it('a capture that does not complete never places the order', async () => {
    serveCatalogue([paid]);
    const calls = servePurchase(undefined, { captureStatus: 'APPROVED' });
    const { user } = renderCourses('/courses/12', session);
    const payment = await openPayment(user);
    await user.click(await within(payment).findByRole('button', { name: 'Paga con PayPal' }));
    await user.click(await within(payment).findByRole('button', { name: 'Approva pagamento' }));
    expect(
      await within(payment).findByText('Il pagamento non è stato completato. Riprova.'),
    ).toBeInTheDocument();
    expect(calls.map(({ path }) => path)).not.toContain('/api/catalogitems/12/order/');
  });
});

describe('course panel: free course', () => {
  it('skips the payment: one order without a PayPal order, then success', async () => {
    serveCatalogue([free]);
    const calls = servePurchase(() => ({ status: 201, body: [makePurchase()] }));
    serveMe(giulia);
    const { user } = renderCourses('/courses/14', session);
    const detail = await openPanel();
    expect(within(detail).getByText('Gratuito')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Iscriviti' }));

    const success = await screen.findByRole('dialog', { name: 'Iscrizione completata' });
    expect(within(success).getByText(/Ti sei iscritto a «Deontologia forense/)).toBeVisible();
    expect(calls).toEqual([{ path: '/api/catalogitems/14/order/', body: {} }]);
    expect(screen.queryByRole('dialog', { name: 'Pagamento' })).not.toBeInTheDocument();
  });

  it('a refused enrolment goes back to the detail and says why', async () => {
    serveCatalogue([free]);
    servePurchase(() => ({ status: 400, body: { detail: 'Iscrizioni chiuse per questo corso.' } }));
    const { user } = renderCourses('/courses/14', session);
    const detail = await openPanel();
    await user.click(within(detail).getByRole('button', { name: 'Iscriviti' }));
    expect(await within(detail).findByText('Iscrizioni chiuse per questo corso.')).toBeVisible();
    expect(within(detail).getByRole('button', { name: 'Iscriviti' })).toBeEnabled();
    expect(within(detail).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
