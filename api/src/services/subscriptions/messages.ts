import { FISCAL_CODE_CHECK_MESSAGE, MESSAGES, formatCents } from '@colleghi/rules';

/** Messages of subscriptions and payments (Italian; the product's wording where it fixes one). */
export const SUB_MSG = {
  couponUnknown: 'Codice promozionale non valido.',
  couponExpired: 'Il codice promozionale è scaduto.',
  couponWrongPlan: 'Il codice promozionale non è valido per il piano selezionato.',
  couponUsedUp: 'Il codice promozionale non è più disponibile.',
  couponPercentage: (code: string, percentage: number) =>
    `Grazie al codice ${code} è stato applicato uno sconto del ${percentage} % solamente per il primo periodo acquistato. L'abbonamento si rinnoverà automaticamente ed a prezzo pieno, salvo disdetta.`,
  couponFixed: (code: string, cents: number) =>
    `Grazie al codice ${code} è stato applicato uno sconto di ${formatCents(cents)} solamente per il primo periodo acquistato. L'abbonamento si rinnoverà automaticamente ed a prezzo pieno, salvo disdetta.`,

  paymentType: 'Seleziona un abbonamento valido.',
  plan: 'Seleziona un piano valido.',
  method: 'Metodo di pagamento non disponibile per il piano selezionato.',
  variant: 'Seleziona un pacchetto valido.',
  variantNotAllowed: 'Questo abbonamento non prevede pacchetti.',
  cityNotAllowed: "Il secondo comune si sceglie solo con l'abbonamento Professional.",
  sdi: 'Il codice SDI deve essere di 7 caratteri (lettere e numeri) oppure un indirizzo PEC.',
  returnUrl: "L'indirizzo deve appartenere all'applicazione.",
  paymentMethodId: 'Metodo di pagamento non valido.',
  idempotencyKey: 'Inserisci una chiave di idempotenza valida (UUID).',

  notAuthorized: 'Il pagamento non è stato autorizzato.',
  orderMismatch: "I dati dell'ordine non corrispondono al pagamento autorizzato.",
  alreadyActive: 'Hai già un abbonamento attivo di questo tipo.',
  statementRequired: 'Conferma di essere un avvocato o un praticante avvocato.',
  statementAccountant: 'La certificazione è riservata agli avvocati e ai praticanti avvocati.',
  statementMustBeTrue: 'Per proseguire devi confermare la dichiarazione.',
  skillsNotBuyable: 'Hai già acquistato il numero massimo di competenze aggiuntive.',
  inProgress: 'Il pagamento è in elaborazione: riprova tra qualche istante.',
  providerError: 'Il servizio di pagamento non è disponibile: riprova più tardi.',

  renewalInProgress:
    "L'abbonamento è in corso di rinnovo e non può essere disdetto. Attendi il rinnovo e riprova.",
  changePlanBundle: 'Il piano di un pacchetto non può essere modificato.',
  changePlanUnsubscribed: "L'abbonamento è stato disdetto: il piano non può essere modificato.",
  changePlanTrial: 'Il piano di una prova gratuita non può essere modificato.',
  changePlanPending: 'Hai già scelto un nuovo piano: sarà applicato al prossimo rinnovo.',
  changePlanSame: 'Questo è già il piano del tuo abbonamento.',
  changePlanMethod:
    "Il piano selezionato non è disponibile con il metodo di pagamento dell'abbonamento.",
  notProfessional: "Il secondo comune è disponibile solo con l'abbonamento Professional.",

  required: MESSAGES.required,
  fiscalCodeLength: MESSAGES.fiscalCodeLength,
  fiscalCodeCheck: FISCAL_CODE_CHECK_MESSAGE,

  goldOnly: 'Le descrizioni sono riservate agli utenti Gold.',
  noCustomSlot: 'Hai già utilizzato tutte le qualifiche disponibili.',
} as const;
