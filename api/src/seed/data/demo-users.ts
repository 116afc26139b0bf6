import type { Role } from '../../db/schema';

export const DEMO_PASSWORD = 'Colleghi2026';

export interface DemoUser {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  /** ISTAT comune name and province sigla of the profile city. */
  city: [string, string];
  birthDate: string;
  fiscalCode: string;
  /** The lawyer demo account has everything the profile wizard asks for. */
  complete?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'avvocato@demo.colleghi.it',
    role: 'LAWYER',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    phone: '3331234567',
    city: ['Milano', 'MI'],
    birthDate: '1988-04-12',
    fiscalCode: 'BNCGLI88D52F205X',
    complete: true,
  },
  {
    email: 'stabilito@demo.colleghi.it',
    role: 'ESTABLISHED',
    firstName: 'Marco',
    lastName: 'Rossi',
    phone: '3331234568',
    city: ['Roma', 'RM'],
    birthDate: '1979-09-03',
    fiscalCode: 'RSSMRC79P03H501Z',
  },
  {
    email: 'praticante@demo.colleghi.it',
    role: 'PRACTICING',
    firstName: 'Luca',
    lastName: 'Verdi',
    phone: '3331234569',
    city: ['Napoli', 'NA'],
    birthDate: '1997-01-21',
    fiscalCode: 'VRDLCU97A21F839K',
  },
  {
    email: 'abilitato@demo.colleghi.it',
    role: 'QUALIFIED',
    firstName: 'Sara',
    lastName: 'Romano',
    phone: '3331234570',
    city: ['Torino', 'TO'],
    birthDate: '1995-06-30',
    fiscalCode: 'RMNSRA95H70L219C',
  },
  {
    email: 'commercialista@demo.colleghi.it',
    role: 'ACCOUNTANT',
    firstName: 'Paolo',
    lastName: 'Esposito',
    phone: '3331234571',
    city: ['Milano', 'MI'],
    birthDate: '1975-11-08',
    fiscalCode: 'SPSPLA75S08F205Q',
  },
];

/** Extra data of the complete lawyer profile. */
export const DEMO_LAWYER_DETAILS = {
  pec: 'giulia.bianchi@pec.demo.colleghi.it',
  vat: '12345678903',
  registerNumber: 'MI-2014-05123',
  aigaSection: 'AIGA Milano',
  skillIds: [1, 7],
  lawfirm: {
    name: 'Studio Legale Bianchi',
    lawyer: 'Avv. Giulia Bianchi',
    description2: 'Contenzioso civile e recupero crediti per privati e imprese.',
    address: 'Via Durini 12',
    zip: '20122',
    phone: '02 7601 2345',
    fax: '02 7601 2346',
  },
};
