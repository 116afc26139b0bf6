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
  skillIds?: number[];
  /** Everything else the profile wizard asks for: with it the profile is complete. */
  details?: DemoProfileDetails;
}

export interface DemoProfileDetails {
  pec: string;
  vat: string;
  registerNumber: string;
  aigaSection: string | null;
  lawfirm: {
    name: string;
    lawyer: string;
    description2: string;
    address: string;
    zip: string;
    phone: string;
    fax: string;
  };
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
    skillIds: [1, 7],
    details: {
      pec: 'giulia.bianchi@pec.demo.colleghi.it',
      vat: '12345678903',
      registerNumber: 'MI-2014-05123',
      aigaSection: 'AIGA Milano',
      lawfirm: {
        name: 'Studio Legale Bianchi',
        lawyer: 'Avv. Giulia Bianchi',
        description2: 'Contenzioso civile e recupero crediti per privati e imprese.',
        address: 'Via Durini 12',
        zip: '20122',
        phone: '02 7601 2345',
        fax: '02 7601 2346',
      },
    },
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
  // Colleagues in Roma for the activity exchange: they receive the demo lawyer's requests.
  {
    email: 'collega.roma@demo.colleghi.it',
    role: 'LAWYER',
    firstName: 'Luca',
    lastName: 'Verdi',
    phone: '3331234572',
    city: ['Roma', 'RM'],
    birthDate: '1985-02-14',
    fiscalCode: 'VRDLCU85B14H501Y',
    skillIds: [1, 9],
    details: {
      pec: 'luca.verdi@pec.demo.colleghi.it',
      vat: '23456789014',
      registerNumber: 'RM-2012-04411',
      aigaSection: 'AIGA Roma',
      lawfirm: {
        name: 'Studio Legale Verdi',
        lawyer: 'Avv. Luca Verdi',
        description2: 'Diritto civile e condominiale, udienze presso gli uffici di Roma.',
        address: 'Via Cola di Rienzo 28',
        zip: '00192',
        phone: '06 3210 4567',
        fax: '06 3210 4568',
      },
    },
  },
  {
    email: 'collega2.roma@demo.colleghi.it',
    role: 'LAWYER',
    firstName: 'Francesca',
    lastName: 'Conti',
    phone: '3331234573',
    city: ['Roma', 'RM'],
    birthDate: '1990-07-22',
    fiscalCode: 'CNTFNC90L62H501W',
    skillIds: [1, 6],
    details: {
      pec: 'francesca.conti@pec.demo.colleghi.it',
      vat: '34567890125',
      registerNumber: 'RM-2016-07730',
      aigaSection: null,
      lawfirm: {
        name: 'Studio Legale Conti',
        lawyer: 'Avv. Francesca Conti',
        description2: 'Diritto di famiglia e contenzioso civile.',
        address: 'Viale Mazzini 114',
        zip: '00195',
        phone: '06 3751 2290',
        fax: '06 3751 2291',
      },
    },
  },
  {
    // Incomplete profile on purpose: accepting an invitation answers 'Completa il tuo Profilo!'.
    email: 'incompleto.roma@demo.colleghi.it',
    role: 'LAWYER',
    firstName: 'Davide',
    lastName: 'Greco',
    phone: '3331234574',
    city: ['Roma', 'RM'],
    birthDate: '1993-03-05',
    fiscalCode: 'GRCDVD93C05H501K',
    skillIds: [1],
  },
];
