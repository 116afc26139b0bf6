import { FISCAL_CODE_CHECK_MESSAGE } from '@colleghi/rules';

// Texts of the profile, skills and subscription screens in the product's exact wording.

export const SUBSCRIPTION_MESSAGES = {
  noOffers: 'Nessuna abbonamento disponibile',
  noActiveSubscriptions: 'Nessuna abbonamento attivo',
  confirmSubscription: 'Conferma abbonamento',
  activationInProgress: 'Attivazione abbonamento in corso, attendere..',
  planChanged: 'Piano aggiornato con successo!',
  planChangeFailed: 'Qualcosa non ha funzionato correttamente. Ti invitiamo a riprovare più tardi.',
  noPlans: "Nessun piano disponibile. Ti invitiamo a contattare l'amministratore.",
  cancelBlocked:
    "L'abbonamento è in corso di rinnovo e non può essere disdetto. Attendi il rinnovo e riprova.",
  paymentFailed: 'Qualcosa è andato storto! Ti preghiamo di riprovare più tardi.',
  secondCityUpdated: 'Secondo comune aggiornato!',
  plusVat: '+ IVA',
} as const;

export const PROFILE_MESSAGES = {
  profileUpdated: 'Profilo aggiornato con successo!',
  profileDataUpdated: 'Dati del profilo aggiornati!',
  skillAdded: 'Competenza aggiunta con successo!',
  skillsUpdated: 'Competenze aggiornate!',
  descriptionUpdated: 'Descrizione aggiornata!',
  qualificationRemoved: 'Qualifica rimossa!',
  removeQualificationTitle: 'Sei sicuro di voler rimuovere questa qualifica?',
  removeQualificationText:
    'Questa azione non può essere annullata. Potrai aggiungerla nuovamente in seguito.',
  removeLabel: 'Rimuovi',
  cancelLabel: 'Annulla',
  confirmSkills:
    "Sei sicuro di voler modificare queste competenze? Ricorda che non potrai più modificarle fino alla scadenza dell'abbonamento.",
  selectSkills: 'Seleziona competenze',
  addSkills: 'Aggiungi competenze',
  completeProfile: 'Completa il tuo Profilo!',
  cannotVerify: FISCAL_CODE_CHECK_MESSAGE,
} as const;
