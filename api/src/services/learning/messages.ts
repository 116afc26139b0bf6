/** Messages of the training shop (Italian, as everything the user reads). */
export const LEARNING_MSG = {
  alreadyOwned: 'Hai già acquistato questo corso.',
  paymentNotCompleted: 'Il pagamento non è stato completato.',
  freeItem: 'Questo corso è gratuito: non serve alcun pagamento.',
  amountMismatch: "L'importo non corrisponde al prezzo del corso.",
  taxMismatch: "L'IVA non corrisponde all'importo del corso.",
  currency: 'È accettata solo la valuta EUR.',
  amountFormat: 'Inserisci un importo valido (es. "49.00").',
  item: "Seleziona un corso dall'elenco.",
  tree: 'Seleziona un valore valido: è disponibile solo "course".',
} as const;
