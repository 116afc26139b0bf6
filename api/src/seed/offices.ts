import type { OfficeType } from '../db/schema';
import type { Comune } from './comuni';
import { cityKey } from './comuni';
import { COURT_OF_APPEAL_SEATS, SEAT_EXCEPTIONS, SEAT_LABELS } from './data/courts';

export interface OfficeSeed {
  name: string;
  officeType: OfficeType;
  isCoa: boolean;
  cityId: number;
}

/** The seat (capoluogo) of every province present in the list, as ISTAT comune names. */
export function provinceSeats(comuni: Comune[]): Map<string, string> {
  const seats = new Map<string, string>();
  for (const comune of comuni) {
    if (!seats.has(comune.sigla)) {
      seats.set(comune.sigla, SEAT_EXCEPTIONS[comune.sigla] ?? comune.provincia.nome);
    }
  }
  return seats;
}

/**
 * One Tribunale, Giudice di Pace, Corte di giustizia tributaria and Consiglio dell'Ordine per
 * province seat, plus the 26 Corti d'Appello. Seats missing from the city list are skipped
 * (test fixtures seed a few cities); the full seed checks that none is missing.
 */
export function buildOffices(comuni: Comune[], cityIds: Map<string, number>) {
  const offices: OfficeSeed[] = [];
  const missingSeats: string[] = [];
  const seatCityIds = new Map<string, number>();
  for (const [sigla, seat] of provinceSeats(comuni)) {
    const cityId = cityIds.get(cityKey(seat, sigla));
    if (cityId === undefined) {
      missingSeats.push(`${seat} (${sigla})`);
      continue;
    }
    seatCityIds.set(seat, cityId);
    const label = SEAT_LABELS[seat] ?? seat;
    offices.push(
      { name: `Tribunale di ${label}`, officeType: 'COURT', isCoa: false, cityId },
      { name: `Giudice di Pace di ${label}`, officeType: 'JUSTICE_OF_PEACE', isCoa: false, cityId },
      {
        name: `Corte di giustizia tributaria di primo grado di ${label}`,
        officeType: 'TAX_COURT',
        isCoa: false,
        cityId,
      },
      {
        name: `Consiglio dell'Ordine degli Avvocati di ${label}`,
        officeType: 'COA',
        isCoa: true,
        cityId,
      },
    );
  }
  for (const seat of COURT_OF_APPEAL_SEATS) {
    const cityId = seatCityIds.get(seat);
    if (cityId === undefined) continue;
    const label = SEAT_LABELS[seat] ?? seat;
    offices.push({
      name: `Corte d'Appello di ${label}`,
      officeType: 'COURT_OF_APPEAL',
      isCoa: false,
      cityId,
    });
  }
  return { offices, missingSeats };
}
