import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../support/api';
import { DEMO_LAWYER, DEMO_PASSWORD, signInAs } from '../support/session';

// Seeded catalogue (api/src/seed/data/courses.ts): ids are stable on a fresh database.
const CARTABIA = {
  id: 1,
  name: 'La riforma Cartabia del processo civile: il nuovo rito ordinario',
};
const CONDOMINIO = { id: 2, name: 'Condominio: assemblea, delibere e impugnazioni' }; // 49 €
const SICUREZZA = { id: 13, name: 'Sicurezza sul lavoro: le responsabilità del datore di lavoro' }; // free
const PENAL_COURSE = 'Le misure cautelari personali';
// A Roma colleague with a complete profile and no course bought: payment needs no billing step.
const BUYER = 'collega.roma@demo.colleghi.it';

type Purchases = { count: number; results: { item: { id: number; name: string } }[] };

const catalogue = (page: Page) => page.getByRole('list', { name: 'Catalogo dei corsi' });

async function signInThroughForm(page: Page) {
  await page.getByLabel('E-mail o cellulare').fill(DEMO_LAWYER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** Opens a card of the catalogue: the panel over the list shows the item. */
async function openCourse(page: Page, name: string) {
  await catalogue(page).getByRole('link', { name, exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Dettaglio corso' });
  await expect(panel.getByRole('heading', { level: 3, name })).toBeVisible();
  return panel;
}

test('a guest browses the courses, is sent to sign in by Iscriviti and comes back to the course', async ({
  page,
}) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Corsi' })).toBeVisible();
  await expect(catalogue(page).getByRole('article').first()).toBeVisible();
  // Guests have no purchases to look at.
  await expect(page.getByRole('link', { name: 'I miei corsi' })).toHaveCount(0);

  // One category at a time: its courses only, then "Tutte" again.
  const filters = page.getByRole('group', { name: 'Categorie' });
  await expect(filters.getByRole('button', { name: 'Tutte' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const penal = filters.getByRole('button', { name: 'Diritto penale' });
  await penal.click();
  await expect(penal).toHaveAttribute('aria-pressed', 'true');
  await expect(catalogue(page).getByRole('article', { name: PENAL_COURSE })).toBeVisible();
  await expect(catalogue(page).getByRole('article', { name: CARTABIA.name })).toHaveCount(0);
  await filters.getByRole('button', { name: 'Tutte' }).click();

  // The search narrows the list to what matches.
  await page.getByRole('searchbox', { name: 'Cerca un corso' }).fill('Cartabia');
  await expect(catalogue(page).getByRole('article', { name: CARTABIA.name })).toBeVisible();
  await expect(catalogue(page).getByRole('article', { name: PENAL_COURSE })).toHaveCount(0);

  // The card opens the side panel; subscribing asks a guest to sign in first.
  const panel = await openCourse(page, CARTABIA.name);
  await expect(page).toHaveURL(new RegExp(`/courses/${CARTABIA.id}$`));
  await panel.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(page).toHaveURL(
    `/signin?${new URLSearchParams({ callback: `/courses/${CARTABIA.id}` }).toString()}`,
  );
  expect(await page.evaluate(() => localStorage.getItem('current_course'))).toBe(
    String(CARTABIA.id),
  );

  await signInThroughForm(page);
  await expect(page).toHaveURL(new RegExp(`/courses/${CARTABIA.id}$`));
  const signedIn = page.getByRole('dialog', { name: 'Dettaglio corso' });
  await expect(signedIn.getByRole('heading', { level: 3, name: CARTABIA.name })).toBeVisible();
  await expect(signedIn.getByRole('button', { name: 'Iscriviti' })).toBeEnabled();
  // Seen once signed in, the wish is forgotten: "/" is the dashboard again.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('current_course'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a guest who signs in later from the landing page lands on the course they wanted', async ({
  page,
}) => {
  await page.goto(`/courses/${CARTABIA.id}`);
  const panel = page.getByRole('dialog', { name: 'Dettaglio corso' });
  await expect(panel.getByRole('heading', { level: 3, name: CARTABIA.name })).toBeVisible();
  await panel.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(page).toHaveURL(/\/signin\?callback=/);

  // They leave, come back to the home page and sign in from there: no callback this time.
  await page.goto('/');
  await page.getByRole('link', { name: 'Accedi' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughForm(page);
  // "/" reads current_course and opens the course.
  await expect(page).toHaveURL(new RegExp(`/courses/${CARTABIA.id}$`));
  await expect(
    page
      .getByRole('dialog', { name: 'Dettaglio corso' })
      .getByRole('heading', { level: 3, name: CARTABIA.name }),
  ).toBeVisible();
});

test('a colleague buys a paid course with the sandbox PayPal and a free one, then finds both in /purchased', async ({
  page,
}) => {
  const token = await signInAs(page, BUYER);
  await page.goto('/courses');

  // Paid: detail → payment (complete profile: no billing form) → sandbox PayPal → success.
  await page.getByRole('searchbox', { name: 'Cerca un corso' }).fill('Condominio');
  let panel = await openCourse(page, CONDOMINIO.name);
  await panel.getByRole('button', { name: 'Iscriviti' }).click();
  panel = page.getByRole('dialog', { name: 'Pagamento' });
  const summary = panel.getByLabel('Riepilogo dell’ordine');
  await expect(summary).toContainText('IVA 22%');
  await expect(summary).toContainText(/59,78/); // 49,00 € + 22 % VAT
  await panel.getByRole('button', { name: 'Paga con PayPal' }).click();
  const paypal = panel.getByRole('region', { name: 'PayPal (ambiente di prova)' });
  await expect(paypal).toContainText(/Autorizzi il pagamento di 59,78\s€ \(IVA inclusa\)/);
  await paypal.getByRole('button', { name: 'Approva pagamento' }).click();
  panel = page.getByRole('dialog', { name: 'Acquisto completato' });
  await expect(panel.getByRole('heading', { name: 'Iscrizione completata!' })).toBeVisible();
  await panel.getByRole('button', { name: 'Continua a esplorare' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(
    catalogue(page).getByRole('article', { name: CONDOMINIO.name }).getByText('Acquistato'),
  ).toBeVisible();

  // Free: no payment at all, straight to the success step.
  await page.getByRole('searchbox', { name: 'Cerca un corso' }).fill('');
  await page
    .getByRole('group', { name: 'Categorie' })
    .getByRole('button', { name: 'Diritto del lavoro' })
    .click();
  panel = await openCourse(page, SICUREZZA.name);
  await expect(panel.getByText('Gratuito', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Iscriviti' }).click();
  panel = page.getByRole('dialog', { name: 'Iscrizione completata' });
  await expect(panel.getByRole('heading', { name: 'Iscrizione completata!' })).toBeVisible();
  await panel.getByRole('link', { name: 'Vai ai corsi acquistati' }).click();

  await expect(page).toHaveURL(/\/purchased$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Corsi acquistati' })).toBeVisible();
  const purchased = page.getByRole('list', { name: 'Corsi acquistati' });
  await expect(purchased.getByRole('article', { name: CONDOMINIO.name })).toBeVisible();
  await expect(purchased.getByRole('article', { name: SICUREZZA.name })).toBeVisible();
  await expect(purchased.getByRole('article')).toHaveCount(2);

  // The API holds each course once.
  const bought = await apiGet<Purchases>(page, token, 'purchaseditems/?tree=course');
  const ids = bought.results.map((purchase) => purchase.item.id).sort((a, b) => a - b);
  expect(ids).toEqual([CONDOMINIO.id, SICUREZZA.id]);
  expect(bought.count).toBe(2);

  // Opened again, the course says it is owned and offers nothing more to pay.
  await page.goto(`/courses/${CONDOMINIO.id}`);
  panel = page.getByRole('dialog', { name: 'Dettaglio corso' });
  await expect(panel.getByText('Hai già acquistato questo corso.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Iscriviti' })).toHaveCount(0);
});
